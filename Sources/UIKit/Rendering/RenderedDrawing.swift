import Foundation
import RenderTree

extension RenderPath {
    /// The render-tree form of a recorded paint operation (already in the node's coordinates).
    init(_ operation: RecordedDrawing.PaintOperation) {
        self.init(d: Self.pathData(operation.elements),
                  fill: operation.fill.map(RenderColor.init), stroke: operation.stroke.map(RenderColor.init),
                  lineWidth: operation.stroke == nil ? 1 : RenderRounding.length(Double(operation.lineWidth)),
                  evenOdd: operation.usesEvenOddFillRule,
                  lineCap: ["butt", "round", "square"][Int(operation.lineCap.rawValue)],
                  lineJoin: ["miter", "round", "bevel"][Int(operation.lineJoin.rawValue)])
    }

    /// SVG path data: absolute `M`/`L`/`Q`/`C`/`Z`, numbers at most three decimals.
    static func pathData(_ elements: [CGPath.Element]) -> String {
        func n(_ v: CGFloat) -> String {
            let r = RenderRounding.length(Double(v))
            return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
        }
        func p(_ point: CGPoint) -> String { n(point.x) + " " + n(point.y) }
        return elements.map { element in
            switch element {
            case .moveToPoint(let a): "M" + p(a)
            case .addLineToPoint(let a): "L" + p(a)
            case .addQuadCurveToPoint(let c, let e): "Q" + p(c) + " " + p(e)
            case .addCurveToPoint(let c1, let c2, let e): "C" + p(c1) + " " + p(c2) + " " + p(e)
            case .closeSubpath: "Z"
            }
        }.joined()
    }

    /// The paths of `drawing` shown in `bounds` by `contentMode`, as a layer shows contents
    /// drawn at another size; `tint` replaces every colour (a template image), keeping alpha.
    @MainActor
    static func paths(of drawing: RecordedDrawing, in bounds: CGRect, contentMode: UIView.ContentMode,
                      tint: UIColor? = nil) -> [RenderPath] {
        let rect = UIImageView.rect(for: drawing.size, in: bounds, mode: contentMode)
        let tinted = tint.map { $0.cgColor }
        return drawing.operations(fittedInto: rect).map { operation in
            var operation = operation
            if let tinted {
                operation.fill = operation.fill.map { CGColor(red: tinted.red, green: tinted.green, blue: tinted.blue, alpha: tinted.alpha * $0.alpha) }
                operation.stroke = operation.stroke.map { CGColor(red: tinted.red, green: tinted.green, blue: tinted.blue, alpha: tinted.alpha * $0.alpha) }
            }
            return RenderPath(operation)
        }
    }
}
