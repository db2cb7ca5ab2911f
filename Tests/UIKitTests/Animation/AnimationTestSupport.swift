import Testing
import UIKitTesting

/// One display frame of the frame driver (120 Hz).
let frame: TimeInterval = 1.0 / 120

/// An independent cubic Bézier solve (bisection only), to check the engine's curve.
func bezierY(atX x: Double, _ p1: CGPoint, _ p2: CGPoint) -> Double {
    func b(_ t: Double, _ a: Double, _ c: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * c + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if b(mid, Double(p1.x), Double(p2.x)) < x { low = mid } else { high = mid }
    }
    return b((low + high) / 2, Double(p1.y), Double(p2.y))
}

func close(_ a: CGFloat?, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(Double(a) - b) <= tolerance
}

@MainActor
func opacity(_ view: UIView) -> CGFloat? { view.layer.presentation().map { CGFloat($0.opacity) } }
