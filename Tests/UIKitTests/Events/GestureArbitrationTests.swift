import Testing
import UIKitTesting

/// Coordinating recognizers (UIGestureRecognizer docs: "Coordinating multiple gesture
/// recognizers", UIGestureRecognizerDelegate, `require(toFail:)`).
@Suite @MainActor struct GestureArbitrationTests {
    @Test func delegateShouldBeginFalse_failsTheTap_andTheViewKeepsItsTouches() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        let delegate = ScriptedDelegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        scene.attach(tap, as: "tap")
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        #expect(delegate.asked == ["shouldReceive", "shouldBegin"])
        #expect(scene.trace.events == ["view.touchesBegan {50, 50}", "view.touchesEnded {50, 50}"])
    }

    @Test func delegateShouldReceiveFalse_hidesTheTouchFromTheRecognizer() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        let delegate = ScriptedDelegate()
        delegate.shouldReceive = false
        tap.delegate = delegate
        scene.attach(tap, as: "tap")
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        #expect(delegate.asked == ["shouldReceive"])
        #expect(scene.trace.events == ["view.touchesBegan {50, 50}", "view.touchesEnded {50, 50}"])
    }

    @Test func requireToFail_singleTapWaitsForDoubleTapToFail() {
        let scene = GestureScene()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        scene.record(single, as: "single")
        scene.record(double, as: "double")
        scene.view.addGestureRecognizer(single)
        scene.view.addGestureRecognizer(double)

        scene.host.tap(at: CGPoint(x: 50, y: 150))
        #expect(scene.trace.events(containing: "single") == [])       // waiting for `double`
        #expect(single.state == .possible)
        scene.host.advance(by: 0.3)
        #expect(scene.trace.events(containing: "single") == [])
        scene.host.advance(by: 0.1)                                    // 0.35 s: double fails
        // The view's touchesEnded was held (delaysTouchesEnded); the single tap took the touch.
        #expect(scene.trace.take() == ["view.touchesBegan {50, 50}", "view.touchesCancelled {50, 50}", "single.ended"])

        scene.host.tap(at: CGPoint(x: 50, y: 150))
        scene.host.advance(by: 0.1)
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        scene.host.advance(by: 1)
        #expect(scene.trace.take().filter { !$0.hasPrefix("view") } == ["double.ended"])
        #expect(single.state == .possible && double.state == .possible)
    }

    private func nestedPans(simultaneous: Bool) -> [String] {
        let scene = GestureScene()
        let inner = UIPanGestureRecognizer(), outer = UIPanGestureRecognizer()
        let delegate = ScriptedDelegate()
        delegate.simultaneous = simultaneous
        outer.delegate = delegate
        scene.record(inner, as: "inner")
        scene.record(outer, as: "outer")
        scene.view.addGestureRecognizer(inner)
        scene.root.addGestureRecognizer(outer)
        scene.host.swipe(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 260), steps: 2)
        return scene.trace.events(containing: "er.")
    }

    @Test func onlyOneRecognizerWinsByDefault_theDeepestBeginsFirst() {
        #expect(nestedPans(simultaneous: false) == ["inner.began", "inner.changed", "inner.ended"])
    }

    @Test func shouldRecognizeSimultaneously_letsBothRecognize() {
        #expect(nestedPans(simultaneous: true) == [
            "inner.began", "outer.began", "inner.changed", "outer.changed", "inner.ended", "outer.ended",
        ])
    }

    @Test func panBeginning_onTheSameTouch_leavesTheTapNoChance() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer(), tap = UITapGestureRecognizer()
        scene.record(pan, as: "pan")
        scene.record(tap, as: "tap")
        scene.view.addGestureRecognizer(pan)
        scene.view.addGestureRecognizer(tap)
        let finger = scene.host.touchDown(at: CGPoint(x: 50, y: 150))
        scene.host.advance(by: 0.1)
        scene.host.touchMove(finger, to: CGPoint(x: 50, y: 180))   // pan begins; the tap fails (moved)
        scene.host.touchUp(finger)
        #expect(scene.trace.events.filter { $0.hasPrefix("pan") || $0.hasPrefix("tap") } == ["pan.began", "pan.ended"])
    }

    @Test func disablingARecognizingPan_cancelsIt() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        scene.attach(pan, as: "pan")
        let finger = scene.host.touchDown(at: CGPoint(x: 50, y: 150))
        scene.host.advance(by: 0.1)
        scene.host.touchMove(finger, to: CGPoint(x: 50, y: 180))
        pan.isEnabled = false
        scene.host.touchUp(finger)
        #expect(scene.trace.events(containing: "pan.") == ["pan.began", "pan.cancelled"])
        #expect(pan.state == .possible)
    }

    final class RequiresFailure: UIGestureRecognizerDelegate {
        weak var other: UIGestureRecognizer?
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            otherGestureRecognizer === other
        }
    }

    @Test func delegateShouldRequireFailureOf_actsLikeRequireToFail() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        let delegate = RequiresFailure()
        delegate.other = pan
        tap.delegate = delegate
        scene.attach(tap, as: "tap")
        scene.view.addGestureRecognizer(pan)
        scene.host.tap(at: CGPoint(x: 50, y: 150))   // the pan fails on touch-up, then the tap proceeds
        #expect(scene.trace.events == ["view.touchesBegan {50, 50}", "view.touchesCancelled {50, 50}", "tap.ended"])
    }

    final class Unpreventable: UIPanGestureRecognizer {
        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    @Test func canBePreventedFalse_letsAnOuterPanRunAlongsideTheInnerOne() {
        let scene = GestureScene()
        let inner = UIPanGestureRecognizer(), outer = Unpreventable()
        scene.record(inner, as: "inner")
        scene.record(outer, as: "outer")
        scene.view.addGestureRecognizer(inner)
        scene.root.addGestureRecognizer(outer)
        scene.host.swipe(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 260), steps: 1)
        // The outer pan is not prevented when the inner begins; it then begins itself, and
        // the inner (still recognizing) may prevent it no longer: canBePrevented is false.
        #expect(scene.trace.events(containing: "er.") == ["inner.began", "outer.began", "inner.ended", "outer.ended"])
    }
}
