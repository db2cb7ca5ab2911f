import Foundation

extension Timer {
    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` without selectors:
    /// `selector` is a closure of the target (`{ $0.tick() }`, what `vck-migrate` writes for
    /// `#selector(tick)`), called each time the timer fires, on the main run loop (under a
    /// host, on its clock), while the target is alive. `userInfo` is the timer's `userInfo`.
    ///
    /// Differs from iOS: the target is held weakly. iOS retains it until the timer is
    /// invalidated; here the timer keeps its closure after invalidation (Foundation's block
    /// timers do), so holding the target strongly would make the usual
    /// `self.timer = Timer.scheduledTimer(…, target: self, …)` a cycle that invalidating no
    /// longer breaks. Weakly held, the target lives no longer than on iOS; it dies sooner
    /// only when the timer was its last owner, and then the timer no longer calls it.
    @preconcurrency @MainActor @discardableResult
    public class func scheduledTimer<Target: AnyObject>(
        timeInterval ti: TimeInterval, target aTarget: Target, selector aSelector: @escaping @MainActor (Target) -> Void,
        userInfo: Any?, repeats yesOrNo: Bool
    ) -> Timer {
        scheduledTimer(timeInterval: ti, target: aTarget, selector: { target, _ in aSelector(target) }, userInfo: userInfo,
                       repeats: yesOrNo)
    }

    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` for a method that
    /// takes the timer (`{ $0.tick($1) }`).
    @preconcurrency @MainActor @discardableResult
    public class func scheduledTimer<Target: AnyObject>(
        timeInterval ti: TimeInterval, target aTarget: Target, selector aSelector: @escaping @MainActor (Target, Timer) -> Void,
        userInfo: Any?, repeats yesOrNo: Bool
    ) -> Timer {
        let timer = ViewControllerKit.TargetTimer(interval: ti, target: aTarget, action: aSelector, userInfo: userInfo, repeats: yesOrNo)
        if let inbox = ViewControllerKit.Runtime.hostedMainQueue {
            inbox.enqueue(.timer(timer, interval: max(ti, 0.0001), repeats: yesOrNo))
        } else {
            RunLoop.current.add(timer, forMode: .default)
        }
        return timer
    }

    /// `Timer(timeInterval:target:selector:userInfo:repeats:)`, not yet scheduled (add it
    /// to a run loop), for a method that takes the timer (`{ $0.tick($1) }`); the target is
    /// held weakly, as the scheduled form says.
    ///
    /// Differs from iOS as well: an initializer cannot return the subclass that carries a
    /// `userInfo`, so a non-nil `userInfo` is reported and the timer's stays nil (the
    /// scheduled form keeps it).
    @preconcurrency @MainActor
    public convenience init<Target: AnyObject>(
        timeInterval ti: TimeInterval, target aTarget: Target, selector aSelector: @escaping @MainActor (Target, Timer) -> Void,
        userInfo: Any?, repeats yesOrNo: Bool
    ) {
        if userInfo != nil {
            ViewControllerKit.Runtime.current.diagnostics.warn(
                "Timer(timeInterval:target:selector:userInfo:repeats:) keeps no userInfo here; schedule it with scheduledTimer(timeInterval:target:selector:userInfo:repeats:)")
        }
        let box = ViewControllerKit.WeakTarget(aTarget)
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated {
                guard let target = box.value as? Target else { return }
                aSelector(target, timer)
            }
        }
    }

    /// `Timer(timeInterval:target:selector:userInfo:repeats:)` for a method without the
    /// timer (`{ $0.tick() }`).
    @preconcurrency @MainActor
    public convenience init<Target: AnyObject>(
        timeInterval ti: TimeInterval, target aTarget: Target, selector aSelector: @escaping @MainActor (Target) -> Void,
        userInfo: Any?, repeats yesOrNo: Bool
    ) {
        self.init(timeInterval: ti, target: aTarget, selector: { target, _ in aSelector(target) }, userInfo: userInfo, repeats: yesOrNo)
    }
}

extension ViewControllerKit {
    /// A Foundation block timer that calls a closure of a weakly held target and carries a
    /// `userInfo` (Foundation's block timers have none).
    final class TargetTimer: Timer {
        // Set once at creation and only read afterwards.
        nonisolated(unsafe) private let info: Any?

        @MainActor
        init<Target: AnyObject>(interval: TimeInterval, target: Target, action: @escaping @MainActor (Target, Timer) -> Void,
                                userInfo: Any?, repeats: Bool) {
            info = userInfo
            let box = WeakTarget(target)
            super.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats) { timer in
                // Timers fire on the run loop they were added to: the main one, for UI code.
                nonisolated(unsafe) let timer = timer
                MainActor.assumeIsolated {
                    guard let target = box.value as? Target else { return }
                    action(target, timer)
                }
            }
        }

        override var userInfo: Any? { info }
    }

    /// A weak reference to a timer's target, read only on the main actor (in the timer's
    /// block, which `assumeIsolated` checks runs there).
    final class WeakTarget: @unchecked Sendable {
        weak var value: AnyObject?
        init(_ value: AnyObject) { self.value = value }
    }
}
