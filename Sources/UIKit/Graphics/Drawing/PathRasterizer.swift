import Foundation

extension ViewControllerKit {
    /// Turns a ``RecordedDrawing`` into pixels and PNG bytes, for `pngData()` of images a
    /// graphics renderer made.
    ///
    /// Curves are flattened to lines; fills use the non-zero or even-odd rule with exact
    /// horizontal coverage on four sub-rows a pixel (antialiased edges); strokes are the
    /// union of one quadrilateral a segment, with round discs at the joins (miter and bevel
    /// joins are drawn round) and the caps of the stroke's style. Colours composite
    /// source-over in sRGB. The PNG is 8-bit RGBA, deflate-stored (uncompressed blocks).
    public enum PathRasterizer {
        /// The PNG of `drawing` at `scale` pixels a point; transparent where nothing was
        /// painted unless `opaque` (then white, as an opaque bitmap context starts black on
        /// iOS but every app fills it first).
        public static func png(of drawing: RecordedDrawing, scale: CGFloat, opaque: Bool = false) -> Data {
            let width = max(0, Int((drawing.size.width * scale).rounded(.up)))
            let height = max(0, Int((drawing.size.height * scale).rounded(.up)))
            var canvas = Canvas(width: width, height: height, background: opaque ? (1, 1, 1, 1) : (0, 0, 0, 0))
            let t = CGAffineTransform(scaleX: scale, y: scale)
            for operation in drawing.operations {
                let scaled = operation.applying(t)
                let polygons = flatten(scaled.elements)
                if let fill = scaled.fill { canvas.fill(polygons.map(\.points), color: fill, evenOdd: scaled.usesEvenOddFillRule) }
                if let stroke = scaled.stroke {
                    canvas.fill(strokeOutline(polygons, width: scaled.lineWidth, cap: scaled.lineCap), color: stroke, evenOdd: false)
                }
            }
            return PNGEncoder.encode(width: width, height: height, rgba: canvas.bytes())
        }

        struct Polyline { var points: [CGPoint]; var closed: Bool }

        /// The path as polylines, curves cut into 16 straight pieces.
        static func flatten(_ elements: [CGPath.Element]) -> [Polyline] {
            var result: [Polyline] = []
            var current = Polyline(points: [], closed: false)
            func finish() { if current.points.count > 1 { result.append(current) }; current = Polyline(points: [], closed: false) }
            for element in elements {
                switch element {
                case .moveToPoint(let p): finish(); current.points = [p]
                case .addLineToPoint(let p): current.points.append(p)
                case .addQuadCurveToPoint(let c, let e):
                    let s = current.points.last ?? c
                    for i in 1...16 {
                        let u = CGFloat(i) / 16, v = 1 - u
                        current.points.append(CGPoint(x: v * v * s.x + 2 * v * u * c.x + u * u * e.x, y: v * v * s.y + 2 * v * u * c.y + u * u * e.y))
                    }
                case .addCurveToPoint(let c1, let c2, let e):
                    let s = current.points.last ?? c1
                    for i in 1...16 {
                        let u = CGFloat(i) / 16, v = 1 - u
                        let a = v * v * v, b = 3 * v * v * u, c = 3 * v * u * u, d = u * u * u
                        current.points.append(CGPoint(x: a * s.x + b * c1.x + c * c2.x + d * e.x, y: a * s.y + b * c1.y + c * c2.y + d * e.y))
                    }
                case .closeSubpath:
                    let start = current.points.first
                    current.closed = true
                    finish()
                    if let start { current.points = [start] }
                }
            }
            finish()
            return result
        }

        /// The stroke's area as polygons, all wound the same way so that non-zero filling
        /// gives their union.
        static func strokeOutline(_ lines: [Polyline], width: CGFloat, cap: CGLineCap) -> [[CGPoint]] {
            let half = width / 2
            guard half > 0 else { return [] }
            var shapes: [[CGPoint]] = []
            func disc(_ c: CGPoint) -> [CGPoint] {
                (0..<16).map { i in
                    let a = CGFloat(i) * .pi / 8
                    return CGPoint(x: c.x + half * cos(a), y: c.y + half * sin(a))
                }
            }
            for line in lines {
                var points = line.points
                if line.closed, let first = points.first { points.append(first) }
                for (index, (a, b)) in zip(points, points.dropFirst()).enumerated() {
                    let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
                    guard length > 0 else { continue }
                    let nx = -dy / length * half, ny = dx / length * half
                    var start = a, end = b
                    if cap == .square, !line.closed {
                        let ex = dx / length * half, ey = dy / length * half
                        if index == 0 { start = CGPoint(x: a.x - ex, y: a.y - ey) }
                        if index == points.count - 2 { end = CGPoint(x: b.x + ex, y: b.y + ey) }
                    }
                    shapes.append([CGPoint(x: start.x + nx, y: start.y + ny), CGPoint(x: end.x + nx, y: end.y + ny),
                                   CGPoint(x: end.x - nx, y: end.y - ny), CGPoint(x: start.x - nx, y: start.y - ny)])
                }
                let joins = line.closed ? Array(points.dropLast()) : Array(points.dropFirst().dropLast())
                shapes += joins.map(disc)
                if cap == .round, !line.closed, let first = points.first, let last = points.last {
                    shapes += [disc(first), disc(last)]
                }
            }
            return shapes.map { signedArea($0) < 0 ? $0.reversed() : $0 }
        }

        static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
            var area: CGFloat = 0
            for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) { area += a.x * b.y - b.x * a.y }
            return area / 2
        }
    }
}
