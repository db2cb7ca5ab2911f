import Foundation

/// One instance of the app's interface (iOS 13 scenes).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    public let session: UISceneSession
    public var delegate: UISceneDelegate?
    unowned let runtime: ViewControllerKit.Runtime
    /// When the scene was created relative to its runtime's other scenes, to visit
    /// connected scenes in order.
    let connectionOrder: Int

    init(session: UISceneSession, runtime: ViewControllerKit.Runtime) {
        self.session = session
        self.runtime = runtime
        self.connectionOrder = runtime.application.takeSceneOrder()
        super.init()
    }

    /// Where the scene is in its life cycle.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// Unattached until it connects; then foreground inactive, active, background as the
    /// app moves (`ViewControllerKit.Runtime.enterBackground()` and friends).
    public internal(set) var activationState: ActivationState = .unattached

    /// Options a scene connects with (URL contexts, user activities: none on Linux yet).
    public struct ConnectionOptions: Sendable {
        public init() {}
    }
}

/// A scene that shows windows on a screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    public let screen: UIScreen
    var windowReferences: [WeakWindow] = []
    public private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager(scene: self)

    /// A window scene on the runtime's screen.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions = .init(),
                runtime: ViewControllerKit.Runtime = .current) {
        self.screen = runtime.screen
        super.init(session: session, runtime: runtime)
    }

    public var interfaceOrientation: UIInterfaceOrientation { screen.interfaceOrientation }
    public var traitCollection: UITraitCollection { screen.traitCollection }

    /// The scene's windows that still exist.
    public var allWindows: [UIWindow] { windowReferences.compactMap(\.window) }

    /// The scene's windows, in creation order (UIKit's `windows`).
    public var windows: [UIWindow] { allWindows }

    public var keyWindow: UIWindow? { allWindows.first { $0.isKeyWindow } }
}

/// Where a scene's configuration is recorded.
@preconcurrency @MainActor
public final class UISceneSession {
    public let persistentIdentifier: String
    public let role: Role
    /// The activity the scene's delegate returned from `stateRestorationActivity(for:)` when
    /// the scene last entered the background (a copy read back from the saved state), for
    /// `scene(_:willConnectTo:options:)` to rebuild the interface from; nil when none was saved.
    public var stateRestorationActivity: NSUserActivity?
    public init(persistentIdentifier: String = UUID().uuidString, role: Role = .windowApplication) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
    }
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

/// Scene life-cycle hooks.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to become inactive (before it enters the background).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is now in the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is about to leave the background (before it becomes active).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene was removed from the app (the app is ending, or the system discarded it).
    func sceneDidDisconnect(_ scene: UIScene)
    /// Asked once the scene is in the background (after `sceneDidEnterBackground(_:)`): an
    /// activity describing its interface, archived with its session and given back as
    /// `session.stateRestorationActivity` when the scene connects again. Default nil.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Called when a scene connects with a saved `stateRestorationActivity`, after
    /// `scene(_:willConnectTo:options:)` and before the scene becomes active.
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
}

/// A scene delegate that owns a window (the usual `SceneDelegate`).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

/// The status bar of a window scene: its style, visibility and frame, as resolved from
/// the key window's controllers (UIKIT-SEMANTICS 10.8).
@preconcurrency @MainActor
public final class UIStatusBarManager {
    private unowned let scene: UIWindowScene
    init(scene: UIWindowScene) { self.scene = scene }

    private var window: UIWindow? { scene.keyWindow ?? scene.allWindows.first }

    public var statusBarStyle: UIStatusBarStyle { window?.statusBarStyle ?? .default }
    public var isStatusBarHidden: Bool { window?.isStatusBarHidden ?? false }
    public var statusBarFrame: CGRect {
        guard let window, !window.isStatusBarHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: window.screenMetrics.statusBarHeight)
    }
}

extension UIWindowScene {
    /// The scene's coordinate space: its screen's, as on an iPhone (where a scene fills
    /// the screen).
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}
