import Foundation

/// The content's motion once no finger holds it: per axis a deceleration (which turns into
/// a bounce at an edge), a spring (bounce back, paging) or an eased animation (an animated
/// offset change), each a pure function of clock time (``ScrollPhysics``).
///
/// ```
///   decelerate ──crosses an edge, bounces──► spring ──within ½ px──► rest
///        └──────within ½ px of its rest────────────────────────────► rest
///   spring ──within ½ px──► rest          eased ──duration over──► rest
/// ```
struct ScrollMotion {
    /// What ends the motion: deceleration after a drag, or an animation started in code.
    enum Kind { case deceleration, animation }

    enum Axis {
        case rest(Double)
        case decelerate(from: Double, velocity: Double, start: TimeInterval)
        case spring(target: Double, displacement: Double, velocity: Double, start: TimeInterval)
        case eased(from: Double, to: Double, start: TimeInterval, duration: TimeInterval)
    }

    let kind: Kind
    var x: Axis
    var y: Axis

    var isFinished: Bool {
        if case .rest = x, case .rest = y { return true }
        return false
    }

    /// Where the axes stand at `time`; axes that finished become `.rest`.
    mutating func step(to time: TimeInterval, rate: Double, limits: (min: CGPoint, max: CGPoint),
                       bounces: Bool, halfPixel: Double) -> CGPoint {
        let px = Self.advance(&x, to: time, rate: rate, min: Double(limits.min.x), max: Double(limits.max.x),
                              bounces: bounces, halfPixel: halfPixel)
        let py = Self.advance(&y, to: time, rate: rate, min: Double(limits.min.y), max: Double(limits.max.y),
                              bounces: bounces, halfPixel: halfPixel)
        return CGPoint(x: px, y: py)
    }

    private static func advance(_ axis: inout Axis, to time: TimeInterval, rate: Double, min: Double, max: Double,
                                bounces: Bool, halfPixel: Double) -> Double {
        switch axis {
        case .rest(let p):
            return p
        case .decelerate(let from, let velocity, let start):
            let elapsed = time - start
            let p = from + ScrollPhysics.decelerationDistance(velocity: velocity, rate: rate, elapsed: elapsed)
            if p < min || p > max {
                let edge = p < min ? min : max
                guard bounces, from >= min, from <= max else {
                    axis = .rest(edge)
                    return edge
                }
                // The moment the content reached the edge; from there a spring takes over.
                let crossing = crossingTime(distance: edge - from, velocity: velocity, rate: rate)
                let v = ScrollPhysics.decelerationVelocity(velocity: velocity, rate: rate, elapsed: crossing)
                axis = .spring(target: edge, displacement: 0, velocity: v, start: start + crossing)
                return advance(&axis, to: time, rate: rate, min: min, max: max, bounces: bounces, halfPixel: halfPixel)
            }
            let rest = from + ScrollPhysics.projection(velocity: velocity, rate: rate)
            if abs(rest - p) < halfPixel {
                axis = .rest(rest)
                return rest
            }
            return p
        case .spring(let target, let displacement, let velocity, let start):
            let now = ScrollPhysics.spring(displacement: displacement, velocity: velocity, elapsed: time - start)
            if abs(now.displacement) < halfPixel, abs(now.velocity) < 1000 * halfPixel {
                axis = .rest(target)
                return target
            }
            return target + now.displacement
        case .eased(let from, let to, let start, let duration):
            let f = duration > 0 ? Swift.min(1, Swift.max(0, (time - start) / duration)) : 1
            if f >= 1 {
                axis = .rest(to)
                return to
            }
            // Ease in-out (a cosine), UIKit's curve for animated offset changes.
            let eased = (1 - cos(Double.pi * f)) / 2
            return from + (to - from) * eased
        }
    }

    /// Seconds after release at which a deceleration has covered `distance`.
    private static func crossingTime(distance: Double, velocity: Double, rate: Double) -> TimeInterval {
        // distance = v/1000 · r(1 − rⁿ)/(1 − r)  ⇒  rⁿ = 1 − distance·1000(1 − r)/(v·r)
        let power = 1 - distance * 1000 * (1 - rate) / (velocity * rate)
        guard power > 0, velocity != 0 else { return 0 }
        return log(power) / log(rate) / 1000
    }
}
