import Foundation
import Testing
import UIKitTesting

/// `CAKeyframeAnimation`, `CAAnimationGroup`, `CASpringAnimation`, `CATransition` and the
/// `repeatDuration`/`timeOffset` timing, added with `add(_:forKey:)` and run on the host's
/// clock: the values shown at exact times, the delegate's calls, and what is only stored.
/// Expected values are worked out here from the definitions, not read from the library.
@Suite @MainActor struct KeyframeGroupSpringAnimationTests {
    /// Equal to a millionth: the host's clock moves in frame steps, whose sums round.
    func near(_ value: CGFloat?, _ expected: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
        guard let value else { return false }
        return abs(value - expected) < tolerance
    }

    /// A 1-second (or `duration`) slide of `position.x` from 0 to 100.
    func slide(duration: CFTimeInterval = 1) -> CABasicAnimation {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = duration
        return move
    }

    final class Recorder: CAAnimationDelegate {
        let name: String
        var log: [String]
        init(_ name: String = "", log: [String] = []) { self.name = name; self.log = log }
        func animationDidStart(_ anim: CAAnimation) { log.append("\(name)start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("\(name)stop \(flag)") }
    }

    // MARK: Keyframes

    @Test func linearKeyframesAreReachedAtTheirKeyTimes_andInterpolatedStraightBetween() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let layer = CALayer()
        let slide = CAKeyframeAnimation(keyPath: "position.x")
        slide.values = [0, 100, 50]
        slide.keyTimes = [0, 0.25, 1]
        slide.duration = 2
        let recorder = Recorder()
        slide.delegate = recorder
        layer.add(slide, forKey: "slide")
        #expect(layer.presentation()?.position.x == 0)
        host.advance(by: 0.25)
        // 0.125 of the duration: half-way through the first step (0 → 100).
        #expect(near(layer.presentation()?.position.x, 50))
        host.advance(by: 0.25)
        #expect(near(layer.presentation()?.position.x, 100))
        host.advance(by: 0.5)
        // 0.5 of the duration: a third of the way through the second step (100 → 50).
        #expect(near(layer.presentation()?.position.x, 100 - 50.0 / 3))
        #expect(layer.position.x == 0)
        #expect(recorder.log == ["start"])
        host.advance(by: 1)
        #expect(layer.presentation() == nil)
        #expect(layer.animationKeys() == nil)
        #expect(recorder.log == ["start", "stop true"])
    }

    @Test func valuesWithoutKeyTimesAreSpreadEvenly_andAShakeReturnsToRest() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let field = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shake.values = [-10, 10, -10, 10, 0]
        shake.duration = 0.4
        field.layer.add(shake, forKey: "shake")
        host.advance(by: 0.05)
        // Four equal steps of 0.1 s: half-way from -10 to 10.
        #expect(near(field.layer.presentation()?.affineTransform().tx, 0))
        host.advance(by: 0.05)
        #expect(near(field.layer.presentation()?.affineTransform().tx, 10))
        host.advance(by: 0.275)
        // 0.375 s: three quarters of the last step, 10 → 0.
        #expect(near(field.layer.presentation()?.affineTransform().tx, 2.5))
        host.advance(by: 0.05)
        #expect(field.layer.presentation() == nil)
        #expect(field.transform == .identity)
    }

