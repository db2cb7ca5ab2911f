import Foundation

/// A bitmap image's Core Graphics side: its size in pixels. Pixels are not decoded here
/// (see ``UIImage``), so a `CGImage` carries the image it came from, and an image made from
/// it again (`UIImage(cgImage:)`) draws the same.
public final class CGImage: Sendable {
    /// Width and height in pixels.
    public let width: Int
    public let height: Int
    /// The image it was taken from, whose data or drawing renderers use.
    let source: UIImage

    init(source: UIImage) {
        self.source = source
        width = Int((source.size.width * source.scale).rounded())
        height = Int((source.size.height * source.scale).rounded())
    }

    /// 8 bits a component, 4 components a pixel (RGBA), rows unpadded: what UIKit's
    /// renderers make.
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }
}

extension UIImage {
    /// The image as a Core Graphics image (its size in pixels); nil for an empty image.
    public var cgImage: CGImage? {
        size.width > 0 && size.height > 0 ? CGImage(source: self) : nil
    }

    /// An image of `cgImage` at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` at `scale` points a pixel. Differs from iOS: the picture is not
    /// turned by `orientation` (images here are always `.up`).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let source = cgImage.source
        self.init(size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale),
                  scale: scale, name: source.name, data: source.encodedData, renderingMode: .automatic,
                  symbolConfiguration: source.symbolConfiguration, drawing: source.drawing)
    }
}

extension UIImage {
    /// How an image's pixels are turned to show it upright.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// Always `.up`: images here are drawn as stored (camera orientation metadata is not read).
    public var imageOrientation: Orientation { .up }
}
