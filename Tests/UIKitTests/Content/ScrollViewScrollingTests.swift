import Foundation
import Testing
import UIKitTesting

/// Moving the content from code, zooming, scroll-to-top, and touch delivery to content
/// (`delaysContentTouches`, `canCancelContentTouches`).
@Suite @MainActor struct ScrollViewScrollingTests {
    @Test func setContentOffsetAnimated_easesThereOnTheClock_thenEndsTheAnimation() {
        let s = ScrollScene()
        s.recorder.recordsDidScroll = false
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(s.scrollView.contentOffset == .zero)
        s.host.advance(by: 0.15)                                        // half of 0.3 s: halfway
        #expect(abs(s.scrollView.contentOffset.y - 300) < 1e-9)
        s.host.runUntilIdle()
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(s.trace.take() == ["didEndScrollingAnimation (0.000, 600.000)"])
    }

    @Test func setContentOffsetUnanimated_movesAtOnce_withOneDidScroll() {
        let s = ScrollScene()
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
        #expect(s.scrollView.bounds.origin == CGPoint(x: 0, y: 250))
        #expect(s.trace.take() == ["didScroll (0.000, 250.000)"])
    }

    @Test func scrollRectToVisible_scrollsTheLeastDistance() {
        let s = ScrollScene()
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 50), animated: false)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 650))    // bottom edge at the view's bottom
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 700, width: 10, height: 50), animated: false)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 650))    // already visible
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 100))    // top edge at the top
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 3990, width: 10, height: 50), animated: false)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 3600))   // clamped to the end
    }

    @Test func zoomScale_scalesTheDelegatesView_withinTheLimits() {
        final class Zooming: UIScrollViewDelegate {
            let image = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { image }
        }
        let s = ScrollScene(contentSize: CGSize(width: 200, height: 100))
        let zooming = Zooming()
        s.scrollView.delegate = zooming
        s.scrollView.addSubview(zooming.image)
        s.scrollView.maximumZoomScale = 3
        s.scrollView.zoomScale = 2
        #expect(s.scrollView.zoomScale == 2)
        #expect(zooming.image.frame == CGRect(x: 0, y: 0, width: 400, height: 200))
        #expect(s.scrollView.contentSize == CGSize(width: 400, height: 200))
        s.scrollView.zoomScale = 10
        #expect(s.scrollView.zoomScale == 3)
    }

    // MARK: Touches to content

    private func sceneWithContent() -> (ScrollScene, TracingView) {
        let s = ScrollScene()
        let content = TracingView("content", trace: s.trace, frame: CGRect(x: 0, y: 0, width: 300, height: 4000))
        s.scrollView.addSubview(content)
        s.recorder.recordsDidScroll = false
        return (s, content)
    }

    @Test func delaysContentTouches_contentGetsTheTouchAfter150ms() {
        let (s, _) = sceneWithContent()
        let finger = s.host.touchDown(at: CGPoint(x: 100, y: 200))
        #expect(s.trace.take() == [])
        s.host.advance(by: 0.149)
        #expect(s.trace.take() == [])
        s.host.advance(by: 0.001)
        #expect(s.trace.take() == ["content.touchesBegan {100, 100}"])
        s.host.touchUp(finger)
        #expect(s.trace.take() == ["content.touchesEnded {100, 100}"])
    }

    @Test func delaysContentTouches_aQuickTap_reachesTheContentWhenItLifts() {
        let (s, _) = sceneWithContent()
        s.host.tap(at: CGPoint(x: 100, y: 200))
        #expect(s.trace.take() == ["content.touchesBegan {100, 100}", "content.touchesEnded {100, 100}"])
    }

    @Test func aPanBeforeTheDelay_neverReachesTheContent() {
        let (s, _) = sceneWithContent()
        s.host.swipe(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), duration: 0.1, steps: 5)
        #expect(s.trace.events.filter { $0.hasPrefix("content.") }.isEmpty)
        #expect(s.trace.events.first == "willBeginDragging dragging=true")
    }

    @Test func withoutDelay_thePanCancelsTheContentsTouch() {
        let (s, _) = sceneWithContent()
        s.scrollView.delaysContentTouches = false
        s.host.swipe(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), duration: 0.1, steps: 5)
        #expect(Array(s.trace.events.prefix(3)) == [
            "content.touchesBegan {100, 300}",
            "content.touchesCancelled {100, 280}",
            "willBeginDragging dragging=true",
        ])
    }

    @Test func canCancelContentTouchesOff_contentKeepsItsTouch_andNothingScrolls() {
        let (s, _) = sceneWithContent()
        s.scrollView.delaysContentTouches = false
        s.scrollView.canCancelContentTouches = false
        s.host.swipe(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 360), duration: 0.1, steps: 2)
        #expect(s.trace.events == [
            "content.touchesBegan {100, 300}",
            "content.touchesMoved {100, 280}",
            "content.touchesMoved {100, 260}",
            "content.touchesEnded {100, 260}",
        ])
        #expect(s.scrollView.contentOffset == .zero)
    }
}

/// A status-bar tap scrolls the window's one `scrollsToTop` scroll view.
@Suite @MainActor struct ScrollToTopTests {
    @Test func statusBarTap_scrollsTheOnlyScrollsToTopView_toItsTop() {
        let s = ScrollScene()
        s.scrollView.contentOffset = CGPoint(x: 0, y: 900)
        s.recorder.recordsDidScroll = false
        s.trace.take()
        #expect(s.host.tapStatusBar())
        s.host.runUntilIdle()
        #expect(s.scrollView.contentOffset == .zero)
        #expect(s.trace.take() == ["shouldScrollToTop", "didScrollToTop (0.000, 0.000)"])
        s.scrollView.scrollsToTop = false
        #expect(!s.host.tapStatusBar())
    }

    @Test func twoScrollsToTopViews_neitherScrolls() {
        let s = ScrollScene()
        s.scrollView.contentOffset = CGPoint(x: 0, y: 900)
        let other = UIScrollView(frame: CGRect(x: 0, y: 600, width: 100, height: 100))
        s.host.window.rootViewController!.view.addSubview(other)
        #expect(!s.host.tapStatusBar())
        other.scrollsToTop = false
        #expect(s.host.tapStatusBar())
    }

    @Test func flashScrollIndicators_compiles_andSaysOnceThatNoIndicatorsAreDrawn() {
        let s = ScrollScene()
        s.scrollView.flashScrollIndicators()
        s.scrollView.flashScrollIndicators()
        #expect(s.host.takeDiagnostics() == [ViewControllerKit.Diagnostic(kind: .warning, message:
            "ViewControllerKit: UIScrollView.flashScrollIndicators() does nothing here: scroll indicators are not drawn.")])
        #expect(s.trace.take() == [])
    }
}
