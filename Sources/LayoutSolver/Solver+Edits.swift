/// Edit variables: variables whose value the caller suggests repeatedly (a window size during
/// a resize drag, a finger position). Each is an optional `variable == value` constraint
/// whose constant `suggestValue` changes in place.
extension Solver {
    /// Registers `variable` for ``suggestValue(_:_:)`` at an optional strength.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, or
    ///   ``SolverError/requiredEditVariable(_:)`` for a required strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        if edits[id] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[id] = constraint
    }

    /// Unregisters an edit variable (its suggested value stops applying).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex.
    /// Call ``updateVariables()`` before reading values.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let constraint = edits[ObjectIdentifier(variable)] else {
            throw .unknownEditVariable(variable)
        }
        try updateConstant(of: constraint, to: -value)
    }
}
