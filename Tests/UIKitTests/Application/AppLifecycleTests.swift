import Foundation
import Testing
import UIKitTesting

/// Foreground/background cycles and memory warnings, with and without scenes
/// (Apple, "Managing your app's life cycle").
@Suite @MainActor struct AppLifecycleTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var log: [String] = []
        func applicationDidBecomeActive(_ application: UIApplication) { log.append("app.didBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) {
            log.append("app.willResignActive(\(application.applicationState))")
        }
        func applicationDidEnterBackground(_ application: UIApplication) {
            log.append("app.didEnterBackground(\(application.applicationState))")
        }
        func applicationWillEnterForeground(_ application: UIApplication) { log.append("app.willEnterForeground") }
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log.append("app.memoryWarning") }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var log: [String] = []
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
        }
        func sceneDidBecomeActive(_ scene: UIScene) { log.append("scene.didBecomeActive(\(scene.activationState))") }
        func sceneWillResignActive(_ scene: UIScene) { log.append("scene.willResignActive(\(scene.activationState))") }
        func sceneDidEnterBackground(_ scene: UIScene) { log.append("scene.didEnterBackground(\(scene.activationState))") }
        func sceneWillEnterForeground(_ scene: UIScene) { log.append("scene.willEnterForeground(\(scene.activationState))") }
    }

    final class Warned: UIViewController {
        let name: String
        let log: (String) -> Void
        init(_ name: String, log: @escaping (String) -> Void) {
            self.name = name; self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            log(name)
        }
    }

    /// Records the names of `names` posted with `object`, in order.
    private func observe(_ names: [Notification.Name], object: AnyObject, into log: @escaping @MainActor (String) -> Void) -> [NSObjectProtocol] {
        names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { note in
                let raw = note.name.rawValue
                MainActor.assumeIsolated { log(raw) }
            }
        }
    }

    @Test func sceneApp_backgroundAndForeground_inUIKitsOrder() {
        let runtime = ViewControllerKit.Runtime(screen: UIScreen(profile: .iPhone14), clock: ViewControllerKit.ManualClock(), runLoopMode: .manual)
        let appDelegate = AppDelegate(), sceneDelegate = SceneDelegate()
        let app = runtime.withCurrent { UIApplicationMain(runtime: runtime, delegate: appDelegate, sceneDelegate: sceneDelegate) }
        let scene = app.connectedScenes.first!
        #expect(scene.activationState == .foregroundActive && app.applicationState == .active)
        var log: [String] = []
        let tokens = observe([UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                              UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification],
                             object: app) { log.append($0) }
            + observe([UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
                       UIScene.willEnterForegroundNotification, UIScene.didActivateNotification],
                      object: scene) { log.append($0) }
        defer { tokens.forEach { NotificationCenter.default.removeObserver($0) } }
        runtime.enterBackground()
        #expect(app.applicationState == .background && scene.activationState == .background)
        runtime.enterBackground()  // already there: nothing
        runtime.enterForeground()
        #expect(sceneDelegate.log == [
            "scene.didBecomeActive(foregroundActive)",  // the launch
            "scene.willResignActive(foregroundInactive)", "scene.didEnterBackground(background)",
            "scene.willEnterForeground(foregroundInactive)", "scene.didBecomeActive(foregroundActive)",
        ])
        #expect(log == [
            "UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification",
            "UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification",
            "UISceneWillEnterForegroundNotification", "UIApplicationWillEnterForegroundNotification",
            "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification",
        ])
        // With scenes, the app delegate hears none of the foreground/background callbacks.
        #expect(appDelegate.log.isEmpty)
        #expect(app.applicationState == .active && scene.activationState == .foregroundActive)
    }

    @Test func appWithoutScenes_hearsTheAppDelegateCallbacks_andControllersKeepAppearing() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let delegate = AppDelegate()
        host.application.delegate = delegate
        let trace = TraceRecorder()
        let root = TracingViewController("A", trace: trace)
        host.show(root)
        _ = trace.take()
        #expect(host.application.applicationState == .active)
        host.enterBackground()
        host.enterForeground()
        #expect(delegate.log == ["app.willResignActive(inactive)", "app.didEnterBackground(background)",
                                 "app.willEnterForeground", "app.didBecomeActive"])
        // No appearance callbacks: the controller stays appeared.
        #expect(trace.events.isEmpty)
    }

    @Test func memoryWarning_reachesTheDelegate_thenEveryControllerInTheWindows() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let delegate = AppDelegate()
        host.application.delegate = delegate
        var warned: [String] = []
        let record: (String) -> Void = { warned.append($0) }
        let first = Warned("first", log: record), second = Warned("second", log: record)
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        host.show(navigation)
        host.pump()
        let modal = Warned("modal", log: record)
        navigation.present(modal, animated: false)
        host.pump()
        var notified = 0
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: host.application, queue: nil) { _ in
            MainActor.assumeIsolated { notified += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        host.simulateMemoryWarning()
        #expect(delegate.log == ["app.memoryWarning"])
        #expect(notified == 1)
        #expect(warned == ["first", "second", "modal"])
    }
}
