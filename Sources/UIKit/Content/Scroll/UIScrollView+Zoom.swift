import Foundation

// Zooming set from code: the delegate's `viewForZooming(in:)` is scaled, and the content
// size follows. Zooming by pinch: UIScrollView+PinchZoom.swift.
extension UIScrollView {
    /// The scale applied to the zooming view, kept between `minimumZoomScale` and
    /// `maximumZoomScale`. Setting it does nothing without a zooming view.
    public var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Scales the delegate's zooming view to `scale` (clamped), about the content origin;
    /// `contentSize` becomes the zooming view's scaled size; `scrollViewDidZoom` follows.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard clamped != storedZoomScale else { return }
        applyZoomScale(clamped, to: view)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the view, then
    /// scrolls to it.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: false)
        let s = storedZoomScale
        scrollRectToVisible(CGRect(x: rect.minX * s, y: rect.minY * s, width: rect.width * s, height: rect.height * s),
                            animated: animated)
    }
}
