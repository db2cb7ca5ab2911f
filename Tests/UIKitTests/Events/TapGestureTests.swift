import Testing
import UIKitTesting

/// UITapGestureRecognizer, a discrete recognizer: possible → recognized or failed
/// (UIGestureRecognizer docs, "Discrete gestures"), and its effect on the view's touches
/// (`cancelsTouchesInView`, `delaysTouchesBegan`).
@Suite @MainActor struct TapGestureTests {
    @Test func tap_isRecognized_viewTouchesCancelled_thenActionRuns_thenReset() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        scene.attach(tap, as: "tap")
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        // cancelsTouchesInView (default true): the view gets touchesCancelled, not touchesEnded.
        #expect(scene.trace.events == ["view.touchesBegan {50, 50}", "view.touchesCancelled {50, 50}", "tap.ended"])
        #expect(tap.state == .possible)   // reset at the end of the event
        #expect(tap.location(in: scene.view) == CGPoint(x: 50, y: 50))
    }

    @Test func tap_withoutCancelsTouchesInView_viewGetsTouchesEndedAfterTheAction() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        scene.attach(tap, as: "tap")
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        // Recognizers see each touch before the view does.
        #expect(scene.trace.events == ["view.touchesBegan {50, 50}", "tap.ended", "view.touchesEnded {50, 50}"])
    }

    @Test func tap_failsWhenTheFingerMovesBeyondTenPoints_butNotWithinThem() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        scene.attach(tap, as: "tap")
        var states: [UIGestureRecognizer.State] = []
        let finger = scene.host.touchDown(at: CGPoint(x: 50, y: 150))
        scene.host.touchMove(finger, to: CGPoint(x: 60, y: 150))   // exactly 10 pt: still a tap
        states.append(tap.state)
        scene.host.touchMove(finger, to: CGPoint(x: 61, y: 150))   // 11 pt: fails
        scene.host.touchUp(finger)
        #expect(states == [.possible])
        #expect(scene.trace.events == [
            "view.touchesBegan {50, 50}", "view.touchesMoved {60, 50}", "view.touchesMoved {61, 50}",
            "view.touchesEnded {61, 50}",
        ])
    }

    @Test func twoFingerTap_needsTwoFingers() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        scene.attach(tap, as: "tap")
        scene.host.tap(at: CGPoint(x: 50, y: 150))        // one finger: fails
        let a = scene.host.touchDown(at: CGPoint(x: 50, y: 150))
        let b = scene.host.touchDown(at: CGPoint(x: 70, y: 150))
        #expect(tap.numberOfTouches == 2)
        #expect(tap.location(in: scene.view) == CGPoint(x: 60, y: 50))   // the centroid
        scene.host.touchUp(a)
        scene.host.touchUp(b)
        #expect(scene.trace.events(containing: "tap.") == ["tap.ended"])
    }

    @Test func doubleTap_recognizesOnTheSecondTap_andFailsWhenTheSecondComesTooLate() {
        let scene = GestureScene()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        scene.attach(doubleTap, as: "double")
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        scene.host.advance(by: 0.1)
        scene.host.tap(at: CGPoint(x: 52, y: 150))
        #expect(scene.trace.take().filter { $0.hasPrefix("double") } == ["double.ended"])
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        scene.host.advance(by: 0.4)                   // past the 0.35 s wait: fails
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        #expect(doubleTap.state == .possible)
        #expect(scene.trace.take().filter { $0.hasPrefix("double") } == [])
    }

    @Test func delaysTouchesBegan_viewNeverSeesARecognizedTap_butGetsTheTouchLateWhenItFails() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        scene.attach(tap, as: "tap")
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        #expect(scene.trace.take() == ["tap.ended"])

        let finger = scene.host.touchDown(at: CGPoint(x: 50, y: 150))
        #expect(scene.trace.take() == [])
        scene.host.touchMove(finger, to: CGPoint(x: 80, y: 150))   // the tap fails: the view gets its began
        scene.host.touchUp(finger)
        #expect(scene.trace.take() == [
            "view.touchesBegan {80, 50}", "view.touchesMoved {80, 50}", "view.touchesEnded {80, 50}",
        ])
    }

    @Test func disabledRecognizer_receivesNothing() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        tap.isEnabled = false
        scene.attach(tap, as: "tap")
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        #expect(scene.trace.events == ["view.touchesBegan {50, 50}", "view.touchesEnded {50, 50}"])
    }

    @Test func recognizerOnAncestor_seesTouchesInDescendants_notOutsideIt() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer()
        scene.record(tap, as: "tap")
        scene.root.addGestureRecognizer(tap)
        scene.host.tap(at: CGPoint(x: 50, y: 150))      // in `view`, a descendant of root
        #expect(scene.trace.take() == ["view.touchesBegan {50, 50}", "view.touchesCancelled {50, 50}", "tap.ended"])
        let other = UITapGestureRecognizer()
        scene.record(other, as: "other")
        scene.view.removeFromSuperview()
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        #expect(scene.trace.take() == ["tap.ended"])
    }

    @Test func delaysTouchesEnded_viewGetsTheEndOnlyWhenTheDoubleTapFails_orImmediatelyWhenOff() {
        let scene = GestureScene()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        scene.attach(doubleTap, as: "double")
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        #expect(scene.trace.take() == ["view.touchesBegan {50, 50}"])
        scene.host.advance(by: 0.4)
        #expect(scene.trace.take() == ["view.touchesEnded {50, 50}"])

        doubleTap.delaysTouchesEnded = false
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        #expect(scene.trace.take() == ["view.touchesBegan {50, 50}", "view.touchesEnded {50, 50}"])
        scene.host.advance(by: 0.1)
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        #expect(scene.trace.take() == ["view.touchesBegan {50, 50}", "view.touchesCancelled {50, 50}", "double.ended"])
    }
}

@Suite @MainActor struct GestureRecognizerAttachmentTests {
    @Test func settingTheArray_attachesAndDetaches() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(), other = UIView()
        let a = UITapGestureRecognizer(), b = UIPanGestureRecognizer()
        #expect(view.gestureRecognizers == nil)
        view.gestureRecognizers = [a, b]
        #expect(view.gestureRecognizers?.count == 2 && a.view === view && b.view === view)
        view.gestureRecognizers = [b]
        #expect(a.view == nil && view.gestureRecognizers?.first === b)
        other.addGestureRecognizer(b)
        #expect(view.gestureRecognizers == nil && b.view === other)
        other.addGestureRecognizer(b)
        #expect(other.gestureRecognizers?.count == 1)
    }
}
