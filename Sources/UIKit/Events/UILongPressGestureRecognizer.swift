import Foundation

/// Recognizes a press held still for `minimumPressDuration`, then follows the fingers.
///
/// A continuous recognizer:
/// ```
///   possible ──(held minimumPressDuration within allowableMovement)──► began
///      │                                                 │ ⟲ changed (fingers move)
///      │                                                 ├──(fingers lift)──► ended
///      │                                                 └──(cancelled)──► cancelled
///      └──(lifted or moved more than allowableMovement first, too many fingers)──► failed
/// ```
/// The defaults are UIKit's: 0.5 s, 10 pt, one finger, no preceding taps.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long (seconds) the fingers must be held. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// Fingers needed. Default 1.
    open var numberOfTouchesRequired = 1
    /// Taps before the press (1 for tap-and-hold). Default 0.
    open var numberOfTapsRequired = 0
    /// How far (points) the fingers may move before the press is recognized. Default 10.
    open var allowableMovement: CGFloat = 10

    private var start: CGPoint?
    private var pressTimer: Int?
    private var tapsSoFar = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if activeTouches.count > numberOfTouchesRequired { return fail() }
        guard activeTouches.count == numberOfTouchesRequired, tapsSoFar == numberOfTapsRequired else { return }
        start = Self.centroid(activeTouches)
        cancelTimer()
        pressTimer = runLoop.schedule(after: minimumPressDuration) { [weak self] in
            guard let self else { return }
            self.pressTimer = nil
            if self.state == .possible { self.state = .began }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start else { return }
            let here = Self.centroid(activeTouches)
            if hypot(here.x - start.x, here.y - start.y) > allowableMovement { fail() }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            if activeTouches.isEmpty { state = .ended }
        case .possible:
            guard activeTouches.isEmpty else { return }
            if pressTimer == nil, start == nil, tapsSoFar < numberOfTapsRequired {
                // A preceding tap of tap-and-hold: the next finger must come within the
                // double-tap interval.
                tapsSoFar += 1
                pressTimer = runLoop.schedule(after: UITapGestureRecognizer.maximumTapInterval) { [weak self] in
                    self?.pressTimer = nil
                    self?.fail()
                }
            } else {
                fail()
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        default: fail()
        }
    }

    open override func reset() {
        super.reset()
        cancelTimer()
        start = nil
        tapsSoFar = 0
    }

    /// Between the taps of a tap-and-hold it stays in the arena, waiting for the press.
    override var isAwaitingTouches: Bool { tapsSoFar > 0 && activeTouches.isEmpty && state == .possible }

    private var runLoop: ViewControllerKit.MainRunLoop {
        (view?.window?.runtime ?? ViewControllerKit.Runtime.current).runLoop
    }

    private func fail() {
        cancelTimer()
        if state == .possible { state = .failed }
    }

    private func cancelTimer() {
        guard let pressTimer else { return }
        runLoop.cancelTimer(pressTimer)
        self.pressTimer = nil
    }
}
