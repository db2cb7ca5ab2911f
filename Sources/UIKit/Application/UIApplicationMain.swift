import Foundation

/// Launches an app the way `UIApplicationMain` does on iOS: installs the runtime, sets
/// the app delegate, calls `application(_:willFinishLaunchingWithOptions:)` and
/// `application(_:didFinishLaunchingWithOptions:)`, then — for a scene-based app —
/// connects one window scene and calls its delegate's
/// `scene(_:willConnectTo:options:)`, and finally makes the app active (the scene
/// delegate's `sceneDidBecomeActive(_:)` for a scene-based app, the app delegate's
/// `applicationDidBecomeActive(_:)` otherwise), posting the notifications as it goes.
///
/// Differs from iOS: delegates are passed as instances (there is no Objective-C class
/// lookup by name), and the function returns once the app is launched; the host then
/// drives the run loop (a headless test host pumps it, a live host runs it forever).
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(runtime: ViewControllerKit.Runtime, delegate: UIApplicationDelegate,
                              sceneDelegate: UIWindowSceneDelegate? = nil) -> UIApplication {
    launchApplication(runtime: runtime, delegate: delegate, sceneDelegate: sceneDelegate, initialController: nil)
}

/// `UIApplicationMain`'s sequence. `initialController`, when given (a main storyboard's
/// initial controller), is made the root of a window UIKit creates itself: for a scene app
/// before `scene(_:willConnectTo:options:)` (assigned to the scene delegate's `window`), else
/// before `application(_:didFinishLaunchingWithOptions:)` (the app delegate's `window`); the
/// window is made key and visible once that callback returns.
@MainActor
@discardableResult
func launchApplication(runtime: ViewControllerKit.Runtime, delegate: UIApplicationDelegate,
                       sceneDelegate: UIWindowSceneDelegate?,
                       initialController: (@MainActor () -> UIViewController?)?) -> UIApplication {
    // Under a host (a test launching its app) the runtime is the caller's; otherwise it is
    // the process's app runtime, as on iOS.
    if ViewControllerKit.Runtime.currentHosted == nil { ViewControllerKit.Runtime.setAppRuntime(runtime) }
    runtime.attach()
    let application = runtime.application!
    application.delegate = delegate
    application.applicationState = .inactive
    _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
    var storyboardWindow: UIWindow?
    if sceneDelegate == nil, let root = initialController?() {
        let window = UIWindow(frame: runtime.screen.bounds)
        window.rootViewController = root
        delegate.window = window
        storyboardWindow = window
    }
    // State restoration runs between the two launch callbacks; presentations it restores are
    // made once the window is shown.
    var afterWindowShown: (@MainActor () -> Void)?
    if sceneDelegate == nil, let archive = runtime.stateRestorationArchive {
        afterWindowShown = ViewControllerKit.StateRestoration.restore(application, from: archive)
    }
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    storyboardWindow?.makeKeyAndVisible()
    afterWindowShown?()
    NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: application)
    if let sceneDelegate {
        // A relaunch reconnects the saved session, its restoration activity with it.
        let session = ViewControllerKit.StateRestoration.restoredSession(from: runtime.stateRestorationArchive) ?? UISceneSession()
        let scene = UIWindowScene(session: session, runtime: runtime)
        scene.delegate = sceneDelegate
        application.connectedScenes.insert(scene)
        scene.activationState = .foregroundInactive
        if let root = initialController?() {
            let window = UIWindow(windowScene: scene)
            window.rootViewController = root
            sceneDelegate.window = window
            storyboardWindow = window
        }
        sceneDelegate.scene(scene, willConnectTo: scene.session, options: .init())
        if sceneDelegate.window === storyboardWindow { storyboardWindow?.makeKeyAndVisible() }
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        if let activity = session.stateRestorationActivity {
            sceneDelegate.scene(scene, restoreInteractionStateWith: activity)
        }
        application.applicationState = .active
        scene.activationState = .foregroundActive
        sceneDelegate.sceneDidBecomeActive(scene)
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
    } else {
        application.applicationState = .active
        // An app that uses scenes hears `sceneDidBecomeActive(_:)` instead (iOS 13 and later).
        delegate.applicationDidBecomeActive(application)
    }
    NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: application)
    return application
}
