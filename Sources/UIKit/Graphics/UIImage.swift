import Foundation
import Synchronization

/// An image: its size in points, its scale, where it came from, and (when it was read from
/// a file or data) its encoded bytes for renderers.
///
/// Pixels are not decoded: view-controller code reads `size` and `scale`, image views size
/// themselves from them, and renderers draw from the bytes or the name.
public final class UIImage: Sendable, CustomStringConvertible {
    public let size: CGSize
    public let scale: CGFloat
    /// The name it was created with (`UIImage(named:)`, `UIImage(systemName:)` as
    /// "symbol:NAME"), for renderers and dumps.
    public let name: String?
    /// The PNG, JPEG or GIF bytes the image was read from, if any.
    let encodedData: Data?
    public let renderingMode: RenderingMode
    public let symbolConfiguration: SymbolConfiguration?
    /// The colour `withTintColor(_:)` gave it, drawn instead of the view's tint.
    let ownTintColor: UIColor?
    /// What a graphics renderer or image context drew into it (renderers draw these paths).
    let drawing: RecordedDrawing?
    /// The edges `resizableImage(withCapInsets:)` keeps unscaled (default `.zero`).
    public let capInsets: UIEdgeInsets
    /// How the middle of a resizable image fills its space (default `.tile`).
    public let resizingMode: ResizingMode
    /// The frames of an animated image (``animatedImage(with:duration:)``), nil otherwise.
    public let images: [UIImage]?
    /// Seconds one cycle through ``images`` takes; 0 for a still image.
    public let duration: TimeInterval

    /// How an image uses the tint colour.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0, alwaysOriginal = 1, alwaysTemplate = 2
    }

    /// An image of `size` points, for code (and tests) that need one without a file.
    public convenience init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
        self.init(size: size, scale: scale, name: name, data: nil, renderingMode: .automatic, symbolConfiguration: nil)
    }

    init(size: CGSize, scale: CGFloat, name: String?, data: Data?, renderingMode: RenderingMode,
         symbolConfiguration: SymbolConfiguration?, tintColor: UIColor? = nil, capInsets: UIEdgeInsets = .zero,
         resizingMode: ResizingMode = .tile, drawing: RecordedDrawing? = nil,
         images: [UIImage]? = nil, duration: TimeInterval = 0) {
        self.size = size; self.scale = scale; self.name = name; self.encodedData = data; self.drawing = drawing
        self.images = images; self.duration = duration
        self.renderingMode = renderingMode; self.symbolConfiguration = symbolConfiguration
        self.ownTintColor = tintColor; self.capInsets = capInsets; self.resizingMode = resizingMode
    }

    /// A copy of this image with some attributes changed; the rest carried over.
    func copy(size: CGSize? = nil, renderingMode: RenderingMode? = nil, symbolConfiguration: SymbolConfiguration? = nil,
              tintColor: UIColor?? = nil, capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil) -> UIImage {
        UIImage(size: size ?? self.size, scale: scale, name: name, data: encodedData,
                renderingMode: renderingMode ?? self.renderingMode,
                symbolConfiguration: symbolConfiguration ?? self.symbolConfiguration,
                tintColor: tintColor ?? ownTintColor, capInsets: capInsets ?? self.capInsets,
                resizingMode: resizingMode ?? self.resizingMode, drawing: drawing,
                images: images?.map { $0.copy(renderingMode: renderingMode, tintColor: tintColor, capInsets: capInsets,
                                              resizingMode: resizingMode) },
                duration: duration)
    }

    /// An image holding what a context drew.
    convenience init(drawing: RecordedDrawing, scale: CGFloat) {
        self.init(size: drawing.size, scale: scale, name: nil, data: nil, renderingMode: .automatic,
                  symbolConfiguration: nil, drawing: drawing)
    }

    /// An empty image: zero size, scale 1.
    public convenience init() { self.init(size: .zero) }

    /// An image from PNG, JPEG or GIF bytes at scale 1; nil when the bytes are none of these.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = ImageHeader.pixelSize(of: data) else { return nil }
        self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale,
                  name: nil, data: data, renderingMode: .automatic, symbolConfiguration: nil)
    }

    /// An image from a file; the scale comes from an `@2x`/`@3x` suffix, as on iOS.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let base = (path as NSString).deletingPathExtension
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// A named image from the main bundle: an asset catalogue's image set, or a loose
    /// `NAME.png` / `NAME@2x.png` / `NAME@3x.png` / `.jpg` file. An unknown name gives nil.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// A named image from `bundle` (the main bundle when nil), choosing the variant for
    /// `traitCollection`'s display scale (the largest there is when unspecified).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        if let size = UIImage.registered.withLock({ $0[name] }) {
            self.init(size: size, scale: 1, name: name)
            return
        }
        let wanted = traitCollection?.displayScale ?? 0
        guard let found = NamedImageLookup.find(name, in: bundle ?? .main, displayScale: wanted),
              let pixels = ImageHeader.pixelSize(of: found.data) else { return nil }
        self.init(size: CGSize(width: pixels.width / found.scale, height: pixels.height / found.scale),
                  scale: found.scale, name: name, data: found.data, renderingMode: found.renderingMode,
                  symbolConfiguration: nil)
    }

    /// Registers a named image's size, for code that names images it has no file for.
    public static func register(name: String, size: CGSize) {
        registered.withLock { $0[name] = size }
    }

    private static let registered = Mutex<[String: CGSize]>([:])

    /// A copy that uses the tint colour as `renderingMode` says.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    public var description: String { "<UIImage \(name ?? "") \(size.uikitDescription)>" }
}