    @Test func discreteKeyframesJump_eachValueHeldForItsShare() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let layer = CALayer()
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [0.25, 0.5, 1.0]
        blink.calculationMode = .discrete
        blink.duration = 3
        layer.add(blink, forKey: nil)
        host.advance(by: 0.5)
        #expect(layer.presentation()?.opacity == 0.25)
        host.advance(by: 0.49)
        #expect(layer.presentation()?.opacity == 0.25)
        host.advance(by: 0.02)
        #expect(layer.presentation()?.opacity == 0.5)
        host.advance(by: 1)
        #expect(layer.presentation()?.opacity == 1)
    }

    @Test func pacedKeyframesMoveAtOneSpeed_whateverTheKeyTimes() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let layer = CALayer()
        let move = CAKeyframeAnimation(keyPath: "position.x")
        move.values = [0, 30, 100]
        move.keyTimes = [0, 0.9, 1]
        move.calculationMode = .paced
        move.duration = 1
        layer.add(move, forKey: nil)
        host.advance(by: 0.5)
        #expect(near(layer.presentation()?.position.x, 50))
        host.advance(by: 0.25)
        #expect(near(layer.presentation()?.position.x, 75))
    }

    @Test func aPathIsFollowedElementByElement() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let layer = CALayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.duration = 2
        layer.add(follow, forKey: nil)
        host.advance(by: 0.5)
        #expect(near(layer.presentation()?.position.x, 50) && near(layer.presentation()?.position.y, 0))
        host.advance(by: 1)
        #expect(near(layer.presentation()?.position.x, 100) && near(layer.presentation()?.position.y, 50))
    }

    @Test func eachStepIsPacedByItsTimingFunction() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let layer = CALayer()
        let move = CAKeyframeAnimation(keyPath: "position.x")
        move.values = [0, 100, 200]
        move.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        move.duration = 2
        layer.add(move, forKey: nil)
        host.advance(by: 0.5)
        #expect(near(layer.presentation()?.position.x, 100 * Self.easeIn(at: 0.5)))
        host.advance(by: 1)
        #expect(near(layer.presentation()?.position.x, 150))
    }

    /// The ease-in curve (0.42, 0), (1, 1) at `x`, solved by bisection on its x(s).
    static func easeIn(at x: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if bezier(mid, 0.42, 1) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }

    @Test func cubicModeAndRotationModeAreSaidOnce() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let layer = CALayer()
        for _ in 0..<2 {
            let orbit = CAKeyframeAnimation(keyPath: "position")
            orbit.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
            orbit.calculationMode = .cubicPaced
            orbit.rotationMode = .rotateAuto
            layer.add(orbit, forKey: "orbit")
        }
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: CAKeyframeAnimation.calculationMode .cubic/.cubicPaced does nothing here: keyframes are joined by straight steps (.linear/.paced).",
            "ViewControllerKit: CAKeyframeAnimation.rotationMode does nothing here: the layer does not turn along its path.",
        ])
    }

    // MARK: Groups

    @Test func aGroupRunsItsMembersInItsTime_clippedToItsDuration_andOnlyItsDelegateHears() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let layer = CALayer()
        layer.position = CGPoint(x: 7, y: 0)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        let move = slide(duration: 2)
        move.beginTime = 1
        let memberDelegate = Recorder("member ")
        fade.delegate = memberDelegate
        let groupDelegate = Recorder("group ")
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 2
        group.delegate = groupDelegate
        layer.add(group, forKey: "group")
        host.advance(by: 0.5)
        #expect(near(layer.presentation().map { CGFloat($0.opacity) }, 0.5))
        #expect(layer.presentation()?.position.x == 7)
        host.advance(by: 1)
        // The fade has ended (no fill): the model opacity; the move is a quarter through.
        #expect(layer.presentation()?.opacity == 1)
        #expect(near(layer.presentation()?.position.x, 25))
        host.advance(by: 0.5)
        #expect(layer.presentation() == nil)
        #expect(memberDelegate.log + groupDelegate.log == ["group start", "group stop true"])
    }

    @Test func aMemberWithoutADurationTakesTheGroups() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let layer = CALayer()
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 0
        grow.toValue = 100
        let group = CAAnimationGroup()
        group.animations = [grow]
        group.duration = 4
        layer.add(group, forKey: nil)
        host.advance(by: 1)
        #expect(near(layer.presentation()?.bounds.width, 25))
    }

    // MARK: Springs

    /// x(t) of the default spring (mass 1, stiffness 100, damping 10, at rest) from 0 to 1:
    /// ω₀ = 10, ζ = 0.5, ω_d = 10·√0.75, x = 1 − e^(−5t)(cos ω_d t + 5/ω_d · sin ω_d t).
    static func defaultSpring(at t: Double) -> Double {
        let omegaD = 10 * 0.75.squareRoot()
        return 1 - exp(-5 * t) * (cos(omegaD * t) + 5 / omegaD * sin(omegaD * t))
    }

    @Test func aSpringFollowsTheDampedSpringInSecondsOfTheClock_overshootingItsEnd() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let layer = CALayer()
        let pop = CASpringAnimation(keyPath: "position.x")
        pop.fromValue = 0
        pop.toValue = 100
        pop.duration = pop.settlingDuration
        let recorder = Recorder()
        pop.delegate = recorder
        layer.add(pop, forKey: "pop")
        host.advance(by: 0.1)
        #expect(near(layer.presentation()?.position.x, 100 * Self.defaultSpring(at: 0.1)))
        host.advance(by: 0.3)
        // Past the end: the first overshoot (the peak is at π/ω_d ≈ 0.363 s).
        let overshoot = 100 * Self.defaultSpring(at: 0.4)
        #expect(overshoot > 100)
        #expect(near(layer.presentation()?.position.x, overshoot))
        host.advance(by: pop.settlingDuration)
        #expect(recorder.log == ["start", "stop true"])
    }

    @Test func settlingDurationOfACriticallyDampedSpringIsWhereItComesWithinAThousandth() {
        let spring = CASpringAnimation()
        spring.stiffness = 100
        spring.damping = 20
        // ζ = 1, ω₀ = 10: 1 − x = (1 + 10t)e^(−10t) = 0.001; solve for u = 10t by Newton.
        var u = 9.0
        for _ in 0..<50 { u -= ((1 + u) * exp(-u) - 0.001) / (-u * exp(-u)) }
        #expect(abs(spring.settlingDuration - u / 10) < 1e-9)
        #expect(abs(spring.settlingDuration - 0.92334) < 1e-5)
    }

    @Test func settlingDurationOfTheDefaultSpringIsItsLastCrossingOfAThousandth() {
        let spring = CASpringAnimation()
        // Scanned back from 3 s on a 0.1 ms grid: the last time |1 − x| reaches 0.001.
        var t = 3.0
        while abs(1 - Self.defaultSpring(at: t)) < 0.001 { t -= 0.0001 }
        #expect(abs(spring.settlingDuration - t) < 0.0001)
        // Below the envelope's bound: e^(−5t)·(2/√3) = 0.001.
        #expect(spring.settlingDuration < log(2 / 3.0.squareRoot() / 0.001) / 5)
        // A heavier, stiffer spring: mass 2, stiffness 200 has the same ω₀ and a smaller ζ.
        spring.mass = 2
        spring.stiffness = 200
        #expect(spring.settlingDuration > t)
    }

    // MARK: Transitions and timing

    @Test func aTransitionIsNotDrawnButItsDelegateHearsItStartAndStopOnTime_saidOnce() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let label = UILabel()
        let recorder = Recorder()
        func show(_ text: String) {
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromRight
            transition.duration = 0.3
            transition.delegate = recorder
            label.layer.add(transition, forKey: kCATransition)
            label.text = text
        }
        show("One")
        #expect(label.layer.animationKeys() == [kCATransition])
        #expect(label.layer.presentation() == nil)
        host.advance(by: 0.3)
        #expect(label.layer.animationKeys() == nil)
        #expect(recorder.log == ["start", "stop true"])
        show("Two")
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: CATransition does nothing here: the layer's new content shows at once, without the transition.",
        ])
    }

    @Test func repeatDurationEndsTheAnimationMidPass() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let layer = CALayer()
        let move = slide()
        move.repeatDuration = 1.5
        let recorder = Recorder()
        move.delegate = recorder
        layer.add(move, forKey: nil)
        host.advance(by: 1.25)
        #expect(near(layer.presentation()?.position.x, 25))
        #expect(recorder.log == ["start"])
        host.advance(by: 0.25)
        #expect(layer.presentation() == nil)
        #expect(recorder.log == ["start", "stop true"])
    }

    @Test func timeOffsetStartsPartWayAndWrapsRound() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let layer = CALayer()
        let move = slide()
        move.timeOffset = 0.5
        layer.add(move, forKey: nil)
        host.advance(by: 0.25)
        #expect(near(layer.presentation()?.position.x, 75))
        host.advance(by: 0.5)
        #expect(near(layer.presentation()?.position.x, 25))
        host.advance(by: 0.25)
        #expect(layer.presentation() == nil)
    }

    // MARK: Ownership

    @Test func aFinishedKeyframeAnimationLetsItsLayerAndDelegateGo() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        weak var weakLayer: CALayer?
        weak var weakDelegate: Recorder?
        do {
            let layer = CALayer()
            let delegate = Recorder()
            let pulse = CAKeyframeAnimation(keyPath: "opacity")
            pulse.values = [1, 0.5, 1]
            pulse.duration = 0.5
            pulse.delegate = delegate
            layer.add(pulse, forKey: "pulse")
            weakLayer = layer
            weakDelegate = delegate
        }
        host.advance(by: 1)
        #expect(weakLayer == nil)
        #expect(weakDelegate == nil)
    }
}
