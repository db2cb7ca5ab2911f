import Testing
import UIKitTesting

/// Animators, interaction controllers, transition contexts and coordinators, and the
/// controllers that left, are deallocated once a transition has ended — finished or
/// cancelled.
@Suite @MainActor struct TransitionLeakTests {
    @Test(arguments: [false, true])
    func customPushAndInteractivePop_releaseEverything(popCancelled: Bool) {
        let f = NavigationFixture()
        weak var weakAnimator: RecordingAnimator?
        weak var weakInteraction: UIPercentDrivenInteractiveTransition?
        weak var weakContext: UIViewControllerContextTransitioning?
        weak var weakCoordinator: UIViewControllerTransitionCoordinator?
        weak var weakPopped: UIViewController?
        do {
            let delegate = AnimatingNavigationDelegate(trace: f.trace)
            f.nav.delegate = delegate
            let b = f.make("B")
            weakPopped = b
            let pushAnimator = RecordingAnimator(trace: f.trace, duration: 0.2)
            delegate.animator = pushAnimator
            f.nav.pushViewController(b, animated: true)
            f.host.runUntilIdle()

            let animator = RecordingAnimator(trace: f.trace, duration: 0.3)
            let interaction = UIPercentDrivenInteractiveTransition()
            weakAnimator = animator
            weakInteraction = interaction
            delegate.animator = animator
            delegate.interaction = interaction
            f.nav.popViewController(animated: true)
            weakContext = animator.lastContext
            weakCoordinator = f.nav.transitionCoordinator
            interaction.update(0.5)
            if popCancelled { interaction.cancel() } else { interaction.finish() }
            f.host.runUntilIdle()
            delegate.animator = nil
            delegate.interaction = nil
            f.nav.delegate = nil
            if popCancelled { f.nav.popViewController(animated: false) }
            f.host.runUntilIdle()
        }
        #expect(weakContext == nil)
        #expect(weakCoordinator == nil)
        #expect(weakAnimator == nil)
        #expect(weakInteraction == nil)
        #expect(weakPopped == nil)
        #expect(f.nav.viewControllers == [f.a])
    }

    @Test(arguments: [false, true])
    func customPresentation_releasesPresentedAnimatorAndContext(dismissCancelledFirst: Bool) {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        host.show(a)
        weak var weakPresented: UIViewController?
        weak var weakAnimator: RecordingAnimator?
        weak var weakContext: UIViewControllerContextTransitioning?
        weak var weakDelegate: RecordingTransitioningDelegate?
        do {
            let b = TracingViewController("B", trace: trace)
            let delegate = RecordingTransitioningDelegate(trace: trace)
            let animator = RecordingAnimator(trace: trace, duration: 0.2)
            delegate.presentAnimator = animator
            delegate.dismissAnimator = animator
            b.transitioningDelegate = delegate
            weakPresented = b
            weakAnimator = animator
            weakDelegate = delegate
            a.present(b, animated: true)
            weakContext = animator.lastContext
            host.runUntilIdle()
            if dismissCancelledFirst {
                let interaction = UIPercentDrivenInteractiveTransition()
                delegate.dismissInteraction = interaction
                b.dismiss(animated: true)
                interaction.cancel()
                host.runUntilIdle()
                delegate.dismissInteraction = nil
            }
            b.dismiss(animated: true)
            host.runUntilIdle()
        }
        #expect(weakContext == nil)
        #expect(weakPresented == nil)
        #expect(weakAnimator == nil)
        #expect(weakDelegate == nil)
        #expect(a.presentedViewController == nil)
    }

    @Test func interactionControllerStillHeld_afterItsTransitionWasCutShort_keepsNothingAlive() {
        let f = NavigationFixture()
        let interaction = UIPercentDrivenInteractiveTransition()
        weak var weakContext: UIViewControllerContextTransitioning?
        weak var weakPopped: UIViewController?
        do {
            let delegate = AnimatingNavigationDelegate(trace: f.trace)
            let b = f.make("B")
            weakPopped = b
            f.nav.pushViewController(b, animated: false)
            f.host.runUntilIdle()
            let animator = RecordingAnimator(trace: f.trace)
            delegate.animator = animator
            delegate.interaction = interaction
            f.nav.delegate = delegate
            f.nav.popViewController(animated: true)
            weakContext = animator.lastContext
            interaction.update(0.3)
            f.nav.delegate = nil
            f.nav.pushViewController(f.make("C"), animated: false)   // finishes the pop at once
            f.nav.setViewControllers([f.a], animated: false)
            f.host.runUntilIdle()
        }
        #expect(weakContext == nil)
        #expect(weakPopped == nil)
        #expect(interaction.duration == 0)
    }
}
