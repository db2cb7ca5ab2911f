import Foundation
import Testing
import UIKitTesting

/// Runs one scenario of the containment/appearance contract against a container and
/// records a test issue (at `sourceLocation`) for every difference from the rules:
///
/// * the exact trace of each step — the container's and the child's appearance
///   callbacks with their `animated` flag and `isMovingToParent`/`isMovingFromParent`/
///   `isBeingPresented`/`isBeingDismissed`, and the child's `willMove`/`didMove` — against
///   ``ContainerContractExpectation`` (rules cited beside each expected line);
/// * every controller's callbacks form the cycle of UIKIT-SEMANTICS 2.1;
/// * the end state: `children`, `parent`, whether the child's view is in the window, and
///   its appearance state, after it is shown and after it leaves;
/// * a removed child is released; UIKit reported no warning or exception.
///
/// The child's view is loaded before the run: when a container loads it (1.10) is not
/// part of this contract.
@MainActor
public func checkContainerContract<Adapter: ContainerContractAdapter>(
    _ adapter: Adapter, _ scenario: ContainerContractScenario, sourceLocation: SourceLocation = #_sourceLocation
) {
    ContainerContractRun(adapter: adapter, scenario: scenario, sourceLocation: sourceLocation).perform()
}

@MainActor
private final class ContainerContractRun<Adapter: ContainerContractAdapter> {
    let adapter: Adapter
    let scenario: ContainerContractScenario
    let sourceLocation: SourceLocation
    let host = HeadlessHost()
    let trace = TraceRecorder()
    let probe: ContainerProbe
    var ledger = AppearanceLedger()

    init(adapter: Adapter, scenario: ContainerContractScenario, sourceLocation: SourceLocation) {
        self.adapter = adapter
        self.scenario = scenario
        self.sourceLocation = sourceLocation
        probe = ContainerProbe(trace: trace)
    }

    func perform() {
        let presenter = UIViewController()
        if scenario.isPresented { host.show(presenter) }
        let container = adapter.makeContainer(probe: probe)
        container.modalPresentationStyle = .fullScreen
        let expected = ContainerContractExpectation(
            scenario: scenario, changes: adapter.childChanges, showsSuccessor: adapter.removalShowsSuccessor,
            containerLabel: TracingViewController.label(container))
        weak var releasedChild: UIViewController?
        do {
            let child = TracingViewController("C", trace: trace)
            let successor = adapter.removalShowsSuccessor ? TracingViewController("S", trace: trace) : nil
            releasedChild = child
            child.loadViewIfNeeded()
            successor?.loadViewIfNeeded()
            trace.take()
            run(container: container, child: child, successor: successor, presenter: presenter, expected: expected)
        }
        probe.onWillAppear = nil
        probe.onWillDisappear = nil
        if scenario.removal != .withContainer, releasedChild != nil {
            fail("the removed child is still alive (something kept a strong reference)")
        }
        if !host.diagnostics.isEmpty { fail("UIKit reported: \(host.diagnostics.map(\.message))") }
        if !ledger.violations.isEmpty { fail("callbacks out of their cycle (2.1): \(ledger.violations)") }
    }

    private func run(container: Adapter.Container, child: TracingViewController, successor: TracingViewController?,
                     presenter: UIViewController, expected: ContainerContractExpectation) {
        let animated = scenario.animated
        let install = { [adapter] in adapter.install(child, in: container, animated: animated) }
        switch scenario.installation {
        case .beforeAppearance:
            install()
            host.runUntilIdle()
            step("child given before the container appears", expected.installBeforeAppearance)
        case .duringAppearance:
            probe.onWillAppear = install
        case .whileOnScreen:
            break
        }

        if scenario.isPresented {
            presenter.present(container, animated: animated)
            host.runUntilIdle()
        } else {
            host.show(container)
        }
        step("container appears", expected.appearance)
        if scenario.installation == .whileOnScreen {
            install()
            host.runUntilIdle()
            step("child given on screen", expected.installWhileOnScreen)
        }
        expectShown(child, in: container)

        let remove = { [adapter] in adapter.remove(child, from: container, successor: successor, animated: animated) }
        switch scenario.removal {
        case .withContainer:
            disappear(container, presentedBy: presenter)
            step("container disappears with the child", expected.removal)
            expect(child.parent === container && container.children.contains(child), "the child stays a child")
            expect(child.view.window == nil, "the child's view left the window with the container's")
        case .whileOnScreen, .whileDisappearing:
            if scenario.removal == .whileOnScreen {
                remove()
                host.runUntilIdle()
            } else {
                probe.onWillDisappear = remove
                disappear(container, presentedBy: presenter)
            }
            step(scenario.removal == .whileOnScreen ? "child removed on screen" : "child removed while the container disappears",
                 expected.removal)
            expect(child.parent == nil && !container.children.contains { $0 === child }, "the child is no longer a child (3.3)")
            expect(child.view.superview == nil, "the child's view is out of the container's")
            if let successor {
                expect(successor.parent === container && container.children == [successor], "the successor is the only child (9.1)")
            }
        }
        expect(ledger.state(of: "C") == .disappeared, "the child ends disappeared")
    }

    /// The container leaves: the window gets another root, or the presenter dismisses it.
    private func disappear(_ container: UIViewController, presentedBy presenter: UIViewController) {
        if scenario.isPresented {
            presenter.dismiss(animated: scenario.animated)
        } else {
            host.window.rootViewController = UIViewController()
        }
        host.runUntilIdle()
    }

    private func expectShown(_ child: UIViewController, in container: UIViewController) {
        expect(child.parent === container && container.children.contains { $0 === child }, "the child is a child (3.3)")
        expect(child.view.window === host.window, "the child's view is in the window")
        expect(ledger.state(of: "C") == .appeared && ledger.state(of: "P") == .appeared, "container and child have appeared")
    }

    /// Compares the trace of one step with what the rules require.
    private func step(_ name: String, _ expected: [ExpectedCallback]) {
        let actual = trace.take()
        ledger.replay(actual)
        guard actual != expected.map(\.event) else { return }
        let expectedLines = expected.map { "    \($0)" }.joined(separator: "\n")
        let actualLines = actual.map { "    \($0)" }.joined(separator: "\n")
        fail("step \"\(name)\" differs from the rules.\n  expected:\n\(expectedLines)\n  actual:\n\(actualLines)")
    }

    private func expect(_ condition: Bool, _ what: String) {
        if !condition { fail("expected: \(what)") }
    }

    private func fail(_ message: String) {
        Issue.record(Comment(rawValue: "\(Adapter.self) — \(scenario.testDescription): \(message)"),
                     sourceLocation: sourceLocation)
    }
}
