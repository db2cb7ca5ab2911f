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
        /// The calendar date and time now — what app code gets from `Date()` on iOS. UIKit's
        /// own "now" (a new `UIDatePicker`'s date) comes from here, never from the wall clock
        /// directly, so a test's manual clock decides it.
        var currentDate: Date { get }
    }
}

extension ViewControllerKit.Clock {
    /// A clock that does not say: the manual clock's start date plus ``now``.
    public var currentDate: Date { ViewControllerKit.ManualClock.defaultStartDate.addingTimeInterval(now) }
}

extension ViewControllerKit {
    /// Wall-clock time from the system's monotonic clock.
    @preconcurrency @MainActor
    public final class RealClock: ViewControllerKit.Clock {
        private let origin = ContinuousClock.now
        private let originDate = Date()
        public init() {}
        /// The system's date when the clock was made, moved on by ``now``.
        public var currentDate: Date { originDate.addingTimeInterval(now) }
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
        /// The calendar date at `now` when the clock was made.
        private let startDate: Date
        private let startNow: TimeInterval

        /// 2026-01-09 09:41:00 UTC: the date a manual clock starts at unless told otherwise
        /// (9:41, as the status bar shows).
        public static let defaultStartDate = Date(timeIntervalSince1970: 1_767_951_660)

        public init(now: TimeInterval = 0, date: Date = ManualClock.defaultStartDate) {
            self.now = now
            startDate = date
            startNow = now
        }

        /// The start date moved on by the time advanced since.
        public var currentDate: Date { startDate.addingTimeInterval(now - startNow) }

        /// Moves time forward. Due timers fire when the run loop next turns
        /// (``MainRunLoop/advance(by:)`` does both).
        public func advance(by seconds: TimeInterval) {
            precondition(seconds >= 0, "time does not run backwards")
            now += seconds
        }
    }
}
