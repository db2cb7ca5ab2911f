import Foundation

// App code's own asynchrony under a host.
//
// On iOS, blocks an app sends to the main queue run on the main run loop, between the
// turns UIKit itself uses. A headless test host turns its run loop by hand, so for app code
// (code that imports UIKit) the main-queue entry points below are declared again here: a
// declaration in a module shadows the same declaration in a module it imports, so
// `DispatchQueue.main.async { … }` in an app file calls this one. Under a host (a test's
// task, or a host step) the work goes to the host's run loop and runs when the test pumps
// it (`pump()`, `advance(by:)`, `runUntilIdle()`), delays measured on the host's clock.
// Anywhere else — no host, or any queue other than main — they forward to Foundation
// unchanged, so a live app behaves exactly as with Foundation alone.
//
// What cannot be routed (docs/UIKitTesting.md, "App asynchrony"): `Task { @MainActor in … }`
// (the Swift runtime sends it straight to the main executor, which a synchronous test
// occupies until it returns), `DispatchQueue.main.sync`, and main-queue work scheduled by
// modules that do not import UIKit.

extension DispatchQueue {
    /// Schedules `work` on the main queue — under a host, on the host's run loop: it runs
    /// on the host's next turn, after events and due timers, before layout.
    ///
    /// The closure is main-actor isolated, as Swift treats closures sent to
    /// `DispatchQueue.main` (the compiler picks this overload for the main queue and
    /// Dispatch's own for every other queue). Should it be picked for another queue — only
    /// for a closure that needs the main actor — the work hops to the main queue.
    public func async(execute work: @escaping @MainActor @Sendable () -> Void) {
        if let inbox = ViewControllerKit.Runtime.hostedMainQueue, isMain {
            inbox.enqueue(.now(work))
        } else {
            DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) { MainActor.assumeIsolated(work) }
        }
    }

    /// Whether this is the main queue (Linux Dispatch wraps the main queue in a new object
    /// on each `DispatchQueue.main`, so identity does not tell).
    private var isMain: Bool { label == DispatchQueue.main.label }

    /// Schedules `work` on the main queue for `deadline` — under a host, on the host's
    /// clock: it runs once the host's clock has moved by the time left until `deadline`.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor @Sendable () -> Void) {
        if let inbox = ViewControllerKit.Runtime.hostedMainQueue, isMain {
            let now = DispatchTime.now().uptimeNanoseconds
            let nanoseconds = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
            inbox.enqueue(.after(TimeInterval(nanoseconds) / 1e9, work))
        } else {
            DispatchQueue.main.asyncAfter(deadline: deadline, qos: .unspecified, flags: []) {
                MainActor.assumeIsolated(work)
            }
        }
    }
}

extension RunLoop {
    /// Schedules `block` on the run loop; for the main run loop under a host, on the
    /// host's next turn.
    public func perform(_ block: @escaping @Sendable () -> Void) {
        if self === RunLoop.main, let inbox = ViewControllerKit.Runtime.hostedMainQueue {
            inbox.enqueue(.now(block))
        } else {
            perform(inModes: [.default], block: block)
        }
    }
}

extension Timer {
    /// Creates a timer and schedules it on the current run loop; under a host, on the
    /// host's clock: it fires each time the host's clock passes another `interval`
    /// (once unless it repeats) until it is invalidated. The returned object is a real
    /// Foundation `Timer` (`isValid`, `invalidate()`, `fire()`, `userInfo` work), but its
    /// `fireDate` is not moved by the host's clock.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        if let inbox = ViewControllerKit.Runtime.hostedMainQueue {
            inbox.enqueue(.timer(timer, interval: max(interval, 0.0001), repeats: repeats))
        } else {
            RunLoop.current.add(timer, forMode: .default)
        }
        return timer
    }
}
