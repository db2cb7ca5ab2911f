import Foundation
import Testing
import LayoutSolver

/// Random small systems solved by kiwisolver 1.5.1 (see `Fixtures/make_kiwi_fixtures.py`,
/// which documents how to regenerate `kiwi_fixtures.json`). LayoutSolver must accept and
/// reject the same required constraints, satisfy every accepted required constraint, and
/// reach a weighted error no worse than kiwi's, compared level by level.
@Suite struct KiwiCrossCheckTests {
    struct Fixture: Decodable {
        struct Edit: Decodable {
            let variable: Int
            let values: [Double]
        }
        struct Item: Decodable {
            let terms: [[Double]]
            let constant: Double
            let op: String
            let strength: String
        }
        struct System: Decodable {
            let variables: Int
            let constraints: [Item]
            let edits: [Edit]
            let accepted: [Bool]?
            let kiwi_values: [Double]?
        }
        let kiwisolver: String
        let systems: [System]
        let kiwi_aborted: [System]
    }

    static func load() throws -> Fixture {
        let url = try #require(Bundle.module.url(forResource: "kiwi_fixtures", withExtension: "json",
                                                 subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    static let strengths: [String: Strength] = ["required": .required, "strong": .strong,
                                                "medium": .medium, "weak": .weak]

    /// Builds the system's constraints over `vars`.
    static func constraints(_ system: Fixture.System, _ vars: [Variable]) -> [Constraint] {
        system.constraints.map { item in
            let terms = item.terms.map { Term(vars[Int($0[0])], $0[1]) }
            let relation: Relation = item.op == "==" ? .equal : item.op == "<=" ? .lessOrEqual : .greaterOrEqual
            return Constraint(Expression(terms, constant: item.constant), relation, strength: strengths[item.strength]!)
        }
    }

    /// Solves like the generator: edits first, constraints in order, then later suggestions.
    static func solve(_ system: Fixture.System, _ vars: [Variable], _ cs: [Constraint]) throws -> (Solver, [Bool]) {
        let solver = Solver()
        for e in system.edits {
            try solver.addEditVariable(vars[e.variable], strength: .strong)
            try solver.suggestValue(vars[e.variable], e.values[0])
        }
        var accepted: [Bool] = []
        for c in cs { accepted.append(try satisfiable { () throws(SolverError) in try solver.addConstraint(c) }) }
        for e in system.edits {
            for v in e.values.dropFirst() { try solver.suggestValue(vars[e.variable], v) }
        }
        solver.updateVariables()
        return (solver, accepted)
    }

    /// The accepted constraints plus the final edit suggestions as strong constraints.
    static func objectiveConstraints(_ system: Fixture.System, _ vars: [Variable], _ cs: [Constraint],
                                     _ accepted: [Bool]) -> [Constraint] {
        zip(cs, accepted).filter(\.1).map(\.0)
            + system.edits.map { (vars[$0.variable] == $0.values.last!).withStrength(.strong) }
    }

    @Test func fixture_isPresent_andFromKiwi151() throws {
        let fixture = try Self.load()
        #expect(fixture.kiwisolver == "1.5.1")
        #expect(fixture.systems.count == 150)
    }

    @Test func everySystem_isNoWorseThanKiwi() throws {
        let fixture = try Self.load()
        let levels = [Strength.strong.level, Strength.medium.level, Strength.weak.level]
        var better = 0
        var kiwiOverRejects = 0
        for (index, system) in fixture.systems.enumerated() {
            let vars = (0..<system.variables).map { Variable("v\($0)") }
            let cs = Self.constraints(system, vars)
            let (solver, accepted) = try Self.solve(system, vars, cs)
            let all = Self.objectiveConstraints(system, vars, cs, accepted)
            #expect(requiredHold(all, in: solver), "system \(index): a required constraint is violated")
            let kiwiAccepted = try #require(system.accepted)
            if accepted != kiwiAccepted {
                // kiwi 1.5.1 leaves a rejected constraint's artificial row pivoted into its
                // tableau, so after one rejection it may reject later constraints that are
                // satisfiable (a fresh kiwi accepts them). We may only differ that way: accept
                // where kiwi rejects, never the reverse, and with every required constraint
                // holding (checked above). The objectives then differ in constraint sets.
                #expect(zip(accepted, kiwiAccepted).allSatisfy { $0 || !$1 },
                        "system \(index): we reject a constraint kiwi accepts")
                #expect(kiwiAccepted.firstIndex(of: false).map { accepted[$0] == false } ?? false,
                        "system \(index): the first rejection must agree")
                kiwiOverRejects += 1
                continue
            }
            // kiwi's values, evaluated with the same measure, in a solver-free way.
            let kiwiValues = try #require(system.kiwi_values)
            let kiwi = Solver()
            for (v, value) in zip(vars, kiwiValues) {
                try kiwi.addConstraint(v == value)
            }
            kiwi.updateVariables()
            let ours = errorVector(all, levels: levels, in: solver)
            let theirs = errorVector(all, levels: levels, in: kiwi)
            let order = compareLexicographically(ours, theirs, tolerance: 1e-6)
            #expect(order <= 0, "system \(index): ours \(ours) is worse than kiwi's \(theirs)")
            if order < 0 { better += 1 }
        }
        // kiwi weighs levels 1000:1, so it may trade one stronger violation for many weaker ones;
        // strict priorities find a lexicographically better answer on these fixtures' 3 systems
        // where kiwi rejected a satisfiable constraint after an earlier rejection.
        #expect(better == 3)
        #expect(kiwiOverRejects == 3)
    }

    @Test func systemsKiwiAbortsOn_areSolved() throws {
        let fixture = try Self.load()
        #expect(!fixture.kiwi_aborted.isEmpty)
        for system in fixture.kiwi_aborted {
            let vars = (0..<system.variables).map { Variable("v\($0)") }
            let cs = Self.constraints(system, vars)
            let (solver, accepted) = try Self.solve(system, vars, cs)
            #expect(requiredHold(Self.objectiveConstraints(system, vars, cs, accepted), in: solver))
        }
    }
}
