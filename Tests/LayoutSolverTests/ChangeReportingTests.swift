import Testing
import LayoutSolver

/// `updateVariables(reportingChanges:)` evaluates incrementally: after every step of a random
/// history its values equal a full evaluation's (to rounding: the two paths may sum a row
/// whose inputs were refreshed in a different order), and it reports every variable whose
/// value moved.
@Suite struct ChangeReportingTests {
    @Test(arguments: 0..<150)
    func incrementalValues_matchFullEvaluation_andReportEveryMove(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 3)
        let vars = (0..<Int.random(in: 4...24, using: &rng)).map { Variable("v\($0)") }
        let incremental = Solver()
        let edit = vars[0]
        try incremental.addEditVariable(edit, strength: .strong)
        var live: [Constraint] = []
        // Bounds keep every optimum finite; a chain of definitions creates refs between rows.
        for (i, v) in vars.enumerated() {
            var base = [v >= -500, v <= 500]
            if i > 0, Bool.random(using: &rng) { base.append(v == vars[i - 1] + Double(Int.random(in: 1...9, using: &rng))) }
            for c in base {
                if (try? incremental.addConstraint(c)) != nil { live.append(c) }
            }
        }
        var previous = vars.map { _ in 0.0 }
        for step in 0..<80 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4:
                let c = IncrementalTests.randomConstraint(vars, &rng)
                if (try? incremental.addConstraint(c)) != nil { live.append(c) }
            case 4, 5:
                guard !live.isEmpty else { continue }
                let removed = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
                try incremental.removeConstraint(removed)
            case 6, 7:
                let value = Double(Int.random(in: -60...60, using: &rng))
                try incremental.suggestValue(edit, value)
            default:
                guard !live.isEmpty else { continue }
                let c = live[Int.random(in: 0..<live.count, using: &rng)]
                let k = Double(Int.random(in: -40...40, using: &rng))
                _ = try? incremental.updateConstant(of: c, to: k)
            }
            var reported: Set<ObjectIdentifier> = []
            incremental.updateVariables { reported.insert(ObjectIdentifier($0)) }
            let ourValues = vars.map { incremental.value(of: $0) }
            // The same tableau, evaluated in full: the incremental answer must agree.
            incremental.updateVariables()
            for (i, v) in vars.enumerated() {
                let ours = ourValues[i], reference = incremental.value(of: v)
                #expect(abs(ours - reference) <= 1e-9 * max(1, abs(reference)),
                        "seed \(seed) step \(step): \(v.name) = \(ours), full evaluation \(reference)")
                if ours != previous[i] {
                    #expect(reported.contains(ObjectIdentifier(v)), "seed \(seed) step \(step): \(v.name) moved unreported")
                }
                previous[i] = ours
            }
        }
    }
}
