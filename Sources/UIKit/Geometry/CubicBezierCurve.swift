import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points, solved
/// for y at a given x (the fraction of time elapsed), as Core Animation's
/// `CAMediaTimingFunction` is.
struct CubicBezierCurve: Sendable, Equatable {
    private let ax, bx, cx, ay, by, cy: Double

    init(_ p1: CGPoint, _ p2: CGPoint) {
        // Polynomial coefficients of B(t) = 3(1-t)²t·p1 + 3(1-t)t²·p2 + t³.
        cx = 3 * Double(p1.x); bx = 3 * (Double(p2.x) - Double(p1.x)) - cx; ax = 1 - cx - bx
        cy = 3 * Double(p1.y); by = 3 * (Double(p2.y) - Double(p1.y)) - cy; ay = 1 - cy - by
    }

    /// y for `x` in 0…1 (clamped), accurate to 1e-12 in t.
    func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return sampleY(solveT(forX: x))
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    private func solveT(forX x: Double) -> Double {
        // Newton's method converges in a few steps on the usual curves…
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < 1e-12 { return t }
            let slope = slopeX(t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        // …and bisection (x(t) is monotonic for control points in 0…1) settles the rest.
        var low = 0.0, high = 1.0
        t = x
        while high - low > 1e-12 {
            if sampleX(t) < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
