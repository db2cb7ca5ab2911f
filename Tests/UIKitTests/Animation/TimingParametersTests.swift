import Testing
import UIKitTesting

/// Timing parameters (Apple: UICubicTimingParameters, UISpringTimingParameters,
/// UITimingCurveProvider; control points: CAMediaTimingFunction's named functions).
@Suite @MainActor struct TimingParametersTests {
    @Test func builtinCurves_haveCoreAnimationsControlPoints() {
        let expected: [(UIView.AnimationCurve, CGPoint, CGPoint)] = [
            (.easeInOut, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),
            (.easeIn, CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),
            (.easeOut, CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)),
            (.linear, CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)),
        ]
        for (curve, p1, p2) in expected {
            let parameters = UICubicTimingParameters(animationCurve: curve)
            #expect(parameters.controlPoint1 == p1 && parameters.controlPoint2 == p2)
            #expect(parameters.timingCurveType == .builtin)
            #expect(parameters.animationCurve == curve)
        }
        #expect(UICubicTimingParameters().animationCurve == .easeInOut)
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
        #expect(custom.timingCurveType == .cubic)
        #expect(custom.cubicTimingParameters === custom && custom.springTimingParameters == nil)
    }

    @Test func springParameters_reportTheirType() {
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 2, dy: 0))
        #expect(spring.timingCurveType == .spring)
        #expect(spring.initialVelocity == CGVector(dx: 2, dy: 0))
        #expect(spring.springTimingParameters === spring && spring.cubicTimingParameters == nil)
    }
}

/// iOS 17 springs by pace and bounce (Apple: UIView.animate(springDuration:bounce:…),
/// UISpringTimingParameters(duration:bounce:), SwiftUI Spring(duration:bounce:)).
@Suite @MainActor struct SpringByDurationTests {
    @Test func springDuration_bounceZero_isCriticallyDamped_withTheDocumentedStiffness() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        var completed = false
        UIView.animate(springDuration: 0.5, animations: { view.center.x = 150 }, completion: { completed = $0 })
        // ω₀ = 2π / 0.5, ζ = 1: x(t) = 1 − e^(−ω₀t)(1 + ω₀t).
        let omega = 2 * Double.pi / 0.5
        for n in [6, 24, 48] {
            host.advance(by: Double(n) * frame - host.clock.now)
            let t = Double(n) / 120
            #expect(close(view.layer.presentation()?.position.x, 50 + 100 * (1 - exp(-omega * t) * (1 + omega * t)), within: 1e-6))
        }
        host.runUntilIdle()
        #expect(completed)
        // Settled within 0.1 % of the distance: e^(−ω₀t)(1 + ω₀t) = 0.001 at ω₀t ≈ 9.23.
        #expect(abs(host.clock.now - 9.2335 / omega) < 0.01)
    }

    @Test func defaultSpringParameters_areUIKitsRatio() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: UISpringTimingParameters())
        #expect(animator.duration == 0.5)   // a ratio spring keeps the duration
        animator.addAnimations { view.center.x = 150 }
        animator.startAnimation()
        var previous: CGFloat = 50
        for _ in 0..<59 {
            host.advance(by: frame)
            let x = view.layer.presentation()!.position.x
            #expect(x >= previous && x <= 150)   // over-damped: no overshoot
            previous = x
        }
        host.runUntilIdle()
        #expect(animator.state == .inactive)
    }
}
