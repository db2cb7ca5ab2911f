import Testing
import UIKitTesting

/// Touch delivery: UIApplication.sendEvent → UIWindow.sendEvent → hit-tested view, with
/// UIResponder's default forwarding up the chain ("Using responders and the responder
/// chain to handle events") and UITouch's phase, timestamp, tapCount and locations.
@Suite @MainActor struct TouchDeliveryTests {
    private func scene() -> (HeadlessHost, TraceRecorder, TracingView, TracingView) {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        host.show(UIViewController())
        let outer = TracingView("outer", trace: trace, frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        let inner = TracingView("inner", trace: trace, frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        outer.addSubview(inner)
        host.window.rootViewController!.view.addSubview(outer)
        return (host, trace, outer, inner)
    }

    @Test func touchGoesToHitView_andStaysWithItWhenTheFingerLeaves() {
        let (host, trace, _, _) = scene()
        let finger = host.touchDown(at: CGPoint(x: 80, y: 130))
        host.touchMove(finger, to: CGPoint(x: 300, y: 500))
        host.touchUp(finger)
        #expect(trace.events == [
            "inner.touchesBegan {10, 10}", "inner.touchesMoved {230, 380}", "inner.touchesEnded {230, 380}",
        ])
    }

    @Test func defaultImplementationForwardsUpTheResponderChain() {
        let (host, trace, outer, inner) = scene()
        inner.forwards = true
        host.tap(at: CGPoint(x: 80, y: 130))
        // UIResponder's default passes the touches to `next`: the superview.
        #expect(trace.events == [
            "inner.touchesBegan {10, 10}", "outer.touchesBegan {30, 30}",
            "inner.touchesEnded {10, 10}", "outer.touchesEnded {30, 30}",
        ])
        #expect(outer.next === host.window.rootViewController!.view)
    }

    final class Probe: UIView {
        var seen: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
        private func note(_ touches: Set<UITouch>, _ event: UIEvent?) {
            let t = touches.first!
            func f(_ p: CGPoint) -> String { "(\(p.x), \(p.y))" }
            seen.append("\(t.phase) t=\(t.timestamp) taps=\(t.tapCount) at=\(f(t.location(in: self))) "
                + "prev=\(f(t.previousLocation(in: self))) window=\(f(t.location(in: nil))) event=\(event!.timestamp) "
                + "all=\(event!.allTouches!.count)")
        }
    }

    @Test func touchCarriesPhaseClockTimestampAndLocations() {
        let host = HeadlessHost()
        host.show(UIViewController())
        let probe = Probe(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        host.window.rootViewController!.view.addSubview(probe)
        host.advance(by: 1)
        let finger = host.touchDown(at: CGPoint(x: 110, y: 120))
        host.advance(by: 0.5)
        host.touchMove(finger, to: CGPoint(x: 130, y: 125))
        host.advance(by: 0.25)
        host.touchUp(finger)
        #expect(probe.seen == [
            "began t=1.0 taps=1 at=(10.0, 20.0) prev=(10.0, 20.0) window=(110.0, 120.0) event=1.0 all=1",
            "moved t=1.5 taps=1 at=(30.0, 25.0) prev=(10.0, 20.0) window=(130.0, 125.0) event=1.5 all=1",
            "ended t=1.75 taps=1 at=(30.0, 25.0) prev=(30.0, 25.0) window=(130.0, 125.0) event=1.75 all=1",
        ])
    }

    @Test func tapCount_countsQuickTapsNearby_resetsAfterTheIntervalOrFarAway() {
        let host = HeadlessHost()
        host.show(UIViewController())
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.rootViewController!.view.addSubview(probe)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 55, y: 50))
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 50, y: 55))
        host.advance(by: 0.4)                  // longer than the 0.35 s multi-tap interval
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 250, y: 250))  // too far from the previous tap
        let counts = probe.seen.filter { $0.hasPrefix("began") }.map { $0.split(separator: " ")[2] }
        #expect(counts == ["taps=1", "taps=2", "taps=3", "taps=1", "taps=1"])
    }

    @Test func secondFinger_notDeliveredToViewWithoutMultipleTouch_deliveredWithIt() {
        let (host, trace, _, inner) = scene()
        let first = host.touchDown(at: CGPoint(x: 80, y: 130))
        let second = host.touchDown(at: CGPoint(x: 90, y: 140))
        host.touchUp(second)
        host.touchUp(first)
        #expect(trace.take() == ["inner.touchesBegan {10, 10}", "inner.touchesEnded {10, 10}"])

        inner.isMultipleTouchEnabled = true
        let a = host.touchDown(at: CGPoint(x: 80, y: 130))
        let b = host.touchDown(at: CGPoint(x: 90, y: 140))
        host.touchUp(b)
        host.touchUp(a)
        #expect(trace.take() == [
            "inner.touchesBegan {10, 10}", "inner.touchesBegan {20, 20}",
            "inner.touchesEnded {20, 20}", "inner.touchesEnded {10, 10}",
        ])
    }

    @Test func touchOnNothing_isDroppedQuietly() {
        let host = HeadlessHost()
        host.show(UIViewController())
        host.window.rootViewController!.view.isUserInteractionEnabled = false
        host.window.isUserInteractionEnabled = false
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(host.diagnostics.isEmpty)
    }

    final class RecordingApplicationWindow: UIWindow {
        var log: [String] = []
        override func sendEvent(_ event: UIEvent) {
            log.append("sendEvent \(event.allTouches!.map(\.phase))")
            super.sendEvent(event)
        }
    }

    @Test func windowSendEvent_isTheOverridableEntryPoint() {
        let host = HeadlessHost()
        host.window.isHidden = true
        let window = RecordingApplicationWindow(frame: host.screen.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(window.log == ["sendEvent [began]", "sendEvent [ended]"])
    }
}
