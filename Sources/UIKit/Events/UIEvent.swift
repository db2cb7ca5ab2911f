import Foundation

/// An input event: a set of touches at a moment.
@MainActor
public class UIEvent {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }

    public let type: EventType
    public internal(set) var timestamp: TimeInterval
    var touches: Set<UITouch>

    init(type: EventType = .touches, timestamp: TimeInterval, touches: Set<UITouch>) {
        self.type = type
        self.timestamp = timestamp
        self.touches = touches
    }

    public var allTouches: Set<UITouch>? { touches }

    public func touches(for view: UIView) -> Set<UITouch>? {
        touches.filter { $0.view === view }
    }

    public func touches(for window: UIWindow) -> Set<UITouch>? {
        touches.filter { $0.window === window }
    }
}
