import Foundation

extension UIImage {
    /// How a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable {
        case tile = 0, stretch = 1
    }

    /// A copy drawn in `color` whatever the view's tint, with the `.alwaysOriginal` rendering
    /// mode, as on iOS.
    public func withTintColor(_ color: UIColor) -> UIImage {
        copy(renderingMode: .alwaysOriginal, tintColor: .some(color))
    }

    /// A copy drawn in `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tintColor: .some(color))
    }

    /// A copy whose `capInsets` edges keep their size when the image is stretched, the middle
    /// tiled. Stored: renderers scale the whole image (docs/FeatureCoverage.md).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        copy(capInsets: capInsets, resizingMode: .tile)
    }

    /// A copy with `capInsets` and the middle filled as `resizingMode` says. Stored.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy(capInsets: capInsets, resizingMode: resizingMode)
    }
}
