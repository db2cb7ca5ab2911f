import Testing
import UIKitTesting

/// Status bar and orientation (UIKIT-SEMANTICS 10.8, 10.9; seed 000 "Delegating Control to a Child").
@Suite @MainActor struct StatusBarAndOrientationTests {
    final class Configurable: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidden = false
        var styleChild: UIViewController?
        var hiddenChild: UIViewController?
        var orientations: UIInterfaceOrientationMask = .allButUpsideDown
        var autorotates = true
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var childForStatusBarStyle: UIViewController? { styleChild }
        override var childForStatusBarHidden: UIViewController? { hiddenChild }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientations }
        override var shouldAutorotate: Bool { autorotates }
    }

    @Test func windowTakesTheRootsPreferences_afterSetNeedsUpdate_rule10_8() {
        let host = HeadlessHost()
        let root = Configurable()
        root.style = .lightContent
        host.show(root)
        #expect(host.window.statusBarStyle == .lightContent)
        root.style = .darkContent
        #expect(host.window.statusBarStyle == .lightContent)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(host.window.statusBarStyle == .darkContent)
        #expect(root.preferredStatusBarUpdateAnimation == .fade)
    }

    @Test func childDelegation_isFollowedRecursively_rule10_8() {
        let host = HeadlessHost()
        let root = Configurable(), middle = Configurable(), leaf = Configurable()
        root.addChild(middle)
        middle.addChild(leaf)
        root.styleChild = middle
        middle.styleChild = leaf
        root.hiddenChild = middle
        leaf.style = .lightContent
        middle.hidden = true
        host.show(root)
        #expect(host.window.statusBarStyle == .lightContent)
        #expect(host.window.isStatusBarHidden)
    }

    @Test func hidingTheStatusBar_changesTheSafeArea_onIPad() {
        let host = HeadlessHost(device: .iPadAir)
        let trace = TraceRecorder()
        final class Hideable: TracingViewController {
            var hidden = false
            override var prefersStatusBarHidden: Bool { hidden }
        }
        let root = Hideable("A", trace: trace)
        root.recordsLayout = true
        host.show(root)
        #expect(root.view.safeAreaInsets.top == 24)
        trace.take()
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        host.pump()
        #expect(root.view.safeAreaInsets.top == 0)
        #expect(trace.events.first == "A.viewSafeAreaInsetsDidChange {0, 0, 20, 0}")
        let scene = UIWindowScene(session: UISceneSession(), runtime: host.runtime)
        let sceneWindow = UIWindow(windowScene: scene)
        sceneWindow.rootViewController = Configurable()
        sceneWindow.makeKeyAndVisible()
        #expect(scene.statusBarManager?.isStatusBarHidden == false)
        #expect(scene.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 820, height: 24))
    }

    @Test func notchIPhone_keepsTheSensorInset_whenTheStatusBarHides() {
        let host = HeadlessHost(device: .iPhone14)
        let root = Configurable()
        root.hidden = true
        host.show(root)
        #expect(host.window.isStatusBarHidden)
        #expect(root.view.safeAreaInsets.top == 47)
    }

    @Test func rotationToAnUnsupportedOrientation_isRefused_rule10_9() {
        let host = HeadlessHost(device: .iPhone14)
        let root = Configurable()
        root.orientations = .portrait
        host.show(root)
        #expect(!host.rotate(to: .landscapeLeft))
        #expect(host.screen.interfaceOrientation == .portrait)
        #expect(root.view.bounds.size == CGSize(width: 390, height: 844))
        root.orientations = .all
        #expect(!host.rotate(to: .portraitUpsideDown))  // the iPhone app allows all but upside down
        #expect(host.rotate(to: .landscapeRight))
        root.autorotates = false
        #expect(!host.rotate(to: .portrait))
    }

    @Test func onlyTheRootIsAsked_notItsChildren_rule10_9() {
        let host = HeadlessHost(device: .iPadAir)
        let root = Configurable()
        let child = Configurable()
        child.orientations = .portrait
        root.addChild(child)
        host.show(root)
        #expect(host.rotate(to: .landscapeLeft))
    }

    @Test func appDelegateOrientations_areIntersected_rule10_9() {
        let host = HeadlessHost(device: .iPadAir)
        final class Delegate: UIApplicationDelegate {
            func application(_ application: UIApplication,
                             supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { .landscape }
        }
        host.application.delegate = Delegate()
        host.show(Configurable())
        #expect(host.runtime.supportedOrientations() == .landscape)
        #expect(!host.rotate(to: .portraitUpsideDown))
        #expect(host.rotate(to: .landscapeLeft))
    }
}
