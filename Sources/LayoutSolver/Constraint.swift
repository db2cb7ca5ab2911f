/// The comparison of a constraint `expression OP 0`.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    case equal
    case lessOrEqual
    case greaterOrEqual

    public var description: String {
        switch self {
        case .equal: return "=="
        case .lessOrEqual: return "<="
        case .greaterOrEqual: return ">="
        }
    }
}

/// A linear constraint `expression OP 0` with a strength.
///
/// Constraints have reference identity: the solver tracks the object you added, so
/// `removeConstraint`, `hasConstraint` and `updateConstant(of:to:)` take the same object.
/// The object is immutable; `updateConstant(of:to:)` changes the solver's copy of the
/// constant only (see ``Solver/constant(of:)``).
///
/// ```swift
/// solver.addConstraint(x2 == x1 + w1 + 8)                        // required
/// solver.addConstraint((w1 == 50).withStrength(.medium))        // optional
/// solver.addConstraint(Constraint(w1 - 10, .greaterOrEqual))     // w1 >= 10
/// ```
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs - rhs`, as written, for a constraint built from `lhs OP rhs`.
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength

    /// The constraint `expression OP 0`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The constraint `lhs OP rhs`, stored as `lhs - rhs OP 0`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                            strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// A new constraint with the same expression and relation at another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String { "\(expression) \(relation) 0 | \(strength)" }
}

// MARK: - Relational operators building required constraints

extension Expression {
    public static func == (lhs: consuming Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
    public static func <= (lhs: consuming Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
    public static func >= (lhs: consuming Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }

    public static func == (lhs: consuming Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
    public static func <= (lhs: consuming Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
    public static func >= (lhs: consuming Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }

    public static func == (lhs: consuming Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
    public static func <= (lhs: consuming Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
    public static func >= (lhs: consuming Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }
}

extension Variable {
    public static func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }

    /// `x == y` as a constraint. Needs a `Constraint` context (e.g. an `addConstraint`
    /// argument), since `==` on two variables is also identity comparison.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }

    public static func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == rhs }
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= rhs }
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= rhs }
}
