import Foundation

extension UIImage {
    /// The image as JPEG data: nil here, where images are sizes and names rather than
    /// pixels (there is no encoder); the first call says so through the diagnostics channel.
    /// Differs from iOS: main-actor isolated, as the diagnostics channel is.
    @preconcurrency @MainActor
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        ViewControllerKit.Runtime.current.diagnostics.unsupported("UIImage.jpegData(compressionQuality:)", "images hold no pixels to encode; it returns nil")
        return nil
    }

    /// The image as PNG data. An image a graphics renderer or image context drew is
    /// rasterized (`ViewControllerKit.PathRasterizer`); any other image is nil here, as
    /// `jpegData(compressionQuality:)`, unless it was read from PNG bytes (returned as they are).
    @preconcurrency @MainActor
    public func pngData() -> Data? {
        if let drawing { return ViewControllerKit.PathRasterizer.png(of: drawing, scale: scale) }
        if let encodedData, encodedData.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return encodedData }
        ViewControllerKit.Runtime.current.diagnostics.unsupported("UIImage.pngData()", "images read from JPEG or GIF files, or named, hold no pixels to encode; it returns nil")
        return nil
    }
}
