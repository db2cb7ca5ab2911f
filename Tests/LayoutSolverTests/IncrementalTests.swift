import Testing
import LayoutSolver

/// Incremental changes (add, remove, edit, constant change, strength change) end in a
/// solution as good as solving the final system from scratch.
@Suite struct IncrementalTests {
    static let levels = [Strength.strong.level, Strength.medium.level, Strength.weak.level]

    static func randomConstraint(_ vars: [Variable], _ rng: inout SeededGenerator) -> Constraint {
        var terms: [Term] = []
        for v in vars.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)) {
            var k = Double(Int.random(in: -3...3, using: &rng))
            if k == 0 { k = 1 }
            terms.append(Term(v, k))
        }
        let relation = [Relation.equal, .lessOrEqual, .greaterOrEqual].randomElement(using: &rng)!
        let strength = [Strength.required, .required, .strong, .medium, .weak].randomElement(using: &rng)!
        return Constraint(Expression(terms, constant: Double(Int.random(in: -40...40, using: &rng))),
                          relation, strength: strength)
    }

    /// Solves `constraints` (plus the edit suggestions) from scratch; nil if rejected.
    static func scratch(_ constraints: [Constraint], edits: [(Variable, Double)]) throws -> Solver {
        let solver = Solver()
        for (v, value) in edits {
            try solver.addEditVariable(v, strength: .strong)
            try solver.suggestValue(v, value)
        }
        for c in constraints { try solver.addConstraint(c) }
        solver.updateVariables()
        return solver
    }

    @Test(arguments: 0..<100)
    func randomHistory_matchesScratchSolve(seed: Int) throws {
        let (ok, message) = try Self.runHistory(seed: seed, operations: [0, 1, 2, 3, 4])
        #expect(ok, "\(message)")
    }

    /// Replays a random history using only the listed operation kinds (0 add, 1 remove,
    /// 2 suggest, 3 constant change, 4 strength change) and compares with a scratch solve.
    static func runHistory(seed: Int, operations: Set<Int>, variables: ClosedRange<Int> = 3...6,
                           steps: Int = 30) throws -> (Bool, String) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
        let vars = (0..<Int.random(in: variables, using: &rng)).map { Variable("v\($0)") }
        let solver = Solver()
        var live: [Constraint] = []
        var constants: [ObjectIdentifier: Double] = [:]
        let edit = vars[0]
        try solver.addEditVariable(edit, strength: .strong)
        var editValue = 0.0
        // Keep every variable bounded so the optimum is finite and comparable.
        for v in vars {
            let lo = v >= -100, hi = v <= 100
            try solver.addConstraint(lo); try solver.addConstraint(hi)
            live += [lo, hi]
        }
        for _ in 0..<steps {
            let draw = Int.random(in: 0..<10, using: &rng)
            let kind = draw < 5 ? 0 : draw < 7 ? 1 : draw - 5
            guard operations.contains(kind) else { continue }
            switch draw {
            case 0..<5:
                let c = Self.randomConstraint(vars, &rng)
                if try satisfiable({ () throws(SolverError) in try solver.addConstraint(c) }) { live.append(c) }
            case 5, 6:
                guard live.count > 2 * vars.count else { continue }
                let i = Int.random(in: (2 * vars.count)..<live.count, using: &rng)
                let removed = live.remove(at: i)
                // Forget its constant: a new constraint may reuse the object's address.
                constants[ObjectIdentifier(removed)] = nil
                try solver.removeConstraint(removed)
            case 7:
                editValue = Double(Int.random(in: -50...50, using: &rng))
                try solver.suggestValue(edit, editValue)
            case 8:
                guard live.count > 2 * vars.count else { continue }
                let c = live[Int.random(in: (2 * vars.count)..<live.count, using: &rng)]
                let k = Double(Int.random(in: -40...40, using: &rng))
                if try satisfiable({ () throws(SolverError) in try solver.updateConstant(of: c, to: k) }) {
                    constants[ObjectIdentifier(c)] = k
                }
            default:
                guard live.count > 2 * vars.count else { continue }
                let i = Int.random(in: (2 * vars.count)..<live.count, using: &rng)
                guard !live[i].strength.isRequired else { continue }
                let s = [Strength.strong, .medium, .weak].randomElement(using: &rng)!
                let replacement = try solver.updateStrength(of: live[i], to: s)
                constants[ObjectIdentifier(replacement)] = constants.removeValue(forKey: ObjectIdentifier(live[i]))
                live[i] = replacement
            }
        }
        solver.updateVariables()
        let final = live.map { c in constants[ObjectIdentifier(c)].map { withConstant(c, $0) } ?? c }
        guard let reference = try? Self.scratch(final, edits: [(edit, editValue)]) else {
            return (false, "scratch solve rejected the final system")
        }
        let editConstraint = (edit == editValue).withStrength(.strong)
        let all = final + [editConstraint]
        let ours = errorVector(all, levels: Self.levels, in: solver)
        let theirs = errorVector(all, levels: Self.levels, in: reference)
        let ok = requiredHold(all, in: solver) && requiredHold(all, in: reference)
            && compareLexicographically(ours, theirs) == 0
        return (ok, "incremental \(ours) vs scratch \(theirs); required hold: \(requiredHold(all, in: solver))")
    }

    /// Bigger systems and longer histories: more refs, expansions and dense rows.
    @Test(arguments: 0..<12)
    func largeRandomHistory_matchesScratchSolve(seed: Int) throws {
        let (ok, message) = try Self.runHistory(seed: 10_000 + seed, operations: [0, 1, 2, 3, 4],
                                                variables: 8...14, steps: 120)
        #expect(ok, "\(message)")
    }

    /// Each kind of change mixed only with adds, so a failure names its culprit.
    @Test(arguments: [[0, 1], [0, 2], [0, 3], [0, 4], [0, 1, 3]])
    func randomHistory_perOperationMix_matchesScratchSolve(operations: [Int]) throws {
        for seed in 100..<160 {
            let (ok, message) = try Self.runHistory(seed: seed, operations: Set(operations))
            #expect(ok, "seed \(seed): \(message)")
        }
    }

    @Test func updateConstant_ofRequiredEquality_movesTheChain() throws {
        let solver = Solver()
        let x0 = Variable("x0"), x1 = Variable("x1"), x2 = Variable("x2")
        try solver.addConstraint(x0 == 0)
        let gap = x1 == x0 + 8
        try solver.addConstraint(gap)
        try solver.addConstraint(x2 == x1 + 8)
        try solver.addConstraint(x0 + x2 <= 1000)
        try solver.updateConstant(of: gap, to: -20)     // x1 - x0 - 20 == 0
        solver.updateVariables()
        #expect(solver.value(of: x1) == 20)
        #expect(solver.value(of: x2) == 28)
    }

    @Test func removeThenReAdd_restoresTheSameSolution() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w"), container = Variable("W")
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(container, 300)
        let c1 = x == 10, c2 = x + w == container - 10, c3 = (w == 100).withStrength(.medium)
        for c in [c1, c2, c3] { try solver.addConstraint(c) }
        solver.updateVariables()
        #expect(solver.value(of: w) == 280)
        try solver.removeConstraint(c2)
        solver.updateVariables()
        #expect(solver.value(of: w) == 100)
        try solver.addConstraint(c2)
        try solver.suggestValue(container, 200)
        solver.updateVariables()
        #expect(solver.value(of: w) == 180)
    }
}

/// Views come and go in a long-lived layout: variables and constraints created, solved,
/// removed and dropped, over and over, next to a constraint system that stays.
@Suite struct ChurnTests {
    @Test func manyShortLivedVariables_neverAliasEarlierOnes() throws {
        let solver = Solver()
        let container = Variable("W")
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(container, 300)
        for i in 0..<300 {
            let left = Variable("l\(i)"), width = Variable("w\(i)")
            let cs = [left == Double(i % 7), left + width == container - 10,
                      (width == 50).withStrength(.weak)]
            for c in cs { try solver.addConstraint(c) }
            solver.updateVariables()
            #expect(solver.value(of: width) == 290 - Double(i % 7))
            for c in cs.reversed() { try solver.removeConstraint(c) }
        }
        #expect(solver.constraintCount == 1)  // the edit constraint
    }
}
