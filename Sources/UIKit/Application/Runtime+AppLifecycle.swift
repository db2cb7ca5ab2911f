import Foundation

/// Moving the app between the foreground and the background, and memory warnings: what
/// the Home gesture, the app switcher and the system do to an app on iOS, for a host to
/// drive (project-own API; UIKit apps only receive these).
///
/// ```
///             enterBackground()                       enterForeground()
///   active ──────────────────► inactive ──► background ──────────────► inactive ──► active
///   (scenes: foregroundActive → foregroundInactive → background → foregroundInactive → foregroundActive)
/// ```
///
/// Order, per Apple's "Managing your app's life cycle": for each connected scene its
/// delegate's callback, then the scene's notification; then the app's notification. An app
/// that uses scenes does not hear the app delegate's `applicationWillResignActive(_:)`,
/// `applicationDidEnterBackground(_:)`, `applicationWillEnterForeground(_:)` or
/// `applicationDidBecomeActive(_:)`; an app without scenes hears them, before the
/// notification. Appearance callbacks are not sent: controllers stay "appeared".
extension ViewControllerKit.Runtime {
    /// Moves an active app to the background. Does nothing when it is not active. An app
    /// without scenes whose delegate opts in has its state preserved once it is there
    /// (`stateRestorationArchive`); a scene app has each scene delegate's
    /// `stateRestorationActivity(for:)` saved there.
    public func enterBackground() {
        guard application.applicationState == .active else { return }
        move(through: [
            LifecyclePhase(scene: .foregroundInactive, { $0.sceneWillResignActive($1) }, UIScene.willDeactivateNotification,
                           app: .inactive, { $0.applicationWillResignActive($1) }, UIApplication.willResignActiveNotification),
            LifecyclePhase(scene: .background, { $0.sceneDidEnterBackground($1) }, UIScene.didEnterBackgroundNotification,
                           app: .background, { $0.applicationDidEnterBackground($1) }, UIApplication.didEnterBackgroundNotification),
        ])
        if orderedScenes.isEmpty, let archive = withCurrent({ ViewControllerKit.StateRestoration.preserve(application) }) {
            stateRestorationArchive = archive
        } else if !orderedScenes.isEmpty {
            // Scene apps save one activity per scene (`stateRestorationActivity(for:)`).
            stateRestorationArchive = withCurrent { ViewControllerKit.StateRestoration.preserve(scenes: orderedScenes, runtime: self) }
        }
    }

    /// Brings a backgrounded app back to the foreground and makes it active. Does nothing
    /// when it is not in the background.
    public func enterForeground() {
        guard application.applicationState == .background else { return }
        move(through: [
            LifecyclePhase(scene: .foregroundInactive, { $0.sceneWillEnterForeground($1) }, UIScene.willEnterForegroundNotification,
                           app: .inactive, { $0.applicationWillEnterForeground($1) }, UIApplication.willEnterForegroundNotification),
            LifecyclePhase(scene: .foregroundActive, { $0.sceneDidBecomeActive($1) }, UIScene.didActivateNotification,
                           app: .active, { $0.applicationDidBecomeActive($1) }, UIApplication.didBecomeActiveNotification),
        ])
    }

    /// Runs each phase: every scene's state, delegate callback and notification, then the
    /// app's state, delegate callback (apps without scenes only) and notification.
    private func move(through phases: [LifecyclePhase]) {
        withCurrent {
            let app = application!, scenes = orderedScenes
            for phase in phases {
                for scene in scenes {
                    scene.activationState = phase.sceneState
                    if let delegate = scene.delegate { phase.sceneCallback(delegate, scene) }
                    post(phase.sceneNotification, scene)
                }
                app.applicationState = phase.appState
                if scenes.isEmpty, let delegate = app.delegate { phase.appCallback(delegate, app) }
                post(phase.appNotification, app)
            }
        }
    }

    /// Sends a memory warning: the app delegate's `applicationDidReceiveMemoryWarning(_:)`,
    /// the notification, then `didReceiveMemoryWarning()` on every controller in the
    /// app's windows — each window's root, its children depth first, then what it presents.
    public func receiveMemoryWarning() {
        withCurrent {
            let app = application!
            app.delegate?.applicationDidReceiveMemoryWarning(app)
            post(UIApplication.didReceiveMemoryWarningNotification, app)
            for window in allWindows {
                guard let root = window.rootViewController else { continue }
                Self.warn(root)
            }
        }
    }

    private static func warn(_ controller: UIViewController) {
        controller.didReceiveMemoryWarning()
        for child in controller.children { warn(child) }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            warn(presented)
        }
    }

    /// Connected scenes in the order they connected (a set has no order).
    private var orderedScenes: [UIScene] {
        application.connectedScenes.sorted { $0.connectionOrder < $1.connectionOrder }
    }

    private func post(_ name: Notification.Name, _ object: AnyObject) {
        NotificationCenter.default.post(name: name, object: object)
    }
}

/// One step of a foreground/background move (see `Runtime+AppLifecycle.swift`).
@MainActor
private struct LifecyclePhase {
    let sceneState: UIScene.ActivationState
    let sceneCallback: (UISceneDelegate, UIScene) -> Void
    let sceneNotification: Notification.Name
    let appState: UIApplication.State
    let appCallback: (UIApplicationDelegate, UIApplication) -> Void
    let appNotification: Notification.Name

    init(scene sceneState: UIScene.ActivationState, _ sceneCallback: @escaping (UISceneDelegate, UIScene) -> Void,
         _ sceneNotification: Notification.Name, app appState: UIApplication.State,
         _ appCallback: @escaping (UIApplicationDelegate, UIApplication) -> Void, _ appNotification: Notification.Name) {
        self.sceneState = sceneState; self.sceneCallback = sceneCallback; self.sceneNotification = sceneNotification
        self.appState = appState; self.appCallback = appCallback; self.appNotification = appNotification
    }
}
