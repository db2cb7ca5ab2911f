import Foundation

/// Core Graphics' drawing context, as `draw(_:)`, `UIGraphicsGetCurrentContext()` and a
/// graphics renderer's `cgContext` hand it out: a graphics state (transform, colours, line
/// style, alpha) with a save/restore stack, a current path, and painting calls.
///
/// Painting is recorded as paths (``RecordedDrawing``) instead of pixels; the render tree
/// carries them to every renderer. The transform applies when a point is added, as in Core
/// Graphics, so a path built before `translateBy(x:y:)` stays where it was.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     guard let context = UIGraphicsGetCurrentContext() else { return }
///     context.setFillColor(UIColor.systemRed.cgColor)
///     context.fillEllipse(in: rect.insetBy(dx: 4, dy: 4))
/// }
/// ```
///
/// Not here (each says so once through the diagnostics channel): clipping, shadows, dashes,
/// blend modes, gradients, and drawing bitmaps or text into a context.
public final class CGContext {
    struct GraphicsState {
        var ctm = CGAffineTransform.identity
        var fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var alpha: CGFloat = 1
    }

    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// The current path, in device space (points were transformed as they were added).
    private var currentPath = CGMutablePath()
    /// What has been painted so far.
    public private(set) var drawing: RecordedDrawing

    /// A context for a surface of `size` points, whose user space starts as `baseTransform`
    /// (a view's draw context is moved by its bounds origin).
    init(size: CGSize, baseTransform: CGAffineTransform = .identity) {
        drawing = RecordedDrawing(size: size)
        state.ctm = baseTransform
    }

    // MARK: Graphics state

    /// The current transformation matrix, user space to device space.
    public var ctm: CGAffineTransform { state.ctm }

    public func saveGState() { savedStates.append(state) }

    /// Restores the state last saved; an unbalanced call changes nothing, as in Core Graphics.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
    }

    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` before the current one (it acts in user space).
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(red: gray, green: gray, blue: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(red: gray, green: gray, blue: gray, alpha: alpha) }

    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// The opacity every later paint is multiplied by (0…1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }
    /// Accepted; paths are always drawn antialiased by the renderers.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    // MARK: Building the current path

    public func beginPath() { currentPath = CGMutablePath() }
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }

    /// An arc in Core Graphics' sense of `clockwise` (see `CGMutablePath.addArc`): in a
    /// UIKit context, whose y axis points down, `clockwise: true` turns anticlockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                           clockwise: clockwise, transform: state.ctm)
    }

    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }
    public func closePath() { currentPath.closeSubpath() }

    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }

    /// The bounding box of the current path in user space.
    public var boundingBoxOfPath: CGRect {
        let box = currentPath.boundingBox
        return box.isNull ? box : box.applying(state.ctm.inverted())
    }

    /// A copy of the current path in user space; nil when it is empty.
    public var path: CGPath? {
        guard !currentPath.isEmpty else { return nil }
        var inverse = state.ctm.inverted()
        return currentPath.copy(using: &inverse)
    }

    // MARK: Painting (each clears the current path, as in Core Graphics)

    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintCurrentPath(fill: true, stroke: false, evenOdd: rule == .evenOdd)
    }

    public func strokePath() { paintCurrentPath(fill: false, stroke: true, evenOdd: false) }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paintCurrentPath(fill: true, stroke: false, evenOdd: false)
        case .eoFill: paintCurrentPath(fill: true, stroke: false, evenOdd: true)
        case .stroke: paintCurrentPath(fill: false, stroke: true, evenOdd: false)
        case .fillStroke: paintCurrentPath(fill: true, stroke: true, evenOdd: false)
        case .eoFillStroke: paintCurrentPath(fill: true, stroke: true, evenOdd: true)
        }
    }

    public func fill(_ rect: CGRect) { paint(CGPath(rect: rect, transform: nil), fill: true, stroke: false) }
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }
    public func stroke(_ rect: CGRect) { paint(CGPath(rect: rect, transform: nil), fill: false, stroke: true) }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }

    public func fillEllipse(in rect: CGRect) { paint(CGPath(ellipseIn: rect, transform: nil), fill: true, stroke: false) }
    public func strokeEllipse(in rect: CGRect) { paint(CGPath(ellipseIn: rect, transform: nil), fill: false, stroke: true) }

    /// Strokes a line between each pair of points (0–1, 2–3, …).
    public func strokeLineSegments(between points: [CGPoint]) {
        let path = CGMutablePath()
        var index = 0
        while index + 1 < points.count {
            path.move(to: points[index]); path.addLine(to: points[index + 1])
            index += 2
        }
        paint(path, fill: false, stroke: true)
    }

    /// Makes `rect` transparent. Recorded paths cannot be cut, so only a clear of the whole
    /// surface (what `draw(_:)` code does first) takes effect: it removes everything painted.
    public func clear(_ rect: CGRect) {
        let device = rect.applying(state.ctm)
        if device.contains(CGRect(origin: .zero, size: drawing.size)) { drawing.operations.removeAll() }
    }

    // MARK: Recording

    private func paintCurrentPath(fill: Bool, stroke: Bool, evenOdd: Bool) {
        defer { currentPath = CGMutablePath() }
        record(currentPath.elements, fill: fill, stroke: stroke, evenOdd: evenOdd)
    }

    /// Paints `path` (in user space) without touching the current path.
    func paint(_ path: CGPath, fill: Bool, stroke: Bool, evenOdd: Bool = false) {
        record(path.elements.map { $0.applying(state.ctm) }, fill: fill, stroke: stroke, evenOdd: evenOdd)
    }

    private func record(_ elements: [CGPath.Element], fill: Bool, stroke: Bool, evenOdd: Bool) {
        guard !elements.isEmpty, fill || stroke else { return }
        func faded(_ c: CGColor) -> CGColor { CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * state.alpha) }
        drawing.operations.append(RecordedDrawing.PaintOperation(
            elements: elements, fill: fill ? faded(state.fillColor) : nil, stroke: stroke ? faded(state.strokeColor) : nil,
            lineWidth: state.lineWidth * Self.lengthScale(of: state.ctm), usesEvenOddFillRule: evenOdd,
            lineCap: state.lineCap, lineJoin: state.lineJoin))
    }

    /// Appends operations already in device space (an image drawn into this context).
    func append(_ operations: [RecordedDrawing.PaintOperation]) {
        drawing.operations += operations.map { operation in
            var faded = operation
            if state.alpha < 1 {
                faded.fill = operation.fill.map { CGColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * state.alpha) }
                faded.stroke = operation.stroke.map { CGColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * state.alpha) }
            }
            return faded
        }
    }

    /// How much a transform scales lengths (the square root of its area scale).
    static func lengthScale(of t: CGAffineTransform) -> CGFloat { abs(t.a * t.d - t.b * t.c).squareRoot() }
}

/// How a path's inside is decided when it is filled.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd = 1
}

/// What `CGContext.drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill = 1, stroke = 2, fillStroke = 3, eoFillStroke = 4
}
