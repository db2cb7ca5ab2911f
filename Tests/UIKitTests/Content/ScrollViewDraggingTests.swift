import Foundation
import Testing
import UIKitTesting

/// UIScrollView panning, deceleration, rubber band, paging and the delegate's order, with
/// time moved on the host's manual clock.
@Suite @MainActor struct ScrollViewDraggingTests {
    /// A 200 pt swipe up in ten 20 pt moves over 0.25 s: the pan begins at the first move
    /// (the content follows from there), and the finger lifts at 800 pt/s.
    private func flick(_ s: ScrollScene) {
        s.host.swipe(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 250), duration: 0.25, steps: 10)
    }

    @Test func flick_callsTheDelegateInUIKitsOrder_andDeceleratesOnThePublishedCurve() {
        let s = ScrollScene()
        flick(s)
        var expected = ["willBeginDragging dragging=true"]
        expected += (1...9).map { "didScroll (0.000, \(20 * $0).000)" }
        let projection = publishedProjection(velocity: 800, rate: 0.998)   // 399.2 pt
        expected += [
            "willEndDragging v=(0.000, 0.800) target=(0.000, \(String(format: "%.3f", 180 + projection)))",
            "didEndDragging(true) dragging=false",
            "willBeginDecelerating",
        ]
        #expect(s.trace.take() == expected)
        #expect(s.scrollView.isDecelerating)
        s.recorder.recordsDidScroll = false

        // Half a second later the content is where the per-millisecond model puts it.
        s.host.advance(by: 0.5)
        let expectedOffset = 180 + publishedDecelerationDistance(velocity: 800, rate: 0.998, milliseconds: 500)
        #expect(abs(Double(s.scrollView.contentOffset.y) - expectedOffset) < 1e-6)

        // It comes to rest at the projection.
        s.host.runUntilIdle()
        #expect(s.trace.take() == ["didEndDecelerating (0.000, \(String(format: "%.3f", 180 + projection))) decelerating=false"])
        #expect(abs(Double(s.scrollView.contentOffset.y) - (180 + projection)) < 1e-9)
    }

    @Test func fastDecelerationRate_stopsSooner_atItsProjection() {
        let s = ScrollScene()
        s.scrollView.decelerationRate = .fast
        flick(s)
        s.recorder.recordsDidScroll = false
        s.host.advance(by: 0.1)
        let expectedOffset = 180 + publishedDecelerationDistance(velocity: 800, rate: 0.99, milliseconds: 100)
        #expect(abs(Double(s.scrollView.contentOffset.y) - expectedOffset) < 1e-6)
        s.host.runUntilIdle()
        #expect(abs(Double(s.scrollView.contentOffset.y) - (180 + publishedProjection(velocity: 800, rate: 0.99))) < 1e-9)
    }

    @Test func delegateMovesTheTarget_theContentComesToRestThere() {
        let s = ScrollScene()
        s.recorder.retarget = CGPoint(x: 0, y: 300)
        flick(s)
        s.host.runUntilIdle()
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(s.trace.events.last == "didEndDecelerating (0.000, 300.000) decelerating=false")
    }

    @Test func slowDragThatStops_endsWithoutDeceleration() {
        let s = ScrollScene()
        let finger = s.host.touchDown(at: CGPoint(x: 150, y: 450))
        s.host.advance(by: 0.05)
        s.host.touchMove(finger, to: CGPoint(x: 150, y: 430))
        s.host.advance(by: 0.05)
        s.host.touchMove(finger, to: CGPoint(x: 150, y: 380))   // 50 pt up
        s.host.advance(by: 0.05)
        s.host.touchMove(finger, to: CGPoint(x: 150, y: 380.01))   // nearly still: 0.2 pt/s
        s.host.touchUp(finger)
        // It would travel 0.1 pt, less than half a pixel on a 3× screen: it stays.
        #expect(s.trace.take() == [
            "willBeginDragging dragging=true",
            "didScroll (0.000, 50.000)",
            "didScroll (0.000, 49.990)",
            "willEndDragging v=(0.000, -0.000) target=(0.000, 49.890)",
            "didEndDragging(false) dragging=false",
        ])
        #expect(!s.scrollView.isDecelerating)
        #expect(!s.scrollView.isTracking)
    }

    @Test func pullPastTheTop_showsTheRubberBand_thenSpringsBack() {
        let s = ScrollScene(contentSize: CGSize(width: 300, height: 400))   // fits: no scrolling
        s.scrollView.alwaysBounceVertical = true
        let finger = s.host.touchDown(at: CGPoint(x: 150, y: 200))
        s.host.advance(by: 0.05)
        s.host.touchMove(finger, to: CGPoint(x: 150, y: 215))   // the pan begins here
        s.host.advance(by: 0.05)
        s.host.touchMove(finger, to: CGPoint(x: 150, y: 315))   // 100 pt down past the top
        let shown = publishedRubberBand(100, dimension: 400)      // 48.35 pt
        #expect(abs(Double(s.scrollView.contentOffset.y) + shown) < 1e-9)
        s.host.touchUp(finger)
        #expect(s.trace.events.suffix(3) == [
            "willEndDragging v=(0.000, -2.000) target=(0.000, 0.000)",
            "didEndDragging(true) dragging=false",
            "willBeginDecelerating",
        ])
        s.host.runUntilIdle()
        #expect(s.scrollView.contentOffset == .zero)
        #expect(s.trace.events.last == "didEndDecelerating (0.000, 0.000) decelerating=false")
    }

    @Test func withoutBounces_theContentStopsAtTheEdge() {
        let s = ScrollScene()
        s.scrollView.bounces = false
        s.host.swipe(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 450), duration: 0.25, steps: 10)
        #expect(s.scrollView.contentOffset == .zero)
        #expect(s.trace.take().contains("didEndDragging(false) dragging=false"))
    }

    @Test func contentThatFits_doesNotPan_unlessAlwaysBounce() {
        let s = ScrollScene(contentSize: CGSize(width: 300, height: 400))
        s.host.swipe(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 250), duration: 0.25, steps: 10)
        #expect(s.trace.events.isEmpty)
        #expect(s.scrollView.contentOffset == .zero)
    }

    @Test func scrollDisabled_panDoesNothing() {
        let s = ScrollScene()
        s.scrollView.isScrollEnabled = false
        flick(s)
        #expect(s.trace.events.isEmpty)
        #expect(s.scrollView.contentOffset == .zero)
    }

    @Test func paging_settlesOnTheNextPageInTheFlicksDirection() {
        let s = ScrollScene(contentSize: CGSize(width: 900, height: 400))
        s.scrollView.isPagingEnabled = true
        s.host.swipe(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 150, y: 300), duration: 0.25, steps: 5)
        #expect(s.trace.events.contains("willEndDragging v=(0.400, 0.000) target=(300.000, 0.000)"))
        s.host.runUntilIdle()
        #expect(s.scrollView.contentOffset == CGPoint(x: 300, y: 0))
    }

    @Test func fingerDownDuringDeceleration_stopsTheContent() {
        let s = ScrollScene()
        flick(s)
        s.host.advance(by: 0.2)
        let stopped = s.scrollView.contentOffset
        let finger = s.host.touchDown(at: CGPoint(x: 150, y: 300))
        #expect(!s.scrollView.isDecelerating)
        #expect(s.scrollView.isTracking)
        s.host.advance(by: 1)
        #expect(s.scrollView.contentOffset == stopped)
        s.host.touchUp(finger)
        #expect(!s.scrollView.isTracking)
    }
}
