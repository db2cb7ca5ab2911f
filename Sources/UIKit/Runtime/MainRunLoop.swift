import Foundation

extension ViewControllerKit {
    /// UIKit's main run loop, made explicit.
    ///
    /// A turn does what one pass of the iOS main run loop does, in this order:
    /// 1. deliver queued input events (a host's touches),
    /// 2. fire timers that are due on the clock (animation steps and completions),
    /// 3. run deferred blocks (`perform(_:)`: the parts of transitions UIKit runs a turn later,
    ///    then the app's main-queue blocks, taken from ``mainQueue`` at the start of the turn),
    /// 4. the update-constraints pass, then the layout pass, for every window,
    /// 5. display (hosts are told a frame is ready).
    ///
    /// Who turns it: a headless test host pumps it by hand (``Mode/manual``), so tests are
    /// deterministic. Otherwise (``Mode/automatic``) work schedules a turn on the main
    /// dispatch queue, so an `await` in an async test lets it run as the main run loop
    /// would on iOS, and timers wake it at their fire time.
    @preconcurrency @MainActor
    public final class MainRunLoop {
        public enum Mode: Sendable { case automatic, manual }

        public let clock: any ViewControllerKit.Clock
        public let mode: Mode
        /// App code's main-queue work under a host (see `AppAsynchrony.swift`).
        nonisolated let mainQueue = ViewControllerKit.MainQueueInbox()
        private var events: [() -> Void] = []
        private var deferred: [() -> Void] = []
        private var timers: [ScheduledTimer] = []
        private var nextTimerID = 0
        private var turnScheduled = false
        /// The update-constraints, layout and display passes, installed by the runtime.
        var passes: [() -> Void] = []
        /// Whether any view asked for layout, constraint update or display since the last turn.
        var needsPasses = false

        public init(clock: any ViewControllerKit.Clock, mode: Mode) {
            self.clock = clock
            self.mode = mode
        }

        /// Queues input to be delivered at the start of the next turn.
        public func enqueueEvent(_ deliver: @escaping () -> Void) {
            events.append(deliver)
            requestTurn()
        }

        /// Runs `block` on the next turn, after events and timers, before layout.
        public func perform(_ block: @escaping () -> Void) {
            deferred.append(block)
            requestTurn()
        }

        /// Runs `block` once `delay` seconds have passed on the clock. A timer that does not
        /// keep the run loop busy (an app's repeating timer) fires as time passes but does not
        /// hold ``nextBusyTimerFireTime``: settling "until idle" does not wait for it.
        @discardableResult
        public func schedule(after delay: TimeInterval, keepsRunLoopBusy: Bool = true, _ block: @escaping () -> Void) -> Int {
            nextTimerID += 1
            timers.append(ScheduledTimer(id: nextTimerID, fireTime: clock.now + max(delay, 0),
                                         keepsBusy: keepsRunLoopBusy, block: block))
            requestWakeUp(after: max(delay, 0))
            return nextTimerID
        }

        public func cancelTimer(_ id: Int) {
            timers.removeAll { $0.id == id }
        }

        /// Asks for the layout/display passes to run on the next turn (coalesced).
        func setNeedsPasses() {
            guard !needsPasses else { return }
            needsPasses = true
            requestTurn()
        }

        /// Whether a turn would do anything now.
        public var hasPendingWork: Bool {
            !events.isEmpty || !deferred.isEmpty || needsPasses || !mainQueue.isEmpty || timers.contains { isDue($0) }
        }

        /// Due when the clock reached the fire time, with a nanosecond of slack so that time
        /// advanced in frame steps (thirty 1/60 s frames) reaches a 0.5 s timer.
        private func isDue(_ timer: ScheduledTimer) -> Bool {
            timer.fireTime <= clock.now + 1e-9
        }

        /// The fire time of the earliest timer, if any.
        public var nextTimerFireTime: TimeInterval? { timers.map(\.fireTime).min() }

        /// The fire time of the earliest timer that keeps the run loop busy, if any.
        public var nextBusyTimerFireTime: TimeInterval? { timers.filter(\.keepsBusy).map(\.fireTime).min() }

        /// Runs one turn. Returns whether it did anything.
        @discardableResult
        public func runTurn() -> Bool {
            turnScheduled = false
            guard hasPendingWork else { return false }
            let appWork = takeAppWork()
            let input = events
            events.removeAll()
            input.forEach { $0() }
            fireDueTimers()
            let blocks = deferred
            deferred.removeAll()
            blocks.forEach { $0() }
            appWork.forEach { $0() }
            needsPasses = false
            passes.forEach { $0() }
            return true
        }

        /// Turns until nothing is left to do now (timers in the future are left alone).
        /// Traps after `limit` turns: work that keeps re-queuing itself is a bug.
        public func runUntilIdle(limit: Int = 10_000) {
            var turns = 0
            while hasPendingWork {
                runTurn()
                turns += 1
                precondition(turns < limit, "run loop did not become idle after \(limit) turns")
            }
        }

        private func fireDueTimers() {
            // Timers fire in fire-time order; a timer scheduled by one firing runs on a later turn.
            let due = timers.filter(isDue).sorted { ($0.fireTime, $0.id) < ($1.fireTime, $1.id) }
            guard !due.isEmpty else { return }
            let dueIDs = Set(due.map(\.id))
            timers.removeAll { dueIDs.contains($0.id) }
            due.forEach { $0.block() }
        }

        /// Moves the app's main-queue work into this turn (immediate blocks, returned) and
        /// onto the clock (delayed blocks and timers).
        private func takeAppWork() -> [() -> Void] {
            var now: [() -> Void] = []
            for item in mainQueue.takeAll() {
                switch item {
                case .now(let block): now.append(block)
                case .after(let delay, let block): schedule(after: delay, block)
                case .timer(let timer, let interval, let repeats): scheduleFoundationTimer(timer, interval, repeats)
                }
            }
            return now
        }

        private func scheduleFoundationTimer(_ timer: Timer, _ interval: TimeInterval, _ repeats: Bool) {
            schedule(after: interval, keepsRunLoopBusy: !repeats) { [weak self] in
                guard timer.isValid else { return }
                timer.fire()   // a non-repeating timer invalidates itself here, as Foundation's does
                if repeats, timer.isValid { self?.scheduleFoundationTimer(timer, interval, repeats) }
            }
        }

        private func requestTurn() {
            guard mode == .automatic, !turnScheduled else { return }
            turnScheduled = true
            // The full Dispatch signature: the short one is UIKit's app-facing shadow.
            DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) {
                MainActor.assumeIsolated { _ = self.runTurn() }
            }
        }

        private func requestWakeUp(after delay: TimeInterval) {
            guard mode == .automatic else { return }
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                MainActor.assumeIsolated { _ = self.runTurn() }
            }
        }
    }
}

private struct ScheduledTimer {
    let id: Int
    let fireTime: TimeInterval
    let keepsBusy: Bool
    let block: () -> Void
}
