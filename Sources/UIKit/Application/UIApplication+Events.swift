import Foundation

extension ViewControllerKit {
    /// A finger as a host reports it: which finger, what it did, where on the screen.
    ///
    /// Hosts (the headless test host, the browser host) turn pointer input into these and
    /// hand them to ``ViewControllerKit.Runtime/enqueueTouches(_:)``; UIKit does the rest exactly as
    /// for a real touch: `UITouch` objects, hit-testing, recognizers, responders.
    public struct HostTouch: Sendable, Equatable {
        /// Identifies the finger from `.began` to `.ended`/`.cancelled`.
        public var id: Int
        /// `.began`, `.moved`, `.ended` or `.cancelled` (`.stationary` is ignored).
        public var phase: UITouch.Phase
        /// The location in screen coordinates.
        public var location: CGPoint

        public init(id: Int, phase: UITouch.Phase, location: CGPoint) {
            self.id = id
            self.phase = phase
            self.location = location
        }
    }
}

extension ViewControllerKit.Runtime {
    /// Queues touches for the next run-loop turn, where the application delivers them
    /// (UIKit delivers input at the start of a turn, before timers and layout).
    public func enqueueTouches(_ touches: [ViewControllerKit.HostTouch]) {
        runLoop.enqueueEvent { [unowned self] in self.application.handleHostTouches(touches) }
    }
}

/// The application's touch bookkeeping: the one reused touches event, the fingers
/// down, the last tap (for `tapCount`) and the gesture arena.
@MainActor
final class TouchTracker {
    /// Taps count as consecutive (`tapCount` 2, 3 ...) when a finger comes down within
    /// this many seconds of the previous tap's end ...
    static let multiTapInterval: TimeInterval = 0.35
    /// ... and within this many points of it.
    static let multiTapRadius: CGFloat = 30

    var event: UIEvent?
    var fingers: [Int: UITouch] = [:]
    var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    let arena = GestureArena()

    func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, time - lastTap.time <= Self.multiTapInterval,
              hypot(location.x - lastTap.location.x, location.y - lastTap.location.y) <= Self.multiTapRadius
        else { return 1 }
        return lastTap.count + 1
    }
}

extension UIApplication {
    /// Turns host input into touches and sends the event (called at the start of a turn).
    func handleHostTouches(_ inputs: [ViewControllerKit.HostTouch]) {
        let now = runtime.clock.now
        let event = touchTracker.event ?? UIEvent(timestamp: now)
        touchTracker.event = event
        event.timestamp = now
        var changed: Set<ObjectIdentifier> = []
        for input in inputs where input.phase != .stationary {
            guard let touch = touch(for: input, at: now) else { continue }
            changed.insert(ObjectIdentifier(touch))
        }
        for touch in event.touches where !changed.contains(ObjectIdentifier(touch)) { touch.phase = .stationary }
        guard !changed.isEmpty else { return }
        sendEvent(event)
        retireFinishedTouches(of: event)
    }

    /// The touch `input` creates or updates; nil for a finger UIKit is not tracking.
    private func touch(for input: ViewControllerKit.HostTouch, at now: TimeInterval) -> UITouch? {
        if input.phase == .began {
            guard !isIgnoringInteractionEvents, touchTracker.fingers[input.id] == nil, let window = window(at: input.location) else { return nil }
            let local = window.convertFromSuperview(input.location)
            let touch = UITouch(fingerID: input.id, timestamp: now,
                                tapCount: touchTracker.tapCount(at: local, time: now), window: window, location: local)
            touchTracker.fingers[input.id] = touch
            touchTracker.event?.touches.append(touch)
            return touch
        }
        guard let touch = touchTracker.fingers[input.id], let window = touch.window else { return nil }
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = window.convertFromSuperview(input.location)
        touch.phase = input.phase
        touch.timestamp = now
        return touch
    }

    /// The front-most visible window with a view under `screenPoint`.
    private func window(at screenPoint: CGPoint) -> UIWindow? {
        let ordered = windows.enumerated().sorted {
            ($0.element.windowLevel, $0.offset) > ($1.element.windowLevel, $1.offset)
        }.map(\.element)
        return ordered.first { window in
            !window.isHidden && window.hitTest(window.convertFromSuperview(screenPoint), with: touchTracker.event) != nil
        }
    }

    private func retireFinishedTouches(of event: UIEvent) {
        for touch in event.touches where touch.phase == .ended || touch.phase == .cancelled {
            touchTracker.fingers[touch.fingerID] = nil
            if touch.phase == .ended {
                touchTracker.lastTap = (touch.timestamp, touch.windowLocation, touch.tapCount)
            }
        }
        event.touches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
    }

    /// Sends `event` to the windows of its touches (the default `sendEvent(_:)`).
    func dispatchEvent(_ event: UIEvent) {
        var windows: [UIWindow] = []
        for touch in event.touches {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        windows.forEach { $0.sendEvent(event) }
    }
}
