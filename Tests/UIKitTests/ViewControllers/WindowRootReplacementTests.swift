import Testing
import UIKitTesting

/// Window roots: sizing, replacement, hiding (UIKIT-SEMANTICS 2.1–2.4, 2.6).
@Suite @MainActor struct WindowRootReplacementTests {
    @Test func rootView_fillsTheWindow_andFollowsItsSize_rule2_3() {
        let host = HeadlessHost(device: .iPhoneSE)
        let controller = UIViewController()
        host.show(controller)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        host.window.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    @Test func replacingTheRoot_oldDisappearsAndNewAppears_rule2_4() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        let b = TracingViewController("B", trace: trace)
        host.show(a)
        trace.take()
        host.window.rootViewController = b
        host.runUntilIdle()
        #expect(trace.take() == [
            "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
            "B.loadView", "B.viewDidLoad",
            "B.viewWillAppear(false)", "B.viewIsAppearing(false)", "B.viewDidAppear(false)",
        ])
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(host.window.subviews == [b.view])
        #expect(host.diagnostics.isEmpty)
    }

    @Test func allMovementFlagsAreFalse_forAWindowRoot_rule2_6() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        host.show(TracingViewController("A", trace: trace))
        host.window.rootViewController = nil
        #expect(trace.events(containing: "view").filter { $0.contains("moving") || $0.contains("being") }.isEmpty)
        #expect(host.window.subviews.isEmpty)
    }

    @Test func hidingAndShowingTheWindow_cyclesAppearance_rule2_1() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        host.show(TracingViewController("A", trace: trace))
        trace.take()
        host.window.isHidden = true
        host.window.isHidden = false
        #expect(trace.take() == [
            "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
            "A.viewWillAppear(false)", "A.viewIsAppearing(false)", "A.viewDidAppear(false)",
        ])
    }

    @Test func settingARootBeforeShowing_appearsOnlyWhenShown() {
        let host = HeadlessHost()
        host.window.isHidden = true
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        host.window.rootViewController = a
        #expect(trace.take() == ["A.loadView", "A.viewDidLoad"])
        host.window.makeKeyAndVisible()
        #expect(trace.take() == ["A.viewWillAppear(false)", "A.viewIsAppearing(false)", "A.viewDidAppear(false)"])
        #expect(host.window.isKeyWindow)
    }

    @Test func aChildCannotBeARoot_andNothingChanges() {
        let host = HeadlessHost()
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        host.expectException(containing: "cannot be a window's root view controller") { host.window.rootViewController = child }
        #expect(host.window.rootViewController == nil)
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.kind == .exception(.invalidArgumentException))
    }

    @Test func windowScene_windowFillsTheScreen_andKeyWindowIsTracked() {
        let host = HeadlessHost(device: .iPadAir)
        let scene = UIWindowScene(session: UISceneSession(), runtime: host.runtime)
        let window = UIWindow(windowScene: scene)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
        #expect(window.windowScene === scene)
        #expect(!window.isKeyWindow)
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        #expect(!host.window.isKeyWindow)
        #expect(scene.keyWindow === window)
        #expect(scene.allWindows == [window])
    }
}
