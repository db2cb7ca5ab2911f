import Foundation

/// The scroll view's own pinch recognizer (``UIScrollView/pinchGestureRecognizer``).
///
/// It and the scroll view's pan never make each other fail: on iOS two fingers that pinch
/// may also have started a pan (the first finger dragging before the second came down),
/// and the pinch's centroid then moves the content while the pan waits.
final class ScrollZoomPinchRecognizer: UIPinchGestureRecognizer {
    private var scrollViewPan: UIGestureRecognizer? { (view as? UIScrollView)?.panGestureRecognizer }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer !== scrollViewPan
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== scrollViewPan
    }
}

/// What a scroll view keeps about zooming by pinch: its recognizer (present only while
/// zooming is possible), the pinch under way, and the bounce back inside the limits.
@MainActor
final class ScrollZoomState {
    var recognizer: ScrollZoomPinchRecognizer?
    /// The pinch under way: the zoom scale when it began, and the point of the zooming view
    /// (in its own, unscaled coordinates) that stays under the fingers.
    var pinch: (startScale: CGFloat, anchor: CGPoint)?
    /// Where the fingers' centroid last was, relative to the visible area's top-left corner.
    var lastViewportPoint: CGPoint = .zero
    /// Steps the bounce back to a limit; nil when no bounce runs.
    var bounce: ScrollFrameTicker?
    /// How the bounce ends: settles the scale and tells the delegate.
    var finishBounce: (() -> Void)?
}
