import Foundation

/// Recognizes a swipe: `numberOfTouchesRequired` fingers moving quickly in one of the
/// permitted `direction`s.
///
/// A discrete recognizer:
/// ```
///   possible ──(the fingers travel minimumDistance in a permitted direction,
///      │        within maximumDuration, staying near the axis)──► recognized
///      └──(too slow, off-axis, the wrong direction, too many fingers, lifted early,
///          cancelled)──► failed
/// ```
/// Thresholds (chosen; UIKit does not document its own): 50 pt along the direction within
/// 0.5 s of the first finger coming down, with the sideways travel at most half of it.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions. Default `.right`, as in UIKit.
    open var direction: Direction = .right
    /// Fingers needed. Default 1.
    open var numberOfTouchesRequired = 1

    /// How far (points) the fingers must travel along the direction.
    public static let minimumDistance: CGFloat = 50
    /// How long (seconds) the swipe may take from the first finger down.
    public static let maximumDuration: TimeInterval = 0.5

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if start == nil {
            start = Self.centroid(activeTouches)
            startTime = clockNow
        }
        if activeTouches.count > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        guard clockNow - startTime <= Self.maximumDuration else { return state = .failed }
        guard activeTouches.count == numberOfTouchesRequired else { return }
        let here = Self.centroid(activeTouches)
        let dx = here.x - start.x, dy = here.y - start.y
        let (along, across, moved): (CGFloat, CGFloat, Direction) = abs(dx) >= abs(dy)
            ? (abs(dx), abs(dy), dx > 0 ? .right : .left)
            : (abs(dy), abs(dx), dy > 0 ? .down : .up)
        guard along >= Self.minimumDistance else { return }
        state = direction.contains(moved) && across <= along / 2 ? .ended : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, activeTouches.isEmpty { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }

    private var clockNow: TimeInterval {
        (view?.window?.runtime ?? ViewControllerKit.Runtime.current).clock.now
    }
}
