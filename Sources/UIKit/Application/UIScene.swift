import Foundation

/// One instance of the app's interface (iOS 13 scenes).
@MainActor
open class UIScene: UIResponder {
    public let session: UISceneSession
    public var delegate: UISceneDelegate?
    unowned let runtime: ViewControllerKit.Runtime

    init(session: UISceneSession, runtime: ViewControllerKit.Runtime) {
        self.session = session
        self.runtime = runtime
        super.init()
    }

    /// Options a scene connects with (URL contexts, user activities: none on Linux yet).
    public struct ConnectionOptions: Sendable {
        public init() {}
    }
}

/// A scene that shows windows on a screen.
@MainActor
open class UIWindowScene: UIScene {
    public let screen: UIScreen
    var windows: [WeakWindow] = []
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
    public var allWindows: [UIWindow] { windows.compactMap(\.window) }

    public var keyWindow: UIWindow? { allWindows.first { $0.isKeyWindow } }
}

/// Where a scene's configuration is recorded.
@MainActor
public final class UISceneSession {
    public let persistentIdentifier: String
    public let role: Role
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
@MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidBecomeActive(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
}

/// A scene delegate that owns a window (the usual `SceneDelegate`).
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

/// The status bar of a window scene: its style, visibility and frame, as resolved from
/// the key window's controllers (UIKIT-SEMANTICS 10.8).
@MainActor
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
