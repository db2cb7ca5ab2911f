import Testing
import LayoutSolver

/// The same history gives bit-identical values in two solvers: layouts do not vary between
/// runs or instances. (Rejected adds count as history: they allocate symbols, which changes
/// the order of later sums, so both solvers must see them.)
@Suite struct DeterminismTests {
    @Test(arguments: 0..<40)
    func twoSolvers_sameHistory_identicalValues(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 3)
        let vars = (0..<Int.random(in: 4...24, using: &rng)).map { Variable("v\($0)") }
        let a = Solver(), b = Solver()
        let edit = vars[0]
        for s in [a, b] { try s.addEditVariable(edit, strength: .strong) }
        var live: [Constraint] = []
        func add(_ c: Constraint) {
            let okA = (try? a.addConstraint(c)) != nil, okB = (try? b.addConstraint(c)) != nil
            #expect(okA == okB)
            if okA { live.append(c) }
        }
        for (i, v) in vars.enumerated() {
            add(v >= -500)
            add(v <= 500)
            if i > 0, Bool.random(using: &rng) { add(v == vars[i - 1] + Double(Int.random(in: 1...9, using: &rng))) }
        }
        for step in 0..<80 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4:
                add(IncrementalTests.randomConstraint(vars, &rng))
            case 4, 5:
                guard !live.isEmpty else { continue }
                let removed = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
                try a.removeConstraint(removed)
                try b.removeConstraint(removed)
            case 6, 7:
                let value = Double(Int.random(in: -60...60, using: &rng))
                try a.suggestValue(edit, value)
                try b.suggestValue(edit, value)
            default:
                guard !live.isEmpty else { continue }
                let c = live[Int.random(in: 0..<live.count, using: &rng)]
                let k = Double(Int.random(in: -40...40, using: &rng))
                let okA = (try? a.updateConstant(of: c, to: k)) != nil, okB = (try? b.updateConstant(of: c, to: k)) != nil
                #expect(okA == okB)
            }
            a.updateVariables()
            b.updateVariables()
            for v in vars {
                #expect(a.value(of: v) == b.value(of: v), "seed \(seed) step \(step): \(v.name)")
            }
        }
    }
}
