import Foundation

/// The settings of a graphics renderer: the scale of what it makes and whether it is opaque.
@preconcurrency @MainActor
open class UIGraphicsRendererFormat {
    /// The main screen's scale, not opaque.
    public class func `default`() -> Self { Self.init() }

    public required init() {}
}

/// An image renderer's format: `scale` pixels a point (the main screen's by default).
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    open var scale: CGFloat
    open var opaque = false
    /// Stored only: images here have no colour range.
    open var preferredRange: Range = .automatic

    /// The colour range of the bitmap (stored only).
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }

    public required init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// The format that best fits the main screen: the default one here.
    public class func preferred() -> Self { Self.init() }

    /// The format for `traitCollection`: its display scale when it has one.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
}

/// What a renderer's drawing actions draw with: the Core Graphics context, and UIKit's
/// shortcuts on it.
@preconcurrency @MainActor
open class UIGraphicsRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext; self.format = format
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect` with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Clips nothing here (said once), as `CGContext.clip(to:)`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// An image renderer's context; `currentImage` is what has been drawn so far.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let imageFormat: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, imageFormat: UIGraphicsImageRendererFormat) {
        self.imageFormat = imageFormat
        super.init(cgContext: cgContext, format: imageFormat)
    }

    open var currentImage: UIImage { UIImage(drawing: cgContext.drawing, scale: imageFormat.scale) }
}

/// A renderer of drawings of a fixed size; ``UIGraphicsImageRenderer`` makes images.
@preconcurrency @MainActor
open class UIGraphicsRenderer {
    public let format: UIGraphicsRendererFormat
    /// The drawing's bounds: its origin is where user space starts (actions draw in these
    /// coordinates), its size the image's.
    let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds; self.format = format
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    open var allowsImageOutput: Bool { false }
}

/// Makes images by running drawing actions in a fresh context, the modern replacement of
/// `UIGraphicsBeginImageContextWithOptions`.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24))
/// let dot = renderer.image { context in
///     UIColor.systemBlue.setFill()
///     context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 24, height: 24))
/// }
/// ```
///
/// The image keeps the drawing as paths: image views and `UIImage.draw(in:)` draw it, and
/// `pngData(actions:)` rasterizes it (``ViewControllerKit/PathRasterizer``).
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    private var imageFormat: UIGraphicsImageRendererFormat { format as? UIGraphicsImageRendererFormat ?? .default() }

    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat.default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.default())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    open override var allowsImageOutput: Bool { true }

    /// Runs `actions` with a fresh context current (`UIGraphicsGetCurrentContext()` returns
    /// it), then returns what they drew as an image of the renderer's size and scale.
    open func image(actions: DrawingActions) -> UIImage {
        UIImage(drawing: run(actions), scale: imageFormat.scale)
    }

    /// Runs `actions` and returns the drawing as PNG bytes of size × scale pixels.
    open func pngData(actions: DrawingActions) -> Data {
        let drawing = run(actions)
        return ViewControllerKit.PathRasterizer.png(of: drawing, scale: imageFormat.scale, opaque: imageFormat.opaque)
    }

    /// Runs `actions` and returns JPEG bytes: there is no JPEG encoder here, so this is the
    /// PNG (`UIImage(data:)` reads either); the first call says so.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        ViewControllerKit.Runtime.current.diagnostics.unsupported(
            "UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)", "there is no JPEG encoder; it returns PNG bytes")
        return pngData(actions: actions)
    }

    private func run(_ actions: DrawingActions) -> RecordedDrawing {
        let context = CGContext(size: bounds.size,
                                baseTransform: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, imageFormat: imageFormat)
        GraphicsContextStack.withCurrent(context) { actions(rendererContext) }
        return context.drawing
    }
}
