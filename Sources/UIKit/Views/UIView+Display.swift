import Foundation

/// A view's drawn content (`draw(_:)`) and whether it is out of date.
struct ViewDrawingState {
    /// True until the view has drawn, and again after `setNeedsDisplay()`.
    var needsDisplay = true
    /// The last drawing; nil when the view drew nothing (most views: they do not override
    /// `draw(_:)`).
    var drawing: RecordedDrawing?
}

extension UIView {
    /// Marks the view's drawn content as out of date: `draw(_:)` runs again the next time
    /// the view is rendered, and a display pass is asked for on the next run-loop turn.
    public func setNeedsDisplay() {
        drawingState.needsDisplay = true
        requestDisplayPass()
    }

    /// As `setNeedsDisplay()`: the whole view is drawn again (`draw(_:)` gets the bounds).
    public func setNeedsDisplay(_ invalidRect: CGRect) {
        setNeedsDisplay()
    }

    /// Asks for a display pass on the next run-loop turn, so render hosts see a change that
    /// needs no layout (a colour, an alpha) without drawing the content again.
    func requestDisplayPass() {
        window?.requestPasses()
    }

    /// The view's drawn content as it is to be shown now: `draw(_:)` runs first when the
    /// content is out of date and the view has a size (iOS does not draw empty layers).
    /// Called by the render-tree builder, with the view's traits current.
    func currentDrawing() -> RecordedDrawing? {
        guard drawingState.needsDisplay else { return drawingState.drawing }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return drawingState.drawing }
        drawingState.needsDisplay = false
        let context = CGContext(size: size, baseTransform: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
        let rect = bounds
        GraphicsContextStack.withCurrent(context) { draw(rect) }
        drawingState.drawing = context.drawing.operations.isEmpty ? nil : context.drawing
        return drawingState.drawing
    }

    /// Draws again (on the next display pass) after a change of light/dark appearance, which
    /// dynamic colours resolve differently, as iOS redraws views that override `draw(_:)`.
    func traitsDidChangeForDrawing(from previous: UITraitCollection?) {
        guard drawingState.drawing != nil, let previous,
              previous.userInterfaceStyle != traitCollection.userInterfaceStyle else { return }
        setNeedsDisplay()
    }
}

extension CALayer {
    /// Marks the layer's view for drawing again, as `UIView.setNeedsDisplay()`.
    public func setNeedsDisplay() { owningView?.setNeedsDisplay() }

    /// Whether the layer's view will draw again when next rendered.
    public func needsDisplay() -> Bool { owningView?.drawingState.needsDisplay ?? false }
}
