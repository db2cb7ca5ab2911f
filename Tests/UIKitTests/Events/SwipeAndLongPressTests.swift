import Testing
import UIKitTesting

/// `UISwipeGestureRecognizer` and `UILongPressGestureRecognizer` through real touches.
@Suite @MainActor struct SwipeAndLongPressTests {
    private func stage(_ recognizer: UIGestureRecognizer) -> HeadlessHost {
        let host = HeadlessHost()
        let controller = UIViewController()
        host.show(controller)
        let pad = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        controller.view.addSubview(pad)
        pad.addGestureRecognizer(recognizer)
        host.pump()
        return host
    }

    @Test func swipe_recognizesAQuickMoveInAPermittedDirection_only() {
        var log: [String] = []
        let swipe = UISwipeGestureRecognizer(handler: { log.append("swipe \($0.state)") })
        swipe.direction = [.left, .up]
        let host = stage(swipe)
        defer { withExtendedLifetime(host) {} }
        host.swipe(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 310), duration: 0.2)
        #expect(log == ["swipe ended"])
        host.swipe(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.2)   // right: not permitted
        host.swipe(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 3)   // too slow: 40 pt after 0.6 s
        host.swipe(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 200, y: 400), duration: 0.2)   // mostly down
        #expect(log == ["swipe ended"])
        host.swipe(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 210, y: 150), duration: 0.2)
        #expect(log == ["swipe ended", "swipe ended"])
    }

    @Test func longPress_beginsAfterTheDuration_changesWithTheFinger_andEnds() {
        var log: [String] = []
        let press = UILongPressGestureRecognizer(handler: { log.append("\($0.state) \($0.location(in: nil).x)") })
        let host = stage(press)
        defer { withExtendedLifetime(host) {} }
        let finger = host.touchDown(at: CGPoint(x: 100, y: 300))
        host.advance(by: 0.49)
        #expect(log.isEmpty)
        host.advance(by: 0.01)
        #expect(log == ["began 100.0"])
        host.touchMove(finger, to: CGPoint(x: 160, y: 300))
        host.touchUp(finger)
        #expect(log == ["began 100.0", "changed 160.0", "ended 160.0"])
    }

    @Test func longPress_failsWhenTheFingerMovesOrLiftsFirst() {
        var log: [String] = []
        let press = UILongPressGestureRecognizer(handler: { log.append("\($0.state)") })
        let host = stage(press)
        defer { withExtendedLifetime(host) {} }
        var finger = host.touchDown(at: CGPoint(x: 100, y: 300))
        host.advance(by: 0.2)
        host.touchMove(finger, to: CGPoint(x: 111, y: 300))   // beyond allowableMovement (10)
        host.advance(by: 0.5)
        host.touchUp(finger)
        finger = host.touchDown(at: CGPoint(x: 100, y: 300))
        host.advance(by: 0.3)
        host.touchUp(finger)
        host.advance(by: 1)
        #expect(log.isEmpty)
        #expect(press.state == .possible)
    }

    @Test func tapAndHold_needsTheTapFirst() {
        var log: [String] = []
        let press = UILongPressGestureRecognizer(handler: { log.append("\($0.state)") })
        press.numberOfTapsRequired = 1
        let host = stage(press)
        defer { withExtendedLifetime(host) {} }
        host.tap(at: CGPoint(x: 100, y: 300))
        host.advance(by: 0.1)
        let finger = host.touchDown(at: CGPoint(x: 100, y: 300))
        host.advance(by: 0.5)
        host.touchUp(finger)
        #expect(log == ["began", "ended"])
    }
}
