import Testing
import UIKitTesting

/// The built-in push and pop slide the views with transforms on the transition's clock:
/// model values are the end state at once (UIView.animate), the leaving view is reset when
/// the transition ends (UIKIT-SEMANTICS 4.2, 4.4).
@Suite @MainActor struct NavigationSlideTests {
    @Test func animatedPush_slidesTheNewTopIn_andTheCoveredViewAThirdAway_rule4_2() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: true)
        #expect(b.view.transform == .identity)
        #expect(f.a.view.transform == CGAffineTransform(translationX: -117, y: 0))
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))   // layout is untouched
        f.host.advance(by: 0.35)
        #expect(f.a.view.transform == .identity)
        #expect(f.a.view.superview == nil)
    }

    @Test func animatedPop_slidesTheTopOutAcrossTheFullWidth_rule4_4() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: false)
        f.host.runUntilIdle()
        f.nav.popViewController(animated: true)
        #expect(f.a.view.transform == .identity)
        #expect(b.view.transform == CGAffineTransform(translationX: 390, y: 0))
        f.host.advance(by: 0.35)
        #expect(b.view.transform == .identity)
        #expect(f.a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func unanimatedAndCustomTransitions_moveNothing() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: false)
        #expect(f.a.view.transform == .identity && b.view.transform == .identity)
        f.host.runUntilIdle()
        let delegate = AnimatingNavigationDelegate(trace: f.trace)
        delegate.animator = RecordingAnimator(trace: f.trace)
        f.nav.delegate = delegate
        f.nav.popViewController(animated: true)
        #expect(f.a.view.transform == .identity && b.view.transform == .identity)
        f.host.runUntilIdle()
    }
}
