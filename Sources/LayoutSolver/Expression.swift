/// One `coefficient × variable` summand of an ``Expression``.
public struct Term: Sendable, Hashable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient·variable + constant`.
///
/// Build expressions with the arithmetic operators, which read like the layout rule:
/// `x + w + 8`, `2 * w - 10`, `(a + b) / 2`. Terms are kept as written (a variable may appear
/// twice); the solver combines them when it builds its row.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    public init(constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// The value of the expression for the given variable values.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * value(term.variable) }
        return sum
    }

    public var description: String {
        var parts = terms.map { "\($0.coefficient) * \($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

// MARK: - Arithmetic
// Concrete overloads only (no generics): they keep the type checker fast on long layout
// expressions such as `c1.l + c1.w == p.l + p.w - 4`.

extension Expression {
    // The left operand is `consuming` so a chain like `a + b + c - 4` appends in place
    // instead of copying the term array at every step.
    public static func + (lhs: consuming Expression, rhs: Expression) -> Expression {
        lhs.terms.append(contentsOf: rhs.terms)
        lhs.constant += rhs.constant
        return lhs
    }
    public static func + (lhs: consuming Expression, rhs: Variable) -> Expression {
        lhs.terms.append(Term(rhs))
        return lhs
    }
    public static func + (lhs: Variable, rhs: Expression) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(rhs.terms.count + 1)
        terms.append(Term(lhs))
        terms.append(contentsOf: rhs.terms)
        return Expression(terms, constant: rhs.constant)
    }
    public static func + (lhs: consuming Expression, rhs: Double) -> Expression {
        lhs.constant += rhs
        return lhs
    }
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
    public static func - (lhs: consuming Expression, rhs: Expression) -> Expression {
        lhs.terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for t in rhs.terms { lhs.terms.append(Term(t.variable, -t.coefficient)) }
        lhs.constant -= rhs.constant
        return lhs
    }
    public static func - (lhs: consuming Expression, rhs: Variable) -> Expression {
        lhs.terms.append(Term(rhs, -1))
        return lhs
    }
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
    public static func - (lhs: consuming Expression, rhs: Double) -> Expression {
        lhs.constant -= rhs
        return lhs
    }
    public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
    public static prefix func - (operand: consuming Expression) -> Expression { operand * -1 }
    public static func * (lhs: consuming Expression, rhs: Double) -> Expression {
        for i in lhs.terms.indices { lhs.terms[i].coefficient *= rhs }
        lhs.constant *= rhs
        return lhs
    }
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
}

extension Variable {
    // Room for four terms: `a + b == c + d` then needs no regrowth.
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(4)
        terms.append(Term(lhs))
        terms.append(Term(rhs))
        return Expression(terms)
    }
    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(4)
        terms.append(Term(lhs))
        terms.append(Term(rhs, -1))
        return Expression(terms)
    }
    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression([Term(lhs)], constant: rhs)
    }
    public static func + (lhs: Double, rhs: Variable) -> Expression {
        Expression([Term(rhs)], constant: lhs)
    }
    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression([Term(lhs)], constant: -rhs)
    }
    public static func - (lhs: Double, rhs: Variable) -> Expression {
        Expression([Term(rhs, -1)], constant: lhs)
    }
    public static prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
}
