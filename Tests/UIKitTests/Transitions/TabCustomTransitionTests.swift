import Testing
import UIKitTesting

/// A tab switch animated by the tab bar controller delegate's animator (UIKIT-SEMANTICS 5.3).
@Suite @MainActor struct TabCustomTransitionTests {
    @MainActor final class AnimatingTabDelegate: UITabBarControllerDelegate {
        let trace: TraceRecorder
        var animator: UIViewControllerAnimatedTransitioning?
        init(trace: TraceRecorder) { self.trace = trace }

        func tabBarController(_ tabBarController: UITabBarController,
                              animationControllerForTransitionFrom fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            trace.record("delegate.animationControllerForTransition(from: \(TracingViewController.label(fromVC)), "
                + "to: \(TracingViewController.label(toVC)))")
            return animator
        }
    }

    /// A host showing a tab bar controller on traced A of A, B (B's view loaded), whose
    /// delegate animates tab switches with a 0.2 s `RecordingAnimator`.
    @MainActor struct AnimatedTabs {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let a: TracingViewController
        let b: TracingViewController
        let tabs: UITabBarController
        let delegate: AnimatingTabDelegate

        init() {
            a = TracingViewController("A", trace: trace)
            b = TracingViewController("B", trace: trace)
            tabs = UITabBarController()
            tabs.viewControllers = [a, b]
            delegate = AnimatingTabDelegate(trace: trace)
            delegate.animator = RecordingAnimator(trace: trace, duration: 0.2)
            tabs.delegate = delegate
            host.show(tabs)
            b.loadViewIfNeeded()
        }
    }

    @Test func tabSwitch_customAnimator_didCallbacksWaitForIt_rule5_3() {
        let s = AnimatedTabs()
        let (host, trace, a, b, tabs) = (s.host, s.trace, s.a, s.b, s.tabs)
        defer { withExtendedLifetime(host) {} }
        trace.take()

        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === b)
        #expect(trace.take() == [
            "delegate.animationControllerForTransition(from: A, to: B)",
            "B.viewWillAppear(true)",
            "A.viewWillDisappear(true)",
            "animator.animateTransition(interactive: false)",
        ])
        host.advance(by: 0.2)
        #expect(trace.take() == [
            "animator.completion",
            "A.viewDidDisappear(true)",
            "B.viewIsAppearing(true)",
            "B.viewDidAppear(true)",
            "animator.animationEnded(true)",
        ])
        #expect(a.view.superview == nil)
        #expect(tabs.view.subviews.firstIndex { $0 === b.view }! < tabs.view.subviews.firstIndex { $0 === tabs.tabBar }!)
    }

    @Test func tabSwitch_customAnimatorStillRunning_isFinishedByTheNextChange_rule2_1() {
        let s = AnimatedTabs()
        let (host, trace, a, b, tabs) = (s.host, s.trace, s.a, s.b, s.tabs)
        defer { withExtendedLifetime(host) {} }
        tabs.selectedIndex = 1
        trace.take()
        tabs.viewControllers = [a, b]   // same tabs, same selection: only the running switch ends
        #expect(trace.take() == [
            "A.viewDidDisappear(true)",
            "B.viewIsAppearing(true)",
            "B.viewDidAppear(true)",
            "animator.animationEnded(true)",
        ])
        host.advance(by: 0.2)
        #expect(trace.take() == ["animator.completion"])   // too late: nothing happens
        #expect(a.view.superview == nil && b.view.superview === tabs.view)
    }
}
