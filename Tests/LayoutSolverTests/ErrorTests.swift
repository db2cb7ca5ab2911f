import Testing
import LayoutSolver

/// Rejected requests throw a precise error and leave the solver as it was.
@Suite struct ErrorTests {
    @Test func unsatisfiableRequired_isRejected_withItsConflictSet_andSolverUnchanged() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let c1 = x == 10
        let c2 = y == x + 5
        let unrelated = z >= 3
        let preference = (y == 100).withStrength(.weak)
        for c in [c1, c2, unrelated, preference] { try solver.addConstraint(c) }
        solver.updateVariables()
        let before = [x, y, z].map { solver.value(of: $0) }

        let bad = y >= 20
        let error = unsatisfiableError { () throws(SolverError) in try solver.addConstraint(bad) }
        #expect(error?.constraint === bad)
        #expect(Set((error?.conflicts ?? []).map(ObjectIdentifier.init)) == Set([c1, c2].map(ObjectIdentifier.init)))
        #expect(!solver.hasConstraint(bad))
        #expect(solver.constraintCount == 4)
        solver.updateVariables()
        #expect([x, y, z].map { solver.value(of: $0) } == before)
        // The solver still works: the conflicting constraint goes in once room is made.
        try solver.removeConstraint(c2)
        try solver.addConstraint(bad)
        solver.updateVariables()
        #expect(solver.value(of: y) == 100)
    }

    @Test func contradictoryEqualities_reportTheChain() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let c1 = a == 0, c2 = b == a + 10, c3 = c == b + 10
        for k in [c1, c2, c3] { try solver.addConstraint(k) }
        let bad = c == 5
        let error = unsatisfiableError { () throws(SolverError) in try solver.addConstraint(bad) }
        #expect(error?.constraint === bad)
        #expect(Set((error?.conflicts ?? []).map(ObjectIdentifier.init)) == Set([c1, c2, c3].map(ObjectIdentifier.init)))
        #expect(solver.constraintCount == 3)
    }

    @Test func requiredConstantChange_thatConflicts_isRejected_andReverted() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w")
        let width = w == 50
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x + w <= 100)
        try solver.addConstraint(width)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: width, to: -150) }
        #expect(solver.constant(of: width) == -50)
        solver.updateVariables()
        #expect(solver.value(of: w) == 50)
        try solver.updateConstant(of: width, to: -80)
        solver.updateVariables()
        #expect(solver.value(of: w) == 80)
    }

    @Test func duplicateAndUnknownConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 1
        try solver.addConstraint(c)
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.addConstraint(c) }
        try solver.removeConstraint(c)
        #expect(throws: SolverError.unknownConstraint(c)) { try solver.removeConstraint(c) }
        #expect(throws: SolverError.unknownConstraint(c)) { try solver.updateConstant(of: c, to: 3) }
        #expect(!solver.hasConstraint(c))
    }

    @Test func editVariableErrors() throws {
        let solver = Solver()
        let v = Variable("v")
        #expect(throws: SolverError.requiredEditVariable(v)) { try solver.addEditVariable(v, strength: .required) }
        #expect(throws: SolverError.unknownEditVariable(v)) { try solver.suggestValue(v, 1) }
        #expect(throws: SolverError.unknownEditVariable(v)) { try solver.removeEditVariable(v) }
        try solver.addEditVariable(v, strength: .strong)
        #expect(solver.hasEditVariable(v))
        #expect(throws: SolverError.duplicateEditVariable(v)) { try solver.addEditVariable(v, strength: .weak) }
        try solver.suggestValue(v, 7)
        solver.updateVariables()
        #expect(solver.value(of: v) == 7)
        try solver.removeEditVariable(v)
        #expect(!solver.hasEditVariable(v))
    }

    @Test func redundantRequiredEquality_isAccepted_andRemovable() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let a = x == 5, c = y == 5
        let b: Constraint = y == x
        for k in [a, b, c] { try solver.addConstraint(k) }
        try solver.removeConstraint(c)
        try solver.removeConstraint(a)
        try solver.addConstraint(x == 9)
        solver.updateVariables()
        #expect(solver.value(of: y) == 9)
    }
}

/// The constraint and conflict set of the `unsatisfiableConstraint` error `body` throws, or
/// nil if it throws nothing or something else.
func unsatisfiableError(_ body: () throws(SolverError) -> Void) -> (constraint: Constraint, conflicts: [Constraint])? {
    do {
        try body()
    } catch {
        if case let .unsatisfiableConstraint(c, conflicts) = error { return (c, conflicts) }
    }
    return nil
}

/// NaN and infinity never reach the tableau.
@Suite struct NonFiniteInputTests {
    @Test func nonFiniteCoefficientConstantOrSuggestion_isRejected_andSolverStillWorks() throws {
        let solver = Solver()
        let x = Variable("x"), v = Variable("v")
        #expect(throws: SolverError.self) { try solver.addConstraint(x * .nan == 1) }
        #expect(throws: SolverError.self) { try solver.addConstraint(x == .infinity) }
        try solver.addEditVariable(v, strength: .strong)
        #expect(throws: SolverError.self) { try solver.suggestValue(v, .nan) }
        let c = x == v + 1
        try solver.addConstraint(c)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: c, to: -.infinity) }
        try solver.suggestValue(v, 4)
        solver.updateVariables()
        #expect(solver.value(of: x) == 5)
        #expect(solver.constraintCount == 2)
    }
}
