import Foundation

/// The app: its delegate, its windows and scenes, the end of the responder chain.
///
/// `UIApplication.shared` reads the current ``ViewControllerKit.Runtime``'s application; it is never
/// a hidden global, and a test host makes a fresh one.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    unowned let runtime: ViewControllerKit.Runtime
    /// The app delegate. Held strongly (on iOS it is weak, but UIApplicationMain keeps
    /// the delegate it creates alive for the life of the app; here the application is
    /// that owner).
    public var delegate: UIApplicationDelegate?
    public internal(set) var connectedScenes: Set<UIScene> = []
    /// The key window (deprecated on iOS 13 in favour of the scene's `keyWindow`, still
    /// widely read).
    public internal(set) weak var keyWindow: UIWindow?
    /// Fingers down, the reused touches event and the gesture arena (UIApplication+Events).
    let touchTracker = TouchTracker()

    init(runtime: ViewControllerKit.Runtime) {
        self.runtime = runtime
        super.init()
    }

    public static var shared: UIApplication { ViewControllerKit.Runtime.current.application }

    public var windows: [UIWindow] { runtime.allWindows }

    public var applicationState: UIApplication.State = .inactive
    /// Whether the screen may not dim and lock while the app is active; stored (there is
    /// no idle timer here).
    public var isIdleTimerDisabled = false
    /// Whether a shake offers to undo or redo (iOS's shake-to-edit alert); default true.
    /// Stored: the alert is not shown here, and shakes reach the responder chain either way.
    public var applicationSupportsShakeToEdit = true
    /// The number on the app's icon; stored (there is no home screen here).
    public var applicationIconBadgeNumber = 0
    /// Background tasks begun and not yet ended (see UIApplication+Services.swift).
    var backgroundTasks: [Int: String] = [:]
    var nextBackgroundTask = 1
    /// Whether `registerForRemoteNotifications()` was called (and not unregistered).
    var wantsRemoteNotifications = false
    /// `beginIgnoringInteractionEvents()` calls not yet balanced by `endIgnoringInteractionEvents()`.
    var interactionIgnoringDepth = 0
    private var scenesCreated = 0

    /// Numbers scenes as they are created, so connected scenes can be visited in order.
    func takeSceneOrder() -> Int {
        scenesCreated += 1
        return scenesCreated
    }

    /// Dispatches an event to the windows of its touches (each window's `sendEvent(_:)`).
    /// Override to observe every event; call super to keep them flowing.
    open func sendEvent(_ event: UIEvent) {
        dispatchEvent(event)
    }

    /// The delegate, when it is a responder, ends the chain.
    open override var next: UIResponder? { delegate as? UIResponder }

    public enum State: Int, Sendable { case active, inactive, background }

    /// Keys of the launch-options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// The name before Swift 4.2, as the iOS SDK keeps it: Swift 4 code compiles, and Swift 5 code
/// gets the SDK's error with its fix-it ("renamed to 'UIApplication.LaunchOptionsKey'").
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

/// The app delegate's launch and orientation hooks.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The window of apps that do not use scenes.
    var window: UIWindow? { get set }
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive. Not called for an app that uses scenes (its
    /// scene delegates hear `sceneWillResignActive(_:)` instead), as on iOS 13 and later.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is now in the background (not called for an app that uses scenes).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to leave the background (not called for an app that uses scenes).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// The system is low on memory; called before the controllers' `didReceiveMemoryWarning()`.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    // State restoration (see ViewControllerKit.StateRestoration): the app opts in by
    // answering true; the other methods add app-level state and supply controllers.
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// First while state is preserved, before any controller encodes.
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    /// Last while state is restored, after every controller's `applicationFinishedRestoringState()`.
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
    /// Asked for a preserved controller that has no `restorationClass`; nil lets UIKit use an
    /// existing controller with that path, or create it from its storyboard.
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController?

    // Remote notifications (see UIApplication+Services.swift): there is no push service
    // here, so registering always ends in the failure callback.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        application.runtime.screen.profile.defaultSupportedOrientations
    }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                            coder: NSCoder) -> UIViewController? { nil }
}

extension UIApplication {
    /// The key under which a restoring controller's coder returns the storyboard the
    /// controller came from.
    nonisolated public static let stateRestorationViewControllerStoryboardKey = "UIStateRestorationViewControllerStoryboardKey"
    /// The key under which the app's coder holds the bundle version that preserved the state.
    nonisolated public static let stateRestorationBundleVersionKey = "UIStateRestorationBundleVersionKey"
}
