import Testing
import UIKitTesting

/// Launching an app (issue item 2): delegate, scene delegate, UIApplication.shared, UIScreen.main.
@Suite @MainActor struct ApplicationMainTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var log: [String] = []
        func application(_ application: UIApplication,
                         willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.append("willFinishLaunching")
            return true
        }
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.append("didFinishLaunching")
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var log: [String] = []
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            log.append("willConnect")
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIViewController()
            self.window = window
            window.makeKeyAndVisible()
        }
        func sceneDidBecomeActive(_ scene: UIScene) { log.append("sceneDidBecomeActive") }
    }

    @Test func sceneApp_launchesInUIKitsOrder() {
        let runtime = ViewControllerKit.Runtime(screen: UIScreen(profile: .iPadAir), clock: ViewControllerKit.ManualClock(), runLoopMode: .manual)
        let appDelegate = AppDelegate()
        let sceneDelegate = SceneDelegate()
        // Launched under the runtime, so it does not become the whole test process's app runtime.
        let app = runtime.withCurrent { UIApplicationMain(runtime: runtime, delegate: appDelegate, sceneDelegate: sceneDelegate) }
        // An app with scenes hears sceneDidBecomeActive, not applicationDidBecomeActive.
        #expect(appDelegate.log == ["willFinishLaunching", "didFinishLaunching"])
        #expect(sceneDelegate.log == ["willConnect", "sceneDidBecomeActive"])
        #expect(UIApplication.shared === app)
        #expect(UIScreen.main === runtime.screen)
        #expect(app.applicationState == .active)
        #expect(app.connectedScenes.count == 1)
        #expect(sceneDelegate.window?.isKeyWindow == true)
        #expect(sceneDelegate.window?.rootViewController?.view.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
        #expect(app.windows == [sceneDelegate.window!])
    }

    @Test func responderChain_endsAtTheApplicationThenItsDelegate() {
        let host = HeadlessHost()
        let delegate = AppDelegate()
        host.application.delegate = delegate
        let root = UIViewController()
        host.show(root)
        let leaf = UIView()
        root.view.addSubview(leaf)
        var chain: [UIResponder] = []
        var responder: UIResponder? = leaf
        while let r = responder { chain.append(r); responder = r.next }
        #expect(chain == [leaf, root.view, root, host.window, host.application, delegate])
    }

    @Test func firstResponder_needsAWindowAndWillingness() {
        let host = HeadlessHost()
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        let field = Field()
        #expect(!field.becomeFirstResponder())
        host.window.addSubview(field)
        #expect(!UIView().becomeFirstResponder())
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        field.removeFromSuperview()
        #expect(!field.isFirstResponder)
    }
}
