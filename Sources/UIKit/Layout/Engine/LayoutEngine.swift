import Foundation

/// The boundary between UIKit's Auto Layout layer and a constraint solver.
///
/// UIKit code builds ``LayoutRow``s (linear equations and inequalities over
/// ``LayoutVariable``s with a UIKit priority) and hands them to a `LayoutEngine`; it never
/// names the solver's own types. ``SolverLayoutEngine`` is the only implementation, over
/// the `LayoutSolver` module; swapping solvers means writing another adapter.
///
/// Called on the main actor only, by ``AutoLayoutEngine`` (one per window or detached tree).
@MainActor
protocol LayoutEngine: AnyObject {
    /// Adds a row. Throws ``LayoutEngineError/unsatisfiable(conflicts:)`` for a required row
    /// that contradicts the required rows present; the engine is then unchanged.
    func add(_ row: LayoutRow) throws(LayoutEngineError)
    /// Removes a row previously added (no-op for an unknown row).
    func remove(_ row: LayoutRow)
    /// Changes the constant of an added row in place (cheap: no remove/add).
    func setConstant(of row: LayoutRow, to constant: Double)
    /// Brings variable values up to date; called once per layout pass. `changed` hears of
    /// each variable whose value moved since the previous solve.
    func solve(reportingChanges changed: (LayoutVariable) -> Void)
    /// A variable's value as of the last ``solve()``.
    func value(of variable: LayoutVariable) -> Double
    /// Operation counts, so tests can check that work follows what changed.
    var statistics: LayoutEngineStatistics { get }
}

/// How many rows an engine added, removed and edited in place, and how often it solved.
struct LayoutEngineStatistics: Equatable {
    var adds = 0
    var removes = 0
    var constantEdits = 0
    var solves = 0
}

/// Why the engine refused a row.
enum LayoutEngineError: Error {
    /// A required row contradicts the required rows in `conflicts`.
    case unsatisfiable(conflicts: [LayoutRow])
    /// Anything else the solver reports (a bug, never a user error).
    case internalError(String)
}

/// The relation of a row `expression OP 0`.
enum LayoutRelation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// A linear expression `Σ coefficient·variable + constant`.
struct LayoutExpression {
    var terms: [(LayoutVariable, Double)] = []
    var constant: Double = 0

    static func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        LayoutExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    static func * (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        LayoutExpression(terms: lhs.terms.map { ($0.0, $0.1 * rhs) }, constant: lhs.constant * rhs)
    }

    static func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression { lhs + rhs * -1 }

    init(terms: [(LayoutVariable, Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
        terms = [(variable, coefficient)]
    }
}

/// One equation or inequality in an engine, with who asked for it (for diagnostics and
/// for releasing the items it uses when it goes).
@MainActor
final class LayoutRow {
    let expression: LayoutExpression
    let relation: LayoutRelation
    /// UIKit priority, 1...1000; 1000 is required.
    let priority: Float
    let owner: LayoutRowOwner
    /// The items (views, layout guides) whose variables the row mentions, other than the
    /// owner of a system row; each keeps the item participating in the engine.
    var uses: [ItemUse] = []

    init(_ expression: LayoutExpression, _ relation: LayoutRelation, priority: Float, owner: LayoutRowOwner) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.owner = owner
    }
}

/// Who a row stands for: a constraint the app made, or one UIKit derives (by its
/// description only, so rows hold no views).
@MainActor
enum LayoutRowOwner {
    case constraint(NSLayoutConstraint)
    /// `NSAutoresizingMaskLayoutConstraint`: a frame and mask turned into constraints.
    case autoresizing(String)
    /// `NSContentSizeLayoutConstraint`: intrinsic size with hugging or compression resistance.
    case contentSize(String)
    /// A system layout guide's edge (safe area, margins, readable content, layout support).
    case guide(String)
    /// A temporary size row of `systemLayoutSizeFitting`.
    case fitting(String)
}
