import Foundation
import Testing
import UIKitTesting

/// Zooming by pinch (`UIScrollView.pinchGestureRecognizer`, `viewForZooming(in:)`,
/// `minimumZoomScale`/`maximumZoomScale`, `bouncesZoom`, `isZooming`/`isZoomBouncing`, the
/// delegate's will-begin / did-zoom / did-end-zooming calls), as Apple's UIScrollView and
/// UIScrollViewDelegate documentation describes it. Not a numbered UIKIT-SEMANTICS rule:
/// the behaviour is the documentation's.
@Suite @MainActor struct ScrollViewPinchZoomTests {
    /// Records the zoom calls and `didScroll` with the offset.
    @MainActor final class ZoomRecorder: UIScrollViewDelegate {
        let trace = TraceRecorder()
        var zoomingView: UIView?
        var recordsDidZoom = true
        static func f(_ v: CGFloat) -> String { String(format: "%.3f", Double(v)) }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomingView }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            trace.record("willBeginZooming zooming=\(scrollView.isZooming) view=\(view === zoomingView)")
        }
        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            if recordsDidZoom { trace.record("didZoom \(Self.f(scrollView.zoomScale))") }
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if recordsDidZoom {
                trace.record("didScroll (\(Self.f(scrollView.contentOffset.x)), \(Self.f(scrollView.contentOffset.y)))")
            }
        }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            trace.record("didEndZooming \(Self.f(scale)) zooming=\(scrollView.isZooming) bouncing=\(scrollView.isZoomBouncing)")
        }
    }

    /// A 300 × 400 scroll view at (0, 100) of the window whose zooming view is a 300 × 400
    /// view filling its content.
    @MainActor struct ZoomScene {
        let host = HeadlessHost()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let recorder = ZoomRecorder()

        init(maximum: CGFloat) {
            host.show(UIViewController())
            scrollView.addSubview(content)
            scrollView.contentSize = content.bounds.size
            recorder.zoomingView = content
            scrollView.delegate = recorder
            scrollView.maximumZoomScale = maximum
            host.window.rootViewController!.view.addSubview(scrollView)
            host.pump()
            recorder.trace.take()
        }
    }

    @Test func pinchRecognizer_existsOnlyWhileTheLimitsAllowZooming() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 3
        let pinch = scrollView.pinchGestureRecognizer
        #expect(pinch != nil)
        #expect(pinch?.view === scrollView)
        #expect(scrollView.gestureRecognizers?.contains { $0 === pinch } == true)
        scrollView.minimumZoomScale = 3
        #expect(scrollView.pinchGestureRecognizer == nil)
        #expect(scrollView.gestureRecognizers?.contains { $0 === pinch } == false)
    }

    @Test func pinch_scalesTheZoomingViewAboutTheFingers_andReportsEachStep() {
        let scene = ZoomScene(maximum: 4)
        let host = scene.host, scrollView = scene.scrollView
        let a = host.touchDown(at: CGPoint(x: 100, y: 300))
        let b = host.touchDown(at: CGPoint(x: 200, y: 300))          // span 100
        host.advance(by: 0.1)
        host.touchMove(b, to: CGPoint(x: 220, y: 300))               // span 120: began, from here scale 1
        #expect(scrollView.isZooming)
        #expect(scrollView.zoomScale == 1)
        host.advance(by: 0.1)
        host.touchMove(a, to: CGPoint(x: 40, y: 300))                // span 180: 1.5
        host.touchUp(b)
        host.touchUp(a)
        // The view's point under the centroid when the pinch began, (160, 200), is under the
        // centroid now (130, 200 of the visible area): content point (240, 300) at offset (110, 100).
        #expect(scene.recorder.trace.take() == [
            "willBeginZooming zooming=true view=true",
            "didZoom 1.500", "didScroll (110.000, 100.000)",
            "didEndZooming 1.500 zooming=false bouncing=false",
        ])
        #expect(scrollView.zoomScale == 1.5)
        #expect(scrollView.contentSize == CGSize(width: 450, height: 600))
        #expect(scene.content.frame == CGRect(x: 0, y: 0, width: 450, height: 600))
        #expect(!scrollView.isZooming)
    }

    @Test func pinchPastTheMaximum_goesJustPastIt_thenBouncesBackOnTheClock() {
        let scene = ZoomScene(maximum: 2)
        let host = scene.host, scrollView = scene.scrollView
        scene.recorder.recordsDidZoom = false
        let a = host.touchDown(at: CGPoint(x: 150, y: 150))
        let b = host.touchDown(at: CGPoint(x: 150, y: 200))          // span 50
        host.advance(by: 0.1)
        host.touchMove(b, to: CGPoint(x: 150, y: 210))               // span 60: began
        host.advance(by: 0.1)
        host.touchMove(a, to: CGPoint(x: 150, y: 210 - 60 * 3.456))  // fingers' scale 3.456
        // Past the maximum 2 the shown scale is 2 × ∛(3.456 / 2) = 2.4.
        #expect(abs(scrollView.zoomScale - 2.4) < 1e-9)
        host.touchUp(b)
        host.touchUp(a)
        #expect(scrollView.isZoomBouncing)
        #expect(!scrollView.isZooming)
        #expect(scene.recorder.trace.take() == ["willBeginZooming zooming=true view=true"])
        host.advance(by: 0.15)
        #expect(scrollView.zoomScale > 2 && scrollView.zoomScale < 2.4)
        #expect(scene.recorder.trace.take() == [])
        host.advance(by: 0.2)
        #expect(scene.recorder.trace.take() == ["didEndZooming 2.000 zooming=false bouncing=false"])
        #expect(scrollView.zoomScale == 2)
        #expect(!scrollView.isZoomBouncing)
        // The anchor (150, 80) of the view stays at the last centroid (150, 6.32) of the
        // visible area: content point (300, 160), offset (150, 153.68).
        #expect(abs(scrollView.contentOffset.x - 150) < 1e-9)
        #expect(abs(scrollView.contentOffset.y - 153.68) < 1e-6)
        #expect(scrollView.contentSize == CGSize(width: 600, height: 800))
    }

    @Test func withoutBouncesZoom_theScaleStopsAtTheLimit_andZoomingEndsWhenTheFingersLift() {
        let scene = ZoomScene(maximum: 2)
        let host = scene.host, scrollView = scene.scrollView
        scrollView.bouncesZoom = false
        scene.recorder.recordsDidZoom = false
        let a = host.touchDown(at: CGPoint(x: 150, y: 150))
        let b = host.touchDown(at: CGPoint(x: 150, y: 200))
        host.touchMove(b, to: CGPoint(x: 150, y: 210))
        host.touchMove(a, to: CGPoint(x: 150, y: 210 - 60 * 3.456))
        #expect(scrollView.zoomScale == 2)
        host.touchUp(b)
        #expect(scene.recorder.trace.take() == [
            "willBeginZooming zooming=true view=true",
            "didEndZooming 2.000 zooming=false bouncing=false",
        ])
        host.touchUp(a)
        #expect(!scrollView.isZoomBouncing)
    }

    @Test func withoutAViewForZooming_thePinchDoesNotBegin() {
        let scene = ZoomScene(maximum: 4)
        scene.recorder.zoomingView = nil
        let host = scene.host, scrollView = scene.scrollView
        let states = TraceRecorder()
        scrollView.pinchGestureRecognizer?.addAction { states.record("\($0.state)") }
        let a = host.touchDown(at: CGPoint(x: 100, y: 300))
        let b = host.touchDown(at: CGPoint(x: 200, y: 300))
        host.touchMove(b, to: CGPoint(x: 260, y: 300))
        host.touchMove(a, to: CGPoint(x: 40, y: 300))
        // The scroll view's gestureRecognizerShouldBegin refused it: it never began.
        #expect(states.take() == [])
        host.touchUp(b)
        host.touchUp(a)
        #expect(scene.recorder.trace.take() == [])
        #expect(scrollView.zoomScale == 1)
        #expect(!scrollView.isZooming)
    }

    @Test func aFingerLeftAfterThePinch_goesOnPanningFromWhereTheZoomLeftTheContent() {
        let scene = ZoomScene(maximum: 4)
        let host = scene.host, scrollView = scene.scrollView
        scrollView.setZoomScale(2, animated: false)                  // content 600 × 800
        scene.recorder.recordsDidZoom = false
        let a = host.touchDown(at: CGPoint(x: 150, y: 400))
        host.advance(by: 0.05)
        host.touchMove(a, to: CGPoint(x: 150, y: 370))
        host.advance(by: 0.05)
        host.touchMove(a, to: CGPoint(x: 150, y: 340))               // dragging the content up
        #expect(scrollView.isDragging)
        let b = host.touchDown(at: CGPoint(x: 150, y: 240))          // span 100
        host.advance(by: 0.05)
        host.touchMove(b, to: CGPoint(x: 150, y: 220))               // span 120: the pinch began
        host.advance(by: 0.05)
        host.touchMove(b, to: CGPoint(x: 150, y: 200))               // span 140
        #expect(scrollView.isZooming)
        host.touchUp(b)
        let afterZoom = scrollView.contentOffset
        #expect(!scrollView.isZooming)
        #expect(scrollView.isDragging)
        host.advance(by: 0.05)
        host.touchMove(a, to: CGPoint(x: 150, y: 320))               // 20 points more
        #expect(scrollView.contentOffset == CGPoint(x: afterZoom.x, y: afterZoom.y + 20))
        host.touchUp(a)
        #expect(scene.recorder.trace.take().filter { $0.hasPrefix("will") || $0.hasPrefix("didEnd") } == [
            "willBeginZooming zooming=true view=true",
            "didEndZooming 2.333 zooming=false bouncing=false",
        ])
    }

    @Test func aScrollViewRemovedWhileItsZoomBounces_isReleased_andTheClockGoesIdle() {
        let scene = ZoomScene(maximum: 2)
        let host = scene.host
        weak var weakScrollView: UIScrollView?
        weak var weakPinch: UIPinchGestureRecognizer?
        do {
            let scrollView = scene.scrollView
            weakScrollView = scrollView
            weakPinch = scrollView.pinchGestureRecognizer
            let a = host.touchDown(at: CGPoint(x: 150, y: 150))
            let b = host.touchDown(at: CGPoint(x: 150, y: 200))
            host.touchMove(b, to: CGPoint(x: 150, y: 210))
            host.touchMove(a, to: CGPoint(x: 150, y: 210 - 60 * 3.456))
            host.touchUp(b)
            host.touchUp(a)
            #expect(scrollView.isZoomBouncing)
            scrollView.removeFromSuperview()
        }
        _ = consume scene
        host.runUntilIdle()
        #expect(weakScrollView == nil)
        #expect(weakPinch == nil)
    }
}
