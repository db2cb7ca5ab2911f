import Foundation

/// The backdrop of an app's interface: hosts the root view controller's view, owns the
/// first responder, dispatches events, and connects views to a screen.
///
/// Windows start hidden; `makeKeyAndVisible()` shows one, which makes its root view
/// controller appear (UIKIT-SEMANTICS 2.2). The window follows its screen: on rotation
/// it resizes and drives the size-transition callbacks (10.1).
@preconcurrency @MainActor
open class UIWindow: UIView {
    public private(set) weak var windowScene: UIWindowScene?
    public let screen: UIScreen
    let runtime: ViewControllerKit.Runtime

    /// The undo manager the responders in this window share (one per runtime).
    open override var undoManager: UndoManager? { runtime.windowUndoManager }
    var storedRootViewController: UIViewController?
    weak var firstResponder: UIResponder?
    public var windowLevel: UIWindow.Level = .normal
    /// The traits and metrics the window last took from its screen. Snapshotted so that
    /// during a size transition `traitCollection` still answers the old values until
    /// the moment UIKit switches them (10.1).
    var screenTraits: UITraitCollection
    var screenMetrics: ViewControllerKit.DeviceProfile.Metrics
    /// Status bar as last resolved from the controllers (10.8).
    public internal(set) var statusBarStyle: UIStatusBarStyle = .default
    public internal(set) var isStatusBarHidden = false

    /// A window on the current runtime's screen with the given frame.
    public override init(frame: CGRect) {
        runtime = ViewControllerKit.Runtime.current
        screen = runtime.screen
        screenTraits = screen.traitCollection
        screenMetrics = screen.metrics
        super.init(frame: frame)
        isHidden = true
        runtime.register(self)
    }

    /// A window that fills its scene's screen.
    public init(windowScene: UIWindowScene) {
        runtime = windowScene.runtime
        screen = windowScene.screen
        screenTraits = screen.traitCollection
        screenMetrics = screen.metrics
        self.windowScene = windowScene
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        runtime.register(self)
        windowScene.windowReferences.append(WeakWindow(self))
    }

    public convenience init() { self.init(frame: ViewControllerKit.Runtime.current.screen.bounds) }

    public required init?(coder: NSCoder) {
        runtime = ViewControllerKit.Runtime.current
        screen = runtime.screen
        screenTraits = screen.traitCollection
        screenMetrics = screen.metrics
        super.init(coder: coder)
        frame = screen.bounds
        isHidden = true
        // An appearance proxy is no window of the app.
        if !(coder is AppearanceProxyCoder) { runtime.register(self) }
    }

    /// The controller whose view fills the window (2.2–2.4).
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set { replaceRootViewController(with: newValue) }
    }

    public var isKeyWindow: Bool { runtime.application.keyWindow === self }

    /// Makes the window key (the target of keyboard events).
    open func makeKey() {
        let previous = runtime.application.keyWindow
        guard previous !== self else { return }
        runtime.application.keyWindow = self
        previous?.resignKey()
        becomeKey()
    }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    open func becomeKey() {}
    open func resignKey() {}

    /// Delivers an event's touches to this window's views and gesture recognizers
    /// (called by `UIApplication.sendEvent(_:)`); see `deliverTouches(of:)`.
    /// Override to observe events; call super to keep them flowing.
    open func sendEvent(_ event: UIEvent) {
        deliverTouches(of: event)
    }

    /// The application is a window's next responder.
    open override var next: UIResponder? { runtime.application }

    var isVisible: Bool { !isHidden }

    /// The window's insets: the device's hardware insets and the status bar, where
    /// they overlap the window.
    var windowSafeAreaInsets: UIEdgeInsets {
        var screenInsets = screenMetrics.deviceSafeAreaInsets
        if !isStatusBarHidden { screenInsets.top = max(screenInsets.top, screenMetrics.statusBarHeight) }
        let screenBounds = CGRect(origin: .zero, size: screen.bounds.size)
        let f = frame
        return UIEdgeInsets(
            top: min(max(0, screenInsets.top - f.minY), f.height),
            left: min(max(0, screenInsets.left - f.minX), f.width),
            bottom: min(max(0, f.maxY - (screenBounds.maxY - screenInsets.bottom)), f.height),
            right: min(max(0, f.maxX - (screenBounds.maxX - screenInsets.right)), f.width))
    }

    func requestPasses() {
        runtime.runLoop.setNeedsPasses()
    }

    /// Called before `view`'s subtree leaves this window.
    /// A first responder inside it is asked to resign (UIKit resigns a first responder
    /// that leaves its window) and loses the status even if it refuses.
    func subtreeWillLeave(_ view: UIView) {
        let leaving: Bool
        if let responder = firstResponder as? UIView {
            leaving = responder.isDescendant(of: view)
        } else if let controller = firstResponder as? UIViewController, let root = controller.viewIfLoaded {
            leaving = root.isDescendant(of: view)
        } else {
            leaving = false
        }
        guard leaving, let responder = firstResponder else { return }
        _ = responder.resignFirstResponder()
        firstResponder = nil
    }
}

extension UIWindow {
    /// Where a window sits in the z-order of windows.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}

/// The status bar's appearance.
public enum UIStatusBarStyle: Int, Sendable, CustomStringConvertible {
    case `default` = 0, lightContent = 1, darkContent = 3
    public var description: String {
        switch self {
        case .default: "default"
        case .lightContent: "lightContent"
        case .darkContent: "darkContent"
        }
    }
}

/// How status bar changes animate.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}
