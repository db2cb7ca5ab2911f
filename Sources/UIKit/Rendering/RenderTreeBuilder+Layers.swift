import Foundation
import RenderTree

/// Layers of their own (`addSublayer`) as render nodes: each is a node with its geometry
/// (placed by its position and anchor point), opacity, background, corners, border and
/// shadow, and
/// - a `CAGradientLayer` its gradient (``RenderGradient``);
/// - a `CATextLayer` its text (``drawnText(of:bounds:)``);
/// - a `CAShapeLayer` its path, in a first child node that covers the path (a node's paths
///   are clipped to its bounds; a shape layer's path is not clipped to its own): the fill
///   with the whole path, the stroke from `strokeStart` to `strokeEnd` of its length.
/// Their sublayers follow, back to front. Values are the layer's presentation values while
/// it animates (`add(_:forKey:)`).
///
/// Not drawn: `mask`, `contents`, radial and conic gradients (drawn axial), dash patterns,
/// and the depth and perspective of 3-D transforms (their 2-D part is drawn).
extension ViewControllerKit.RenderTreeBuilder {
    func addLayerNode(for layer: CALayer, parentBoundsOrigin: CGPoint, into nodes: inout [RenderNodeID: RenderNode]) -> RenderNodeID {
        let entry = entry(for: layer)
        var node = RenderNode(id: entry.id)
        node.kind = entry.kind
        let shown = layer.presentation() ?? layer
        let size = shown.bounds.size
        let anchor = shown.anchorPoint
        node.frame = RenderRect(CGRect(x: shown.position.x - size.width * anchor.x - parentBoundsOrigin.x,
                                       y: shown.position.y - size.height * anchor.y - parentBoundsOrigin.y,
                                       width: size.width, height: size.height))
        // Nodes turn about their centre, layers about their anchor point: move by the difference.
        var transform = shown.affineTransform()
        let offset = CGPoint(x: (anchor.x - 0.5) * size.width, y: (anchor.y - 0.5) * size.height)
        let turned = CGPoint(x: transform.a * offset.x + transform.c * offset.y, y: transform.b * offset.x + transform.d * offset.y)
        transform.tx += offset.x - turned.x
        transform.ty += offset.y - turned.y
        node.transform = RenderTransform.of(transform)
        let values = RenderedLayerValues(
            center: shown.position, bounds: shown.bounds, transform: transform, opacity: CGFloat(shown.opacity),
            isHidden: shown.isHidden, backgroundColor: shown.backgroundColor.map { UIColor(cgColor: $0) },
            cornerRadius: shown.cornerRadius, borderWidth: shown.borderWidth, borderColor: shown.borderColor,
            masksToBounds: shown.masksToBounds, shadowColor: shown.shadowColor, shadowOpacity: shown.shadowOpacity,
            shadowOffset: shown.shadowOffset, shadowRadius: shown.shadowRadius, zPosition: shown.zPosition)
        drawLayer(values, maskedCorners: shown.maskedCorners, into: &node)
        drawContent(of: shown, for: layer, into: &node, nodes: &nodes)
        for sublayer in layer.allSublayers.enumerated().sorted(by: { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }) {
            node.children.append(addLayerNode(for: sublayer.element, parentBoundsOrigin: shown.bounds.origin, into: &nodes))
        }
        nodes[node.id] = node
        return node.id
    }

    /// What a gradient, shape or text layer draws besides every layer's values (`shown` is
    /// what it shows now, `layer` the model layer, which names the path's node): a layer of
    /// its own, or a view's layer of such a class (`UIView.layerClass`).
    func drawContent(of shown: CALayer, for layer: CALayer, into node: inout RenderNode,
                     nodes: inout [RenderNodeID: RenderNode]) {
        if let gradient = shown as? CAGradientLayer {
            let stops = gradient.stops
            if !stops.isEmpty {
                func r(_ v: CGFloat) -> Double { RenderRounding.length(Double(v)) }
                node.gradient = RenderGradient(colors: stops.map { RenderColor($0.color) }, locations: stops.map { r($0.location) },
                                               x1: r(gradient.startPoint.x), y1: r(gradient.startPoint.y),
                                               x2: r(gradient.endPoint.x), y2: r(gradient.endPoint.y))
            }
        }
        if let text = shown as? CATextLayer { node.text = drawnText(of: text, bounds: shown.bounds) }
        if let shape = shown as? CAShapeLayer, let pathNode = shapeNode(of: shape, for: layer, bounds: shown.bounds) {
            nodes[pathNode.id] = pathNode
            node.children.append(pathNode.id)
        }
    }

    /// A text layer's lines from the top of its bounds, each placed by the alignment mode;
    /// wrapped or truncated at the bounds' width when the layer says so.
    func drawnText(of layer: CATextLayer, bounds: CGRect) -> RenderText? {
        let cut = layer.isWrapped || layer.truncationMode != .none
        let lines = layer.layout(width: cut ? bounds.width : 0).lines
        guard !lines.isEmpty, let color = layer.foregroundColor else { return nil }
        let font = layer.drawnFont
        let placed = lines.enumerated().map { index, line in
            let x: CGFloat = switch layer.alignmentMode {
            case .center: (bounds.width - line.width) / 2
            case .right: bounds.width - line.width
            default: 0
            }
            return RenderTextLine(text: line.text, x: RenderRounding.length(Double(x)),
                                  baseline: RenderRounding.length(Double(font.ascender + CGFloat(index) * font.lineHeight)),
                                  width: RenderRounding.length(Double(line.width)))
        }
        return RenderText(font: RenderFont(font), color: RenderColor(color), lines: placed)
    }

