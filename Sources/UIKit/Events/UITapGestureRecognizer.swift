import Foundation

/// Recognizes taps: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers.
///
/// A discrete recognizer:
/// ```
///   possible ──(last finger of the last required tap lifts)──► recognized
///      │ ⟲ (a tap short of the count: wait for the next one)
///      └──(a finger moves too far, too many fingers, a wait runs out,
///          touches cancelled)──► failed
/// ```
/// Thresholds (chosen; UIKit does not document its own): a finger may move
/// ``allowableMovement`` (10 pt) from where it came down, and each further tap must
/// start within ``maximumTapInterval`` (0.35 s) of the previous tap's end and within
/// ``allowableMovement`` of a finger of the first tap.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed to recognize (2 for a double tap). Default 1.
    open var numberOfTapsRequired = 1
    /// Fingers needed in each tap. Default 1.
    open var numberOfTouchesRequired = 1

    /// How far (points) a finger may move and still tap.
    public static let allowableMovement: CGFloat = 10
    /// How long (seconds) the recognizer waits for the next tap of a multi-tap.
    public static let maximumTapInterval: TimeInterval = 0.35

    private var tapsSoFar = 0
    private var fingersInThisTap = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocations: [CGPoint] = []
    private var waitTimer: Int?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelWait()
        for touch in touches {
            startLocations[ObjectIdentifier(touch)] = touch.windowLocation
            if tapsSoFar == 0 {
                firstTapLocations.append(touch.windowLocation)
            } else if !firstTapLocations.contains(where: {
                Self.distance($0, touch.windowLocation) <= Self.allowableMovement
            }) {
                return fail()
            }
        }
        fingersInThisTap = max(fingersInThisTap, activeTouches.count)
        if fingersInThisTap > numberOfTouchesRequired { fail() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            if Self.distance(start, touch.windowLocation) > Self.allowableMovement { return fail() }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard activeTouches.isEmpty, state == .possible else { return }
        guard fingersInThisTap == numberOfTouchesRequired else { return fail() }
        tapsSoFar += 1
        fingersInThisTap = 0
        if tapsSoFar >= numberOfTapsRequired {
            state = .ended
        } else {
            let runLoop = view?.window?.runtime.runLoop ?? ViewControllerKit.Runtime.current.runLoop
            waitTimer = runLoop.schedule(after: Self.maximumTapInterval) { [weak self] in
                self?.waitTimer = nil
                self?.fail()
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail()
    }

    open override func reset() {
        super.reset()
        cancelWait()
        tapsSoFar = 0
        fingersInThisTap = 0
        startLocations.removeAll()
        firstTapLocations.removeAll()
    }

    override var isAwaitingTouches: Bool { waitTimer != nil }

    private func fail() {
        cancelWait()
        if state == .possible { state = .failed }
    }

    private func cancelWait() {
        guard let waitTimer else { return }
        (view?.window?.runtime.runLoop ?? ViewControllerKit.Runtime.current.runLoop).cancelTimer(waitTimer)
        self.waitTimer = nil
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
}
