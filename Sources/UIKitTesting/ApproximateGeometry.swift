import Foundation
import UIKit

// Approximate comparison of geometry, for the values that cannot be exact.
//
// Frames Auto Layout assigns are exact (UIKit puts their edges on the pixel grid, and so
// does this library): compare them with `==`. What is left for these helpers is arithmetic
// whose result no `Double` holds — a rotated view's frame (cos(π/2) is 6.1e-17, not 0),
// `minX + width` of a frame at 100/3 on a 3× screen, a font size scaled to fit — where the
// test means "the same number, up to floating-point noise".

infix operator ≈: ComparisonPrecedence

/// Equal up to floating-point noise: within ``GeometryTolerance/noise`` (10⁻⁹ pt), far below
/// a pixel, so `≈` never hides an off-by-one-pixel bug. Works inside `#expect` (which
/// shows both sides when it fails) and `XCTAssertTrue`.
///
/// ```swift
/// view.transform = CGAffineTransform(rotationAngle: .pi / 2)
/// #expect(view.frame ≈ CGRect(x: 25, y: -25, width: 50, height: 100))
/// ```
public func ≈ (lhs: CGFloat, rhs: CGFloat) -> Bool { abs(lhs - rhs) <= GeometryTolerance.noise }
/// Both coordinates equal up to floating-point noise.
public func ≈ (lhs: CGPoint, rhs: CGPoint) -> Bool { lhs.isApproximatelyEqual(to: rhs) }
/// Both dimensions equal up to floating-point noise.
public func ≈ (lhs: CGSize, rhs: CGSize) -> Bool { lhs.isApproximatelyEqual(to: rhs) }
/// Origin and size equal up to floating-point noise.
public func ≈ (lhs: CGRect, rhs: CGRect) -> Bool { lhs.isApproximatelyEqual(to: rhs) }
/// All four insets equal up to floating-point noise.
public func ≈ (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> Bool { lhs.isApproximatelyEqual(to: rhs) }

/// The tolerances the approximate comparisons use.
public enum GeometryTolerance {
    /// 10⁻⁹ pt: the default, for floating-point noise. Geometry in points stays below
    /// 10⁵, where one unit in the last place is about 10⁻¹¹; a pixel is at least ⅓ pt.
    public static let noise: CGFloat = 1e-9
}

extension CGPoint {
    /// Whether each coordinate is within `tolerance` points of `other`'s.
    public func isApproximatelyEqual(to other: CGPoint, tolerance: CGFloat = GeometryTolerance.noise) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}

extension CGSize {
    /// Whether width and height are each within `tolerance` points of `other`'s.
    public func isApproximatelyEqual(to other: CGSize, tolerance: CGFloat = GeometryTolerance.noise) -> Bool {
        abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}

extension CGRect {
    /// Whether origin and size are each within `tolerance` points of `other`'s, e.g. a
    /// frame within half a pixel on a 2× screen: `isApproximatelyEqual(to: expected, tolerance: 0.25)`.
    public func isApproximatelyEqual(to other: CGRect, tolerance: CGFloat = GeometryTolerance.noise) -> Bool {
        origin.isApproximatelyEqual(to: other.origin, tolerance: tolerance)
            && size.isApproximatelyEqual(to: other.size, tolerance: tolerance)
    }

    /// Whether every edge lies on the pixel grid of a screen with `scale` (up to
    /// floating-point noise): what UIKit guarantees for frames Auto Layout assigns,
    /// measured in the window's coordinates (`view.convert(view.bounds, to: nil)`).
    public func isOnPixelGrid(scale: CGFloat) -> Bool {
        [minX, minY, maxX, maxY].allSatisfy { edge in
            let pixels = edge * scale
            return abs(pixels - pixels.rounded()) <= GeometryTolerance.noise * scale
        }
    }
}

extension UIEdgeInsets {
    /// Whether each inset is within `tolerance` points of `other`'s.
    public func isApproximatelyEqual(to other: UIEdgeInsets, tolerance: CGFloat = GeometryTolerance.noise) -> Bool {
        abs(top - other.top) <= tolerance && abs(left - other.left) <= tolerance
            && abs(bottom - other.bottom) <= tolerance && abs(right - other.right) <= tolerance
    }
}
