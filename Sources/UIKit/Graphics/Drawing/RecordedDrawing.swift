import Foundation

/// What a graphics context was asked to paint, kept as paths rather than pixels: a view's
/// `draw(_:)` output, or an image a graphics renderer made. Renderers draw the paths (SVG,
/// the browser page); the project has no pixel rasterizer in `UIKit`.
///
/// Coordinates are the context's device space: the top-left of the view's layer, or of the
/// image, is (0, 0), y down, one unit a point.
public struct RecordedDrawing: Sendable, Hashable {
    /// The size of the surface drawn on (the view's bounds size, the image's size).
    public var size: CGSize
    /// The paint operations, in the order they were made.
    public var operations: [PaintOperation]

    public init(size: CGSize, operations: [PaintOperation] = []) {
        self.size = size; self.operations = operations
    }

    /// One fill or stroke (or both) of one path.
    public struct PaintOperation: Sendable, Hashable {
        public var elements: [CGPath.Element]
        /// The fill colour, with the context's alpha applied; nil when the path is only stroked.
        public var fill: CGColor?
        public var stroke: CGColor?
        /// The stroke width in device space (the user-space width scaled by the transform).
        public var lineWidth: CGFloat
        public var usesEvenOddFillRule: Bool
        public var lineCap: CGLineCap
        public var lineJoin: CGLineJoin

        public init(elements: [CGPath.Element], fill: CGColor?, stroke: CGColor?, lineWidth: CGFloat = 1,
                    usesEvenOddFillRule: Bool = false, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter) {
            self.elements = elements; self.fill = fill; self.stroke = stroke; self.lineWidth = lineWidth
            self.usesEvenOddFillRule = usesEvenOddFillRule; self.lineCap = lineCap; self.lineJoin = lineJoin
        }

        /// The same operation with every point transformed (and the stroke scaled with it).
        func applying(_ t: CGAffineTransform) -> PaintOperation {
            var copy = self
            copy.elements = elements.map { $0.applying(t) }
            copy.lineWidth = lineWidth * CGContext.lengthScale(of: t)
            return copy
        }
    }

    /// The operations scaled and moved from this drawing's `size` into `rect` (how a layer
    /// shows old contents in new bounds, or an image view an image).
    func operations(fittedInto rect: CGRect) -> [PaintOperation] {
        guard size.width > 0, size.height > 0 else { return operations }
        let t = CGAffineTransform(a: rect.width / size.width, b: 0, c: 0, d: rect.height / size.height,
                                  tx: rect.minX, ty: rect.minY)
        if t.isIdentity { return operations }
        return operations.map { $0.applying(t) }
    }
}
