import Foundation

/// The numbers behind a scroll view's motion, one axis at a time. Pure functions of time,
/// so a frame at any clock time lands exactly on the curve whatever the frame rate.
///
/// - Deceleration (UIKit's published model, WWDC 2018 "Designing Fluid Interfaces"):
///   the velocity is multiplied by `decelerationRate` every millisecond, so after `n` ms
///   the content has travelled `v₀/1000 · r · (1 − rⁿ)/(1 − r)` points and comes to rest
///   `v₀/1000 · r/(1 − r)` points from where it was released (``projection(velocity:rate:)``).
///   `n` may be fractional (the sum's continuous extension).
/// - Rubber band (UIKit's since iOS 6): dragging `x` points past an edge of a view `d`
///   points long shows `(1 − 1/(x·c/d + 1))·d` points of it, `c` = 0.55.
/// - Bounce back (chosen; UIKit documents no curve): a critically damped spring towards the
///   edge with natural frequency ``springFrequency``, starting with the content's velocity.
enum ScrollPhysics {
    /// UIKit's rubber-band constant.
    static let rubberBandConstant: CGFloat = 0.55
    /// The bounce-back spring's natural frequency, radians per second (chosen: it settles
    /// within half a pixel in about 0.6 s after a 100 pt pull, close to what a device shows).
    static let springFrequency: Double = 12

    /// How far the content travels after release until it rests (WWDC 2018's projection).
    static func projection(velocity: Double, rate: Double) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }

    /// Distance travelled `elapsed` seconds after release with `velocity` points per second.
    static func decelerationDistance(velocity: Double, rate: Double, elapsed: TimeInterval) -> Double {
        let ms = elapsed * 1000
        return velocity / 1000 * rate * (1 - pow(rate, ms)) / (1 - rate)
    }

    /// The velocity (points per second) `elapsed` seconds after release.
    static func decelerationVelocity(velocity: Double, rate: Double, elapsed: TimeInterval) -> Double {
        velocity * pow(rate, elapsed * 1000)
    }

    /// The release velocity that comes to rest exactly `distance` points away (used when
    /// a delegate moves `targetContentOffset`).
    static func velocity(toTravel distance: Double, rate: Double) -> Double {
        distance * 1000 * (1 - rate) / rate
    }

    /// How much of an overshoot of `overshoot` points is shown, on a view `dimension` long.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let shown = (1 - 1 / (x * rubberBandConstant / dimension + 1)) * dimension
        return overshoot < 0 ? -shown : shown
    }

    /// The drag overshoot that shows `shown` points (the rubber band's inverse), so a drag
    /// that starts already pulled past the edge continues smoothly.
    static func rubberBandInverse(_ shown: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let b = min(abs(shown), dimension * 0.999)
        let x = (dimension / (1 - b / dimension) - dimension) / rubberBandConstant
        return shown < 0 ? -x : x
    }

    /// A critically damped spring: the offset from its target and velocity `elapsed`
    /// seconds after it started `displacement` away with `velocity`.
    static func spring(displacement: Double, velocity: Double, elapsed: TimeInterval)
        -> (displacement: Double, velocity: Double) {
        let w = springFrequency
        let b = velocity + w * displacement
        let decay = exp(-w * elapsed)
        let x = (displacement + b * elapsed) * decay
        let v = (b - w * (displacement + b * elapsed)) * decay
        return (x, v)
    }
}
