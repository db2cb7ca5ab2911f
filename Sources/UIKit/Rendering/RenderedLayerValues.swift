import Foundation

/// The values a layer is drawn with in this frame: geometry, opacity and the layer's
/// drawing properties.
///
/// Drawn values are the layer's presentation values (mid-animation, the interpolated ones).
/// Every read the render tree makes goes through ``renderedValues(of:)``, so pointing it at
/// the presentation layer is a one-place change; it reads the model values until layers
/// have presentation copies.
struct RenderedLayerValues {
    var center: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform
    var opacity: CGFloat
    var isHidden: Bool
    var backgroundColor: UIColor?
    var cornerRadius: CGFloat
    var borderWidth: CGFloat
    var borderColor: CGColor?
    var masksToBounds: Bool
    var shadowColor: CGColor?
    var shadowOpacity: Float
    var shadowOffset: CGSize
    var shadowRadius: CGFloat
    var zPosition: CGFloat
}

/// What `layer` draws this frame (see ``RenderedLayerValues``). Nil for a layer whose view is gone.
@MainActor
func renderedValues(of layer: CALayer) -> RenderedLayerValues? {
    guard let view = layer.owningView else { return nil }
    return RenderedLayerValues(
        center: view.center, bounds: view.bounds, transform: view.transform, opacity: view.alpha,
        isHidden: view.isHidden, backgroundColor: view.backgroundColor,
        cornerRadius: layer.cornerRadius, borderWidth: layer.borderWidth, borderColor: layer.borderColor,
        masksToBounds: layer.masksToBounds, shadowColor: layer.shadowColor, shadowOpacity: layer.shadowOpacity,
        shadowOffset: layer.shadowOffset, shadowRadius: layer.shadowRadius, zPosition: layer.zPosition)
}
