import Testing
import UIKitTesting

/// `isExclusiveTouch` (UIView documentation): an exclusive-touch view being touched blocks
/// touches to other views of the window, and is itself not touched while others are.
@Suite @MainActor struct ExclusiveTouchTests {
    private func scene() -> (HeadlessHost, TraceRecorder, TracingView, TracingView) {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let a = TracingView("A", trace: trace, frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let b = TracingView("B", trace: trace, frame: CGRect(x: 200, y: 100, width: 100, height: 100))
        host.window.addSubview(a)
        host.window.addSubview(b)
        return (host, trace, a, b)
    }

    @Test func whileAnExclusiveViewIsTouched_otherViewsGetNoNewTouch() {
        let (host, trace, a, _) = scene()
        a.isExclusiveTouch = true
        let first = host.touchDown(at: CGPoint(x: 50, y: 150))
        let second = host.touchDown(at: CGPoint(x: 250, y: 150))
        host.touchUp(second)
        host.touchUp(first)
        #expect(trace.events == ["A.touchesBegan {50, 50}", "A.touchesEnded {50, 50}"])
    }

    @Test func anExclusiveView_isNotTouchedWhileAnotherViewIs() {
        let (host, trace, _, b) = scene()
        b.isExclusiveTouch = true
        let first = host.touchDown(at: CGPoint(x: 50, y: 150))
        let second = host.touchDown(at: CGPoint(x: 250, y: 150))
        host.touchUp(second)
        host.touchUp(first)
        #expect(trace.events == ["A.touchesBegan {50, 50}", "A.touchesEnded {50, 50}"])
    }

    @Test func withoutExclusiveTouch_bothViewsAreTouched() {
        let (host, trace, _, _) = scene()
        let first = host.touchDown(at: CGPoint(x: 50, y: 150))
        let second = host.touchDown(at: CGPoint(x: 250, y: 150))
        host.touchUp(second)
        host.touchUp(first)
        #expect(trace.events == ["A.touchesBegan {50, 50}", "B.touchesBegan {50, 50}",
                                 "B.touchesEnded {50, 50}", "A.touchesEnded {50, 50}"])
    }
}
