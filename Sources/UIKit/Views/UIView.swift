import Foundation

/// A rectangular area of the interface: geometry, a place in the view tree, layout and events.
///
/// The class body holds what subclasses override (Swift cannot override members
/// declared in extensions); each concern's machinery lives in `UIView+Concern.swift`.
///
/// Geometry is stored as `center`, `bounds` and `transform` (the layer model, anchor
/// point at the middle); `frame` is derived from them.
@preconcurrency @MainActor
open class UIView: UIResponder, UITraitEnvironment {
    // MARK: Stored state

    var storedCenter: CGPoint = .zero
    var storedBounds: CGRect = .zero
    var storedTransform: CGAffineTransform = .identity
    /// Whether the transform only shows the view differently and layout ignores it (see
    /// `UIView.transformIsVisualOnly`).
    var storedTransformIsVisualOnly = false
    /// The exact origin last given through `frame`, while nothing has moved the view since:
    /// deriving it from `center` − size/2 would return 16.000000000000007 for 16.
    var exactFrameOrigin: CGPoint?
    var storedSubviews: [UIView] = []
    weak var storedSuperview: UIView?
    /// The view controller whose root view this is; it is the view's next responder.
    weak var owningViewController: UIViewController?

    var needsLayout = true
    var needsSafeAreaUpdate = true
    var needsConstraintUpdate = false
    /// Set on every ancestor of a view with pending layout, safe-area or constraint work,
    /// so the passes skip clean subtrees: their cost follows what changed, not the tree size.
    var descendantNeedsLayout = false
    var descendantNeedsConstraintUpdate = false
    /// The insets, margins and traits last reported, to call the did-change hooks only on a change.
    var reportedSafeAreaInsets: UIEdgeInsets = .zero
    var reportedLayoutMargins: UIEdgeInsets?
    var reportedTraitCollection: UITraitCollection?
    /// `registerForTraitChanges(_:handler:)` registrations, told after `traitCollectionDidChange(_:)`.
    var traitChangeRegistrations = TraitChangeRegistrations()
    /// Configuration that follows this view's traits (a nib's size-class variations), told
    /// of its trait collection whenever traits are propagated through the view.
    var traitDependentConfiguration: (any TraitDependentConfiguration)?
    var storedLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var storedTraitOverrides = UITraitOverrides()
    /// Auto Layout state (constraints, guides, engine), created on first use (Layout/).
    var storedLayoutState: ViewLayoutState?
    /// What `draw(_:)` drew last and whether it must draw again (UIView+Display).
    var drawingState = ViewDrawingState()
    /// Interactions added with `addInteraction(_:)` (Events/UIInteraction.swift).
    var storedInteractions: [any UIInteraction] = []
    /// Motion effects added with `addMotionEffect(_:)`, kept only (Views/UIMotionEffect.swift).
    var storedMotionEffects: [UIMotionEffect] = []

    /// The layer behind the view: a few drawing properties view-controller code touches.
    /// An instance of ``layerClass``, made when the view is.
    public let layer: CALayer

    /// The class of the view's ``layer``, read once when the view is made: override it to
    /// back a view with a `CAGradientLayer`, `CAShapeLayer` or `CATextLayer`, drawn as the
    /// view's own content. An app's own layer subclass cannot be made from its class here
    /// (Swift on Linux calls no initialiser that is not `required`): the view gets the
    /// nearest of those classes instead, said once per class.
    open class var layerClass: AnyClass { CALayer.self }

