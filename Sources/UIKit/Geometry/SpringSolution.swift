import Foundation

/// The motion of a damped spring pulling a unit mass… from progress 0 to progress 1:
/// the closed-form solution of m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0, x′(0) = v₀
/// (v₀ in "whole distances per second", UIKit's unit for spring velocity).
///
/// The three regimes (under-, critically and over-damped) each have their own formula;
/// ``settlingDuration`` is the time after which the spring stays within 0.1 % of the
/// distance, which is when an animation driven by it ends.
struct SpringSolution: Sendable, Equatable {
    let mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
    private let omega0: Double, zeta: Double

    /// How close to rest counts as settled (a fraction of the distance).
    static let restThreshold = 0.001

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = max(mass, 1e-6); self.stiffness = max(stiffness, 1e-6)
        self.damping = max(damping, 0); self.initialVelocity = initialVelocity
        omega0 = (self.stiffness / self.mass).squareRoot()
        zeta = self.damping / (2 * (self.stiffness * self.mass).squareRoot())
    }

    /// A spring of `dampingRatio` tuned so that, started at rest, it settles in exactly
    /// `duration` seconds: how `UIView.animate(…usingSpringWithDamping:…)` and
    /// `UISpringTimingParameters(dampingRatio:)` honour the duration they are given.
    /// UIKit does not document its tuning; this one keeps the curve's shape (the ratio)
    /// and the caller's duration.
    init(dampingRatio: Double, duration: TimeInterval, initialVelocity: Double) {
        let ratio = min(max(dampingRatio, 0.01), 100)
        let unit = SpringSolution(mass: 1, stiffness: 1, damping: 2 * ratio, initialVelocity: 0)
        let omega = unit.settlingDuration / max(duration, 1e-6)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: initialVelocity)
    }

    /// Progress at `t` seconds (overshoots 1 when under-damped).
    func value(at t: Double) -> Double {
        1 + displacement(at: t)
    }

    /// x − 1: starts at −1 and decays to 0.
    private func displacement(at t: Double) -> Double {
        let v0 = initialVelocity
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let a = -1.0, b = (v0 + zeta * omega0 * a) / omegaD
            return exp(-zeta * omega0 * t) * (a * cos(omegaD * t) + b * sin(omegaD * t))
        }
        if abs(zeta - 1) < 1e-9 {
            // y = e^(−ω₀t)·(a + b·t) with a = −1 and y′(0) = b − ω₀a = v₀.
            return exp(-omega0 * t) * (-1 + (v0 - omega0) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega0 * (zeta - root), r2 = -omega0 * (zeta + root)
        let c2 = (v0 + r1) / (r2 - r1), c1 = -1 - c2
        return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// The last time |x − 1| is at ``restThreshold``: after it the spring stays closer
    /// (found on a 5 ms grid scanned back from 60 s, then refined by bisection).
    var settlingDuration: TimeInterval {
        let step = 0.005
        var t = 60.0
        while t > 0, abs(displacement(at: t)) < Self.restThreshold { t -= step }
        guard t > 0 else { return 0 }
        var low = t, high = t + step
        while high - low > 1e-12 {
            let mid = (low + high) / 2
            if abs(displacement(at: mid)) < Self.restThreshold { high = mid } else { low = mid }
        }
        return high
    }
}
