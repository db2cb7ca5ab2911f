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
