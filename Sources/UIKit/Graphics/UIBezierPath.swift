import Foundation

/// A path made of lines and curves in UIKit's coordinates (y down), backed by a ``CGPath``.
///
/// Code builds one for `CALayer.shadowPath`, shape masks and custom drawing. Building,
/// ``bounds`` and ``cgPath`` behave as on iOS; ``fill()`` and ``stroke()`` paint into the
/// current graphics context (inside `draw(_:)` or a graphics renderer), recorded as paths.
///
/// Arcs use UIKit's sense of `clockwise`: clockwise on screen, from `startAngle` towards
/// larger angles (0 is the positive x axis, π/2 points down).
public class UIBezierPath: CustomStringConvertible {
    private var path = CGMutablePath()

    /// The stroke width used by ``stroke()`` (default 1).
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var flatness: CGFloat = 0.6
    public var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}

    /// A closed rectangle, starting at its top-left corner and going clockwise.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rectangle with all four corners rounded by `cornerRadius`, at most half the
    /// shorter side. (iOS draws continuous "squircle" corners; these are circular — the
    /// bounds are the same.)
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = rect.standardized
        let radius = min(cornerRadius, r.width / 2, r.height / 2)
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: radius, height: radius))
    }

    /// A closed rectangle with the chosen corners rounded by elliptical radii, each at most
    /// half the side it lies on.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = CGSize(width: min(max(cornerRadii.width, 0), r.width / 2),
                            height: min(max(cornerRadii.height, 0), r.height / 2))
        let radii = [UIRectCorner.topLeft, .topRight, .bottomRight, .bottomLeft].map {
            corners.contains($0) ? radius : .zero
        }
        path.appendRoundedRect(r, radii: radii, transform: .identity)
    }

    /// An open arc of a circle (see the type's note on `clockwise`).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path holding a copy of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    /// The path as Core Graphics holds it: a copy, so later changes to either leave the
    /// other alone.
    public var cgPath: CGPath {
        get { path.copy() ?? CGPath(elements: [], subpathStart: nil) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The smallest rectangle holding every point, control points included (`CGRect.null`
    /// for an empty path), as `cgPath.boundingBox`.
    public var bounds: CGRect { path.boundingBox }
    public var isEmpty: Bool { path.isEmpty }
    public var currentPoint: CGPoint { path.currentPoint }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc; a line joins the current point (if any) to its start.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        // UIKit's clockwise is on a y-down screen: towards larger angles.
        let sweep = CGMutablePath.sweep(from: startAngle, to: endAngle, increasing: clockwise)
        path.appendArc(center: center, radius: radius, from: startAngle, sweep: sweep, transform: .identity,
                       joinWithLine: true)
    }

    /// Closes the current subpath with a line back to its start.
    public func close() { path.closeSubpath() }

    public func removeAllPoints() { path = CGMutablePath() }

    /// Appends every step of `bezierPath`.
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point.
    public func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.copy(using: &t)?.mutableCopy() ?? CGMutablePath()
    }

    /// Fills the path's inside with the current context's fill colour (`UIColor.setFill()`),
    /// by the even-odd rule when ``usesEvenOddFillRule``. Without a current context: a
    /// warning, nothing drawn. Differs from iOS: main-actor isolated.
    @preconcurrency @MainActor
    public func fill() {
        currentContextForDrawing("UIBezierPath.fill()")?.paint(path, fill: true, stroke: false, evenOdd: usesEvenOddFillRule)
    }

    /// Strokes the path with the current stroke colour, in this path's ``lineWidth``,
    /// ``lineCapStyle`` and ``lineJoinStyle`` (the context's own line style is left as it was).
    @preconcurrency @MainActor
    public func stroke() {
        guard let context = currentContextForDrawing("UIBezierPath.stroke()") else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.paint(path, fill: false, stroke: true)
        context.restoreGState()
    }

    /// Clips nothing here (recorded paths are not cut); says so once.
    /// Differs from iOS: main-actor isolated, as the diagnostics channel is.
    @preconcurrency @MainActor
    public func addClip() {
        ViewControllerKit.Runtime.current.diagnostics.unsupported(
            "UIBezierPath.addClip()", "recorded paths are not clipped")
    }
    public var description: String { "<UIBezierPath \(path.elements.count) elements, bounds \(bounds)>" }
}
