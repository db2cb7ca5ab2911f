import Foundation
import LayoutSolver

/// Engine variables are the solver's: cheap objects compared by identity.
typealias LayoutVariable = LayoutSolver.Variable

/// ``LayoutEngine`` over the `LayoutSolver` Cassowary solver: the only file that names the
/// solver's types (besides the variable alias above).
///
/// UIKit priorities map to solver strengths with `Strength(uiPriority:)`, whose levels are
/// lexicographic (one violation at 751 outweighs any number at 750).
@MainActor
final class SolverLayoutEngine: LayoutEngine {
    private let solver = Solver()
    /// The solver's constraint for each row, and the way back for conflict reports.
    private var constraintOfRow: [ObjectIdentifier: Constraint] = [:]
    private var rowOfConstraint: [ObjectIdentifier: LayoutRow] = [:]
    private(set) var statistics = LayoutEngineStatistics()

    func add(_ row: LayoutRow) throws(LayoutEngineError) {
        let terms = row.expression.terms.map { Term($0.0, $0.1) }
        let relation: Relation = switch row.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessOrEqual
        case .greaterThanOrEqual: .greaterOrEqual
        }
        let constraint = Constraint(Expression(terms, constant: row.expression.constant), relation,
                                    strength: Strength(uiPriority: row.priority))
        do {
            try solver.addConstraint(constraint)
        } catch {
            switch error {
            case .unsatisfiableConstraint(_, let conflicts):
                throw .unsatisfiable(conflicts: conflicts.compactMap { rowOfConstraint[ObjectIdentifier($0)] })
            default:
                throw .internalError(error.description)
            }
        }
        constraintOfRow[ObjectIdentifier(row)] = constraint
        rowOfConstraint[ObjectIdentifier(constraint)] = row
        statistics.adds += 1
    }

    func remove(_ row: LayoutRow) {
        guard let constraint = constraintOfRow.removeValue(forKey: ObjectIdentifier(row)) else { return }
        rowOfConstraint[ObjectIdentifier(constraint)] = nil
        statistics.removes += 1
        do { try solver.removeConstraint(constraint) } catch { report(error) }
    }

    func setConstant(of row: LayoutRow, to constant: Double) {
        guard let constraint = constraintOfRow[ObjectIdentifier(row)] else { return }
        statistics.constantEdits += 1
        do { try solver.updateConstant(of: constraint, to: constant) } catch { report(error) }
    }

    /// The solver refusing a remove or edit of a row it holds is a solver bug; say so.
    private func report(_ error: SolverError) {
        ViewControllerKit.Runtime.current.diagnostics.warn("LayoutSolver: \(error.description)")
    }

    func solve(reportingChanges changed: (LayoutVariable) -> Void) {
        statistics.solves += 1
        solver.updateVariables(reportingChanges: changed)
    }

    func value(of variable: LayoutVariable) -> Double {
        solver.value(of: variable)
    }
}
