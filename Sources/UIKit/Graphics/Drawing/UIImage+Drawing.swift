import Foundation

extension UIImage {
    /// Draws the image at `point` (its top-left corner) in its own size into the current
    /// context. An image a graphics renderer made draws its paths; other images carry no
    /// pixels here and draw nothing (the first such call says so).
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to fill `rect` into the current context (see `draw(at:)`).
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        guard let context = currentContextForDrawing("UIImage.draw(in:)") else { return }
        guard let drawing else {
            ViewControllerKit.Runtime.current.diagnostics.unsupported(
                "UIImage.draw(in:) of an image read from a file or a name", "images hold no pixels to draw")
            return
        }
        context.append(drawing.operations(fittedInto: rect).map { $0.applying(context.ctm) })
    }
}
