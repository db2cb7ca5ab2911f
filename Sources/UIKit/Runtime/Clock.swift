import Foundation

extension ViewControllerKit {
    /// The time source animations, transitions and timers run on, in seconds.
    ///
    /// A live host uses ``RealClock``; tests use ``ManualClock`` and move time
    /// explicitly, so every frame of an animated transition can be asserted.
    @preconcurrency @MainActor
    public protocol Clock: AnyObject {
        /// Seconds since an arbitrary origin; never decreases.
        var now: TimeInterval { get }
    }
}

extension ViewControllerKit {
    /// Wall-clock time from the system's monotonic clock.
    @preconcurrency @MainActor
    public final class RealClock: ViewControllerKit.Clock {
        private let origin = ContinuousClock.now
        public init() {}
        public var now: TimeInterval {
            let elapsed = ContinuousClock.now - origin
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
    }
}

extension ViewControllerKit {
    /// Time that moves only when told to: `advance(by:)`.
    @preconcurrency @MainActor
    public final class ManualClock: ViewControllerKit.Clock {
        public private(set) var now: TimeInterval
        public init(now: TimeInterval = 0) { self.now = now }

        /// Moves time forward. Due timers fire when the run loop next turns
        /// (``MainRunLoop/advance(by:)`` does both).
        public func advance(by seconds: TimeInterval) {
            precondition(seconds >= 0, "time does not run backwards")
            now += seconds
        }
    }
}
