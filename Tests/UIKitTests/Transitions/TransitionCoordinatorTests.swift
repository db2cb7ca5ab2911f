import Testing
import UIKitTesting

/// `transitionCoordinator` for push, pop, present, dismiss and tab switches: when it is
/// there, what it reports, and when its alongside animations and completions run.
@Suite @MainActor struct TransitionCoordinatorTests {
    /// Registers an alongside animation and a completion from `controller`'s viewWillAppear
    /// and records what the coordinator reports.
    private func watchCoordinator(of controller: HookedViewController, _ trace: TraceRecorder) {
        controller.onWillAppear = { vc in
            guard let coordinator = vc.transitionCoordinator else {
                trace.record("\(vc.name): no coordinator")
                return
            }
            trace.record("\(vc.name): coordinator(\(coordinator.summary))")
            let animated = coordinator.animate(alongsideTransition: { context in
                trace.record("alongside(cancelled: \(context.isCancelled))")
            }, completion: { context in
                trace.record("completion(cancelled: \(context.isCancelled))")
            })
            trace.record("animate returned \(animated)")
        }
        controller.onDidAppear = { vc in
            trace.record("\(vc.name).viewDidAppear coordinator: \(vc.transitionCoordinator == nil ? "nil" : "set")")
        }
    }

    @Test func push_animated_alongsideRunsWithTheAnimation_completionBeforeDidCallbacks_rule4_2() {
        let f = NavigationFixture()
        let b = HookedViewController("B", trace: f.trace)
        watchCoordinator(of: b, f.trace)
        f.nav.pushViewController(b, animated: true)
        #expect(f.trace.take() == [
            "B.willMove(toParent: UINavigationController)",
            "B.loadView", "B.viewDidLoad",
            "A.viewWillDisappear(true)",
            "B.viewWillAppear(true) movingToParent",
            "B: coordinator(animated: true, interactive: false, cancelled: false, duration: 0.35, from: A, to: B)",
            "animate returned true",
            "B.viewIsAppearing(true)",
            "alongside(cancelled: false)",
        ])
        #expect(f.nav.transitionCoordinator != nil)
        #expect(f.a.transitionCoordinator === b.transitionCoordinator)
        f.host.advance(by: 0.35)
        #expect(f.trace.take() == [
            "completion(cancelled: false)",
            "A.viewDidDisappear(true)",
            "B.viewDidAppear(true) movingToParent",
            "B.viewDidAppear coordinator: nil",
            "B.didMove(toParent: UINavigationController)",
        ])
        #expect(f.nav.transitionCoordinator == nil)
    }

    @Test func push_notAnimated_blocksRunUnanimated_completionNextTurn() {
        let f = NavigationFixture()
        let b = HookedViewController("B", trace: f.trace)
        watchCoordinator(of: b, f.trace)
        f.nav.pushViewController(b, animated: false)
        #expect(Array(f.trace.take().suffix(4)) == [
            "B: coordinator(animated: false, interactive: false, cancelled: false, duration: 0.0, from: A, to: B)",
            "animate returned false",
            "B.viewIsAppearing(false)",
            "alongside(cancelled: false)",
        ])
        f.host.pump()
        #expect(f.trace.take().first == "completion(cancelled: false)")
    }

    @Test func pop_coordinatorSeenByTheLeavingController_inViewWillDisappear_rule4_4() {
        let f = NavigationFixture()
        let b = HookedViewController("B", trace: f.trace)
        f.nav.pushViewController(b, animated: false)
        f.host.runUntilIdle()
        b.onWillDisappear = { vc in
            f.trace.record("B: coordinator(\(vc.transitionCoordinator?.summary ?? "nil"))")
        }
        f.trace.take()
        f.nav.popViewController(animated: true)
        #expect(f.trace.take().contains(
            "B: coordinator(animated: true, interactive: false, cancelled: false, duration: 0.35, from: B, to: A)"))
    }

    @Test func present_coordinatorReportsStyleAndViews_completionBeforeViewDidAppear_rules6_6_6_20() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        host.show(a)
        let b = HookedViewController("B", trace: trace)
        b.modalPresentationStyle = .fullScreen
        watchCoordinator(of: b, trace)
        var views: [String] = []
        b.onWillAppear = { [onWillAppear = b.onWillAppear] vc in
            onWillAppear?(vc)
            let coordinator = vc.transitionCoordinator
            views = ["style: \(coordinator?.presentationStyle.description ?? "nil")",
                     "to view: \(coordinator?.view(forKey: .to) === b.view)",
                     "from view: \(coordinator?.view(forKey: .from) === a.view)",
                     "container is window: \(coordinator?.containerView === host.window)"]
        }
        trace.take()
        a.present(b, animated: true) { trace.record("present completion") }
        host.advance(by: 0.5)
        #expect(trace.take() == [
            "B.loadView", "B.viewDidLoad",
            "A.viewWillDisappear(true)",
            "B.viewWillAppear(true) beingPresented",
            "B: coordinator(animated: true, interactive: false, cancelled: false, duration: 0.5, from: A, to: B)",
            "animate returned true",
            "B.viewIsAppearing(true)",
            "alongside(cancelled: false)",
            "completion(cancelled: false)",
            "B.viewDidAppear(true) beingPresented",
            "B.viewDidAppear coordinator: nil",
            "A.viewDidDisappear(true)",
            "present completion",
        ])
        #expect(views == ["style: fullScreen", "to view: true", "from view: true", "container is window: true"])
    }

    @Test func dismiss_coordinatorInViewWillDisappear_sheetGivesNoPresenterView_rule6_8() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        host.show(a)
        let b = HookedViewController("B", trace: trace)
        a.present(b, animated: false)
        host.runUntilIdle()
        b.onWillDisappear = { vc in
            let coordinator = vc.transitionCoordinator
            trace.record("B: coordinator(\(coordinator?.summary ?? "nil"), style: \(coordinator?.presentationStyle.description ?? "-"), "
                + "presenter view given: \(coordinator?.view(forKey: .to) != nil))")
        }
        trace.take()
        b.dismiss(animated: true)
        host.advance(by: 0.5)
        #expect(trace.take() == [
            "B.viewWillDisappear(true) beingDismissed",
            "B: coordinator(animated: true, interactive: false, cancelled: false, duration: 0.5, from: B, to: A, "
                + "style: pageSheet, presenter view given: false)",
            "B.viewDidDisappear(true) beingDismissed",
        ])
    }

    @Test func tabSwitch_coordinatorUnanimated_completionBeforeViewDidAppear_rule5_3() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        let b = HookedViewController("B", trace: trace)
        watchCoordinator(of: b, trace)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        host.show(tabs)
        trace.take()
        tabs.selectedIndex = 1
        #expect(trace.take() == [
            "B.loadView", "B.viewDidLoad",
            "B.viewWillAppear(false)",
            "B: coordinator(animated: false, interactive: false, cancelled: false, duration: 0.0, from: A, to: B)",
            "animate returned false",
            "A.viewWillDisappear(false)",
            "alongside(cancelled: false)",
            "completion(cancelled: false)",
            "A.viewDidDisappear(false)",
            "B.viewIsAppearing(false)",
            "B.viewDidAppear(false)",
            "B.viewDidAppear coordinator: nil",
        ])
    }

    @Test func interactivePop_notifiesWhenInteractionEnds_andCompletionSeesCancellation_rule2_1() {
        let f = NavigationFixture()
        let b = HookedViewController("B", trace: f.trace)
        f.nav.pushViewController(b, animated: false)
        f.host.runUntilIdle()
        let delegate = AnimatingNavigationDelegate(trace: TraceRecorder())
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.animator = RecordingAnimator(trace: TraceRecorder(), duration: 0.4)
        delegate.interaction = interaction
        f.nav.delegate = delegate
        b.onWillDisappear = { vc in
            let coordinator = vc.transitionCoordinator
            f.trace.record("initially interactive: \(coordinator?.initiallyInteractive == true), "
                + "interactive: \(coordinator?.isInteractive == true)")
            coordinator?.notifyWhenInteractionChanges { context in
                f.trace.record("interaction changed(interactive: \(context.isInteractive), cancelled: \(context.isCancelled), "
                    + "percent: \(context.percentComplete))")
            }
            coordinator?.animate(completion: { context in f.trace.record("completion(cancelled: \(context.isCancelled))") })
        }
        f.trace.take()
        f.nav.popViewController(animated: true)
        interaction.update(0.25)
        interaction.cancel()
        f.host.advance(by: 0.4)
        let events = f.trace.take()
        #expect(events.contains("initially interactive: true, interactive: true"))
        #expect(Array(events.drop { !$0.hasPrefix("interaction changed") }.prefix(3)) == [
            "interaction changed(interactive: false, cancelled: true, percent: 0.25)",
            "completion(cancelled: true)",
            "A.viewWillDisappear(true)",
        ])
    }

    @Test func coordinatorAfterTheAnimationStarted_runsTheAnimationAtOnce() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: true)
        f.trace.take()
        let coordinator = f.nav.transitionCoordinator
        coordinator?.animate(alongsideTransition: { _ in f.trace.record("late alongside") })
        #expect(f.trace.take() == ["late alongside"])
        f.host.advance(by: 0.35)
        #expect(coordinator?.animate(alongsideTransition: nil, completion: { _ in f.trace.record("too late") }) == false)
        #expect(f.trace.take().contains("too late") == false)
    }

    final class SizeWatchingViewController: TracingViewController {
        var onViewWillTransition: ((UIViewControllerTransitionCoordinator) -> Void)?
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            onViewWillTransition?(coordinator)
        }
    }

    @Test func sizeChange_controllersReportTheSizeCoordinator_untilItEnds_rule10_1() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let root = SizeWatchingViewController("R", trace: trace)
        let child = embeddedChild(of: root, trace: trace)
        host.show(root)
        root.onViewWillTransition = { coordinator in
            trace.record("same coordinator: \(root.transitionCoordinator === coordinator), "
                + "child sees it: \(child.transitionCoordinator === coordinator), animated: \(coordinator.isAnimated)")
            coordinator.animate(alongsideTransition: nil) { _ in
                trace.record("completion, coordinator now: \(root.transitionCoordinator == nil ? "nil" : "set")")
            }
        }
        trace.take()
        #expect(host.rotate(to: .landscapeLeft))
        host.runUntilIdle()
        let events = trace.take()
        #expect(events.contains("same coordinator: true, child sees it: true, animated: true"))
        #expect(events.contains("completion, coordinator now: nil"))
        #expect(root.transitionCoordinator == nil)
    }

    private func embeddedChild(of root: UIViewController, trace: TraceRecorder) -> UIViewController {
        let child = TracingViewController("K", trace: trace)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        return child
    }
}
