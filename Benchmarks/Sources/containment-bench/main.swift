import BenchmarkTiming
import Foundation
import UIKitHeadless

// Containment and appearance cost versus unrelated tree size (issue 2, "Done when").
//
// For each size N, a window holds a root container with two branches: `busy`, holding N
// embedded child controllers (each with its view in the window), and `work`, where the
// measured operations run. If an operation's cost depended on the whole window, the
// N = 10 000 runs would be slower than the N = 10 runs; the reported ratio is
// (per-operation time at 10 000) / (per-operation time at 10).
//
// Operations, each followed by one run-loop turn (constraint and layout passes included):
//   add-remove    addChild + view in + didMove, then willMove(nil) + view out + removeFromParent
//   appearance    an embedded child's view leaves the window and comes back (automatic
//                 disappear + appear, both phases)
//   manual-cycle  begin/endAppearanceTransition(false) then (true) on an embedded child
//   constrained   add-remove with Auto Layout: the N unrelated children are each held by
//                 four constraints, and the added child is pinned to its container by four
//                 (activation, one solve and frame application per operation)

@MainActor
struct Fixture {
    let host: HeadlessHost
    let work: UIViewController
    let embedded: UIViewController

    init(unrelated: Int, constrained: Bool = false) {
        // A benchmark expects no UIKit exception: one ends the run with UIKit's message.
        host = HeadlessHost(device: .iPhone14,
                            createdAt: HostSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column),
                            reportingFailures: { fatalError($0.description) })
        let root = UIViewController()
        host.show(root)
        let busy = UIViewController()
        work = UIViewController()
        for branch in [busy, work] {
            root.addChild(branch)
            root.view.addSubview(branch.view)
            branch.didMove(toParent: root)
        }
        for _ in 0..<unrelated {
            let child = UIViewController()
            busy.addChild(child)
            child.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            busy.view.addSubview(child.view)
            if constrained { Self.pin(child.view, in: busy.view, inset: 4) }
            child.didMove(toParent: busy)
        }
        embedded = UIViewController()
        work.addChild(embedded)
        work.view.addSubview(embedded.view)
        embedded.didMove(toParent: work)
        host.runUntilIdle()
    }

    func addRemove() {
        let child = UIViewController()
        work.addChild(child)
        child.view.frame = work.view.bounds
        work.view.addSubview(child.view)
        child.didMove(toParent: work)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        host.pump()
    }

    static func pin(_ view: UIView, in container: UIView, inset: CGFloat) {
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
    }

    func constrainedAddRemove() {
        let child = UIViewController()
        work.addChild(child)
        work.view.addSubview(child.view)
        Self.pin(child.view, in: work.view, inset: 8)
        child.didMove(toParent: work)
        host.pump()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        host.pump()
    }

    func appearanceCycle() {
        embedded.view.removeFromSuperview()
        work.view.addSubview(embedded.view)
        host.pump()
    }

    func manualCycle() {
        embedded.beginAppearanceTransition(false, animated: false)
        embedded.endAppearanceTransition()
        embedded.beginAppearanceTransition(true, animated: false)
        embedded.endAppearanceTransition()
        host.pump()
    }
}

@MainActor
func nanosecondsPerOperation(_ operations: Int, _ body: () -> Void) -> Double {
    nanoseconds { for _ in 0..<operations { body() } } / Double(operations)
}

@MainActor
func run() {
    let quick = CommandLine.arguments.contains("--quick")
    let operations = quick ? 500 : 5_000
    let repetitions = quick ? 3 : 7
    let sizes = [10, 10_000]
    if let only = ProcessInfo.processInfo.environment["CONTAINMENT_BENCH_PROFILE"], let size = Int(only) {
        // Profiling aid: only the constrained operation at one size, a few hundred times.
        let fixture = Fixture(unrelated: size, constrained: true)
        for _ in 0..<200 { fixture.constrainedAddRemove() }
        return
    }
    let names = ["add-remove", "appearance", "manual-cycle", "constrained"]
    var results: [String: [Int: Double]] = [:]
    func measure(_ name: String, _ size: Int, _ body: () -> Void) {
        _ = nanosecondsPerOperation(operations / 10, body)  // warm-up
        let samples = (0..<repetitions).map { _ in nanosecondsPerOperation(operations, body) }
        results[name, default: [:]][size] = median(samples)
    }
    for size in sizes {
        let fixture = Fixture(unrelated: size)
        measure("add-remove", size, fixture.addRemove)
        measure("appearance", size, fixture.appearanceCycle)
        measure("manual-cycle", size, fixture.manualCycle)
        precondition(fixture.host.diagnostics.isEmpty, "benchmark operations raised diagnostics")
        let constrained = Fixture(unrelated: size, constrained: true)
        measure("constrained", size, constrained.constrainedAddRemove)
        precondition(constrained.host.diagnostics.isEmpty, "benchmark operations raised diagnostics")
    }
    func cell(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
    print("operation     " + cell("ns/op (N=10)", 16) + cell("ns/op (N=10000)", 17) + cell("ratio", 8))
    for name in names {
        let small = results[name]![10]!, large = results[name]![10_000]!
        print(name.padding(toLength: 14, withPad: " ", startingAt: 0) + cell(String(Int(small)), 16)
              + cell(String(Int(large)), 17) + cell(String(format: "%.2f", large / small), 8))
    }
    for name in names {
        let small = results[name]![10]!, large = results[name]![10_000]!
        print("{\"benchmark\": \"containment\", \"operation\": \"\(name)\", \"ns_per_op_10\": \(Int(small)), "
              + "\"ns_per_op_10000\": \(Int(large)), \"ratio\": \(String(format: "%.3f", large / small))}")
    }
}

MainActor.assumeIsolated { run() }
