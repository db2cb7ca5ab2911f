import Foundation
import Testing
import UIKitTesting

/// Runs one ``InteractiveContractScenario`` against a container and records an issue for
/// every difference from the rules: the exact trace of the transition (derived from
/// UIKIT-SEMANTICS 4.2, 4.4 or 5.3 and, when cancelled, 2.1), the appearance cycle of every
/// controller, the end state (who is a child, whose view is in the window), the
/// animator's `animationEnded` value, and that the animator, the interaction controller
/// and the transition context are released.
@MainActor
public func checkInteractiveContract<Adapter: InteractiveContainerContractAdapter>(
    _ adapter: Adapter, _ scenario: InteractiveContractScenario, sourceLocation: SourceLocation = #_sourceLocation
) {
    let host = HeadlessHost()
    let trace = TraceRecorder()
    var ledger = AppearanceLedger()
    func fail(_ message: String) {
        Issue.record(Comment(rawValue: "\(Adapter.self) — \(scenario.testDescription): \(message)"),
                     sourceLocation: sourceLocation)
    }
    let container = adapter.makeContainer(probe: ContainerProbe(trace: TraceRecorder()))
    let label = TracingViewController.label(container)
    let base = TracingViewController("B", trace: trace)
    weak var weakAnimator: ContractAnimator?
    weak var weakInteraction: UIPercentDrivenInteractiveTransition?
    weak var weakContext: UIViewControllerContextTransitioning?
    do {
        let child = TracingViewController("C", trace: trace)
        child.loadViewIfNeeded()   // when a container loads it (1.10) is not part of this contract
        adapter.prepare(base: base, child: child, in: container)
        host.show(container)
        if scenario.direction == .hide {
            adapter.show(child, in: container, animated: false)
            host.runUntilIdle()
        }
        ledger.replay(trace.take())

        let animator = ContractAnimator(trace: trace)
        let interaction = scenario.driver == .animator ? nil : UIPercentDrivenInteractiveTransition()
        weakAnimator = animator
        weakInteraction = interaction
        let delegate = adapter.animate(container, with: animator, interaction: interaction)
        if scenario.direction == .show {
            adapter.show(child, in: container, animated: true)
        } else {
            adapter.hide(child, revealing: base, in: container, animated: true)
        }
        weakContext = animator.context
        if let interaction {
            interaction.update(0.5)
            if scenario.cancelled { interaction.cancel() } else { interaction.finish() }
        }
        host.runUntilIdle()
        let actual = trace.take()
        ledger.replay(actual)
        let expected = interactiveExpectation(scenario, shape: adapter.transitionShape, label: label)
        if actual != expected {
            fail("the transition differs from the rules.\n  expected:\n"
                + expected.map { "    \($0)" }.joined(separator: "\n") + "\n  actual:\n"
                + actual.map { "    \($0)" }.joined(separator: "\n"))
        }
        let shown = scenario.endsOnChild ? child : base
        let hidden = scenario.endsOnChild ? base : child
        if shown.view.window !== host.window { fail("expected: the view of \(shown.name) is in the window") }
        if hidden.viewIfLoaded?.window != nil { fail("expected: the view of \(hidden.name) left the window") }
        let childStays = adapter.transitionShape == .tabs || scenario.endsOnChild
        if (child.parent === container) != childStays { fail("expected: C is \(childStays ? "" : "not ")a child (3.3)") }
        if ledger.state(of: shown.name) != .appeared || ledger.state(of: hidden.name) != .disappeared {
            fail("expected: \(shown.name) ends appeared and \(hidden.name) disappeared")
        }
        withExtendedLifetime(delegate) {}
        let plain = adapter.animate(container, with: nil, interaction: nil)
        defer { withExtendedLifetime(plain) {} }
        if scenario.endsOnChild { adapter.hide(child, revealing: base, in: container, animated: false) }
        host.runUntilIdle()
    }
    if weakAnimator != nil || weakInteraction != nil || weakContext != nil {
        fail("the animator, interaction controller or transition context outlived the transition")
    }
    if !host.diagnostics.isEmpty { fail("UIKit reported: \(host.diagnostics.map(\.message))") }
    if !ledger.violations.isEmpty { fail("callbacks out of their cycle (2.1): \(ledger.violations)") }
}

/// What the rules require of one scenario. Navigation (`.stack`): 4.2 (push), 4.4 (pop).
/// Tab switch (`.tabs`): 5.3, no containment calls. Cancelled (2.1): each controller gets
/// the opposite phase, will and did, the arriving one first; a navigation controller undoes
/// the containment — the leaving child stays (`didMove(toParent: container)`), the arriving
/// one leaves (`willMove(toParent: nil)`, `didMove(toParent: nil)`).
@MainActor
private func interactiveExpectation(_ scenario: InteractiveContractScenario, shape: InteractiveTransitionShape,
                                    label: String) -> [String] {
    let showing = scenario.direction == .show
    let (leaving, arriving) = showing ? ("B", "C") : ("C", "B")
    let stack = shape == .stack
    let leavingFlag = stack && !showing ? " movingFromParent" : ""
    let arrivingFlag = stack && showing ? " movingToParent" : ""
    var trace: [String] = []
    if stack {
        trace += [showing ? "C.willMove(toParent: \(label))" : "C.willMove(toParent: nil)",
                  "\(leaving).viewWillDisappear(true)\(leavingFlag)",
                  "\(arriving).viewWillAppear(true)\(arrivingFlag)",
                  "\(arriving).viewIsAppearing(true)"]
    } else {
        trace += ["\(arriving).viewWillAppear(true)", "\(leaving).viewWillDisappear(true)"]
    }
    trace.append("animator.animateTransition")
    if scenario.cancelled {
        trace += ["\(arriving).viewWillDisappear(true)", "\(arriving).viewDidDisappear(true)",
                  "\(leaving).viewWillAppear(true)", "\(leaving).viewIsAppearing(true)", "\(leaving).viewDidAppear(true)"]
        if stack { trace += showing ? ["C.willMove(toParent: nil)", "C.didMove(toParent: nil)"] : ["C.didMove(toParent: \(label))"] }
    } else {
        trace.append("\(leaving).viewDidDisappear(true)\(leavingFlag)")
        if !stack { trace.append("\(arriving).viewIsAppearing(true)") }
        trace.append("\(arriving).viewDidAppear(true)\(arrivingFlag)")
        if stack { trace.append(showing ? "C.didMove(toParent: \(label))" : "C.didMove(toParent: nil)") }
    }
    return trace + ["animator.animationEnded(\(!scenario.cancelled))"]
}

/// The checker's animator: animates for 0.3 s, then completes with `!transitionWasCancelled`.
@MainActor
final class ContractAnimator: UIViewControllerAnimatedTransitioning {
    let trace: TraceRecorder
    weak var context: UIViewControllerContextTransitioning?

    init(trace: TraceRecorder) { self.trace = trace }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        trace.record("animator.animateTransition")
        context = transitionContext
        if let toView = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(toView) }
        UIView.animate(withDuration: 0.3, animations: {}) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        trace.record("animator.animationEnded(\(transitionCompleted))")
    }
}
