import Testing
import UIKitTesting

/// Presentations and dismissals animated by the presented controller's
/// `transitioningDelegate` (UIKIT-SEMANTICS 6.6–6.8, 6.16, 6.20, 2.1).
@Suite @MainActor struct CustomPresentationTransitionTests {
    private func shownRoot() -> (HeadlessHost, TraceRecorder, TracingViewController) {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        host.show(a)
        trace.take()
        return (host, trace, a)
    }

    @Test func present_customAnimator_askedBeforeWillCallbacks_completesWhenItSays_rules6_6_6_20() {
        let (host, trace, a) = shownRoot()
        defer { withExtendedLifetime(host) {} }
        let b = TracingViewController("B", trace: trace)
        b.modalPresentationStyle = .overFullScreen
        let delegate = RecordingTransitioningDelegate(trace: trace)
        let animator = RecordingAnimator(trace: trace, duration: 0.25)
        delegate.presentAnimator = animator
        b.transitioningDelegate = delegate
        var facts: [String] = []
        animator.onAnimate = { context in
            facts = ["style: \(context.presentationStyle)", "from view: \(context.view(forKey: .from) == nil ? "nil" : "set")",
                     "final frame is window: \(context.finalFrame(for: b) == host.window.bounds)",
                     "container is window: \(context.containerView === host.window)"]
        }

        a.present(b, animated: true) { trace.record("present completion") }

        #expect(trace.take() == [
            "B.loadView", "B.viewDidLoad",
            "delegate.animationController(forPresented: B, presenting: A, source: A)",
            "B.viewWillAppear(true) beingPresented",
            "B.viewIsAppearing(true)",
            "animator.animateTransition(interactive: false)",
        ])
        #expect(facts == ["style: overFullScreen", "from view: nil", "final frame is window: true", "container is window: true"])
        #expect(a.presentedViewController === b)   // 6.1
        host.advance(by: 0.25)
        #expect(trace.take() == [
            "animator.completion",
            "B.viewDidAppear(true) beingPresented",
            "present completion",
            "animator.animationEnded(true)",
        ])
        #expect(b.view.superview === host.window)
    }

    @Test func present_notAnimated_doesNotAskTheTransitioningDelegate() {
        let (host, trace, a) = shownRoot()
        defer { withExtendedLifetime(host) {} }
        let b = TracingViewController("B", trace: trace)
        let delegate = RecordingTransitioningDelegate(trace: trace)
        delegate.presentAnimator = RecordingAnimator(trace: trace)
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(!trace.take().contains { $0.hasPrefix("delegate.") || $0.hasPrefix("animator.") })
    }

    @Test func interactiveDismissal_cancelled_keepsThePresentation_andReversesCallbacks_rule2_1() {
        let (host, trace, a) = shownRoot()
        defer { withExtendedLifetime(host) {} }
        let b = TracingViewController("B", trace: trace)
        b.modalPresentationStyle = .fullScreen
        let delegate = RecordingTransitioningDelegate(trace: trace)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissAnimator = RecordingAnimator(trace: trace, duration: 0.3)
        delegate.dismissInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        trace.take()

        b.dismiss(animated: true) { trace.record("dismiss completion") }
        #expect(trace.take() == [
            "delegate.animationController(forDismissed: B)",
            "delegate.interactionControllerForDismissal",
            "B.viewWillDisappear(true) beingDismissed",
            "A.viewWillAppear(true)",
            "A.viewIsAppearing(true)",
            "animator.animateTransition(interactive: true)",
        ])
        interaction.update(0.5)
        interaction.cancel()
        host.advance(by: 0.3)
        #expect(trace.take() == [
            "animator.completion",
            "A.viewWillDisappear(true)",
            "A.viewDidDisappear(true)",
            "B.viewWillAppear(true)",
            "B.viewIsAppearing(true)",
            "B.viewDidAppear(true)",
            "animator.animationEnded(false)",
        ])
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.view.superview === host.window)
        #expect(a.view.superview == nil)   // covered again (6.6)

        // The presentation is settled: a plain dismissal now goes through.
        delegate.dismissInteraction = nil
        b.dismiss(animated: false) { trace.record("dismiss completion") }
        host.runUntilIdle()
        #expect(a.presentedViewController == nil)
        #expect(trace.take().last == "dismiss completion")
    }

    @Test func interactiveDismissal_finished_tearsDownAfterTheRest_rule6_16() {
        let (host, trace, a) = shownRoot()
        defer { withExtendedLifetime(host) {} }
        let b = TracingViewController("B", trace: trace)
        let delegate = RecordingTransitioningDelegate(trace: trace)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissAnimator = RecordingAnimator(trace: trace, duration: 0.3)
        delegate.dismissInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        b.dismiss(animated: true) { trace.record("dismiss completion") }
        trace.take()
        interaction.update(0.9)
        interaction.finish()
        host.advance(by: 0.3)
        #expect(trace.take() == [
            "animator.completion",
            "B.viewDidDisappear(true) beingDismissed",
            "dismiss completion",
            "animator.animationEnded(true)",
        ])
        #expect(a.presentedViewController == nil)
        #expect(b.view.superview == nil)
    }
}
