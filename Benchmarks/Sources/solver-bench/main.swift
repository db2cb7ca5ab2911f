import Foundation
import LayoutSolver

// solver-bench: times LayoutSolver on the workloads of ../shared/bench/WORKLOADS.md with the
// same repetition rules, percentiles, checks and JSON fields as kiwi_native.cpp.
//   solver-bench [--quick] [--reps N] [--only NAME...]

let clock = ContinuousClock()

@inline(__always) func nanoseconds(_ d: Duration) -> Int64 {
    let (s, atto) = d.components
    return s * 1_000_000_000 + atto / 1_000_000_000
}

struct Repetition {
    var buildNs: Int64
    var solveNs: Int64
    var steps: [Int64]
}

func runOnce(_ factory: () -> Model) -> (Repetition, Model, Solver) {
    let t0 = clock.now
    let m = factory()
    let t1 = clock.now
    let solver = Solver()
    do {
        for (v, base) in m.edits {
            try solver.addEditVariable(v, strength: .strong)
            try solver.suggestValue(v, base)
        }
        for c in m.constraints { try solver.addConstraint(c) }
    } catch {
        fatalError("solver error: \(error)")
    }
    solver.updateVariables()
    let t2 = clock.now
    var schedule: [[Double]] = []
    for k in 0..<editSteps { schedule.append(m.edits.map { drag($0.1, k) }) }
    var steps: [Int64] = []
    steps.reserveCapacity(editSteps)
    for k in 0..<editSteps {
        let s = clock.now
        do {
            for i in m.edits.indices { try solver.suggestValue(m.edits[i].0, schedule[k][i]) }
        } catch {
            fatalError("solver error: \(error)")
        }
        solver.updateVariables()
        steps.append(nanoseconds(clock.now - s))
    }
    return (Repetition(buildNs: nanoseconds(t2 - t0), solveNs: nanoseconds(t2 - t1), steps: steps), m, solver)
}

func median(_ values: [Int64]) -> Double {
    let v = values.sorted()
    let n = v.count
    return n % 2 == 1 ? Double(v[n / 2]) : 0.5 * Double(v[n / 2 - 1] + v[n / 2])
}

func percentile(_ sorted: [Int64], _ p: Double) -> Double {
    let i = Int((p / 100.0 * Double(sorted.count - 1)).rounded())
    return Double(sorted[min(max(i, 0), sorted.count - 1)])
}

func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))
}

func f(_ x: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", x) }

var reps = 5
var quick = false
var only: Set<String> = []
var arguments = CommandLine.arguments.dropFirst()
while let arg = arguments.popFirst() {
    switch arg {
    case "--quick": quick = true
    case "--reps": reps = Int(arguments.popFirst() ?? "") ?? reps
    case "--only":
        while let next = arguments.first, !next.hasPrefix("-") { only.insert(next); arguments.removeFirst() }
    default:
        FileHandle.standardError.write("unknown argument \(arg)\n".data(using: .utf8)!)
        exit(2)
    }
}

/// Also accepts ad-hoc sizes in `--only` (e.g. `chain-3000`, `grid-20-20`) for profiling.
func adHocWorkload(_ name: String) -> (String, @Sendable () -> Model)? {
    let parts = name.split(separator: "-").map(String.init)
    guard parts.count >= 2, let a = Int(parts[1]) else { return nil }
    switch parts[0] {
    case "chain": return (name, { makeChain(a) })
    case "nested": return (name, { makeNested(a) })
    case "independent": return (name, { makeIndependent(a) })
    case "grid": if parts.count == 3, let b = Int(parts[2]) { return (name, { makeGrid(a, b) }) }
    default: break
    }
    return nil
}

var selected = workloads
for name in only.sorted() where !workloads.contains(where: { $0.0 == name }) {
    if let w = adHocWorkload(name) { selected.append(w) }
}

let slowNs: Int64 = 2_000_000_000
var failed = false
for (name, factory) in selected {
    if !only.isEmpty && !only.contains(name) { continue }
    if quick && !quickWorkloads.contains(name) { continue }
    FileHandle.standardError.write("# running \(name) ...\n".data(using: .utf8)!)
    var builds: [Int64] = [], solves: [Int64] = [], edits: [Int64] = [], pooled: [Int64] = []
    var nreps = reps
    func record(_ r: Repetition) {
        builds.append(r.buildNs)
        solves.append(r.solveNs)
        edits.append(r.steps.reduce(0, +))
        pooled.append(contentsOf: r.steps)
    }
    let start = clock.now
    var (rep, model, solver) = runOnce(factory)
    let first = nanoseconds(clock.now - start)
    if first > slowNs {
        nreps = min(nreps, 3)
        record(rep)
    }
    while builds.count < nreps {
        (rep, model, solver) = runOnce(factory)
        record(rep)
    }
    pooled.sort()
    let check = model.check(solver)
    var ok = true
    for (i, (_, value)) in check.enumerated() where !close(value, model.expected[i].1) { ok = false }
    let checkJSON = check.map { "\"\($0.0)\": \(f(($0.1 * 1e6).rounded() / 1e6, 6))" }.joined(separator: ", ")
    print("{\"engine\": \"LayoutSolver\", \"engine_version\": \"0.1.0\", \"binding\": \"swift\", "
        + "\"workload\": \"\(name)\", \"views\": \(model.views), \"variables\": \(model.variableCount), "
        + "\"constraints\": \(model.constraints.count), \"edit_vars\": \(model.edits.count), \"reps\": \(nreps), "
        + "\"edit_steps\": \(editSteps), \"build_ms\": \(f(median(builds) / 1e6, 4)), "
        + "\"solve_ms\": \(f(median(solves) / 1e6, 4)), \"edit_total_ms\": \(f(median(edits) / 1e6, 4)), "
        + "\"build_ms_min\": \(f(Double(builds.min()!) / 1e6, 4)), "
        + "\"edit_total_ms_min\": \(f(Double(edits.min()!) / 1e6, 4)), "
        + "\"edit_step_us_p50\": \(f(percentile(pooled, 50) / 1e3, 3)), "
        + "\"edit_step_us_p95\": \(f(percentile(pooled, 95) / 1e3, 3)), "
        + "\"edit_step_us_max\": \(f(Double(pooled.last!) / 1e3, 3)), \"check\": {\(checkJSON)}, "
        + "\"check_ok\": \(ok), \"host\": \"swift -O -cross-module-optimization\"}")
    fflush(nil)
    if !ok {
        failed = true
        FileHandle.standardError.write("# CHECK FAILED for \(name)\n".data(using: .utf8)!)
    }
}
exit(failed ? 1 : 0)
