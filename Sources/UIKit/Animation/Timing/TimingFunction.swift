import Foundation

/// What the engine evaluates each frame: progress (0 → 1, a spring may overshoot) for
/// the fraction of the animation's duration that has elapsed.
struct TimingFunction: Sendable, Equatable {
    private enum Kind: Sendable, Equatable {
        case linear
        case cubic(CubicBezierCurve)
        case spring(SpringSolution, duration: TimeInterval)
    }
    private let kind: Kind

    static let linear = TimingFunction(kind: .linear)

    private init(kind: Kind) { self.kind = kind }

    init(curve: UIView.AnimationCurve) {
        let (p1, p2) = curve.controlPoints
        self.init(kind: curve == .linear ? .linear : .cubic(CubicBezierCurve(p1, p2)))
    }

    init(spring: SpringSolution, duration: TimeInterval) {
        self.init(kind: .spring(spring, duration: duration))
    }

    /// The function for an app's timing parameters over an animation of `duration`
    /// seconds; `duration` is updated to the spring's settling time for a physical spring.
    init(provider: any UITimingCurveProvider, duration: inout TimeInterval) {
        if let spring = provider.springTimingParameters,
           provider.timingCurveType == .spring || provider.timingCurveType == .composed {
            let solution = spring.solution(duration: duration)
            if spring.overridesDuration { duration = solution.settlingDuration }
            self.init(kind: .spring(solution, duration: duration))
        } else if let cubic = provider.cubicTimingParameters {
            self.init(kind: cubic.controlPoint1 == .zero && cubic.controlPoint2 == CGPoint(x: 1, y: 1)
                ? .linear : .cubic(CubicBezierCurve(cubic.controlPoint1, cubic.controlPoint2)))
        } else {
            self.init(curve: .easeInOut)
        }
    }

    /// Progress at `fraction` (0…1) of the duration; exactly 0 at 0 and 1 at 1.
    @inline(__always)
    func progress(_ fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        switch kind {
        case .linear: return fraction
        case .cubic(let curve): return curve.value(at: fraction)
        case .spring(let spring, let duration): return spring.value(at: fraction * duration)
        }
    }
}
