import Testing
import LayoutSolver

/// `Strength(uiPriority:)`: every UIKit priority is its own level, 1000 is required.
@Suite struct UIKitPriorityTests {
    @Test func mapping_namedPriorities() {
        #expect(Strength(uiPriority: 1000).isRequired)
        #expect(Strength(uiPriority: 1000) == .required)
        #expect(!Strength(uiPriority: 999).isRequired)
        #expect(Strength(uiPriority: 750) == .strong)
        #expect(Strength(uiPriority: 250) == .weak)
        #expect(Strength(uiPriority: 999) > Strength(uiPriority: 751))
        #expect(Strength(uiPriority: 751) > Strength(uiPriority: 750))
        #expect(Strength(uiPriority: 250) > Strength(uiPriority: 1))
    }

    /// x is pulled to `high`'s target by one constraint at `high` and to 0 by `count`
    /// constraints at `low`; the single higher-priority constraint must win.
    @Test(arguments: [(Float(999), Float(998)), (751, 750), (750, 749), (251, 250), (250, 1), (2, 1)])
    func oneHigherPriority_beatsManyLower(_ high: Float, _ low: Float) throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<200 { try solver.addConstraint((x == 0).withStrength(Strength(uiPriority: low))) }
        try solver.addConstraint((x == 100).withStrength(Strength(uiPriority: high)))
        solver.updateVariables()
        #expect(solver.value(of: x) == 100)
    }

    @Test func priority1000_isRequired_andRejectsAConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 1).withStrength(Strength(uiPriority: 1000)))
        #expect(throws: SolverError.self) {
            try solver.addConstraint((x == 2).withStrength(Strength(uiPriority: 1000)))
        }
        try solver.addConstraint((x == 2).withStrength(Strength(uiPriority: 999)))
        solver.updateVariables()
        #expect(solver.value(of: x) == 1)
    }
}