    /// The node drawing a shape layer's path: its frame the path's box (with room for the
    /// stroke), the paths moved into it.
    private func shapeNode(of shape: CAShapeLayer, for layer: CALayer, bounds: CGRect) -> RenderNode? {
        guard let path = shape.path, !path.elements.isEmpty, shape.fillColor != nil || shape.strokeColor != nil else { return nil }
        let key = ObjectIdentifier(layer)
        let entry: Entry
        if let known = pathEntries[key], known.object === layer {
            entry = known
        } else {
            entry = Entry(object: layer, id: nextID, kind: "CAShapeLayer.path")
            nextID += 1
            pathEntries[key] = entry
        }
        let margin = shape.strokeColor == nil ? 0 : ceil(shape.lineWidth * max(shape.miterLimit, 1) / 2)
        let box = path.boundingBox.insetBy(dx: -margin, dy: -margin)
        let move = CGAffineTransform(translationX: -box.minX, y: -box.minY)
        var node = RenderNode(id: entry.id)
        node.kind = entry.kind
        node.frame = RenderRect(box.offsetBy(dx: -bounds.minX, dy: -bounds.minY))
        let cap = shape.lineCap.rawValue, join = shape.lineJoin.rawValue
        let evenOdd = shape.fillRule == .evenOdd
        if let fill = shape.fillColor {
            node.paths.append(RenderPath(d: RenderPath.pathData(path.elements.map { $0.applying(move) }), fill: RenderColor(fill),
                                         evenOdd: evenOdd))
        }
        let start = min(max(shape.strokeStart, 0), 1), end = min(max(shape.strokeEnd, 0), 1)
        if let stroke = shape.strokeColor, shape.lineWidth > 0, end > start {
            let elements = start == 0 && end == 1 ? path.elements : StrokeTrimming.trim(path.elements, from: start, to: end)
            node.paths.append(RenderPath(d: RenderPath.pathData(elements.map { $0.applying(move) }), stroke: RenderColor(stroke),
                                         lineWidth: RenderRounding.length(Double(shape.lineWidth)), lineCap: cap, lineJoin: join))
        }
        return node
    }
}

/// The part of a path between two fractions of its length (`strokeStart`, `strokeEnd`),
/// as straight segments: curves are measured and cut as 32-segment polylines.
enum StrokeTrimming {
    static func trim(_ elements: [CGPath.Element], from start: CGFloat, to end: CGFloat) -> [CGPath.Element] {
        // Each subpath as a polyline.
        var polylines: [[CGPoint]] = []
        var current: [CGPoint] = []
        var subpathStart = CGPoint.zero
        func last() -> CGPoint { current.last ?? subpathStart }
        func flattened(_ point: (CGFloat) -> CGPoint) { for i in 1...32 { current.append(point(CGFloat(i) / 32)) } }
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                if current.count > 1 { polylines.append(current) }
                current = [p]
                subpathStart = p
            case .addLineToPoint(let p):
                if current.isEmpty { current = [subpathStart] }
                current.append(p)
            case .addQuadCurveToPoint(let c, let e):
                let s = last()
                if current.isEmpty { current = [s] }
                flattened { t in
                    let u = 1 - t
                    return CGPoint(x: u * u * s.x + 2 * u * t * c.x + t * t * e.x, y: u * u * s.y + 2 * u * t * c.y + t * t * e.y)
                }
            case .addCurveToPoint(let c1, let c2, let e):
                let s = last()
                if current.isEmpty { current = [s] }
                flattened { t in
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return CGPoint(x: a * s.x + b * c1.x + c * c2.x + d * e.x, y: a * s.y + b * c1.y + c * c2.y + d * e.y)
                }
            case .closeSubpath:
                if !current.isEmpty { current.append(subpathStart) }
                if current.count > 1 { polylines.append(current) }
                current = []
            }
        }
        if current.count > 1 { polylines.append(current) }
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = polylines.reduce(CGFloat(0)) { sum, line in sum + zip(line, line.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) } }
        guard total > 0 else { return [] }
        let from = start * total, to = end * total
        var result: [CGPath.Element] = []
        var travelled: CGFloat = 0
        for line in polylines {
            var drawing = false
            for (a, b) in zip(line, line.dropFirst()) {
                let length = distance(a, b)
                let segmentStart = travelled, segmentEnd = travelled + length
                travelled = segmentEnd
                guard length > 0, segmentEnd > from, segmentStart < to else { drawing = false; continue }
                func point(at position: CGFloat) -> CGPoint {
                    let t = (position - segmentStart) / length
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing {
                    result.append(.moveToPoint(point(at: max(from, segmentStart))))
                    drawing = true
                }
                result.append(.addLineToPoint(point(at: min(to, segmentEnd))))
            }
        }
        return result
    }
}
