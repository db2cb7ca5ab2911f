import Foundation

extension UIColor {
    /// Makes this colour the current context's fill colour (resolved with the current traits,
    /// as `draw(_:)` runs with the view's). Without a current context: a warning, nothing set.
    @preconcurrency @MainActor
    public func setFill() {
        currentContextForDrawing("UIColor.setFill()")?.setFillColor(cgColor)
    }

    /// Makes this colour the current context's stroke colour.
    @preconcurrency @MainActor
    public func setStroke() {
        currentContextForDrawing("UIColor.setStroke()")?.setStrokeColor(cgColor)
    }

    /// Makes this colour both the fill and the stroke colour.
    @preconcurrency @MainActor
    public func set() {
        guard let context = currentContextForDrawing("UIColor.set()") else { return }
        context.setFillColor(cgColor)
        context.setStrokeColor(cgColor)
    }
}
