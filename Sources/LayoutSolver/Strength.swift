/// How strongly the solver tries to satisfy a constraint.
///
/// Strengths are ordered **lexicographically**: a level is a priority, and one violation at a
/// higher level outweighs any number of violations, of any size, at lower levels. The solver
/// keeps one objective per level and compares objective coefficients level by level (it does
/// not fold levels into one `Double` with large factors, as kiwi does, because UIKit has up to
/// 999 optional priorities and no factor scheme keeps them apart in 64-bit floating point).
/// Within a level, `weight` scales a constraint's error against its peers.
///
/// The named levels sit on UIKit's scale so both vocabularies agree:
/// `weak` = 250 (`.defaultLow`), `medium` = 500, `strong` = 750 (`.defaultHigh`),
/// `required` = 1000.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The priority, in (0, 1000]; 1000 means required.
    public let level: Double
    /// Relative weight of an error among constraints of the same level (> 0).
    public let weight: Double

    /// Must hold exactly; the solver rejects a required constraint it cannot satisfy.
    public static let required = Strength(level: 1000)
    /// UIKit's `.defaultHigh` (750).
    public static let strong = Strength(level: 750)
    /// Halfway between `weak` and `strong` (500).
    public static let medium = Strength(level: 500)
    /// UIKit's `.defaultLow` (250).
    public static let weak = Strength(level: 250)

    /// A strength at `level` (clamped to (0, 1000]; 1000 and above is required) with a
    /// weight within that level (clamped to be positive).
    public init(level: Double, weight: Double = 1) {
        self.level = min(max(level, .leastNonzeroMagnitude), 1000)
        self.weight = level >= 1000 ? 1 : max(weight, 1e-9)
    }

    /// The strength of an `NSLayoutConstraint` with UIKit priority `uiPriority`.
    ///
    /// Each distinct priority becomes its own level, so priority 751 beats any number of
    /// 750s, and 1000 (or more) is required.
    public init(uiPriority: Float) {
        self.init(level: Double(uiPriority))
    }

    /// Whether the solver must satisfy the constraint exactly.
    public var isRequired: Bool { level >= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.level != rhs.level ? lhs.level < rhs.level : lhs.weight < rhs.weight
    }

    public var description: String {
        switch self {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default: return weight == 1 ? "Strength(\(level))" : "Strength(\(level), weight: \(weight))"
        }
    }
}
