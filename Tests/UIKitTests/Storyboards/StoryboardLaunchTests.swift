import Foundation
import Testing
import UIKit
import UIKitTesting

/// Apps whose Info.plist names a main storyboard launch from it through UIApplicationMain.
@Suite(.serialized) @MainActor struct StoryboardLaunchTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var log: [String] = []
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.append("didFinishLaunching root: \(window?.rootViewController.map { "\(type(of: $0))" } ?? "nil") key: \(window?.isKeyWindow == true)")
            return true
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var log: [String] = []
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            log.append("willConnect root: \(window?.rootViewController.map { "\(type(of: $0))" } ?? "nil")")
        }
    }

    @Test func appWithMainStoryboardFileGetsAWindowBeforeDidFinishLaunching() {
        StoryboardTrace.reset()
        let runtime = ViewControllerKit.Runtime(screen: UIScreen(profile: .iPhone14), clock: ViewControllerKit.ManualClock(), runLoopMode: .manual)
        let delegate = AppDelegate()
        _ = runtime.withCurrent {
            UIApplicationMain(runtime: runtime, delegate: delegate, infoDictionary: ["UIMainStoryboardFile": "Flow"], bundle: .module)
        }
        #expect(delegate.log == ["didFinishLaunching root: UINavigationController key: false"])
        #expect(delegate.window?.isKeyWindow == true)
        #expect((delegate.window?.rootViewController as? UINavigationController)?.viewControllers.first is SBHomeViewController)
    }

    @Test func sceneAppWithSceneStoryboardGetsAWindowBeforeWillConnect() {
        StoryboardTrace.reset()
        let runtime = ViewControllerKit.Runtime(screen: UIScreen(profile: .iPhone14), clock: ViewControllerKit.ManualClock(), runLoopMode: .manual)
        let sceneDelegate = SceneDelegate()
        let info: [String: Any] = ["UIApplicationSceneManifest": [
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneStoryboardFile": "Views"]]],
        ]]
        _ = runtime.withCurrent {
            UIApplicationMain(runtime: runtime, delegate: AppDelegate(), sceneDelegate: sceneDelegate, infoDictionary: info, bundle: .module)
        }
        #expect(sceneDelegate.log == ["willConnect root: UIViewController"])
        #expect(sceneDelegate.window?.isKeyWindow == true)
        #expect(sceneDelegate.window?.rootViewController?.view.subviews.first is UIStackView)
    }
}
