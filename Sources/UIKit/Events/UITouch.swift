import Foundation

/// One finger on the screen: where it is, in which phase, over which view.
///
/// UIKit creates a touch when a finger goes down (phase `.began`), updates the same
/// object as it moves, and retires it after `.ended` or `.cancelled`. The view is
/// found once, by hit-testing the window at touch-down, and never changes afterwards,
/// even when the finger leaves the view.
@preconcurrency @MainActor
public final class UITouch: Hashable {
    public enum Phase: Int, Sendable, CustomStringConvertible {
        case began, moved, stationary, ended, cancelled
        public var description: String {
            ["began", "moved", "stationary", "ended", "cancelled"][rawValue]
        }
    }
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    public internal(set) var phase: Phase
    /// When the touch last changed, in seconds on the runtime's clock.
    public internal(set) var timestamp: TimeInterval
    /// How many times in a row the finger tapped near this spot (1 for a first tap).
    public internal(set) var tapCount: Int
    /// The view the touch began in (the hit-test result), for the touch's whole life.
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    public let type: TouchType = .direct
    /// The host's identifier for the finger (stable from began to ended).
    let fingerID: Int
    /// Location in the window's coordinates.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint
    /// Gesture recognizers receiving this touch, collected at hit-test time: the hit
    /// view's first, then each ancestor's. A recognizer leaves the list when it
    /// reaches a final state (UIKit: reset recognizers see no more of the touch).
    var recognizers: [UIGestureRecognizer] = []
    /// How far the touch's delivery to its view has got (see ``ViewDelivery``).
    var viewDelivery: ViewDelivery = .notStarted

    /// Whether the view has seen the touch: `touchesBegan` not yet sent (maybe held back
    /// by `delaysTouchesBegan`), sent, or the view's sequence cancelled/suppressed.
    enum ViewDelivery { case notStarted, delivering, stopped }

    init(fingerID: Int, timestamp: TimeInterval, tapCount: Int, window: UIWindow?, location: CGPoint) {
        self.fingerID = fingerID
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        self.windowLocation = location
        self.previousWindowLocation = location
    }

    /// The gesture recognizers receiving this touch.
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// Where the touch was before its latest move, in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
