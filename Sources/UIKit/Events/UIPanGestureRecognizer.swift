import Foundation

/// Recognizes a drag: fingers moving across the view.
///
/// A continuous recognizer:
/// ```
///   possible ──(the touches' centroid moves ≥ hysteresis)──► began ──(move)──► changed ⟲
///      │                                                      │                │
///      └──(fingers lift first / cancelled)──► failed          └── lift ──► ended
///                                                             └── cancel ──► cancelled
/// ```
/// ``hysteresis`` is 10 points (chosen: UIKit documents only that the fingers must
/// "move enough"; 10 pt is the commonly measured value). `translation(in:)` counts
/// from where the fingers came down, so at `began` it already includes the hysteresis
/// movement. `velocity(in:)` is the latest movement between two touch samples divided
/// by the clock time between them (points per second); UIKit smooths over a few
/// samples, which this does not.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// How far (points) the fingers must move before the pan begins.
    public static let hysteresis: CGFloat = 10

    /// The translation origin, in window coordinates.
    private var startLocation: CGPoint = .zero
    /// The touches' centroid as of the latest begin or move, in window coordinates.
    private var currentLocation: CGPoint = .zero
    /// Recent (time, centroid) samples, in window coordinates; one per timestamp.
    private var samples: [(time: TimeInterval, location: CGPoint)] = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let count = activeTouches.count
        if count > maximumNumberOfTouches {
            // Too many fingers: a pan still deciding fails; one in progress ignores the extras.
            if state == .possible {
                state = .failed
            } else {
                touches.forEach { ignore($0, for: event) }
            }
            return
        }
        let centroid = Self.centroid(activeTouches)
        if state == .possible, count == touches.count {
            startLocation = centroid
        } else {
            // A finger joined: shift the origin so the translation does not jump.
            startLocation = CGPoint(x: startLocation.x + centroid.x - currentLocation.x,
                                    y: startLocation.y + centroid.y - currentLocation.y)
        }
        currentLocation = centroid
        samples = [(event.timestamp, centroid)]
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let centroid = Self.centroid(activeTouches)
        currentLocation = centroid
        addSample(centroid, at: event.timestamp)
        switch state {
        case .possible:
            let count = activeTouches.count
            guard count >= minimumNumberOfTouches, count <= maximumNumberOfTouches else { return }
            let moved = hypot(centroid.x - startLocation.x, centroid.y - startLocation.y)
            if moved >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = activeTouches
        if remaining.isEmpty {
            let centroid = Self.centroid(trackedTouches)
            if centroid != currentLocation {
                currentLocation = centroid
                addSample(centroid, at: event.timestamp)
            }
            state = state.isInProgress ? .ended : .failed
        } else if state.isInProgress, remaining.count < minimumNumberOfTouches {
            state = .ended
        } else {
            // A finger lifted: shift the origin so the translation does not jump.
            let centroid = Self.centroid(remaining)
            startLocation = CGPoint(x: startLocation.x + centroid.x - currentLocation.x,
                                    y: startLocation.y + centroid.y - currentLocation.y)
            currentLocation = centroid
        }
    }

    /// Keeps the two latest samples; moves at the same timestamp update one sample.
    private func addSample(_ location: CGPoint, at time: TimeInterval) {
        if let last = samples.last, last.time == time {
            samples[samples.count - 1].location = location
        } else if samples.last?.location != location {
            samples.append((time, location))
        }
        if samples.count > 2 { samples.removeFirst(samples.count - 2) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state.isInProgress ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        samples.removeAll()
    }

    /// How far the fingers moved since the pan started (or since `setTranslation`),
    /// in `view`'s coordinate system.
    open func translation(in view: UIView?) -> CGPoint {
        let current = currentLocation
        guard let view else { return CGPoint(x: current.x - startLocation.x, y: current.y - startLocation.y) }
        let a = view.convert(startLocation, from: nil), b = view.convert(current, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Resets the translation so that `translation(in: view)` now answers `translation`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = currentLocation
        guard let view else {
            startLocation = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
            return
        }
        let local = view.convert(current, from: nil)
        startLocation = view.convert(CGPoint(x: local.x - translation.x, y: local.y - translation.y), to: nil)
    }

    /// Points per second in `view`'s coordinate system, from the two latest samples.
    open func velocity(in view: UIView?) -> CGPoint {
        guard samples.count >= 2 else { return .zero }
        let (t0, p0) = samples[samples.count - 2], (t1, p1) = samples[samples.count - 1]
        guard t1 > t0 else { return .zero }
        let a = view?.convert(p0, from: nil) ?? p0, b = view?.convert(p1, from: nil) ?? p1
        return CGPoint(x: (b.x - a.x) / (t1 - t0), y: (b.y - a.y) / (t1 - t0))
    }
}
