import Foundation

/// Which timing information a ``UITimingCurveProvider`` supplies.
public enum UITimingCurveType: Int, Sendable {
    /// One of the four standard curves (``UICubicTimingParameters/init(animationCurve:)``).
    case builtin
    /// A custom cubic Bézier curve.
    case cubic
    /// A damped spring.
    case spring
    /// Both: on iOS the spring drives position and the cubic curve everything else; here
    /// the spring drives every property.
    case composed
}

/// The timing of a property animator: the curve that maps elapsed time to progress.
///
/// Adopted by ``UICubicTimingParameters`` and ``UISpringTimingParameters``; an app type
/// may adopt it too. Differs from iOS: no `NSCoding`/`NSCopying` requirement.
public protocol UITimingCurveProvider {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UIView {
    /// The standard timing curves. `.easeInOut` is UIKit's default for `UIView.animate`
    /// (its option value is zero) and for ``UIViewPropertyAnimator``.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }
}

/// A cubic Bézier timing curve: one of the standard curves or two custom control points.
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The curve named at creation, `.easeInOut` for a custom curve (as on iOS).
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    let isBuiltin: Bool

    /// The default curve, ease-in-ease-out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// A standard curve with Core Animation's control points: ease-in-out (0.42, 0) (0.58, 1),
    /// ease-in (0.42, 0) (1, 1), ease-out (0, 0) (0.58, 1), linear (0, 0) (1, 1).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = curve.controlPoints
        isBuiltin = true
    }

    /// A custom curve through `point1` and `point2` (x coordinates in 0…1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: min(max(point1.x, 0), 1), y: point1.y)
        controlPoint2 = CGPoint(x: min(max(point2.x, 0), 1), y: point2.y)
        isBuiltin = false
    }

    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }
}

extension UIView.AnimationCurve {
    /// Core Animation's control points for the curve (`kCAMediaTimingFunction…`).
    var controlPoints: (CGPoint, CGPoint) {
        switch self {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }
}

/// A damped spring, described either by a damping ratio (the animation keeps the
/// duration it was given) or physically by mass, stiffness and damping (the animation
/// lasts until the spring settles, whatever duration was given — as on iOS).
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The spring's initial velocity, in whole animation distances per second
    /// (0.5 = half the distance in one second). Only `dx` is used for every property.
    public let initialVelocity: CGVector
    enum Description: Equatable { case ratio(CGFloat), physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat) }
    let description: Description

    /// UIKit's default spring: damping ratio 4.56 (heavily over-damped), no initial
    /// velocity, taking the animation's duration.
    public convenience init() { self.init(dampingRatio: 4.56, initialVelocity: .zero) }

    /// A spring described by its pace (iOS 17): `duration` is about its settling time,
    /// `bounce` 0 is critically damped, up to 1 undamped, down to −1 over-damped. As
    /// SwiftUI's `Spring(duration:bounce:)` documents it: mass 1, stiffness (2π/duration)²,
    /// damping 4π(1 − bounce)/duration (4π/(duration·(1 + bounce)) when bounce < 0). The
    /// animation lasts until the spring settles.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        let d = max(duration, 1e-3), b = min(max(bounce, -1 + 1e-3), 1)
        let stiffness = pow(2 * .pi / d, 2)
        let damping = b >= 0 ? 4 * .pi * (1 - b) / d : 4 * .pi / (d * (1 + b))
        self.init(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }

    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring of damping ratio `ratio` (1 = no overshoot, smaller oscillates).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        description = .ratio(ratio)
        initialVelocity = velocity
    }

    /// A physical spring; the animation's duration becomes its settling time.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        description = .physical(mass: mass, stiffness: stiffness, damping: damping)
        initialVelocity = velocity
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring an animation of `duration` seconds follows.
    func solution(duration: TimeInterval) -> SpringSolution {
        switch description {
        case .ratio(let ratio):
            SpringSolution(dampingRatio: Double(ratio), duration: duration, initialVelocity: Double(initialVelocity.dx))
        case let .physical(mass, stiffness, damping):
            SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                           initialVelocity: Double(initialVelocity.dx))
        }
    }

    /// Whether the spring decides the animation's duration (physical description).
    var overridesDuration: Bool { if case .physical = description { true } else { false } }
}
