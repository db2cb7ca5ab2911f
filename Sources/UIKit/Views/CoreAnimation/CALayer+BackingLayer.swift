import Foundation

extension CALayer {
    /// A new layer for a view of class `viewClass`: an instance of its `layerClass` when
    /// that is one of UIKit's layer classes, else of the nearest one it inherits from (an
    /// app's own subclass has no initialiser Swift can call from its class), said once per class.
    static func backingLayer(for viewClass: UIView.Type) -> CALayer {
        let requested: AnyClass = viewClass.layerClass
        let layer: CALayer
        let exact: Bool
        switch requested {
        case let type as CATextLayer.Type: layer = CATextLayer(backingView: ()); exact = type == CATextLayer.self
        case let type as CAGradientLayer.Type: layer = CAGradientLayer(backingView: ()); exact = type == CAGradientLayer.self
        case let type as CAShapeLayer.Type: layer = CAShapeLayer(backingView: ()); exact = type == CAShapeLayer.self
        case let type as CALayer.Type: layer = CALayer(backingView: ()); exact = type == CALayer.self
        default: layer = CALayer(backingView: ()); exact = false
        }
        if !exact {
            ViewControllerKit.Runtime.current.diagnostics.unsupported(
                "\(viewClass).layerClass (\(requested))",
                "an app's own layer class cannot be made from its class here; the view's layer is a \(type(of: layer))")
        }
        return layer
    }
}
