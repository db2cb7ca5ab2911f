import Foundation

extension CGMutablePath {
    /// The signed angle an arc turns through: towards `end` in the given direction, a whole
    /// turn at most, as Core Graphics normalises it.
    static func sweep(from start: CGFloat, to end: CGFloat, increasing: Bool) -> CGFloat {
        let full = 2 * CGFloat.pi
        let delta = increasing ? end - start : start - end
        let turned = delta >= full ? full : delta.truncatingRemainder(dividingBy: full)
        let positive = turned < 0 ? turned + full : turned
        return increasing ? positive : -positive
    }

    /// Appends an arc as cubic Béziers of at most a quarter turn each, the way Core Graphics
    /// stores arcs: a control-point distance of 4/3·tan(θ/4)·radius along each tangent.
    func appendArc(center: CGPoint, radius: CGFloat, from start: CGFloat, sweep: CGFloat,
                   transform: CGAffineTransform, joinWithLine: Bool) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let first = point(start).applying(transform)
        if isEmpty || !joinWithLine { move(to: point(start), transform: transform) }
        else if hypot(currentPoint.x - first.x, currentPoint.y - first.y) > 1e-9 {
            // A join of no length (a rounded corner after its edge) adds no step.
            addLine(to: point(start), transform: transform)
        }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        guard sweep != 0 else { return }
        let step = sweep / CGFloat(segments)
        let k = 4 / 3 * tan(step / 4) * radius
        for i in 0..<segments {
            let a0 = start + step * CGFloat(i), a1 = a0 + step
            let p0 = point(a0), p3 = point(a1)
            let c1 = CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
            let c2 = CGPoint(x: p3.x + k * sin(a1), y: p3.y - k * cos(a1))
            addCurve(to: p3, control1: c1, control2: c2, transform: transform)
        }
    }

    /// A closed rounded rectangle with per-corner radii in the order top-left, top-right,
    /// bottom-right, bottom-left (screen sense), starting after the top-left corner.
    func appendRoundedRect(_ r: CGRect, radii: [CGSize], transform: CGAffineTransform) {
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY), transform: transform)
        corner(CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), tr, from: -.pi / 2, transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height), transform: transform)
        corner(CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), br, from: 0, transform)
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY), transform: transform)
        corner(CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), bl, from: .pi / 2, transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height), transform: transform)
        corner(CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), tl, from: .pi, transform)
        closeSubpath()
    }

    /// A quarter of an ellipse with radii `radius` around `center`, turning clockwise on
    /// screen from `angle`; nothing for a square corner.
    private func corner(_ center: CGPoint, _ radius: CGSize, from angle: CGFloat, _ transform: CGAffineTransform) {
        guard radius.width > 0, radius.height > 0 else { return }
        let ellipse = CGAffineTransform(a: radius.width, b: 0, c: 0, d: radius.height, tx: center.x, ty: center.y)
            .concatenating(transform)
        appendArc(center: .zero, radius: 1, from: angle, sweep: .pi / 2, transform: ellipse, joinWithLine: true)
    }
}
