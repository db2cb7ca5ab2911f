/// Draws a render tree as SVG text: one `<g>` per visible node, in drawing order, every
/// number rounded to a thousandth of a point, so the same tree always gives the same bytes
/// (pictures in tests are compared as text).
///
/// Text is drawn line by line where Swift placed it, in the font family Swift measured
/// with (DejaVu Sans): an SVG rasterizer needs those font files installed to draw it.
/// What views drew in `draw(_:)` is drawn as SVG paths, clipped to the view's bounds.
/// Symbols are drawn from their names (chevrons, checkmark, info button and the list
/// cells' editing controls as shapes, an outlined square for others); named images, which carry no pixels, as a grey box.
///
/// ```swift
/// let svg = SVGRenderer.svg(of: tree)     // "<svg xmlns=… width=\"390\" height=\"844\" …"
/// ```
public enum SVGRenderer {
    public static func svg(of tree: RenderTree) -> String {
        var writer = SVGWriter(tree: tree)
        guard let root = tree[tree.root] else { return "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n" }
        let size = "width=\"\(n(root.frame.width))\" height=\"\(n(root.frame.height))\""
        writer.line("<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) viewBox=\"0 0 \(n(root.frame.width)) \(n(root.frame.height))\">")
        var drawnRoot = root
        drawnRoot.frame.x = 0
        drawnRoot.frame.y = 0
        drawnRoot.transform = nil
        writer.draw(drawnRoot, depth: 1)
        writer.line("</svg>")
        return writer.output
    }

    /// A length or coordinate as SVG writes it: at most three decimals, no trailing zeros.
    static func n(_ value: Double) -> String {
        let rounded = RenderRounding.length(value)
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}

private struct SVGWriter {
    let tree: RenderTree
    var output = ""
    /// Numbers `clipPath` and `filter` ids in drawing order, so they are the same every time.
    private var nextDefinition = 0

    init(tree: RenderTree) { self.tree = tree }

    mutating func line(_ text: String, depth: Int = 0) {
        output += String(repeating: "  ", count: depth) + text + "\n"
    }

    private static func n(_ value: Double) -> String { SVGRenderer.n(value) }

