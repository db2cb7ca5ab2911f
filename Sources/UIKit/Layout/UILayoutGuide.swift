import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacing between
/// views, or a region such as the safe area or the layout margins.
///
/// Add a guide to a view with `addLayoutGuide(_:)`, then constrain its anchors like a
/// view's. Its `layoutFrame` is in the owning view's coordinates, valid after layout.
///
/// ```swift
/// let spacer = UILayoutGuide()
/// view.addLayoutGuide(spacer)
/// spacer.widthAnchor.constraint(equalToConstant: 20).isActive = true
/// ```
@preconcurrency @MainActor
open class UILayoutGuide {
    /// The view the guide belongs to; the guide's frame is in its coordinates.
    public internal(set) weak var owningView: UIView?
    /// A name for debugging; UIKit's own guides use names like `UIViewSafeAreaLayoutGuide`.
    open var identifier = ""
    let kind: Kind
    lazy var layoutVariables = ItemVariables(identifier.isEmpty ? "UILayoutGuide" : identifier)

    /// What defines the guide's frame.
    enum Kind {
        /// The app's constraints.
        case user
        /// `UIView.safeAreaLayoutGuide`: bounds inset by `safeAreaInsets`.
        case safeArea
        /// `UIView.layoutMarginsGuide`: bounds inset by the effective layout margins.
        case margins
        /// `UIView.readableContentGuide`: the margins, at most ``readableWidth`` wide, centred.
        case readableContent
        /// A controller's legacy `topLayoutGuide` / `bottomLayoutGuide`.
        case topLayoutSupport, bottomLayoutSupport
        /// The owning view's untranslated bounds, `(0, 0, width, height)`, whatever its
        /// bounds origin (a scroll view's `frameLayoutGuide`).
        case untranslatedBounds
        /// Origin at the owning view's (0, 0); the size is the app's constraints', and
        /// ``sizeHint`` where they leave it free (a scroll view's `contentLayoutGuide`).
        case content
        /// `UIView.keyboardLayoutGuide`: the part of the owning view the keyboard covers,
        /// or the bottom safe area while the keyboard is hidden.
        case keyboard
    }

    /// For a ``Kind/keyboard`` guide: the keyboard's frame in screen coordinates while it
    /// is shown (nil while hidden), set by the software keyboard as it moves.
    var keyboardFrameInScreen: CGRect?
    /// For a ``Kind/keyboard`` guide: whether the hidden keyboard's guide stands on the
    /// bottom safe area (true) or on the owning view's bottom edge.
    var keyboardGuideUsesBottomSafeArea = true

    /// The size a ``Kind/content`` guide takes where constraints leave it free (weakly held).
    var sizeHint: CGSize = .zero

    public init() { kind = .user }

    init(kind: Kind, identifier: String, owningView: UIView) {
        self.kind = kind
        self.identifier = identifier
        self.owningView = owningView
    }

    /// The guide's rectangle in the owning view's coordinates, as of the last layout.
    ///
    /// System guides answer from the owning view's current insets even when no
    /// constraint uses them; an app guide answers `.zero` until it takes part in layout.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        switch kind {
        case .safeArea:
            return owningView.bounds.inset(by: owningView.safeAreaInsets)
        case .margins:
            return owningView.bounds.inset(by: owningView.layoutMargins)
        case .topLayoutSupport:
            return CGRect(x: 0, y: 0, width: owningView.bounds.width, height: owningView.safeAreaInsets.top)
        case .bottomLayoutSupport:
            let length = owningView.safeAreaInsets.bottom
            return CGRect(x: 0, y: owningView.bounds.height - length, width: owningView.bounds.width, height: length)
        case .readableContent:
            let margins = owningView.bounds.inset(by: owningView.layoutMargins)
            let width = min(margins.width, UILayoutGuide.readableWidth)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        case .untranslatedBounds:
            return CGRect(origin: .zero, size: owningView.bounds.size)
        case .keyboard:
            let height = keyboardGuideHeight(in: owningView)
            return CGRect(x: 0, y: owningView.bounds.height - height, width: owningView.bounds.width, height: height)
        case .user, .content:
            guard let engine = owningView.layoutState.participatingEngine ?? owningView.layoutTreeRoot.storedLayoutState?.engine,
                  engine.isParticipating(self) else { return kind == .content ? CGRect(origin: .zero, size: sizeHint) : .zero }
            engine.solveIfNeeded()
            return engine.solvedFrame(of: self)
        }
    }

    /// How much of `view`'s bottom a keyboard guide covers: the keyboard's overlap with the
    /// view while it is shown, else the bottom safe-area inset (or 0 without it).
    func keyboardGuideHeight(in view: UIView) -> CGFloat {
        let hiddenHeight = keyboardGuideUsesBottomSafeArea ? view.safeAreaInsets.bottom : 0
        guard let keyboard = keyboardFrameInScreen, let window = view.window else { return hiddenHeight }
        let inWindow = keyboard.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
        let top = view.convert(inWindow, from: nil).minY
        return view.bounds.height - min(max(top, 0), view.bounds.height)
    }

    /// The readable width for body text at the default (`.large`) content size: 672 pt.
    /// Source: useyourloaf.com/blog/readable-content-guides (measured on iPad, iOS 9+);
    /// iOS varies it with Dynamic Type, which this implementation does not.
    static let readableWidth: CGFloat = 672

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

/// A controller's legacy top or bottom layout guide (deprecated in iOS 11 for the safe
/// area, still used by older code): the area the status bar and bars cover.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The height the bars cover at that edge (here: the root view's safe-area inset).
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` / `bottomLayoutGuide` (on iOS, the private `_UILayoutGuide`).
@MainActor
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat { layoutFrame.height }
}
