import Foundation

/// A basic animation paced by a damped spring pulling a ``mass`` with a spring of
/// ``stiffness`` and a ``damping`` force: the value overshoots and settles on
/// ``CABasicAnimation/toValue``. The spring runs in seconds of the clock, whatever the
/// duration; set `duration = settlingDuration` to let it settle, as on iOS.
///
/// ```swift
/// let pulse = CASpringAnimation(keyPath: "transform.scale")
/// pulse.fromValue = 0.9
/// pulse.toValue = 1
/// pulse.damping = 5
/// pulse.duration = pulse.settlingDuration
/// button.layer.add(pulse, forKey: "pulse")
/// ```
open class CASpringAnimation: CABasicAnimation {
    public var mass: CGFloat = 1
    public var stiffness: CGFloat = 100
    public var damping: CGFloat = 10
    /// In whole distances per second, towards ``CABasicAnimation/toValue`` when positive.
    public var initialVelocity: CGFloat = 0

    public override init() { super.init() }

    /// How long the spring takes to settle: after it, the value stays within 0.1 % of the
    /// distance from its end.
    public var settlingDuration: CFTimeInterval { solution.settlingDuration }

    var solution: SpringSolution {
        SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                       initialVelocity: Double(initialVelocity))
    }
}
