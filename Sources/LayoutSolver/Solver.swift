/// An incremental Cassowary constraint solver (Badros, Borning & Stuckey, TOCHI 2001).
///
/// Add and remove constraints at any time; each change re-optimises incrementally. Optional
/// constraints are satisfied as well as their strengths allow, in lexicographic priority
/// order (see ``Strength``). Edit variables take suggested values cheaply, which is what a
/// resize drag or an animation does every frame.
///
/// ```swift
/// let solver = Solver()
/// let (x, w, container) = (Variable("x"), Variable("w"), Variable("W"))
/// try solver.addEditVariable(container, strength: .strong)
/// try solver.suggestValue(container, 320)
/// try solver.addConstraint(x == 8)
/// try solver.addConstraint(x + w == container - 8)
/// solver.updateVariables()
/// solver.value(of: w)   // 304
/// ```
///
/// The solver is a single-threaded object: create and use it on one thread or actor.
/// Reading values is O(1) after ``updateVariables()``.
public final class Solver {
    // Dynamic exclusivity checks are off for this storage: the solver is single-threaded,
    // never calls out while mutating, and the checks cost ~10% of building a small layout.
    @exclusivity(unchecked) var tableau = Tableau()
    @exclusivity(unchecked) var symbolOfVariable: [ObjectIdentifier: Int32] = [:]
    /// Keeps every variable the solver has seen alive, so its `ObjectIdentifier` key cannot
    /// be reused by a new variable while the old symbol is still in the tableau.
    @exclusivity(unchecked) var variables: [Variable] = []
    /// The way back from a symbol to its variable, for change reports.
    @exclusivity(unchecked) var variableOfSymbol: [Int32: Variable] = [:]
    @exclusivity(unchecked) var records: [ObjectIdentifier: Record] = [:]
    @exclusivity(unchecked) var edits: [ObjectIdentifier: Constraint] = [:]

    /// What the solver remembers about an added constraint.
    struct Record {
        let constraint: Constraint
        let marker: Int32
        let other: Int32
        /// The marker's coefficient in the original row; a constant change δ is a shift of
        /// the marker by δ / markerCoefficient.
        let markerCoefficient: Double
        /// The expression constant currently in effect (see `updateConstant(of:to:)`).
        var constant: Double
        /// Objective level of the error symbols (-1 when required).
        let level: Int
        let weight: Double
    }

    public init() {
        symbolOfVariable.reserveCapacity(64)
        variables.reserveCapacity(64)
        records.reserveCapacity(64)
    }

    func symbol(for variable: Variable) -> Int32 {
        let id = ObjectIdentifier(variable)
        if let s = symbolOfVariable[id] { return s }
        let s = tableau.newSymbol(.external)
        symbolOfVariable[id] = s
        variables.append(variable)
        variableOfSymbol[s] = variable
        return s
    }

    private func newMarker(_ kind: SymbolKind, for constraint: Constraint) -> Int32 {
        tableau.newSymbol(kind, owner: constraint)
    }

