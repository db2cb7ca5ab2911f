import Foundation

/// Calls `step` once a frame (1/120 s of the runtime's clock) while running.
///
/// The scroll view's one dependency on frame timing. It schedules itself on the run loop
/// (`MainRunLoop.schedule(after:)`), which a headless host's manual clock drives; the timer
/// keeps the run loop busy, so `runUntilIdle()` lets a deceleration finish. It is meant to
/// be pointed at the shared frame driver (a display link) once there is one; nothing else
/// in the scroll view knows how frames arrive.
@MainActor
final class ScrollFrameTicker {
    /// 120 Hz, a ProMotion display's rate.
    static let interval: TimeInterval = 1.0 / 120.0

    private let runLoop: () -> ViewControllerKit.MainRunLoop
    private var timer: Int?
    private var step: ((TimeInterval) -> Void)?

    init(runLoop: @escaping () -> ViewControllerKit.MainRunLoop) {
        self.runLoop = runLoop
    }

    var isRunning: Bool { step != nil }

    /// The clock's current time.
    var now: TimeInterval { runLoop().clock.now }

    /// Starts calling `step(now)` every frame until ``stop()``.
    func start(_ step: @escaping (TimeInterval) -> Void) {
        stop()
        self.step = step
        scheduleNext()
    }

    func stop() {
        if let timer { runLoop().cancelTimer(timer) }
        timer = nil
        step = nil
    }

    private func scheduleNext() {
        timer = runLoop().schedule(after: Self.interval) { [weak self] in
            guard let self, let step = self.step else { return }
            self.timer = nil
            step(self.now)
            if self.step != nil, self.timer == nil { self.scheduleNext() }
        }
    }
}
