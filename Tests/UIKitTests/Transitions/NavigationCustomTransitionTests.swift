import Testing
import UIKitTesting

/// Custom and interactive push/pop through the navigation delegate's animator and
/// interaction controller (UIKIT-SEMANTICS 4.2, 4.4, 4.13, 2.1).
@Suite @MainActor struct NavigationCustomTransitionTests {
    @Test func push_customAnimator_runsBetweenWillAndDidCallbacks_rules4_2_4_13() {
        let f = NavigationFixture()
        let delegate = AnimatingNavigationDelegate(trace: f.trace)
        let animator = RecordingAnimator(trace: f.trace, duration: 0.3)
        delegate.animator = animator
        f.nav.delegate = delegate
        let b = f.make("B")
        var facts: [String] = []
        animator.onAnimate = { context in
            facts = [
                "container is nav view: \(context.containerView === f.nav.view)",
                "from: \(context.viewController(forKey: .from) === f.a), to: \(context.viewController(forKey: .to) === b)",
                "fromView: \(context.view(forKey: .from) === f.a.view), toView: \(context.view(forKey: .to) === b.view)",
                "final: \(context.finalFrame(for: b) == f.nav.view.bounds), initial: \(context.initialFrame(for: f.a) == f.nav.view.bounds)",
                "animated: \(context.isAnimated), style: \(context.presentationStyle), cancelled: \(context.transitionWasCancelled)",
            ]
        }

        f.nav.pushViewController(b, animated: true)

        #expect(f.trace.take() == [
            "B.willMove(toParent: UINavigationController)",
            "delegate.willShow(B, true)",
            "B.loadView", "B.viewDidLoad",
            "delegate.animationControllerFor(push, A, B)",
            "delegate.interactionControllerFor",
            "A.viewWillDisappear(true)",
            "B.viewWillAppear(true) movingToParent",
            "B.viewIsAppearing(true)",
            "animator.animateTransition(interactive: false)",
        ])
        #expect(facts == [
            "container is nav view: true",
            "from: true, to: true",
            "fromView: true, toView: true",
            "final: true, initial: true",
            "animated: true, style: none, cancelled: false",
        ])
        f.host.advance(by: 0.29)
        #expect(f.trace.take() == [])
        f.host.advance(by: 0.01)
        #expect(f.trace.take() == [
            "animator.completion",
            "A.viewDidDisappear(true)",
            "B.viewDidAppear(true) movingToParent",
            "delegate.didShow(B, true)",
            "B.didMove(toParent: UINavigationController)",
            "animator.animationEnded(true)",
        ])
        #expect(f.installedControllers == ["B"])
        // The animator added B's view on top; it goes back below the bar.
        #expect(f.nav.view.subviews.firstIndex { $0 === b.view }! < f.nav.view.subviews.firstIndex { $0 === f.nav.navigationBar }!)
    }

    @Test func push_notAnimated_doesNotAskTheDelegateForAnAnimator() {
        let f = NavigationFixture()
        let delegate = AnimatingNavigationDelegate(trace: f.trace)
        delegate.animator = RecordingAnimator(trace: f.trace)
        f.nav.delegate = delegate
        f.nav.pushViewController(f.make("B"), animated: false)
        f.host.runUntilIdle()
        #expect(!f.trace.take().contains { $0.hasPrefix("delegate.animationControllerFor") || $0.hasPrefix("animator.") })
    }

    /// Pushes B without animation and gives the delegate an animator and a percent-driven
    /// interaction controller for the pop.
    private func interactivePopFixture() -> (NavigationFixture, TracingViewController, AnimatingNavigationDelegate,
                                             UIPercentDrivenInteractiveTransition) {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: false)
        f.host.runUntilIdle()
        let delegate = AnimatingNavigationDelegate(trace: f.trace)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.animator = RecordingAnimator(trace: f.trace, duration: 0.3)
        delegate.interaction = interaction
        f.nav.delegate = delegate
        f.trace.take()
        return (f, b, delegate, interaction)
    }

    @Test func interactivePop_cancelled_restoresStackAndViews_andReversesCallbacks_rule2_1() {
        let (f, b, delegate, interaction) = interactivePopFixture()
        defer { withExtendedLifetime(delegate) {} }

        #expect(f.nav.popViewController(animated: true) === b)
        #expect(f.nav.viewControllers == [f.a])   // 4.4: the arrays change at once
        #expect(f.trace.take() == [
            "B.willMove(toParent: nil)",
            "delegate.willShow(A, true)",
            "delegate.animationControllerFor(pop, B, A)",
            "delegate.interactionControllerFor",
            "B.viewWillDisappear(true) movingFromParent",
            "A.viewWillAppear(true)",
            "A.viewIsAppearing(true)",
            "animator.animateTransition(interactive: true)",
        ])
        interaction.update(0.4)
        #expect(f.nav.transitionCoordinator?.percentComplete == 0.4)
        #expect(f.nav.transitionCoordinator?.isInteractive == true)
        // The animator's animation is paused where the finger put it: nothing ends.
        f.host.advance(by: 0.3)
        #expect(f.trace.take() == [])

        interaction.cancel()
        f.host.advance(by: 0.11)
        #expect(f.trace.take() == [])   // the animation runs back for 0.4 × 0.3 s
        f.host.advance(by: 0.01)
        #expect(f.trace.take() == [
            "animator.completion",
            "A.viewWillDisappear(true)",
            "A.viewDidDisappear(true)",
            "B.viewWillAppear(true)",
            "B.viewIsAppearing(true)",
            "B.viewDidAppear(true)",
            "B.didMove(toParent: UINavigationController)",
            "animator.animationEnded(false)",
        ])
        #expect(f.nav.viewControllers == [f.a, b])
        #expect(f.nav.topViewController === b)
        #expect(b.parent === f.nav)
        #expect(f.nav.children == [f.a, b])
        #expect(f.installedControllers == ["B"])
        #expect(f.nav.navigationBar.topItem === b.navigationItem)
        #expect(f.nav.transitionCoordinator == nil)
    }

    @Test func interactivePop_finished_completesAfterTheRestOfTheAnimation_rule4_4() {
        let (f, b, delegate, interaction) = interactivePopFixture()
        defer { withExtendedLifetime(delegate) {} }
        interaction.completionSpeed = 2
        f.nav.popViewController(animated: true)
        f.trace.take()
        interaction.update(0.5)
        interaction.finish()
        f.host.advance(by: 0.3)
        // The animator's completion arrived at 0.3 s; the rest (0.5 × 0.3 s at speed 2)
        // ended at 0.075 s, so it is delivered at once.
        #expect(f.trace.take() == [
            "animator.completion",
            "B.viewDidDisappear(true) movingFromParent",
            "A.viewDidAppear(true)",
            "delegate.didShow(A, true)",
            "B.didMove(toParent: nil)",
            "animator.animationEnded(true)",
        ])
        #expect(f.nav.viewControllers == [f.a])
        #expect(b.parent == nil)
        #expect(f.installedControllers == ["A"])
    }

    @Test func interactivePop_nextPushFinishesItFirst_asCompleted() {
        let (f, b, delegate, interaction) = interactivePopFixture()
        defer { withExtendedLifetime(delegate) {} }
        f.nav.popViewController(animated: true)
        interaction.update(0.2)
        f.trace.take()
        delegate.animator = nil
        f.nav.pushViewController(f.make("C"), animated: false)
        #expect(Array(f.trace.take().prefix(6)) == [
            "animator.completion",
            "B.viewDidDisappear(true) movingFromParent",
            "A.viewDidAppear(true)",
            "delegate.didShow(A, true)",
            "B.didMove(toParent: nil)",
            "animator.animationEnded(true)",
        ])
        f.host.runUntilIdle()
        #expect(f.nav.viewControllers.count == 2)
        #expect(b.parent == nil)
    }

    @Test func interaction_notWantingAnInteractiveStart_animatesUntilPaused_thenFollowsTheFinger() {
        let (f, _, delegate, interaction) = interactivePopFixture()
        defer { withExtendedLifetime(delegate) {} }
        interaction.wantsInteractiveStart = false
        f.nav.popViewController(animated: true)
        #expect(f.nav.transitionCoordinator?.isInteractive == false)
        #expect(f.nav.transitionCoordinator?.initiallyInteractive == false)
        f.host.advance(by: 0.1)
        interaction.pause()
        #expect(f.nav.transitionCoordinator?.isInteractive == true)
        f.host.advance(by: 0.3)   // the animator's completion is held now
        #expect(f.nav.viewControllers.count == 1 && f.nav.transitionCoordinator != nil)
        interaction.update(0.8)
        interaction.finish()
        f.host.advance(by: 0.06)
        #expect(f.trace.take().suffix(2) == ["B.didMove(toParent: nil)", "animator.animationEnded(true)"])
        #expect(f.nav.transitionCoordinator == nil)
    }

    @Test func interaction_notWantingAnInteractiveStart_neverPaused_completesWithItsAnimation() {
        let (f, _, delegate, interaction) = interactivePopFixture()
        defer { withExtendedLifetime(delegate) {} }
        interaction.wantsInteractiveStart = false
        f.nav.popViewController(animated: true)
        f.host.advance(by: 0.3)
        #expect(f.trace.take().suffix(2) == ["B.didMove(toParent: nil)", "animator.animationEnded(true)"])
    }
}
