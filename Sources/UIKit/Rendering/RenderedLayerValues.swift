import Foundation

/// The values a layer is drawn with in this frame: geometry, opacity and the layer's
/// drawing properties.
///
/// Drawn values are the layer's presentation values (mid-animation, the interpolated ones).
/// Every read the render tree makes goes through ``renderedValues(of:)``.
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

/// What `layer` draws this frame (see ``RenderedLayerValues``): its presentation values
/// while anything of it animates, its model values otherwise. Nil for a layer whose view is gone.
@MainActor
func renderedValues(of layer: CALayer) -> RenderedLayerValues? {
    guard let view = layer.owningView else { return nil }
    if let shown = layer.presentation() {
        return RenderedLayerValues(
            center: shown.position, bounds: shown.bounds, transform: shown.affineTransform(),
            opacity: CGFloat(shown.opacity), isHidden: view.isHidden,
            backgroundColor: shown.backgroundColor.map { UIColor(cgColor: $0) },
            cornerRadius: shown.cornerRadius, borderWidth: shown.borderWidth, borderColor: shown.borderColor,
            masksToBounds: layer.masksToBounds, shadowColor: shown.shadowColor, shadowOpacity: shown.shadowOpacity,
            shadowOffset: shown.shadowOffset, shadowRadius: shown.shadowRadius, zPosition: layer.zPosition)
    }
    return RenderedLayerValues(
        center: view.center, bounds: view.bounds, transform: view.transform, opacity: view.alpha,
        isHidden: view.isHidden, backgroundColor: view.backgroundColor,
        cornerRadius: layer.cornerRadius, borderWidth: layer.borderWidth, borderColor: layer.borderColor,
        masksToBounds: layer.masksToBounds, shadowColor: layer.shadowColor, shadowOpacity: layer.shadowOpacity,
        shadowOffset: layer.shadowOffset, shadowRadius: layer.shadowRadius, zPosition: layer.zPosition)
}
