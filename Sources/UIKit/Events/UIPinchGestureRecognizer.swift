import Foundation

/// Recognizes a pinch: two fingers moving apart or together.
///
/// A continuous recognizer:
/// ```
///   possible ──(the span changes ≥ hysteresis)──► began ──(move)──► changed ⟲
///      │                                            │                 │
///      └──(all fingers lift / cancelled)──► failed  └─ a finger lifts ─► ended
///                                                   └─ cancel ──► cancelled
/// ```
/// The span is the distance between the first two fingers; ``hysteresis`` is 10 points
/// (chosen, as for pans: UIKit documents no value). ``scale`` is the span divided by the span
/// when the second finger came down, so at `began` it already includes the hysteresis
/// movement; setting it rebases it (apps set it back to 1 in each action). ``velocity`` is
/// the change of that ratio between the two latest touch samples divided by the clock time
/// between them (scale per second). A third finger is ignored.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far (points) the span must change before the pinch begins.
    public static let hysteresis: CGFloat = 10

    /// The span when the second finger came down.
    private var startSpan: CGFloat = 0
    /// The span that `scale` 1 stands for (moves when `scale` is set).
    private var originSpan: CGFloat = 0
    private var currentSpan: CGFloat = 0
    private var samples = TwoFingerSamples()

    /// The span now relative to the span at the start (or when `scale` was last set).
    open var scale: CGFloat {
        get { originSpan > 0 ? currentSpan / originSpan : 1 }
        set { if newValue > 0, currentSpan > 0 { originSpan = currentSpan / newValue } }
    }

    /// Scale per second, from the two latest samples.
    open var velocity: CGFloat { samples.rate }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let fingers = activeTouches
        for touch in fingers.dropFirst(2) where touches.contains(touch) { ignore(touch, for: event) }
        guard state == .possible, fingers.count >= 2 else { return }
        startSpan = Self.span(fingers)
        originSpan = startSpan
        currentSpan = startSpan
        samples.start(1, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let fingers = activeTouches
        guard fingers.count >= 2, startSpan > 0 else { return }
        currentSpan = Self.span(fingers)
        samples.add(currentSpan / startSpan, at: event.timestamp)
        switch state {
        case .possible where abs(currentSpan - startSpan) >= Self.hysteresis: state = .began
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
            startSpan = 0
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state.isInProgress ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        startSpan = 0
        originSpan = 0
        currentSpan = 0
        samples = TwoFingerSamples()
    }

    /// The distance between the first two fingers, in window coordinates.
    static func span(_ fingers: [UITouch]) -> CGFloat {
        let a = fingers[0].windowLocation, b = fingers[1].windowLocation
        return hypot(b.x - a.x, b.y - a.y)
    }
}

/// The two latest (time, value) samples of a two-finger gesture, for its velocity.
struct TwoFingerSamples {
    private var samples: [(time: TimeInterval, value: CGFloat)] = []

    mutating func start(_ value: CGFloat, at time: TimeInterval) { samples = [(time, value)] }

    /// Moves at the same timestamp (one per finger) update one sample.
    mutating func add(_ value: CGFloat, at time: TimeInterval) {
        if let last = samples.last, last.time == time {
            samples[samples.count - 1].value = value
        } else {
            samples.append((time, value))
        }
        if samples.count > 2 { samples.removeFirst(samples.count - 2) }
    }

    var rate: CGFloat {
        guard samples.count == 2, samples[1].time > samples[0].time else { return 0 }
        return (samples[1].value - samples[0].value) / CGFloat(samples[1].time - samples[0].time)
    }
}
