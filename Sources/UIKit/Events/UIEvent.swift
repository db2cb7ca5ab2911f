import Foundation

/// An input event: the set of touches active at a moment.
///
/// As on iOS, the application reuses one touches event for the whole multi-touch
/// sequence: its `allTouches` are the fingers down now, including those that begin,
/// move, stay still or end in this delivery.
@preconcurrency @MainActor
public class UIEvent {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }

    /// What a motion or remote-control event is (`.none` for the other types).
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause = 101, remoteControlStop = 102
        case remoteControlTogglePlayPause = 103, remoteControlNextTrack = 104, remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106, remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108, remoteControlEndSeekingForward = 109
    }

    public let type: EventType
    public let subtype: EventSubtype
    /// When the event happened, in seconds on the runtime's clock.
    public internal(set) var timestamp: TimeInterval
    var touches: [UITouch]

    init(type: EventType = .touches, subtype: EventSubtype = .none, timestamp: TimeInterval, touches: [UITouch] = []) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        self.touches = touches
    }

    public var allTouches: Set<UITouch>? { Set(touches) }

    /// The touches that began in `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        Set(touches.filter { $0.view === view })
    }

    /// The touches whose window is `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touches.filter { $0.window === window })
    }

    /// The touches delivered to `gestureRecognizer`.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        Set(touches.filter { touch in touch.recognizers.contains { $0 === gestureRecognizer } })
    }
}
