import Foundation
import Testing
import UIKitTesting

/// UIPinchGestureRecognizer and UIRotationGestureRecognizer: continuous recognizers driven by
/// two fingers (possible → began → changed … → ended/cancelled, "Continuous gestures"), with
/// scale, rotation and velocity taken from the fingers and the clock's timestamps at each step.
@Suite @MainActor struct PinchAndRotationTests {
    func recordPinch(_ pinch: UIPinchGestureRecognizer, into seen: Box, rebasing: Bool = false) {
        pinch.addAction { r in
            let p = r as! UIPinchGestureRecognizer
            seen.entries.append("\(r.state) s=\(p.scale) v=\(p.velocity)")
            if rebasing { p.scale = 1 }
        }
    }

    final class Box { var entries: [String] = [] }

    @Test func pinch_beginsAfterTheSpanChangesTenPoints_andReportsScaleAndVelocityAtEachStep() {
        let scene = GestureScene()
        let pinch = UIPinchGestureRecognizer()
        let seen = Box()
        recordPinch(pinch, into: seen)
        scene.view.addGestureRecognizer(pinch)
        let host = scene.host
        let a = host.touchDown(at: CGPoint(x: 100, y: 200))
        let b = host.touchDown(at: CGPoint(x: 164, y: 200))        // span 64
        host.advance(by: 0.25)
        host.touchMove(b, to: CGPoint(x: 168, y: 200))             // span 68: 4 pt, not yet
        #expect(pinch.state == .possible)
        #expect(pinch.scale == 1.0625)
        host.advance(by: 0.25)
        host.touchMove(b, to: CGPoint(x: 180, y: 200))             // span 80: began
        host.advance(by: 0.25)
        host.touchMove(a, to: CGPoint(x: 84, y: 200))              // span 96
        host.advance(by: 0.25)
        host.touchUp(b)                                            // one finger left: ended
        #expect(seen.entries == ["began s=1.25 v=0.75", "changed s=1.5 v=1.0", "ended s=1.5 v=1.0"])
        host.touchUp(a)
        #expect(pinch.state == .possible)
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
    }

    @Test func settingScaleRebasesIt_asAppsDoInEachAction() {
        let scene = GestureScene()
        let pinch = UIPinchGestureRecognizer()
        let seen = Box()
        recordPinch(pinch, into: seen, rebasing: true)
        scene.view.addGestureRecognizer(pinch)
        let host = scene.host
        let a = host.touchDown(at: CGPoint(x: 100, y: 200))
        let b = host.touchDown(at: CGPoint(x: 164, y: 200))
        host.advance(by: 0.25)
        host.touchMove(b, to: CGPoint(x: 180, y: 200))             // span 80: 1.25, then rebased to 80
        host.advance(by: 0.25)
        host.touchMove(b, to: CGPoint(x: 260, y: 200))             // span 160: 2 against 80
        host.touchUp(a)
        host.touchUp(b)
        // The velocity is the span ratio against the start (64), not the rebased scale.
        #expect(seen.entries == ["began s=1.25 v=1.0", "changed s=2.0 v=5.0", "ended s=1.0 v=5.0"])
    }

    @Test func pinch_withOneFinger_orFingersThatLiftFirst_fails_andSendsNoAction() {
        let scene = GestureScene()
        let pinch = UIPinchGestureRecognizer()
        let seen = Box()
        recordPinch(pinch, into: seen)
        scene.view.addGestureRecognizer(pinch)
        var states: [String] = []
        let host = scene.host
        host.swipe(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), duration: 0.2, steps: 2)
        states.append("\(pinch.state)")
        let a = host.touchDown(at: CGPoint(x: 100, y: 200))
        let b = host.touchDown(at: CGPoint(x: 164, y: 200))
        host.touchMove(b, to: CGPoint(x: 170, y: 200))             // 6 pt
        host.touchUp(b)
        states.append("\(pinch.state)")                            // one finger still down: waiting
        host.touchUp(a)
        #expect(states == ["possible", "possible"])
        #expect(seen.entries == [])
        // The pinch never took the fingers: the view saw them end, not cancelled. The view is
        // not `isMultipleTouchEnabled`, so it sees only the first finger of each sequence (the
        // swipe's, then `a`); the second finger reaches the recognizer alone.
        #expect(!scene.trace.events.contains { $0.contains("touchesCancelled") })
        #expect(scene.trace.events.filter { $0.hasPrefix("view.touchesEnded") } ==
                ["view.touchesEnded {200, 100}", "view.touchesEnded {100, 100}"])
    }

    @Test func rotation_accumulatesClockwiseRadiansPastPi_withVelocityPerStep() {
        let scene = GestureScene()
        let rotation = UIRotationGestureRecognizer()
        var seen: [String] = []
        rotation.addAction { r in
            let g = r as! UIRotationGestureRecognizer
            seen.append("\(r.state) r=\(g.rotation) v=\(g.velocity)")
        }
        scene.view.addGestureRecognizer(rotation)
        let host = scene.host
        let a = host.touchDown(at: CGPoint(x: 100, y: 200))
        let b = host.touchDown(at: CGPoint(x: 200, y: 200))        // angle 0
        host.advance(by: 0.25)
        host.touchMove(b, to: CGPoint(x: 200, y: 203))             // atan2(3, 100) < 5°: not yet
        #expect(rotation.state == .possible)
        let small = atan2(CGFloat(3), 100)
        host.advance(by: 0.25)
        host.touchMove(b, to: CGPoint(x: 200, y: 300))             // π/4: began
        let began = small + (.pi / 4 - small)
        host.advance(by: 0.25)
        host.touchMove(b, to: CGPoint(x: 0, y: 200))               // π
        let half = began + (.pi - .pi / 4)
        host.advance(by: 0.25)
        host.touchMove(b, to: CGPoint(x: 100, y: 100))             // -π/2 on the circle: past π, 3π/2 turned
        let past = half + (-CGFloat.pi / 2 - .pi + 2 * .pi)
        host.touchUp(a)
        #expect(seen == [
            "began r=\(began) v=\((began - small) / 0.25)",
            "changed r=\(half) v=\((half - began) / 0.25)",
            "changed r=\(past) v=\((past - half) / 0.25)",
            "ended r=\(past) v=\((past - half) / 0.25)",
        ])
        #expect(abs(past - 3 * .pi / 2) < 1e-12)
        host.touchUp(b)
    }

    @Test func settingRotationRebasesIt_andACancelledTouchCancelsIt() {
        let scene = GestureScene()
        let rotation = UIRotationGestureRecognizer()
        var seen: [String] = []
        rotation.addAction { r in
            let g = r as! UIRotationGestureRecognizer
            seen.append("\(r.state) r=\(g.rotation)")
            g.rotation = 0
        }
        scene.view.addGestureRecognizer(rotation)
        let host = scene.host
        let a = host.touchDown(at: CGPoint(x: 100, y: 200))
        let b = host.touchDown(at: CGPoint(x: 200, y: 200))
        host.touchMove(b, to: CGPoint(x: 200, y: 300))             // π/4, rebased to 0
        host.touchMove(b, to: CGPoint(x: 100, y: 300))             // π/2: π/4 since the rebase
        host.touchCancel(a)
        host.touchUp(b)
        #expect(seen == ["began r=\(CGFloat.pi / 4)", "changed r=\(CGFloat.pi / 4)", "cancelled r=0.0"])
    }
}
