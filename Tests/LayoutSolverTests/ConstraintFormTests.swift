import Testing
import LayoutSolver

/// Each relation and strength level on its own, with exact expected values.
@Suite struct ConstraintFormTests {
    @Test func equality_required_holdsExactly() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y == x + 5)
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
    }

    @Test func greaterOrEqual_required_pushesWeakPreferenceUp() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 20)
        try solver.addConstraint((x == 5).withStrength(.weak))
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
    }

    @Test func lessOrEqual_required_pushesWeakPreferenceDown() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x <= 20)
        try solver.addConstraint((x == 50).withStrength(.weak))
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
    }

    @Test func inequality_slack_letsPreferenceWin() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 100)
        try solver.addConstraint((x == 42).withStrength(.weak))
        solver.updateVariables()
        #expect(solver.value(of: x) == 42)
    }

    @Test(arguments: [Strength.strong, .medium, .weak])
    func optionalInequality_isSatisfiedWhenNothingOpposes(_ strength: Strength) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x - 30, .greaterOrEqual, strength: strength))
        try solver.addConstraint((x == 0).withStrength(Strength(level: strength.level / 2)))
        solver.updateVariables()
        #expect(solver.value(of: x) == 30)
    }

    @Test(arguments: [(Strength.strong, Strength.medium), (.medium, .weak), (.strong, .weak)])
    func strongerLevel_winsOverWeaker(_ strong: Strength, _ weak: Strength) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).withStrength(weak))
        try solver.addConstraint((x == 20).withStrength(strong))
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
    }

    @Test func oneStrongViolation_outweighsHundredsOfMedium() throws {
        // a + b == 0 (strong) against 600 medium constraints pulling a and b to 1000.
        // With kiwi's 10^3 factor between levels this would break the strong one; with
        // lexicographic levels it holds.
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint((a + b == 0).withStrength(.strong))
        for _ in 0..<300 {
            try solver.addConstraint((a == 1000).withStrength(.medium))
            try solver.addConstraint((b == 1000).withStrength(.medium))
        }
        solver.updateVariables()
        #expect(abs(solver.value(of: a) + solver.value(of: b)) < 1e-9)
    }

    @Test func oneMediumViolation_outweighsManyWeak() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 1).withStrength(.medium))
        for _ in 0..<500 { try solver.addConstraint((x == 2).withStrength(.weak)) }
        solver.updateVariables()
        #expect(solver.value(of: x) == 1)
    }

    @Test func weights_tradeOffWithinOneLevel() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).withStrength(Strength(level: 500, weight: 3)))
        try solver.addConstraint((x == 10).withStrength(Strength(level: 500, weight: 1)))
        solver.updateVariables()
        #expect(solver.value(of: x) == 0)
    }

    @Test func repeatedVariable_inOneExpression_isCombined() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(Expression([Term(x), Term(x, 2)], constant: -9), .equal))
        solver.updateVariables()
        #expect(solver.value(of: x) == 3)
    }

    @Test func unknownVariable_readsZero() {
        #expect(Solver().value(of: Variable()) == 0)
    }
}
