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

    /// The image as PNG data: nil here, as `jpegData(compressionQuality:)`.
    @preconcurrency @MainActor
    public func pngData() -> Data? {
        ViewControllerKit.Runtime.current.diagnostics.unsupported("UIImage.pngData()", "images hold no pixels to encode; it returns nil")
        return nil
    }
}
