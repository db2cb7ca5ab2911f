import Foundation
import Testing
import UIKitTesting

/// A container whose own gesture drives an interactive transition (a page view
/// controller's pan): the checker cannot hand it an animator, so the adapter drives the
/// gesture itself.
@MainActor
public protocol BuiltInInteractiveContainerContractAdapter: ContainerContractAdapter {
    /// Shows `current`, with `next` as what the gesture reveals, without animation.
    func prepareTurn(from current: UIViewController, to next: UIViewController, in container: Container)
    /// Starts the container's gesture and moves it to `percent` of the transition.
    func beginGesture(in container: Container, host: HeadlessHost, percent: CGFloat) -> SyntheticTouch
}

/// Drives a container's built-in interactive transition from B to C, lifting the finger
/// past half (finished) or short of it (`cancelled`), and records an issue for every
/// difference from the rules: the exact trace (UIKIT-SEMANTICS 9.2 and, when cancelled,
/// 2.1: the arriving controller gets will/did-disappear, the leaving one will/did-appear,
/// the containment is undone), the appearance cycles, the end state, and that the
/// transition's coordinator is released.
@MainActor
public func checkBuiltInInteractiveContract<Adapter: BuiltInInteractiveContainerContractAdapter>(
    _ adapter: Adapter, cancelled: Bool, sourceLocation: SourceLocation = #_sourceLocation
) {
    let host = HeadlessHost()
    let trace = TraceRecorder()
    var ledger = AppearanceLedger()
    func fail(_ message: String) {
        Issue.record(Comment(rawValue: "\(Adapter.self) — \(cancelled ? "cancelled" : "finished"): \(message)"),
                     sourceLocation: sourceLocation)
    }
    weak var weakCoordinator: AnyObject?
    do {
        let container = adapter.makeContainer(probe: ContainerProbe(trace: TraceRecorder()))
        let label = TracingViewController.label(container)
        let base = TracingViewController("B", trace: trace)
        let child = TracingViewController("C", trace: trace)
        child.loadViewIfNeeded()   // when a container loads it (1.10) is not part of this contract
        adapter.prepareTurn(from: base, to: child, in: container)
        host.show(container)
        host.runUntilIdle()
        ledger.replay(trace.take())

        let touch = adapter.beginGesture(in: container, host: host, percent: cancelled ? 0.25 : 0.6)
        if let coordinator = container.transitionCoordinator {
            weakCoordinator = coordinator as AnyObject
            if !coordinator.isInteractive { fail("expected: the transition is interactive") }
        } else {
            fail("expected: a transition coordinator while the gesture moves")
        }
        host.advance(by: 0.5)
        host.touchUp(touch)
        host.runUntilIdle()
        let actual = trace.take()
        ledger.replay(actual)
        let expected = builtInExpectation(cancelled: cancelled, label: label)
        if actual != expected {
            fail("the transition differs from the rules.\n  expected:\n"
                + expected.map { "    \($0)" }.joined(separator: "\n") + "\n  actual:\n"
                + actual.map { "    \($0)" }.joined(separator: "\n"))
        }
        let (shown, hidden) = cancelled ? (base, child) : (child, base)
        if shown.view.window !== host.window { fail("expected: the view of \(shown.name) is in the window") }
        if hidden.viewIfLoaded?.window != nil { fail("expected: the view of \(hidden.name) left the window") }
        if container.children != [shown] { fail("expected: \(shown.name) is the only child (3.3)") }
        if ledger.state(of: shown.name) != .appeared || ledger.state(of: hidden.name) != .disappeared {
            fail("expected: \(shown.name) ends appeared and \(hidden.name) disappeared")
        }
        if container.transitionCoordinator != nil { fail("expected: no coordinator once the transition ended") }
    }
    if weakCoordinator != nil { fail("the transition's coordinator outlived the transition") }
    if !host.diagnostics.isEmpty { fail("UIKit reported: \(host.diagnostics.map(\.message))") }
    if !ledger.violations.isEmpty { fail("callbacks out of their cycle (2.1): \(ledger.violations)") }
}

/// A page turn from B to C (9.2): C is added and appears as the finger moves; B is told
/// it leaves when the finger lifts past half. Cancelled (2.1): C disappears and is removed,
/// B appears again.
private func builtInExpectation(cancelled: Bool, label: String) -> [String] {
    let start = ["C.willMove(toParent: \(label))", "C.viewWillAppear(true) movingToParent",
                 "B.viewWillDisappear(true)", "C.viewIsAppearing(true)"]
    if cancelled {
        return start + ["C.willMove(toParent: nil)",
                        "C.viewWillDisappear(true) movingFromParent", "C.viewDidDisappear(true) movingFromParent",
                        "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)",
                        "C.didMove(toParent: nil)"]
    }
    return start + ["B.willMove(toParent: nil)",
                    "C.viewDidAppear(true) movingToParent", "B.viewDidDisappear(true) movingFromParent",
                    "B.didMove(toParent: nil)", "C.didMove(toParent: \(label))"]
}
