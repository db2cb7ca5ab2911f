import Foundation

/// Recognizes a rotation: two fingers turning around each other.
///
/// A continuous recognizer:
/// ```
///   possible ──(the fingers turn ≥ hysteresis)──► began ──(move)──► changed ⟲
///      │                                          │                 │
///      └──(all fingers lift / cancelled)──► failed └─ a finger lifts ─► ended
///                                                  └─ cancel ──► cancelled
/// ```
/// The angle is that of the line from the first finger to the second; ``rotation`` is how far
/// it turned since the second finger came down, in radians, clockwise positive (y points
/// down), accumulated move by move so it can pass ±π. ``hysteresis`` is π/36 (5°, chosen:
/// UIKit documents no value); at `began` the rotation already includes it. Setting
/// ``rotation`` rebases it. ``velocity`` is radians per second between the two latest touch
/// samples. A third finger is ignored.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far (radians) the fingers must turn before the rotation begins.
    public static let hysteresis: CGFloat = .pi / 36

    private var tracking = false
    private var lastAngle: CGFloat = 0
    /// The turn since the second finger came down.
    private var turned: CGFloat = 0
    /// The turn that `rotation` 0 stands for (moves when `rotation` is set).
    private var origin: CGFloat = 0
    private var samples = TwoFingerSamples()

    open var rotation: CGFloat {
        get { turned - origin }
        set { origin = turned - newValue }
    }

    /// Radians per second, from the two latest samples.
    open var velocity: CGFloat { samples.rate }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let fingers = activeTouches
        for touch in fingers.dropFirst(2) where touches.contains(touch) { ignore(touch, for: event) }
        guard state == .possible, fingers.count >= 2 else { return }
        tracking = true
        lastAngle = Self.angle(fingers)
        turned = 0
        origin = 0
        samples.start(0, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let fingers = activeTouches
        guard fingers.count >= 2, tracking else { return }
        let angle = Self.angle(fingers)
        var delta = angle - lastAngle
        if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
        lastAngle = angle
        turned += delta
        samples.add(turned, at: event.timestamp)
        switch state {
        case .possible where abs(turned) >= Self.hysteresis: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isInProgress {
            if activeTouches.count < 2 { state = .ended }
        } else if activeTouches.isEmpty {
            state = .failed
        } else if activeTouches.count < 2 {
            tracking = false
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state.isInProgress ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        tracking = false
        turned = 0
        origin = 0
        samples = TwoFingerSamples()
    }

    /// The angle of the line from the first finger to the second, in window coordinates.
    static func angle(_ fingers: [UITouch]) -> CGFloat {
        let a = fingers[0].windowLocation, b = fingers[1].windowLocation
        return atan2(b.y - a.y, b.x - a.x)
    }
}
