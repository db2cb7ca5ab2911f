import Foundation

/// Calls `step` once a display frame while running: the scroll view's one dependency on
/// frame timing.
///
/// It runs a `CADisplayLink` on the runtime's frame driver (120 Hz on the clock's frame
/// grid, the same frames animations and render hosts see), marked as keeping the run loop
/// busy, so `runUntilIdle()` lets a deceleration finish.
@MainActor
final class ScrollFrameTicker {
    private let runtime: () -> ViewControllerKit.Runtime
    private var link: CADisplayLink?

    init(runtime: @escaping () -> ViewControllerKit.Runtime) {
        self.runtime = runtime
    }

    var isRunning: Bool { link != nil }

    /// The clock's current time.
    var now: TimeInterval { runtime().clock.now }

    /// Starts calling `step(frameTime)` every frame until ``stop()``.
    func start(_ step: @escaping (TimeInterval) -> Void) {
        stop()
        let link = CADisplayLink { [weak self] link in
            // A ticker gone with its scroll view leaves no link keeping the run loop busy.
            guard let self else { return link.invalidate() }
            guard self.link === link else { return }
            step(link.timestamp)
        }
        link.keepsRunLoopBusy = true
        self.link = link
        link.add(to: runtime().frameDriver)
    }

    func stop() {
        link?.invalidate()
        link = nil
    }
}
