import LayoutSolver

/// A seeded generator (SplitMix64) so random tests replay exactly.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// How far `constraint` is from holding for the solver's current values (0 if it holds).
func violation(of constraint: Constraint, in solver: Solver) -> Double {
    let v = solver.value(of: constraint.expression)
    switch constraint.relation {
    case .equal: return abs(v)
    case .lessOrEqual: return max(0, v)
    case .greaterOrEqual: return max(0, -v)
    }
}

/// The weighted error of the optional constraints per strength level, strongest first:
/// the quantity Cassowary minimises lexicographically.
func errorVector(_ constraints: [Constraint], levels: [Double], in solver: Solver) -> [Double] {
    levels.map { level in
        constraints.filter { !$0.strength.isRequired && $0.strength.level == level }
            .reduce(0) { $0 + $1.strength.weight * violation(of: $1, in: solver) }
    }
}

/// Compares error vectors level by level with a tolerance: -1 if `a` is better, 0 if equal,
/// 1 if worse.
func compareLexicographically(_ a: [Double], _ b: [Double], tolerance: Double = 1e-6) -> Int {
    for (x, y) in zip(a, b) {
        let t = tolerance * max(1, abs(x), abs(y))
        if x < y - t { return -1 }
        if x > y + t { return 1 }
    }
    return 0
}

/// Every required constraint holds within `tolerance`.
func requiredHold(_ constraints: [Constraint], in solver: Solver, tolerance: Double = 1e-6) -> Bool {
    constraints.filter(\.strength.isRequired).allSatisfy {
        violation(of: $0, in: solver) <= tolerance * max(1, abs(solver.value(of: $0.expression)))
    }
}

/// A copy of `constraint` whose expression constant is `constant`.
func withConstant(_ constraint: Constraint, _ constant: Double) -> Constraint {
    var e = constraint.expression
    e.constant = constant
    return Constraint(e, constraint.relation, strength: constraint.strength)
}

/// Runs `body`; returns false if it threw `unsatisfiableConstraint`, rethrows anything else.
/// (A helper rather than `catch SolverError.unsatisfiableConstraint {}`, which crashes the
/// Swift 6.3.1 compiler in SILGen with typed throws.)
func satisfiable(_ body: () throws(SolverError) -> Void) throws(SolverError) -> Bool {
    do {
        try body()
        return true
    } catch {
        if case .unsatisfiableConstraint = error { return false }
        throw error
    }
}
