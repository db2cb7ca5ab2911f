import Foundation

/// Zooming by pinch: the delegate's `viewForZooming(in:)` scales about the fingers.
///
/// ```
///   idle ──pinch began: willBeginZooming──► zooming ⟲ didZoom, didScroll
///    ▲                                         │ fingers lift
///    │           within the limits ◄───────────┤
///    │               didEndZooming(atScale:)   │ past a limit (bouncesZoom)
///    │                                         ▼
///    └── didEndZooming(atScale: limit) ◄── zoom bouncing (0.3 s ease) ⟲ didZoom, didScroll
/// ```
/// The point of the zooming view under the fingers when the pinch began stays under their
/// centroid, so two fingers that move together also move the content. Past
/// `minimumZoomScale`/`maximumZoomScale` the scale follows the fingers with resistance (the
/// cube root of the overshoot, a chosen curve: UIKit documents only that it goes "just
/// past" the limit) and eases back when they lift; without `bouncesZoom` it stops at the
/// limit. (Chosen where UIKit documents nothing: `didZoom` comes before the `didScroll` of
/// the same step, `isZooming` is false once the fingers lift, the bounce lasts 0.3 s.)
extension UIScrollView {
    static let zoomBounceDuration: TimeInterval = 0.3

    /// The recognizer that zooms the content; nil while zooming is disabled
    /// (`maximumZoomScale` not above `minimumZoomScale`), as on iOS.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoomState.recognizer }

    /// Attaches the pinch recognizer when the zoom limits allow zooming, removes it when
    /// they no longer do. Called whenever a limit changes.
    func updatePinchRecognizer() {
        let enabled = maximumZoomScale > minimumZoomScale
        if enabled, zoomState.recognizer == nil {
            let pinch = ScrollZoomPinchRecognizer()
            pinch.addAction { [unowned self] _ in self.handlePinch() }
            addGestureRecognizer(pinch)
            zoomState.recognizer = pinch
        } else if !enabled, let pinch = zoomState.recognizer {
            removeGestureRecognizer(pinch)
            zoomState.recognizer = nil
        }
    }

    /// A pinch begins only when the delegate gives a view to zoom.
    func pinchShouldBegin() -> Bool { delegate?.viewForZooming(in: self) != nil }

    /// Scales `view` to `scale` about its own origin; the content size follows, then the
    /// delegate's `scrollViewDidZoom`.
    func applyZoomScale(_ scale: CGFloat, to view: UIView) {
        storedZoomScale = scale
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        delegate?.scrollViewDidZoom(self)
    }

    private func handlePinch() {
        guard let pinch = zoomState.recognizer else { return }
        switch pinch.state {
        case .began: beginZooming(pinch)
        case .changed: followPinch(pinch)
        case .ended, .cancelled: endZooming()
        default: break
        }
    }

    private func beginZooming(_ pinch: UIPinchGestureRecognizer) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        zoomState.finishBounce?()
        stopMotion()
        // The zoom follows the fingers from here; the recognizer's hysteresis is not a jump.
        pinch.scale = 1
        zoomState.pinch = (storedZoomScale, pinch.location(in: view))
        zoomState.lastViewportPoint = viewportPoint(of: pinch)
        isZooming = true
        delegate?.scrollViewWillBeginZooming(self, with: view)
    }

    private func followPinch(_ pinch: UIPinchGestureRecognizer) {
        guard let start = zoomState.pinch, let view = delegate?.viewForZooming(in: self) else { return }
        let point = viewportPoint(of: pinch)
        zoomState.lastViewportPoint = point
        place(view, scale: bandedZoomScale(start.startScale * pinch.scale), anchor: start.anchor, at: point)
    }

    private func endZooming() {
        guard let start = zoomState.pinch else { return }
        zoomState.pinch = nil
        isZooming = false
        // A finger still down goes on panning from where the zoom left the content.
        if isDragging {
            panGestureRecognizer.setTranslation(.zero, in: self)
            dragStart.offset = contentOffset
        }
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let scale = storedZoomScale
        let limit = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard limit != scale else { return delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale) ?? () }
        bounceZoom(view, from: scale, to: limit, anchor: start.anchor, at: zoomState.lastViewportPoint)
    }

    /// Eases the scale back to `limit` over 0.3 s on the clock, keeping `anchor` at `point`.
    private func bounceZoom(_ view: UIView, from scale: CGFloat, to limit: CGFloat, anchor: CGPoint, at point: CGPoint) {
        isZoomBouncing = true
        let ticker = ScrollFrameTicker { [unowned self] in self.runtimeInUse }
        let start = ticker.now
        zoomState.bounce = ticker
        zoomState.finishBounce = { [weak self, weak view] in
            guard let self else { return }
            self.zoomState.bounce?.stop()
            self.zoomState.bounce = nil
            self.zoomState.finishBounce = nil
            if let view, self.storedZoomScale != limit { self.place(view, scale: limit, anchor: anchor, at: point) }
            self.isZoomBouncing = false
            self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: limit)
        }
        ticker.start { [weak self, weak view] time in
            guard let self, let view else { return }
            let f = min(1, max(0, (time - start) / Self.zoomBounceDuration))
            guard f < 1 else { return self.zoomState.finishBounce?() ?? () }
            let eased = CGFloat((1 - cos(Double.pi * f)) / 2)
            self.place(view, scale: scale + (limit - scale) * eased, anchor: anchor, at: point)
        }
    }

    /// Scales `view` and scrolls so that its point `anchor` shows at `point` of the visible
    /// area, as far as the content's edges allow.
    private func place(_ view: UIView, scale: CGFloat, anchor: CGPoint, at point: CGPoint) {
        applyZoomScale(scale, to: view)
        let content = view.convert(anchor, to: self)
        let limits = contentOffsetLimits
        contentOffset = CGPoint(x: min(max(content.x - point.x, limits.min.x), limits.max.x),
                                y: min(max(content.y - point.y, limits.min.y), limits.max.y))
    }

    /// The scale shown for the fingers' `raw` scale: past a limit, with resistance
    /// (`bouncesZoom`) or stopped at it.
    private func bandedZoomScale(_ raw: CGFloat) -> CGFloat {
        guard raw > maximumZoomScale || raw < minimumZoomScale else { return raw }
        let limit = raw > maximumZoomScale ? maximumZoomScale : minimumZoomScale
        guard bouncesZoom, limit > 0 else { return limit }
        return limit * CGFloat(cbrt(Double(raw / limit)))
    }

    /// The fingers' centroid relative to the visible area's top-left corner.
    private func viewportPoint(of pinch: UIPinchGestureRecognizer) -> CGPoint {
        let p = pinch.location(in: self)
        return CGPoint(x: p.x - contentOffset.x, y: p.y - contentOffset.y)
    }
}
