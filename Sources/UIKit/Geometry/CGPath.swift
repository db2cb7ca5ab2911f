import Foundation

/// A path as Core Graphics holds one: subpaths of lines and Bézier curves. Foundation on
/// Linux has `CGRect` and `CGPoint` but no `CGPath`; on iOS `import UIKit` re-exports Core
/// Graphics, so code that builds shadow paths and shape paths names these types.
///
/// Immutable once made; ``CGMutablePath`` adds to it. Arcs, ellipses and rounded corners are
/// stored as cubic Béziers (at most a quarter turn each), as Core Graphics stores them, so
/// ``boundingBox`` includes their control points exactly as it does there.
public class CGPath: Equatable, Hashable, CustomStringConvertible {
    /// One drawing step of a path.
    public enum Element: Equatable, Hashable, Sendable {
        case moveToPoint(CGPoint)
        case addLineToPoint(CGPoint)
        case addQuadCurveToPoint(control: CGPoint, end: CGPoint)
        case addCurveToPoint(control1: CGPoint, control2: CGPoint, end: CGPoint)
        case closeSubpath

        /// The points this step names, control points included.
        var points: [CGPoint] {
            switch self {
            case .moveToPoint(let p), .addLineToPoint(let p): [p]
            case .addQuadCurveToPoint(let c, let e): [c, e]
            case .addCurveToPoint(let c1, let c2, let e): [c1, c2, e]
            case .closeSubpath: []
            }
        }

        func applying(_ t: CGAffineTransform) -> Element {
            switch self {
            case .moveToPoint(let p): .moveToPoint(p.applying(t))
            case .addLineToPoint(let p): .addLineToPoint(p.applying(t))
            case .addQuadCurveToPoint(let c, let e): .addQuadCurveToPoint(control: c.applying(t), end: e.applying(t))
            case .addCurveToPoint(let c1, let c2, let e):
                .addCurveToPoint(control1: c1.applying(t), control2: c2.applying(t), end: e.applying(t))
            case .closeSubpath: .closeSubpath
            }
        }
    }

    /// The path's steps in order (Core Graphics' `applyWithBlock` sequence). Project-own:
    /// renderers and tests read it.
    public internal(set) var elements: [Element]
    /// Where the current subpath began, for `closeSubpath`'s current point.
    var subpathStart: CGPoint?

    init(elements: [Element], subpathStart: CGPoint?) {
        self.elements = elements
        self.subpathStart = subpathStart
    }

    /// A rectangle, as one closed subpath starting at its minimum corner.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements, subpathStart: path.subpathStart)
    }

    /// An ellipse inscribed in `rect`, as four cubic Béziers.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements, subpathStart: path.subpathStart)
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements, subpathStart: path.subpathStart)
    }

    /// True when the path has no steps at all.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The end of the last step (the subpath's start after a close); `.zero` when empty.
    public var currentPoint: CGPoint {
        guard let last = elements.last else { return .zero }
        if case .closeSubpath = last { return subpathStart ?? .zero }
        return last.points.last ?? .zero
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements, subpathStart: subpathStart) }

    /// A copy with every point transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let t = transform?.pointee ?? .identity
        return CGPath(elements: elements.map { $0.applying(t) }, subpathStart: subpathStart?.applying(t))
    }

    /// A copy that can be added to.
    public func mutableCopy() -> CGMutablePath? {
        let path = CGMutablePath()
        path.elements = elements; path.subpathStart = subpathStart
        return path
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
    public var description: String { "<CGPath \(elements.count) elements, boundingBox \(boundingBox)>" }
}

/// A path being built. The `transform` argument of each method maps the given points first.
public final class CGMutablePath: CGPath {
    public init() { super.init(elements: [], subpathStart: nil) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        elements.append(.moveToPoint(p)); subpathStart = p
    }

    /// A straight line from the current point. Core Graphics requires a current point; with
    /// none this starts the subpath at `point` instead of failing.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard !isEmpty else { return move(to: point, transform: transform) }
        elements.append(.addLineToPoint(point.applying(transform)))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if isEmpty { move(to: control, transform: transform) }
        elements.append(.addQuadCurveToPoint(control: control.applying(transform), end: end.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        if isEmpty { move(to: control1, transform: transform) }
        elements.append(.addCurveToPoint(control1: control1.applying(transform),
                                         control2: control2.applying(transform), end: end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !isEmpty else { return }
        if case .closeSubpath = elements.last { return }
        elements.append(.closeSubpath)
    }

    /// A closed rectangle: minimum corner, then along the x edge, clockwise on screen.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`, starting at its maximum-x middle.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let ellipse = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        appendArc(center: .zero, radius: 1, from: 0, sweep: 2 * .pi, transform: ellipse, joinWithLine: false)
        closeSubpath()
    }

    /// A closed rectangle with elliptical corners (each no more than half the side).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(cornerWidth, 0), r.width / 2), ry = min(max(cornerHeight, 0), r.height / 2)
        appendRoundedRect(r, radii: [CGSize(width: rx, height: ry), CGSize(width: rx, height: ry),
                                     CGSize(width: rx, height: ry), CGSize(width: rx, height: ry)],
                          transform: transform)
    }

    /// An arc of a circle, in Core Graphics' y-up sense of `clockwise` (on a flipped,
    /// UIKit-style context `clockwise: true` turns the other way on screen). A line joins the
    /// current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let sweep = CGMutablePath.sweep(from: startAngle, to: endAngle, increasing: !clockwise)
        appendArc(center: center, radius: radius, from: startAngle, sweep: sweep, transform: transform, joinWithLine: true)
    }

    /// Appends every step of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
        if let start = path.subpathStart { subpathStart = start.applying(transform) }
    }
}
