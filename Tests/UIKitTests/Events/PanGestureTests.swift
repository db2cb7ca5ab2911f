import Testing
import UIKitTesting

/// UIPanGestureRecognizer and UIScreenEdgePanGestureRecognizer, continuous recognizers:
/// possible → began → changed … → ended/cancelled ("Continuous gestures"), with
/// translation and velocity taken from the clock's timestamps.
@Suite @MainActor struct PanGestureTests {
    @Test func pan_beginsAfterTenPoints_reportsTranslationAndVelocity_atEachStep() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        scene.recordPan(pan, as: "pan")
        scene.view.addGestureRecognizer(pan)
        let host = scene.host
        let finger = host.touchDown(at: CGPoint(x: 100, y: 200))
        host.advance(by: 0.125)
        host.touchMove(finger, to: CGPoint(x: 105, y: 200))      // 5 pt: not yet
        #expect(pan.state == .possible)
        host.advance(by: 0.125)
        host.touchMove(finger, to: CGPoint(x: 120, y: 200))      // 20 pt: began (15 pt in 0.125 s)
        host.advance(by: 0.125)
        host.touchMove(finger, to: CGPoint(x: 140, y: 210))      // changed
        host.advance(by: 0.0625)
        host.touchUp(finger)                                     // ended where it last moved
        #expect(scene.trace.events == [
            "view.touchesBegan {100, 100}",
            "view.touchesMoved {105, 100}",
            "view.touchesCancelled {120, 100}",                  // the pan took the touch
            "pan.began t=(20.0, 0.0) v=(120.0, 0.0)",
            "pan.changed t=(40.0, 10.0) v=(160.0, 80.0)",
            "pan.ended t=(40.0, 10.0) v=(160.0, 80.0)",
        ])
        #expect(pan.state == .possible)
    }

    @Test func setTranslation_rebasesTheTranslation_inTheGivenView() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        scene.root.addSubview(scaled)
        var seen: [String] = []
        pan.addAction { r in
            let p = r as! UIPanGestureRecognizer
            let t = p.translation(in: scaled)
            seen.append("\(r.state) (\(t.x), \(t.y))")
            p.setTranslation(.zero, in: scaled)
        }
        scene.view.addGestureRecognizer(pan)
        scene.host.swipe(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 160, y: 200), duration: 0.25, steps: 3)
        // 20 pt per step in the window is 10 pt in a view scaled by 2.
        #expect(seen == ["began (10.0, 0.0)", "changed (10.0, 0.0)", "changed (10.0, 0.0)", "ended (0.0, 0.0)"])
    }

    @Test func pan_thatNeverMovesFarEnough_failsWithoutActions_andViewKeepsItsTouches() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        scene.recordPan(pan, as: "pan")
        scene.view.addGestureRecognizer(pan)
        scene.host.swipe(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 109, y: 200), duration: 0.1, steps: 1)
        #expect(scene.trace.events == [
            "view.touchesBegan {100, 100}", "view.touchesMoved {109, 100}", "view.touchesEnded {109, 100}",
        ])
    }

    @Test func pan_cancelledTouch_cancelsTheGesture() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        scene.attach(pan, as: "pan")
        let finger = scene.host.touchDown(at: CGPoint(x: 100, y: 200))
        scene.host.advance(by: 0.125)
        scene.host.touchMove(finger, to: CGPoint(x: 100, y: 250))
        scene.host.touchCancel(finger)
        #expect(scene.trace.events(containing: "pan.") == ["pan.began", "pan.cancelled"])
    }

    @Test func pan_minimumNumberOfTouches_waitsForTheSecondFinger() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        scene.recordPan(pan, as: "pan", in: scene.view)
        scene.view.addGestureRecognizer(pan)
        let a = scene.host.touchDown(at: CGPoint(x: 100, y: 200))
        scene.host.touchMove(a, to: CGPoint(x: 100, y: 230))     // one finger: nothing
        let b = scene.host.touchDown(at: CGPoint(x: 140, y: 230))
        scene.host.advance(by: 0.25)
        scene.host.touchMove(a, to: CGPoint(x: 100, y: 250))
        scene.host.touchMove(b, to: CGPoint(x: 140, y: 250))
        scene.host.touchUp(a)
        scene.host.touchUp(b)
        // A finger joining or lifting shifts the origin, so the translation follows only
        // movement: the centroid went 230 → 240 → 250 after the second finger joined, from
        // 40 pt below the first finger's touch-down. Both moves share one timestamp, so one sample.
        #expect(scene.trace.events(containing: "pan.") == [
            "pan.began t=(0.0, 40.0) v=(0.0, 40.0)",
            "pan.changed t=(0.0, 50.0) v=(0.0, 80.0)",
            "pan.ended t=(0.0, 50.0) v=(0.0, 80.0)",
        ])
    }

    @Test func screenEdgePan_beginsOnlyForTouchesStartingWithinTwentyPointsOfItsEdge() {
        let scene = GestureScene()
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        scene.record(edge, as: "edge")
        scene.root.addGestureRecognizer(edge)
        scene.host.swipe(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 300, y: 600))   // from the middle
        #expect(scene.trace.take() == [])
        scene.host.swipe(from: CGPoint(x: 21, y: 600), to: CGPoint(x: 300, y: 600))    // 21 pt in: too far
        #expect(scene.trace.take() == [])
        scene.host.swipe(from: CGPoint(x: 20, y: 600), to: CGPoint(x: 300, y: 600), steps: 3)
        #expect(scene.trace.take() == ["edge.began", "edge.changed", "edge.changed", "edge.ended"])
        scene.host.edgeSwipe(from: .right)                                            // wrong edge
        #expect(scene.trace.take() == [])
        edge.edges = .right
        scene.host.edgeSwipe(from: .right, steps: 2)
        #expect(scene.trace.take() == ["edge.began", "edge.changed", "edge.ended"])
    }

    @Test func pan_maximumNumberOfTouches_failsWhenExceededEarly_ignoresExtraFingersLater() {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        scene.recordPan(pan, as: "pan", in: nil)
        scene.view.addGestureRecognizer(pan)
        let host = scene.host
        let a = host.touchDown(at: CGPoint(x: 100, y: 200))
        let b = host.touchDown(at: CGPoint(x: 150, y: 200))      // two fingers before moving: fails
        host.touchUp(b)
        host.touchUp(a)
        #expect(scene.trace.take().filter { $0.hasPrefix("pan") } == [])

        let c = host.touchDown(at: CGPoint(x: 100, y: 200))
        host.advance(by: 0.125)
        host.touchMove(c, to: CGPoint(x: 100, y: 220))
        let d = host.touchDown(at: CGPoint(x: 200, y: 200))      // ignored: the centroid stays on c
        host.advance(by: 0.125)
        host.touchMove(c, to: CGPoint(x: 100, y: 240))
        host.touchUp(d)
        host.touchUp(c)
        #expect(pan.numberOfTouches == 0)
        #expect(scene.trace.take().filter { $0.hasPrefix("pan") } == [
            "pan.began t=(0.0, 20.0) v=(0.0, 160.0)",
            "pan.changed t=(0.0, 40.0) v=(0.0, 160.0)",
            "pan.ended t=(0.0, 40.0) v=(0.0, 160.0)",
        ])
    }
}