    private static func fill(_ color: RenderColor, _ attribute: String = "fill") -> String {
        color.isOpaque ? "\(attribute)=\"\(color.rgbHex)\"" : "\(attribute)=\"\(color.rgbHex)\" \(attribute)-opacity=\"\(n(color.opacity))\""
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    mutating func draw(_ node: RenderNode, depth: Int) {
        guard !node.isHidden, node.opacity > 0 else { return }
        let w = node.frame.width, h = node.frame.height
        var attributes = "data-kind=\"\(Self.escaped(node.kind))\""
        var placement = node.frame.x == 0 && node.frame.y == 0 ? "" : "translate(\(Self.n(node.frame.x)),\(Self.n(node.frame.y)))"
        if let t = node.transform, !t.isIdentity {
            placement = "translate(\(Self.n(node.frame.x + w / 2)),\(Self.n(node.frame.y + h / 2))) "
                + "matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.n).joined(separator: ","))) "
                + "translate(\(Self.n(-w / 2)),\(Self.n(-h / 2)))"
        }
        if !placement.isEmpty { attributes += " transform=\"\(placement)\"" }
        if node.opacity < 1 { attributes += " opacity=\"\(Self.n(node.opacity))\"" }
        line("<g \(attributes)>", depth: depth)
        let inner = depth + 1
        // Some corners only (`maskedCorners`): the box stays a plain rect, clipped to a path.
        let partial = node.cornerRadius > 0 && node.maskedCorners & 15 != RenderNode.allCorners
        let corner = node.cornerRadius > 0 && !partial ? " rx=\"\(Self.n(node.cornerRadius))\"" : ""
        let shadowBox = "width=\"\(Self.n(w))\" height=\"\(Self.n(h))\"\(corner)"
        var box = shadowBox
        var boxShape = "<rect \(box)/>"
        if partial {
            let path = Self.roundedPath(x: 0, y: 0, width: w, height: h, radii: node.cornerRadii)
            let id = definitionID("corners")
            line("<clipPath id=\"\(id)\"><path d=\"\(path)\"/></clipPath>", depth: inner)
            box += " clip-path=\"url(#\(id))\""
            boxShape = "<path d=\"\(path)\"/>"
        }
        if let shadow = node.shadow, shadow.opacity > 0, let background = node.background, !background.isClear {
            let id = definitionID("shadow")
            line("<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(Self.n(shadow.radius / 2))\"/></filter>", depth: inner)
            line("<rect x=\"\(Self.n(shadow.offsetX))\" y=\"\(Self.n(shadow.offsetY))\" \(shadowBox) fill=\"\(shadow.color.rgbHex)\" fill-opacity=\"\(Self.n(shadow.opacity * shadow.color.opacity))\" filter=\"url(#\(id))\"/>", depth: inner)
        }
        if let background = node.background, !background.isClear {
            line("<rect \(box) \(Self.fill(background))/>", depth: inner)
        }
        if let gradient = node.gradient, !gradient.colors.isEmpty {
            let id = definitionID("gradient")
            let stops = zip(gradient.colors, gradient.locations).map { color, location in
                "<stop offset=\"\(Self.n(location))\" stop-color=\"\(color.rgbHex)\""
                    + (color.isOpaque ? "" : " stop-opacity=\"\(Self.n(color.opacity))\"") + "/>"
            }.joined()
            line("<linearGradient id=\"\(id)\" x1=\"\(Self.n(gradient.x1))\" y1=\"\(Self.n(gradient.y1))\" x2=\"\(Self.n(gradient.x2))\" y2=\"\(Self.n(gradient.y2))\">\(stops)</linearGradient>", depth: inner)
            line("<rect \(box) fill=\"url(#\(id))\"/>", depth: inner)
        }
        var contentDepth = inner
        if node.clipsToBounds {
            let id = definitionID("clip")
            line("<clipPath id=\"\(id)\">\(boxShape)</clipPath>", depth: inner)
            line("<g clip-path=\"url(#\(id))\">", depth: inner)
            contentDepth += 1
        }
        if !node.paths.isEmpty { drawPaths(node.paths, box: "width=\"\(Self.n(w))\" height=\"\(Self.n(h))\"", depth: contentDepth) }
        for fill in node.fills where !fill.color.isClear {
            line("<rect x=\"\(Self.n(fill.rect.x))\" y=\"\(Self.n(fill.rect.y))\" width=\"\(Self.n(fill.rect.width))\" height=\"\(Self.n(fill.rect.height))\" \(Self.fill(fill.color))/>", depth: contentDepth)
        }
        if let image = node.image { drawImage(image, depth: contentDepth) }
        if let text = node.text { drawText(text, depth: contentDepth) }
        for child in node.children {
            if let childNode = tree[child] { draw(childNode, depth: contentDepth) }
        }
        if node.clipsToBounds { line("</g>", depth: inner) }
        if let border = node.border, border.width > 0, !border.color.isClear {
            let inset = border.width / 2
            let radius = node.cornerRadius > 0 ? " rx=\"\(Self.n(max(0, node.cornerRadius - inset)))\"" : ""
            if partial {
                let path = Self.roundedPath(x: inset, y: inset, width: max(0, w - border.width), height: max(0, h - border.width),
                                            radii: node.cornerRadii.map { $0 > 0 ? max(0, $0 - inset) : 0 })
                line("<path d=\"\(path)\" fill=\"none\" \(Self.fill(border.color, "stroke")) stroke-width=\"\(Self.n(border.width))\"/>", depth: inner)
            } else {
                line("<rect x=\"\(Self.n(inset))\" y=\"\(Self.n(inset))\" width=\"\(Self.n(max(0, w - border.width)))\" height=\"\(Self.n(max(0, h - border.width)))\"\(radius) fill=\"none\" \(Self.fill(border.color, "stroke")) stroke-width=\"\(Self.n(border.width))\"/>", depth: inner)
            }
        }
        line("</g>", depth: depth)
    }

    /// A rectangle whose corners have the radii given (top-left, top-right, bottom-right,
    /// bottom-left), as path data.
    static func roundedPath(x: Double, y: Double, width w: Double, height h: Double, radii: [Double]) -> String {
        let limit = min(w, h) / 2
        let r = radii.map { min($0, limit) }
        func arc(_ radius: Double, _ ex: Double, _ ey: Double) -> String {
            radius > 0 ? " A\(n(radius)) \(n(radius)) 0 0 1 \(n(ex)) \(n(ey))" : ""
        }
        return "M\(n(x + r[0])) \(n(y)) H\(n(x + w - r[1]))" + arc(r[1], x + w, y + r[1])
            + " V\(n(y + h - r[2]))" + arc(r[2], x + w - r[2], y + h)
            + " H\(n(x + r[3]))" + arc(r[3], x, y + h - r[3])
            + " V\(n(y + r[0]))" + arc(r[0], x + r[0], y) + " Z"
    }

    private mutating func definitionID(_ prefix: String) -> String {
        nextDefinition += 1
        return "\(prefix)\(nextDefinition)"
    }

    /// A view's drawn contents, clipped to its bounds as a layer's bitmap is.
    private mutating func drawPaths(_ paths: [RenderPath], box: String, depth: Int) {
        let id = definitionID("clip")
        line("<clipPath id=\"\(id)\"><rect \(box)/></clipPath>", depth: depth)
        line("<g clip-path=\"url(#\(id))\">", depth: depth)
        for path in paths {
            var paint = path.fill.map { Self.fill($0) } ?? "fill=\"none\""
            if path.evenOdd, path.fill != nil { paint += " fill-rule=\"evenodd\"" }
            if let stroke = path.stroke {
                paint += " \(Self.fill(stroke, "stroke")) stroke-width=\"\(Self.n(path.lineWidth))\""
                if path.lineCap != "butt" { paint += " stroke-linecap=\"\(path.lineCap)\"" }
                if path.lineJoin != "miter" { paint += " stroke-linejoin=\"\(path.lineJoin)\"" }
            }
            line("<path d=\"\(path.d)\" \(paint)/>", depth: depth + 1)
        }
        line("</g>", depth: depth)
    }

    private mutating func drawText(_ text: RenderText, depth: Int) {
        var font = "font-family=\"\(Self.escaped(text.font.family))\" font-size=\"\(Self.n(text.font.size))\""
        if text.font.bold { font += " font-weight=\"bold\"" }
        if text.font.italic { font += " font-style=\"oblique\"" }
        for textLine in text.lines where !textLine.text.isEmpty {
            line("<text x=\"\(Self.n(textLine.x))\" y=\"\(Self.n(textLine.baseline))\" \(font) \(Self.fill(text.color)) xml:space=\"preserve\">\(Self.escaped(textLine.text))</text>", depth: depth)
        }
    }

    private mutating func drawImage(_ image: RenderImage, depth: Int) {
        let r = image.rect
        let tint = image.tint ?? RenderColor(red: 0, green: 122, blue: 255)
        let name = Self.escaped(image.name ?? "")
        if let symbol = image.symbolName {
            if symbol == "chevron.backward" || symbol == "chevron.left" {
                let points = [(0.8, 0.06), (0.14, 0.5), (0.8, 0.94)].map { "\(Self.n(r.x + r.width * $0.0)),\(Self.n(r.y + r.height * $0.1))" }
                line("<polyline data-image=\"\(name)\" points=\"\(points.joined(separator: " "))\" fill=\"none\" \(Self.fill(tint, "stroke")) stroke-width=\"\(Self.n(max(1, r.width / 5)))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>", depth: depth)
            } else if let stroke = SymbolShapes.polyline(symbol) {
                // Drawn in a square of the rect's height, centred, like a symbol's glyph.
                let side = min(r.width, r.height), x0 = r.x + (r.width - side) / 2, y0 = r.y + (r.height - side) / 2
                let points = stroke.points.map { "\(Self.n(x0 + side * $0.0)),\(Self.n(y0 + side * $0.1))" }
                line("<polyline data-image=\"\(name)\" points=\"\(points.joined(separator: " "))\" fill=\"none\" \(Self.fill(tint, "stroke")) stroke-width=\"\(Self.n(max(1, side * stroke.weight)))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>", depth: depth)
            } else if symbol == "info.circle" {
                let side = min(r.width, r.height), cx = r.x + r.width / 2, cy = r.y + r.height / 2, weight = max(1, side / 14)
                line("<circle data-image=\"\(name)\" cx=\"\(Self.n(cx))\" cy=\"\(Self.n(cy))\" r=\"\(Self.n(side / 2 - weight / 2))\" fill=\"none\" \(Self.fill(tint, "stroke")) stroke-width=\"\(Self.n(weight))\"/>", depth: depth)
                line("<line x1=\"\(Self.n(cx))\" y1=\"\(Self.n(cy - side * 0.04))\" x2=\"\(Self.n(cx))\" y2=\"\(Self.n(cy + side * 0.24))\" \(Self.fill(tint, "stroke")) stroke-width=\"\(Self.n(weight * 1.4))\" stroke-linecap=\"round\"/>", depth: depth)
                line("<circle cx=\"\(Self.n(cx))\" cy=\"\(Self.n(cy - side * 0.22))\" r=\"\(Self.n(weight))\" \(Self.fill(tint))/>", depth: depth)
            } else if SymbolShapes.isEditingControl(symbol) {
                drawEditingControl(symbol, in: r, tint: tint, name: name, depth: depth)
            } else {
                let inset = min(r.width, r.height) / 8
                line("<rect data-image=\"\(name)\" x=\"\(Self.n(r.x + inset))\" y=\"\(Self.n(r.y + inset))\" width=\"\(Self.n(max(0, r.width - 2 * inset)))\" height=\"\(Self.n(max(0, r.height - 2 * inset)))\" rx=\"\(Self.n(inset))\" fill=\"none\" \(Self.fill(tint, "stroke")) stroke-width=\"\(Self.n(max(1, inset / 1.5)))\"/>", depth: depth)
            }
        } else {
            line("<rect data-image=\"\(name)\" x=\"\(Self.n(r.x))\" y=\"\(Self.n(r.y))\" width=\"\(Self.n(r.width))\" height=\"\(Self.n(r.height))\" fill=\"#D1D1D6\"/>", depth: depth)
        }
    }
}

extension SVGWriter {
    /// The list cells' editing controls, in a square of the rect's smaller side, centred:
    /// the filled delete (minus) and insert (plus) circles with a white bar, the multiselect
    /// ring, and the reorder handle's three bars.
    fileprivate mutating func drawEditingControl(_ symbol: String, in r: RenderRect, tint: RenderColor, name: String, depth: Int) {
        let side = min(r.width, r.height), cx = r.x + r.width / 2, cy = r.y + r.height / 2
        func bar(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ colour: String, _ weight: Double) -> String {
            "<line x1=\"\(Self.n(cx + side * x1))\" y1=\"\(Self.n(cy + side * y1))\" x2=\"\(Self.n(cx + side * x2))\" y2=\"\(Self.n(cy + side * y2))\" \(colour) stroke-width=\"\(Self.n(max(1, side * weight)))\" stroke-linecap=\"round\"/>"
        }
        switch symbol {
        case "minus.circle.fill", "plus.circle.fill":
            line("<circle data-image=\"\(name)\" cx=\"\(Self.n(cx))\" cy=\"\(Self.n(cy))\" r=\"\(Self.n(side * 0.46))\" \(Self.fill(tint))/>", depth: depth)
            line(bar(-0.24, 0, 0.24, 0, "stroke=\"#FFFFFF\"", 0.1), depth: depth)
            if symbol == "plus.circle.fill" { line(bar(0, -0.24, 0, 0.24, "stroke=\"#FFFFFF\"", 0.1), depth: depth) }
        case "circle":
            let weight = max(1, side / 14)
            line("<circle data-image=\"\(name)\" cx=\"\(Self.n(cx))\" cy=\"\(Self.n(cy))\" r=\"\(Self.n(side / 2 - weight / 2))\" fill=\"none\" \(Self.fill(tint, "stroke")) stroke-width=\"\(Self.n(weight))\"/>", depth: depth)
        default:                                           // line.3.horizontal
            for y in [-0.22, 0, 0.22] { line(bar(-0.36, y, 0.36, y, Self.fill(tint, "stroke"), 0.08), depth: depth) }
        }
    }
}

/// The symbols drawn as strokes, in a unit square (x right, y down) with a stroke weight
/// relative to the side, shared by the SVG renderer and (in its own copy) the page's script:
/// the chevrons and the checkmark of table and list accessories (the back button's chevron
/// keeps its own, wider shape).
public enum SymbolShapes {
    public struct Stroke: Sendable, Equatable {
        public var points: [(Double, Double)]
        public var weight: Double
        public static func == (a: Stroke, b: Stroke) -> Bool {
            a.weight == b.weight && a.points.elementsEqual(b.points) { $0 == $1 }
        }
    }

    /// The list cells' editing controls, drawn as circles and bars (not strokes).
    public static func isEditingControl(_ symbol: String) -> Bool {
        ["minus.circle.fill", "plus.circle.fill", "circle", "line.3.horizontal"].contains(symbol)
    }

    public static func polyline(_ symbol: String) -> Stroke? {
        switch symbol {
        case "chevron.forward", "chevron.right": Stroke(points: [(0.38, 0.2), (0.68, 0.5), (0.38, 0.8)], weight: 0.12)
        case "chevron.down": Stroke(points: [(0.2, 0.38), (0.5, 0.68), (0.8, 0.38)], weight: 0.12)
        case "checkmark": Stroke(points: [(0.14, 0.52), (0.4, 0.78), (0.86, 0.22)], weight: 0.12)
        default: nil
        }
    }
}
