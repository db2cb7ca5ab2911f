import Foundation

/// Something stepped by the frame driver besides display links: the animation engine.
@MainActor
protocol FrameDriverClient: AnyObject {
    /// Called at each wake-up of the driver, before display links: on every display frame
    /// while ``wantsFrames``, and at each ``nextDeadline``. `isFrame` says whether `now` is
    /// a display frame (a deadline can fall between frames).
    func step(now: TimeInterval, isFrame: Bool)
    /// The next time the client must be stepped even if it wants no frames (an animation's
    /// end), or nil.
    var nextDeadline: TimeInterval? { get }
    /// Whether the client needs every display frame (something on screen is moving).
    var wantsFrames: Bool { get }
    /// Whether `runUntilIdle` should wait for the client (a finite animation is running).
    var keepsRunLoopBusy: Bool { get }
}

extension ViewControllerKit {
    /// The display's refresh, on the runtime's clock: wakes the run loop on each display
    /// frame while something needs frames (a running animation, an active ``CADisplayLink``),
    /// and not at all otherwise.
    ///
    /// One fixed rate, 120 Hz (``framesPerSecond``), on every device: frames fall on the
    /// clock's grid `k / 120` s, so a host stepping at 60 Hz (`HeadlessHost.pump(frames:)`)
    /// sees every other frame and a test can compute each frame's time exactly. (iOS runs
    /// 60 Hz displays at 60 Hz; display links asking for fewer frames get them, see
    /// ``CADisplayLink/preferredFrameRateRange``.)
    ///
    /// Each wake-up is a run-loop timer (step 2 of a turn): the animation engine steps,
    /// then the display links fire in the order they were added; the turn's display pass
    /// then renders the frame. Timers keep `runUntilIdle` busy only while the engine says
    /// so (finite animations running) or a display link asks to.
    @preconcurrency @MainActor
    public final class FrameDriver {
        /// Display frames per second.
        public static let framesPerSecond: Double = 120
        /// Seconds between display frames.
        public static var frameInterval: TimeInterval { 1 / framesPerSecond }

        unowned let runLoop: MainRunLoop
        /// The animation engine, once something animated on this runtime.
        var animationClient: (any FrameDriverClient)?
        /// The open `CATransaction`s, which the animations started on this driver report to.
        let animationTransactions = AnimationTransactions()
        private var displayLinks: [CADisplayLink] = []
        private var scheduled: (id: Int, fireTime: TimeInterval, busy: Bool)?
        /// The time of the last display frame, or nil before the first.
        public private(set) var lastFrameTime: TimeInterval?

        init(runLoop: MainRunLoop) { self.runLoop = runLoop }

        /// The frame number of `time` on the 120 Hz grid, when `time` is a frame.
        static func frameIndex(at time: TimeInterval) -> Int? {
            let position = time * framesPerSecond
            let nearest = position.rounded()
            return abs(position - nearest) < 1e-6 ? Int(nearest) : nil
        }

        /// The first display frame strictly after `time`.
        static func nextFrame(after time: TimeInterval) -> TimeInterval {
            (floor(time * framesPerSecond + 1e-6) + 1) / framesPerSecond
        }

        func add(_ link: CADisplayLink) {
            guard !displayLinks.contains(where: { $0 === link }) else { return }
            displayLinks.append(link)
            setNeedsWakeUp()
        }

        func remove(_ link: CADisplayLink) {
            displayLinks.removeAll { $0 === link }
            setNeedsWakeUp()
        }

        /// Recomputes the next wake-up; called whenever a client's needs change.
        func setNeedsWakeUp() {
            let now = runLoop.clock.now
            let wantsFrames = animationClient?.wantsFrames == true || displayLinks.contains { !$0.isPaused }
            var next = wantsFrames ? Self.nextFrame(after: now) : nil
            if let deadline = animationClient?.nextDeadline {
                next = min(next ?? deadline, max(deadline, now))
            }
            let busy = animationClient?.keepsRunLoopBusy == true
                || displayLinks.contains { !$0.isPaused && $0.keepsRunLoopBusy }
            if let scheduled, scheduled.fireTime == next, scheduled.busy == busy { return }
            if let scheduled { runLoop.cancelTimer(scheduled.id) }
            scheduled = nil
            guard let next else { return }
            let id = runLoop.schedule(after: next - now, keepsRunLoopBusy: busy) { [weak self] in self?.wake(scheduledFor: next) }
            scheduled = (id, next, busy)
        }

        /// `time` is the wake-up's time on the grid; a live clock's `now` is a little later.
        private func wake(scheduledFor time: TimeInterval) {
            scheduled = nil
            let now = runLoop.clock.now
            let frame = Self.frameIndex(at: time)
            if frame != nil { lastFrameTime = time }
            animationClient?.step(now: now, isFrame: frame != nil)
            if let frame {
                for link in displayLinks where !link.isPaused && frame % link.frameDivisor == 0 {
                    link.fire(at: time)
                }
            }
            setNeedsWakeUp()
        }
    }
}

extension ViewControllerKit.MainRunLoop {
    /// Asks for this turn's display pass (a frame moved something on screen).
    func setNeedsDisplayPass() { setNeedsPasses() }
}
