import Testing
import UIKitTesting

/// The edge swipe of `interactivePopGestureRecognizer` (UIKIT-SEMANTICS 4.4, 2.1).
@Suite @MainActor struct InteractivePopGestureTests {
    private func stackOfTwo() -> (NavigationFixture, TracingViewController) {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: false)
        f.host.runUntilIdle()
        f.trace.take()
        return (f, b)
    }

    @Test func edgeSwipePastHalfway_pops_rule4_4() {
        let (f, b) = stackOfTwo()
        #expect(f.nav.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        let finger = f.host.touchDown(at: CGPoint(x: 5, y: 400))
        f.host.advance(by: 0.05)
        f.host.touchMove(finger, to: CGPoint(x: 60, y: 400))
        #expect(f.nav.viewControllers == [f.a])
        #expect(f.nav.transitionCoordinator?.isInteractive == true)
        #expect(f.trace.take() == [
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear(true) movingFromParent",
            "A.viewWillAppear(true)",
            "A.viewIsAppearing(true)",
        ])
        f.host.advance(by: 0.05)
        f.host.touchMove(finger, to: CGPoint(x: 250, y: 400))
        #expect(f.nav.transitionCoordinator?.percentComplete == CGFloat(245) / 390)
        f.host.advance(by: 0.5)
        f.host.touchUp(finger)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "B.viewDidDisappear(true) movingFromParent",
            "A.viewDidAppear(true)",
            "B.didMove(toParent: nil)",
        ])
        #expect(f.nav.viewControllers == [f.a])
        #expect(b.parent == nil)
        #expect(f.installedControllers == ["A"])
    }

    @Test func edgeSwipeReleasedEarly_cancels_andRestoresTheStack_rule2_1() {
        let (f, b) = stackOfTwo()
        let finger = f.host.touchDown(at: CGPoint(x: 5, y: 400))
        f.host.advance(by: 0.1)
        f.host.touchMove(finger, to: CGPoint(x: 40, y: 400))
        f.host.advance(by: 0.5)
        f.host.touchMove(finger, to: CGPoint(x: 80, y: 400))
        f.host.advance(by: 0.5)
        f.host.touchUp(finger)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear(true) movingFromParent",
            "A.viewWillAppear(true)",
            "A.viewIsAppearing(true)",
            "A.viewWillDisappear(true)",
            "A.viewDidDisappear(true)",
            "B.viewWillAppear(true)",
            "B.viewIsAppearing(true)",
            "B.viewDidAppear(true)",
            "B.didMove(toParent: UINavigationController)",
        ])
        #expect(f.nav.viewControllers == [f.a, b])
        #expect(f.installedControllers == ["B"])
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func edgeSwipe_withOnlyTheRoot_doesNothing() {
        let f = NavigationFixture()
        f.host.edgeSwipe(from: .left)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [])
        #expect(f.nav.viewControllers == [f.a])
    }

    @MainActor final class Refusing: UIGestureRecognizerDelegate {
        var asked = 0
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked += 1
            return false
        }
    }

    @Test func edgeSwipe_refusedByTheAppsDelegate_doesNotPop() {
        let (f, b) = stackOfTwo()
        let refusing = Refusing()
        f.nav.interactivePopGestureRecognizer?.delegate = refusing
        f.host.edgeSwipe(from: .left)
        f.host.runUntilIdle()
        #expect(refusing.asked == 1)
        #expect(f.trace.take() == [])
        #expect(f.nav.viewControllers == [f.a, b])
    }
}