    // MARK: Constraints

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already present;
    ///   ``SolverError/nonFiniteValue(_:)`` for a NaN or infinite coefficient or constant;
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is required and
    ///   contradicts the required constraints present (the solver is then unchanged).
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try add(constraint, constant: constraint.expression.constant)
    }

    private func add(_ constraint: Constraint, constant: Double) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        if records[id] != nil { throw .duplicateConstraint(constraint) }
        guard constant.isFinite, constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite }),
              constraint.strength.weight.isFinite else {
            throw .nonFiniteValue("\(constraint)")
        }
        for term in constraint.expression.terms {
            tableau.accumulate(symbol(for: term.variable), term.coefficient)
        }
        let strength = constraint.strength
        let required = strength.isRequired
        let level = required ? -1 : tableau.levelIndex(priority: strength.level)
        let marker: Int32
        var other: Int32 = -1
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let mu: Double = constraint.relation == .lessOrEqual ? 1 : -1
            marker = newMarker(.slack, for: constraint)
            markerCoefficient = mu
            tableau.accumulate(marker, mu)
            if !required {
                other = newMarker(.error, for: constraint)
                tableau.accumulate(other, -mu)
                tableau.addToObjective(other, level: level, weight: strength.weight)
            }
        case .equal:
            if required {
                marker = newMarker(.dummy, for: constraint)
                markerCoefficient = 1
                tableau.accumulate(marker, 1)
            } else {
                marker = newMarker(.error, for: constraint)
                other = newMarker(.error, for: constraint)
                markerCoefficient = -1
                tableau.accumulate(marker, -1)
                tableau.accumulate(other, 1)
                tableau.addToObjective(marker, level: level, weight: strength.weight)
                tableau.addToObjective(other, level: level, weight: strength.weight)
            }
        }
        switch tableau.addAccumulatedRow(constant: constant, marker: marker, other: other) {
        case .added:
            records[id] = Record(constraint: constraint, marker: marker, other: other,
                                 markerCoefficient: markerCoefficient, constant: constant,
                                 level: level, weight: strength.weight)
        case .unsatisfiable(let markers):
            tableau.owner[Int(marker)] = nil
            throw .unsatisfiableConstraint(constraint, conflicts: conflicts(among: markers, excluding: constraint))
        case .internalError(let message):
            throw .internalError(message)
        }
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not present.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        if record.level >= 0 {
            for s in [record.marker, record.other] where s >= 0 && tableau.kind[Int(s)] == .error {
                tableau.addToObjective(s, level: record.level, weight: -record.weight)
            }
        }
        tableau.owner[Int(record.marker)] = nil
        if record.other >= 0 { tableau.owner[Int(record.other)] = nil }
        if !tableau.removeRow(marker: record.marker) {
            throw .internalError("objective unbounded after remove")
        }
    }

    /// Whether this constraint object is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// The number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { records.count }

    /// The expression constant in effect for `constraint` (its own, or the last one given to
    /// ``updateConstant(of:to:)``), or nil if the constraint is not in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        records[ObjectIdentifier(constraint)]?.constant
    }

    /// Changes the constant of an added constraint's expression (`lhs - rhs`) to
    /// `newConstant` without removing it: only rows where its marker appears change, then
    /// the dual simplex restores feasibility. This is what `constraint.constant = …` on an
    /// active `NSLayoutConstraint` maps to (note the sign: `a == b + k` has expression
    /// constant `-k`).
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not present;
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if the constraint is required
    ///   and the new constant contradicts other required constraints (the old constant is
    ///   then restored).
    public func updateConstant(of constraint: Constraint, to newConstant: Double) throws(SolverError) {
        guard let index = records.index(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        guard newConstant.isFinite else { throw .nonFiniteValue("constant \(newConstant) for \(constraint)") }
        let record = records.values[index]
        let delta = newConstant - record.constant
        if delta == 0 { return }
        tableau.shiftMarker(record.marker, by: delta / record.markerCoefficient)
        if tableau.dualOptimize() {
            records.values[index].constant = newConstant  // in place: one hash lookup per edit
            return
        }
        // Only a required constraint can make the dual simplex fail: undo the shift. The basis
        // is still dual feasible, so the dual simplex restores the old solution.
        let markers = tableau.lastInfeasibleRowSymbols
        tableau.shiftMarker(record.marker, by: -delta / record.markerCoefficient)
        tableau.infeasible.append(contentsOf: tableau.rows.indices.map { Int32($0) })
        if !tableau.dualOptimize() { throw .internalError("dual optimize failed while undoing a constant change") }
        throw .unsatisfiableConstraint(constraint, conflicts: conflicts(among: markers, excluding: constraint))
    }

    /// The required constraints owning `markers`, without duplicates.
    func conflicts(among markers: [Int32], excluding constraint: Constraint) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        var conflicts: [Constraint] = []
        for s in markers {
            guard let c = tableau.owner[Int(s)], c !== constraint, c.strength.isRequired,
                  seen.insert(ObjectIdentifier(c)).inserted else { continue }
            conflicts.append(c)
        }
        return conflicts
    }

    /// Replaces `constraint` by an equal one at `strength` (remove, then add) and returns the
    /// new object, which keeps the constant currently in effect. If the new strength is
    /// required and unsatisfiable, the old constraint is restored and the error rethrown.
    @discardableResult
    public func updateStrength(of constraint: Constraint, to strength: Strength) throws(SolverError) -> Constraint {
        guard let record = records[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        var expression = constraint.expression
        expression.constant = record.constant
        let replacement = Constraint(expression, constraint.relation, strength: strength)
        try removeConstraint(constraint)
        do {
            try addConstraint(replacement)
        } catch {
            try add(constraint, constant: record.constant)
            throw error
        }
        return replacement
    }

    // MARK: Values

    /// Makes every variable's current value readable with ``value(of:)`` in O(1).
    public func updateVariables() {
        tableau.updateValues()
    }

    /// Brings every value up to date, as ``updateVariables()``, and calls `changed` for each
    /// variable whose value is different from the previous update's (a variable whose
    /// symbol left the basis reports when its value moves to 0). A caller that mirrors
    /// values elsewhere (UIKit's frames) touches only what moved.
    public func updateVariables(reportingChanges changed: (Variable) -> Void) {
        var symbols: [Int32] = []
        tableau.updateValuesIncrementally(into: &symbols)
        for s in symbols { if let variable = variableOfSymbol[s] { changed(variable) } }
    }

    /// The value of `variable` as of the last ``updateVariables()`` (0 for a variable the
    /// solver has never seen).
    public func value(of variable: Variable) -> Double {
        guard let s = symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
        return tableau.values[Int(s)]
    }

    /// The value of `expression` for the current variable values.
    public func value(of expression: Expression) -> Double {
        expression.evaluate { value(of: $0) }
    }
}
