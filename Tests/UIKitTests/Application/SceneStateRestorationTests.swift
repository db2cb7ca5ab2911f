import Foundation
import Testing
import UIKit
import UIKitTesting

/// Scene-based state restoration: the scene delegate's `stateRestorationActivity(for:)` is
/// saved when the scene enters the background and comes back, as a copy, in
/// `session.stateRestorationActivity` at the next launch's `scene(_:willConnectTo:options:)`.
@Suite(.serialized) @MainActor struct SceneStateRestorationTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    /// A list whose detail screen is described by an activity (`userInfo["item"]`).
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var log: [String] = []
        var userInfoExtra: [AnyHashable: Any] = [:]

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            let activity = session.stateRestorationActivity
            log.append("willConnect \(activity.map { "\($0.activityType) \($0.title ?? "-")" } ?? "nil")")
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            let list = UIViewController()
            list.title = "List"
            let navigation = UINavigationController(rootViewController: list)
            if let item = activity?.userInfo?["item"] as? String {
                let detail = UIViewController()
                detail.title = item
                navigation.pushViewController(detail, animated: false)
            }
            window.rootViewController = navigation
            self.window = window
            window.makeKeyAndVisible()
        }

        func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
            log.append("restoreInteractionState \(stateRestorationActivity.userInfo?["item"] as? String ?? "-")")
        }

        func sceneDidBecomeActive(_ scene: UIScene) { log.append("didBecomeActive") }
        func sceneDidEnterBackground(_ scene: UIScene) { log.append("didEnterBackground") }

        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
            log.append("stateRestorationActivity")
            guard let navigation = window?.rootViewController as? UINavigationController,
                  navigation.viewControllers.count > 1, let item = navigation.topViewController?.title else { return nil }
            let activity = NSUserActivity(activityType: "com.example.detail")
            activity.title = "Detail"
            activity.userInfo = ["item": item]
            activity.addUserInfoEntries(from: ["scroll": 120.5, "tags": ["a", "b"]])
            activity.addUserInfoEntries(from: userInfoExtra)
            activity.requiredUserInfoKeys = ["item"]
            activity.targetContentIdentifier = "detail/\(item)"
            activity.isEligibleForHandoff = false
            return activity
        }
    }

    static func launch(_ runtime: ViewControllerKit.Runtime, _ delegate: SceneDelegate) {
        UIApplicationMain(runtime: runtime, delegate: AppDelegate(), sceneDelegate: delegate)
    }

    @Test func theSceneComesBackFromItsRestorationActivityAfterARelaunch() throws {
        let runtime = StateRestorationTests.newRuntime()
        let first = SceneDelegate()
        first.userInfoExtra = [7: "not a string key", "view": UIView()]
        runtime.withCurrent { Self.launch(runtime, first) }
        let oldSession = try #require(runtime.application.connectedScenes.first?.session)
        #expect(oldSession.stateRestorationActivity == nil)
        try runtime.withCurrent {
            let navigation = try #require(first.window?.rootViewController as? UINavigationController)
            let detail = UIViewController()
            detail.title = "Grace"
            navigation.pushViewController(detail, animated: false)
            runtime.runLoop.runTurn()
        }
        var warnings: [String] = []
        runtime.diagnostics.handler = { warnings.append($0.message) }

        let second = SceneDelegate()
        let next = runtime.relaunchPreservingState { Self.launch($0, second) }
        defer { next.detach() }
        #expect(first.log == ["willConnect nil", "didBecomeActive", "didEnterBackground", "stateRestorationActivity"])
        #expect(warnings.sorted() == [
            "NSUserActivity com.example.detail: userInfo entry 7 is not a property-list value and is not saved",
            "NSUserActivity com.example.detail: userInfo entry view is not a property-list value and is not saved",
        ])
        #expect(second.log == ["willConnect com.example.detail Detail", "restoreInteractionState Grace", "didBecomeActive"])

        let session = try #require(next.application.connectedScenes.first?.session)
        #expect(session.persistentIdentifier == oldSession.persistentIdentifier)
        let activity = try #require(session.stateRestorationActivity)
        #expect(activity.activityType == "com.example.detail")
        #expect(activity.title == "Detail")
        #expect(activity.userInfo?.count == 3)
        #expect(activity.userInfo?["item"] as? String == "Grace")
        #expect(activity.userInfo?["scroll"] as? Double == 120.5)
        #expect(activity.userInfo?["tags"] as? [String] == ["a", "b"])
        #expect(activity.requiredUserInfoKeys == ["item"])
        #expect(activity.targetContentIdentifier == "detail/Grace")
        #expect(!activity.isEligibleForHandoff)
        let navigation = try #require(second.window?.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.map(\.title) == ["List", "Grace"])
    }

    @Test func aSceneWithoutAnActivityConnectsFreshWithANewSession() throws {
        let runtime = StateRestorationTests.newRuntime()
        let first = SceneDelegate()
        runtime.withCurrent { Self.launch(runtime, first) }
        let oldSession = try #require(runtime.application.connectedScenes.first?.session)
        let second = SceneDelegate()
        let next = runtime.relaunchPreservingState { Self.launch($0, second) }
        defer { next.detach() }
        // The list alone: the delegate returned no activity, so nothing was saved.
        #expect(first.log.last == "stateRestorationActivity")
        #expect(next.stateRestorationArchive == nil)
        #expect(second.log == ["willConnect nil", "didBecomeActive"])
        #expect(next.application.connectedScenes.first?.session.persistentIdentifier != oldSession.persistentIdentifier)
    }

    @Test func addUserInfoEntriesMergesAndCreatesTheDictionary() {
        let activity = NSUserActivity(activityType: "t")
        #expect(activity.userInfo == nil)
        #expect(activity.isEligibleForHandoff)
        activity.addUserInfoEntries(from: ["a": 1])
        activity.addUserInfoEntries(from: ["a": 2, "b": "x"])
        #expect(activity.userInfo?.count == 2)
        #expect(activity.userInfo?["a"] as? Int == 2)
        #expect(activity.userInfo?["b"] as? String == "x")
    }
}
