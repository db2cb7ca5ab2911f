import Foundation
import RenderTree
import Testing
import UIKitTesting

/// `UIGraphicsImageRenderer` and the image-context functions make images that keep their
/// drawing: image views draw it, other drawings include it, and `pngData` rasterizes it.
@Suite @MainActor struct GraphicsRendererTests {
    static func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// A red square filling the left half of a 10 × 10 image.
    static func halfRed(scale: CGFloat = 1) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: scale)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
    }

    @Test func image_hasTheRenderersSize_andScale_andItsContextIsCurrentDuringTheActions() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        var current: [Bool] = []
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 12))
        #expect(renderer.format is UIGraphicsImageRendererFormat)
        #expect((renderer.format as? UIGraphicsImageRendererFormat)?.scale == UIScreen.main.scale)
        let image = renderer.image { context in
            current.append(UIGraphicsGetCurrentContext() === context.cgContext)
            current.append(context.currentImage.size == CGSize(width: 24, height: 12))
        }
        #expect(current == [true, true])
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 24, height: 12))
        #expect(image.scale == UIScreen.main.scale)
        #expect(UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 5, width: 3, height: 4)).image { _ in }.size == CGSize(width: 3, height: 4))
    }

    @Test func anImageView_drawsARenderedImage_fittedByItsContentMode() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let imageView = UIImageView(image: Self.halfRed())
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        imageView.contentMode = .scaleAspectFit
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: imageView)
        let node = try #require(tree[tree.root])
        #expect(node.image == nil)
        #expect(node.paths == [RenderPath(d: "M10 0L20 0L20 20L10 20Z", fill: RenderColor(red: 255, green: 0, blue: 0))])
        imageView.image = Self.halfRed().withRenderingMode(.alwaysTemplate)
        let tinted = ViewControllerKit.RenderTreeBuilder().tree(of: imageView)
        #expect(tinted[tinted.root]?.paths.map(\.fill) == [RenderColor(red: 0, green: 122, blue: 255)])
    }

    @Test func boundsOrigin_isWhereTheActionsUserSpaceStarts() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 10, height: 10), format: Self.format(scale: 1)).image { _ in
            UIRectFill(CGRect(x: 10, y: 10, width: 5, height: 5))
        }
        let imageView = UIImageView(image: image)
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: imageView)
        #expect(tree[tree.root]?.paths.map(\.d) == ["M0 0L5 0L5 5L0 5Z"])
    }

    @Test func drawingAnImage_addsItsPaths_scaledIntoTheRect() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let square = Self.halfRed()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: Self.format(scale: 1)).image { _ in
            square.draw(in: CGRect(x: 20, y: 20, width: 20, height: 20))
            square.draw(at: .zero)
        }
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: UIImageView(image: image))
        #expect(tree[tree.root]?.paths.map(\.d) == ["M20 20L30 20L30 40L20 40Z", "M0 0L5 0L5 10L0 10Z"])
    }

    @Test func legacyImageContext_makesTheSameImage_andEndsCleanly() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 6), false, 2)
        #expect(UIGraphicsGetCurrentContext() != nil)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 6))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(image?.size == CGSize(width: 8, height: 6))
        #expect(image?.scale == 2)
        let data = image?.pngData()
        #expect(data.flatMap { UIImage(data: $0) }?.size == CGSize(width: 16, height: 12))
        #expect(host.takeDiagnostics().isEmpty)
    }

    @Test func pngData_isTheDrawingRasterized_atTheFormatsScale() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let data = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: Self.format(scale: 2)).pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
            UIColor.blue.setStroke()
            context.cgContext.setLineWidth(1)
            context.cgContext.strokeLineSegments(between: [CGPoint(x: 2.5, y: 0), CGPoint(x: 2.5, y: 2)])
        }
        let pixels = try #require(PNGPixels(data))
        #expect(pixels.width == 6 && pixels.height == 4)
        #expect(pixels[0, 0] == [255, 0, 0, 255])
        #expect(pixels[1, 3] == [255, 0, 0, 255])
        #expect(pixels[2, 1] == [0, 0, 0, 0])
        #expect(pixels[4, 1] == [0, 0, 255, 255])   // the stroke covers x 2…3 points: pixels 4 and 5
        #expect(pixels[5, 2] == [0, 0, 255, 255])
        #expect(pixels[3, 2] == [0, 0, 0, 0])
    }

    @Test func pngData_antialiasesEdges_andFillsByTheEvenOddRule() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: Self.format(scale: 1)).image { _ in
            UIColor.black.setFill()
            let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
            ring.append(UIBezierPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2)))
            ring.usesEvenOddFillRule = true
            ring.fill()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 3.5, y: 0, width: 0.5, height: 1))
        }
        let data = try #require(image.pngData())
        let pixels = try #require(PNGPixels(data))
        #expect(pixels[0, 0] == [0, 0, 0, 255])
        #expect(pixels[1, 1] == [0, 0, 0, 0])   // the hole
        #expect(pixels[2, 2] == [0, 0, 0, 0])
        #expect(pixels[3, 3] == [0, 0, 0, 255])
        #expect(pixels[3, 0] == [128, 0, 0, 255])   // half red over black
    }

    @Test func jpegData_isThePNG_andSaysSo() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: Self.format(scale: 1))
        let jpeg = renderer.jpegData(withCompressionQuality: 0.8) { _ in }
        #expect(UIImage(data: jpeg)?.size == CGSize(width: 2, height: 2))
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:) does nothing here: there is no JPEG encoder; it returns PNG bytes.",
        ])
    }
}

/// The pixels of a PNG as `PathRasterizer` writes it: 8-bit RGBA, filter 0, stored blocks.
struct PNGPixels {
    let width: Int, height: Int
    private let rows: [[UInt8]]

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count > 8 else { return nil }
        var offset = 8, width = 0, height = 0, zlib: [UInt8] = []
        func int(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        while offset + 8 <= bytes.count {
            let length = int(offset), type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            if type == "IHDR" { width = body[0..<4].reduce(0) { $0 << 8 | Int($1) }; height = body[4..<8].reduce(0) { $0 << 8 | Int($1) } }
            if type == "IDAT" { zlib += body }
            offset += 12 + length
        }
        var raw: [UInt8] = [], at = 2
        while at < zlib.count - 4 {
            let count = Int(zlib[at + 1]) | Int(zlib[at + 2]) << 8
            raw += zlib[(at + 5)..<(at + 5 + count)]
            at += 5 + count
        }
        guard raw.count == height * (width * 4 + 1) else { return nil }
        self.width = width; self.height = height
        rows = (0..<height).map { Array(raw[($0 * (width * 4 + 1) + 1)..<(($0 + 1) * (width * 4 + 1))]) }
    }

    subscript(x: Int, y: Int) -> [UInt8] { Array(rows[y][(4 * x)..<(4 * x + 4)]) }
}
