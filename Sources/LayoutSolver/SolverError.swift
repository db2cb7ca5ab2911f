/// Why the solver refused a request. The solver's state is unchanged after any of these.
public enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// A required constraint contradicts the required constraints already present.
    /// `conflicts` lists those existing constraints (the ones whose markers remained in the
    /// row the solver could not make feasible); removing one of them makes room.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit could make later constraints
    /// unsatisfiable merely by suggesting a value.
    case requiredEditVariable(Variable)
    /// A coefficient, constant or suggested value is NaN or infinite; it would poison every
    /// row it reaches, so it is refused up front.
    case nonFiniteValue(String)
    /// A bug in the solver (for example the simplex found no pivot where theory says there is
    /// one). Please report it with the constraints that led to it.
    case internalError(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .unsatisfiableConstraint(let c, let conflicts):
            return "unsatisfiable constraint: \(c); conflicts with: \(conflicts.map(\.description))"
        case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
        case .requiredEditVariable(let v): return "edit variable \(v) cannot be required"
        case .nonFiniteValue(let m): return "non-finite value: \(m)"
        case .internalError(let m): return "internal solver error: \(m)"
        }
    }
}
