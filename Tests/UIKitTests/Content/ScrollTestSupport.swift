import Foundation
import Testing
import UIKitTesting

/// Records a scroll view delegate's calls: `"<method> …"`; `didScroll` with the offset.
@MainActor
final class ScrollDelegateRecorder: UIScrollViewDelegate {
    let trace: TraceRecorder
    var recordsDidScroll = true
    /// When set, `scrollViewWillEndDragging` moves the target here.
    var retarget: CGPoint?
    init(trace: TraceRecorder) { self.trace = trace }

    static func f(_ p: CGPoint) -> String { String(format: "(%.3f, %.3f)", Double(p.x), Double(p.y)) }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if recordsDidScroll { trace.record("didScroll \(Self.f(scrollView.contentOffset))") }
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        trace.record("willBeginDragging dragging=\(scrollView.isDragging)")
    }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        trace.record("willEndDragging v=\(Self.f(velocity)) target=\(Self.f(targetContentOffset.pointee))")
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        trace.record("didEndDragging(\(decelerate)) dragging=\(scrollView.isDragging)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        trace.record("willBeginDecelerating")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        trace.record("didEndDecelerating \(Self.f(scrollView.contentOffset)) decelerating=\(scrollView.isDecelerating)")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        trace.record("didEndScrollingAnimation \(Self.f(scrollView.contentOffset))")
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        trace.record("didChangeAdjustedContentInset \(scrollView.adjustedContentInset)")
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        trace.record("shouldScrollToTop")
        return true
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        trace.record("didScrollToTop \(Self.f(scrollView.contentOffset))")
    }
}

/// A 300 × 400 scroll view at (0, 100) in a plain controller's view (clear of the safe
/// area, so its adjusted inset is zero), content 300 × 4000, delegate recorded.
@MainActor
struct ScrollScene {
    let host = HeadlessHost()
    let trace = TraceRecorder()
    let scrollView: UIScrollView
    let recorder: ScrollDelegateRecorder

    init(contentSize: CGSize = CGSize(width: 300, height: 4000)) {
        host.show(UIViewController())
        scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scrollView.contentSize = contentSize
        recorder = ScrollDelegateRecorder(trace: trace)
        scrollView.delegate = recorder
        host.window.rootViewController!.view.addSubview(scrollView)
        host.pump()
        trace.take()
    }
}

/// UIKit's deceleration (WWDC 2018 "Designing Fluid Interfaces"): per millisecond the
/// velocity is multiplied by the rate; written out here independently of the library.
/// Summed millisecond by millisecond, as the model states it.
func publishedDecelerationDistance(velocity: Double, rate: Double, milliseconds: Int) -> Double {
    var distance = 0.0, perMillisecond = velocity / 1000
    for _ in 0..<milliseconds {
        perMillisecond *= rate
        distance += perMillisecond
    }
    return distance
}

/// WWDC 2018's projection: where a flick at `velocity` points per second comes to rest.
func publishedProjection(velocity: Double, rate: Double) -> Double {
    (velocity / 1000) * rate / (1 - rate)
}

/// UIKit's rubber band: x points past the edge of a view d long show (1 − 1/(x·c/d + 1))·d.
func publishedRubberBand(_ x: Double, dimension d: Double) -> Double {
    (1 - 1 / (x * 0.55 / d + 1)) * d
}
