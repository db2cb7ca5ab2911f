import Foundation

/// One finger on the screen: where it is, in which phase, over which view.
@MainActor
public final class UITouch: Hashable {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public internal(set) var tapCount: Int
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    public let type: TouchType = .direct
    /// Location in the window's coordinates.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint
    /// Gesture recognizers that receive this touch (filled at hit-test time).
    var gestureRecognizers: [UIGestureRecognizer] = []

    init(phase: Phase, timestamp: TimeInterval, tapCount: Int, view: UIView?, window: UIWindow?, location: CGPoint) {
        self.phase = phase
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.view = view
        self.window = window
        self.windowLocation = location
        self.previousWindowLocation = location
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
