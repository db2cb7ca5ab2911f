import Foundation

/// The stack of current graphics contexts: `draw(_:)` and graphics renderers push one for
/// the length of the drawing, `UIGraphicsPushContext(_:)` and the image-context functions
/// push one until they are balanced.
///
/// On iOS the stack is per thread; here drawing happens on the main actor, so there is one.
/// It holds something only while drawing is in progress, so no state outlives a test.
@MainActor
enum GraphicsContextStack {
    struct Entry {
        let context: CGContext
        /// The scale of an image context (`UIGraphicsBeginImageContextWithOptions`); nil for others.
        let imageScale: CGFloat?
    }

    static var entries: [Entry] = []

    /// Runs `body` with `context` current, and pops it afterwards whatever `body` left pushed.
    static func withCurrent<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
        let depth = entries.count
        entries.append(Entry(context: context, imageScale: nil))
        defer { entries.removeSubrange(min(depth, entries.count)...) }
        return try body()
    }
}

/// The context drawing goes to: inside `draw(_:)`, a graphics renderer's actions, or
/// between `UIGraphicsBeginImageContextWithOptions` and `UIGraphicsEndImageContext()`;
/// nil elsewhere. Differs from iOS: main-actor isolated.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.entries.last?.context
}

/// Makes `context` the current one until `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.entries.append(.init(context: context, imageScale: nil))
}

/// Removes the context last pushed.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.entries.popLast()
}

/// Starts an image context of `size` points at scale 1, opaque false.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts an image context of `size` points and makes it current; `scale` 0 means the main
/// screen's. `opaque` is accepted (an image here has no pixels to leave transparent).
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIScreen.main.scale
    GraphicsContextStack.entries.append(.init(context: CGContext(size: size), imageScale: scale))
}

/// The image drawn so far in the current image context; nil when the current context is
/// not an image context.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.entries.last, let scale = entry.imageScale else { return nil }
    return UIImage(drawing: entry.context.drawing, scale: scale)
}

/// Ends the current image context (does nothing when the current context is not one).
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard GraphicsContextStack.entries.last?.imageScale != nil else { return }
    GraphicsContextStack.entries.removeLast()
}

/// Fills `rect` with the current fill colour.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a one-point frame just inside `rect` with the current fill colour, as UIKit does.
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let path = CGMutablePath()
    path.addRect(rect)
    path.addRect(rect.insetBy(dx: 1, dy: 1))
    context.paint(path, fill: true, stroke: false, evenOdd: true)
}

/// The current context, or a warning like Core Graphics' "invalid context 0x0" when there
/// is none (the call then draws nothing, as on iOS).
@MainActor
func currentContextForDrawing(_ api: String) -> CGContext? {
    if let context = UIGraphicsGetCurrentContext() { return context }
    ViewControllerKit.Runtime.current.diagnostics.warn("\(api): invalid context 0x0. There is no current graphics context: draw inside draw(_:), a UIGraphicsImageRenderer's actions, or an image context.")
    return nil
}
