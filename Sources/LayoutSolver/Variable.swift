/// A real-valued unknown of a constraint system, such as a view's `left` or `width`.
///
/// Variables are cheap to create and compare by identity, so two variables with the same
/// debug name are still different unknowns. A variable holds no value itself: read it with
/// ``Solver/value(of:)`` after ``Solver/updateVariables()``, because one variable may take
/// part in several solvers.
///
/// ```swift
/// let left = Variable("button.left")
/// let width = Variable("button.width")
/// let right = left + width          // an Expression
/// ```
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A name for diagnostics and error messages only; it plays no part in identity.
    public let name: String

    /// Creates a fresh unknown. `name` only shows up in descriptions.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        name.isEmpty ? "Variable(\(UInt(bitPattern: ObjectIdentifier(self).hashValue)))" : name
    }
}