    public var isHidden = false {
        didSet { if isHidden != oldValue { visibilityDidChange() } }
    }
    public var alpha: CGFloat = 1 {
        willSet { AnimatablePropertyChanges.willChange(self, .alpha, from: .scalar(alpha)) }
        didSet { if alpha != oldValue { requestDisplayPass() } }
    }
    public var backgroundColor: UIColor? {
        willSet { AnimatablePropertyChanges.willChange(self, .backgroundColor, from: .color(backgroundColor?.cgColor)) }
        didSet {
            if backgroundColor != oldValue { requestDisplayPass() }
            appearancePropertyDidSet(\.backgroundColor)
        }
    }
    public var clipsToBounds: Bool {
        get { layer.masksToBounds } set { layer.masksToBounds = newValue }
    }
    /// A view whose alpha channel would mask this one; as on iOS it is kept outside the
    /// hierarchy (not a subview, no superview), in this view's coordinates. Not drawn here:
    /// the view shows unmasked, and the first mask set says so once.
    open var mask: UIView? {
        didSet {
            guard mask != nil else { return }
            ViewControllerKit.Runtime.current.diagnostics.unsupported(
                "UIView.mask", "masks are kept but not drawn; the view shows unmasked")
        }
    }
    public var isOpaque = true
    /// The colour controls and templates draw with: this view's own, else its superview's,
    /// else the system blue — greyed while ``tintAdjustmentMode`` is `.dimmed`. Setting it
    /// calls ``tintColorDidChange()`` here and in every descendant that inherits it.
    open var tintColor: UIColor! {
        get {
            let tint = undimmedTintColor
            return tintAdjustmentMode == .dimmed ? tint.dimmedForTintAdjustment : tint
        }
        set {
            storedTintColor = newValue
            appearancePropertyDidSet(\.tintColor, to: newValue)
            propagateTintChange { $0.storedTintColor == nil }
        }
    }
    var storedTintColor: UIColor?
    /// Whether the tint is drawn as it is or greyed: `.automatic` (the default) follows the
    /// superview (`.normal` at the top), and reading it gives the mode in effect. Setting it
    /// calls ``tintColorDidChange()`` here and in every descendant that follows it.
    open var tintAdjustmentMode: UIView.TintAdjustmentMode {
        get {
            storedTintAdjustmentMode != .automatic ? storedTintAdjustmentMode : superview?.tintAdjustmentMode ?? .normal
        }
        set {
            storedTintAdjustmentMode = newValue
            propagateTintChange { $0.storedTintAdjustmentMode == .automatic }
        }
    }
    var storedTintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    /// Called when the tint colour or adjustment mode in effect changes: set here or on an
    /// ancestor this view inherits from, or the view moved under a different tint. Override
    /// to redraw what uses the tint; the default does nothing.
    open func tintColorDidChange() {}
    /// Whether this view is an appearance proxy, and what the app set on it directly
    /// (see Views/Appearance/).
    var appearanceInstanceState = AppearanceInstanceState()
    public var contentMode: UIView.ContentMode = .scaleToFill
    public var isUserInteractionEnabled = true
    public var isMultipleTouchEnabled = false
    public var isExclusiveTouch = false
    public var tag = 0
    public var accessibilityIdentifier: String?
    /// A short description for assistive technologies; labels and buttons default it to
    /// their text, as on iOS.
    open var accessibilityLabel: String? {
        get { storedAccessibilityLabel }
        set { storedAccessibilityLabel = newValue }
    }
    var storedAccessibilityLabel: String?
    /// The current value for assistive technologies; controls report theirs ("1"/"0" for
    /// a switch, a percentage for a slider or progress view), as on iOS.
    open var accessibilityValue: String? {
        get { storedAccessibilityValue }
        set { storedAccessibilityValue = newValue }
    }
    var storedAccessibilityValue: String?
    public var isAccessibilityElement = false
    /// What the element is (a button, a header, adjustable…); UIKit's views default it to
    /// their kind (`.button` for a button, `.staticText` for a label) until the app sets it.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits ?? defaultAccessibilityTraits }
        set { storedAccessibilityTraits = newValue }
    }
    var storedAccessibilityTraits: UIAccessibilityTraits?
    /// The traits this kind of view has until the app sets its own.
    var defaultAccessibilityTraits: UIAccessibilityTraits { [] }
    public var accessibilityHint: String?
    public var accessibilityElementsHidden = false
    public var accessibilityViewIsModal = false
    public var shouldGroupAccessibilityChildren = false
    public var autoresizingMask: UIView.AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { autoLayoutConfigurationDidChange() } }
    }
    public var autoresizesSubviews = true
    public var preservesSuperviewLayoutMargins = false {
        didSet { setNeedsSafeAreaUpdate() }
    }
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { setNeedsSafeAreaUpdate() }
    }
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { autoLayoutConfigurationDidChange() } }
    }
    public var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// Gesture recognizers attached with `addGestureRecognizer(_:)`.
    /// Setting the array detaches the recognizers not in it and attaches the new ones, as
    /// `addGestureRecognizer(_:)`/`removeGestureRecognizer(_:)` would.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }
    var attachedGestureRecognizers: [UIGestureRecognizer] = []

    // MARK: Initialisers

    public init(frame: CGRect) {
        layer = CALayer.backingLayer(for: type(of: self))
        super.init()
        layer.owningView = self
        self.frame = frame
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Decoding initialiser, `required` as on iOS so subclasses' `init?(coder:)` compiles
    /// unchanged; storyboard and nib loading use it. Decodes nothing itself.
    public required init?(coder: NSCoder) {
        layer = CALayer.backingLayer(for: type(of: self))
        super.init()
        layer.owningView = self
    }

    // MARK: Overridable hierarchy hooks (called by UIView+Hierarchy)

    /// Called before the view moves to a new superview (nil when it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view's window changes (nil when it leaves all windows).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's window changed.
    open func didMoveToWindow() {}
    /// Called after `subview` was added to this view.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed from this view.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Overridable layout hooks

    /// Lays out subviews. The default applies Auto Layout's frames when the view has
    /// constraints; autoresizing has already run when the bounds changed.
    open func layoutSubviews() {
        applyConstraintBasedLayout()
    }

    /// The size that best fits `size`. The default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The natural size of the content, or `UIView.noIntrinsicMetric` per axis.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Updates constraints; called by the update-constraints pass, subviews before superviews.
    open func updateConstraints() {
        needsConstraintUpdate = false
    }

    /// The size the view's constraints give it nearest `targetSize` (cells override these;
    /// the machinery is in Layout/UIView+Fitting.swift).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        constraintBasedFittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        constraintBasedFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Distance from the top to the first text baseline; nil (no text) makes `.firstBaseline`
    /// the top. Text views override it and call `invalidateIntrinsicContentSize()` when it
    /// changes (Layout/ re-installs the constraints that use it).
    var firstBaselineOffsetFromTop: CGFloat? { nil }
    /// Distance from the last text baseline to the bottom; nil makes `.lastBaseline` the bottom.
    var lastBaselineOffsetFromBottom: CGFloat? { nil }

    /// Whether the view needs Auto Layout to lay out; kept for source compatibility (every
    /// view here takes part as soon as constraints mention it).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called when `safeAreaInsets` changed (on the layout pass that noticed).
    open func safeAreaInsetsDidChange() {}
    /// Called when the effective layout margins changed.
    open func layoutMarginsDidChange() {}

    // MARK: Overridable hit testing

    /// The farthest descendant containing `point` (in this view's coordinates) that can
    /// receive touches; nil when this view is hidden, transparent (alpha < 0.01), not
    /// interactive, or `point` is outside it.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` (in this view's coordinates) is inside the view's bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Whether `gestureRecognizer` may leave the possible state. Asked of the recognizer's
    /// view and of the views its touches hit; UIControl uses it so that an ancestor's
    /// single-tap recognizer does not steal a control's tap. Default true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Overridable drawing

    /// Draws the view's content into the current graphics context
    /// (`UIGraphicsGetCurrentContext()`), in the view's bounds coordinates. Override it to
    /// draw with `UIBezierPath`, `UIColor.setFill()` or the `CGContext`; the default draws
    /// nothing.
    ///
    /// Called when the view is next rendered (a render host's display pass, a picture) after
    /// it first has a non-empty size, after `setNeedsDisplay()`, after a size change when
    /// `contentMode` is `.redraw`, and after a change of light/dark appearance; otherwise
    /// the last drawing is shown, fitted to the bounds by `contentMode`. `rect` is the
    /// bounds. Never call it yourself: call `setNeedsDisplay()`.
    open func draw(_ rect: CGRect) {}

    // MARK: Overridable traits

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Responder

    /// A root view's next responder is its controller; otherwise the superview.
    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return superview
    }

    override var responderWindow: UIWindow? { window }

    /// Extra `key = value` items a UIKit subclass adds to its dump line (text, state ...).
    var debugProperties: [String] { [] }

    /// A hook for views that arrange their subviews by visibility (a stack view collapses a
    /// hidden arranged subview): called when `subview` is hidden or shown.
    func subviewVisibilityDidChange(_ subview: UIView) {}
}

extension UIView {
    public static let noIntrinsicMetric: CGFloat = -1

    /// How a view's content is laid out within its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Which of the view's dimensions follow its superview's size changes.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// Whether a view's content flips in right-to-left layouts.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
