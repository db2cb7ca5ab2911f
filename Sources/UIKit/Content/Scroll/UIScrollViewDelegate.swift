import Foundation

/// Hears a scroll view's scrolling, dragging, deceleration and zooming. Every method is
/// optional (a default does nothing).
///
/// Order for a drag that ends in a flick (UIKit's):
/// `scrollViewWillBeginDragging` → `scrollViewDidScroll` … →
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` →
/// `scrollViewDidEndDragging(_:willDecelerate: true)` → `scrollViewWillBeginDecelerating` →
/// `scrollViewDidScroll` … → `scrollViewDidEndDecelerating`. Without a flick the drag ends
/// with `scrollViewDidEndDragging(_:willDecelerate: false)`. An animated offset change in
/// code ends with `scrollViewDidEndScrollingAnimation`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// After every change of `contentOffset`.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// After `zoomScale` changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// When a pan begins, before the content moves.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// When the finger lifts after a pan. `velocity` is in points per millisecond (content
    /// direction); `targetContentOffset` is where the content will rest, and may be changed.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// After `scrollViewWillEndDragging`; `decelerate` tells whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// After `scrollViewDidEndDragging(_:willDecelerate: true)`.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// When the content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// When an animation started by `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that zooming scales; nil (the default) disables zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a scroll-to-top request (a status-bar tap) may scroll. Default true.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// After `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
