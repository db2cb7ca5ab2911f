import Foundation

/// A property animation through a list of ``values`` (or along a ``path``, for `"position"`),
/// each reached at its ``keyTimes`` fraction of the duration (evenly spread when nil),
/// each step paced by its entry in ``timingFunctions`` (linear when nil).
///
/// ```swift
/// let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
/// shake.values = [-10, 10, -8, 8, -5, 5, 0]
/// shake.duration = 0.4
/// field.layer.add(shake, forKey: "shake")
/// ```
///
/// Runs on the runtime's clock like ``CABasicAnimation``, with its timing, fill and delegate.
/// ``calculationMode`` `.linear`, `.discrete` and `.paced` are honoured; `.cubic` and
/// `.cubicPaced` step straight between keyframes, and ``rotationMode`` is stored, both said
/// once when the animation is added.
open class CAKeyframeAnimation: CAPropertyAnimation {
    public var values: [Any]?
    /// A path the value follows (a `"position"` animation); when set, ``values`` are ignored.
    /// Each element of the path is one step between keyframes.
    public var path: CGPath?
    public var keyTimes: [NSNumber]?
    public var timingFunctions: [CAMediaTimingFunction]?
    public var calculationMode: CAAnimationCalculationMode = .linear
    /// Stored: the layer does not turn along ``path`` here.
    public var rotationMode: CAAnimationRotationMode?
    /// Stored; not used (cubic modes step straight).
    public var tensionValues: [NSNumber]?
    /// Stored; not used (cubic modes step straight).
    public var continuityValues: [NSNumber]?
    /// Stored; not used (cubic modes step straight).
    public var biasValues: [NSNumber]?

    public override init() { super.init() }
}

/// How a keyframe animation moves between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a keyframe path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
