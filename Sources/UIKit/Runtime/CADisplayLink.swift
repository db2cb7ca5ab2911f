import Foundation

/// A range of frame rates a display link would like (Core Animation's `CAFrameRateRange`).
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }

    /// No preference: the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

/// A timer synchronised with the display: its handler runs once per display frame, on the
/// runtime's frame driver (120 Hz, see ``ViewControllerKit/FrameDriver``), after the
/// animation engine stepped and before the frame is rendered.
///
/// Differs from iOS in its creation: without an Objective-C runtime there is no
/// target–action, so it takes a closure, which gets the link. The link is retained by the
/// run loop it is added to until ``invalidate()``, as on iOS — so a handler that captures
/// its owner strongly keeps it alive until then.
///
/// ```swift
/// let link = CADisplayLink { link in
///     offset += velocity * (link.targetTimestamp - link.timestamp)
/// }
/// link.add(to: .main, forMode: .common)
/// // …
/// link.invalidate()
/// ```
@preconcurrency @MainActor
public final class CADisplayLink {
    private let handler: (CADisplayLink) -> Void
    private weak var driver: ViewControllerKit.FrameDriver?
    private var isInvalidated = false

    /// The time of the frame being handled (the last frame, between frames), on the
    /// runtime's clock; 0 before the first frame.
    public private(set) var timestamp: TimeInterval = 0
    /// The time of the next frame this link will handle: when what the handler draws
    /// appears.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// Seconds between the frames this link handles (1/120 at the display's rate).
    public var duration: TimeInterval { Double(frameDivisor) * ViewControllerKit.FrameDriver.frameInterval }

    /// A paused link keeps its place in the run loop but its handler does not run.
    public var isPaused = false {
        didSet { if isPaused != oldValue { driver?.setNeedsWakeUp() } }
    }

    /// The rate the link would like; the driver serves the highest rate it can reach by
    /// skipping frames (120, 60, 40, 30…) that is not above the preferred (or maximum) rate.
    public var preferredFrameRateRange: CAFrameRateRange = .default

    /// The older form of ``preferredFrameRateRange``: 0 means the display's rate.
    public var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set {
            let rate = Float(max(newValue, 0))
            preferredFrameRateRange = newValue > 0 ? CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate) : .default
        }
    }

    /// Not UIKit API: whether a host's `runUntilIdle` waits for this link (false by default,
    /// like a repeating timer). A link driving a finite motion (a scroll view decelerating)
    /// sets it while the motion lasts, so settling waits for the motion's end.
    public var keepsRunLoopBusy = false {
        didSet { if keepsRunLoopBusy != oldValue { driver?.setNeedsWakeUp() } }
    }

    /// A link that calls `handler` on every frame once added to a run loop.
    public init(_ handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Core Animation's `init(target:selector:)`: `selector` runs with the target and the link
    /// on every frame once the link is added to a run loop. As on iOS the link holds its target
    /// strongly until ``invalidate()``. Differs from iOS: the action is a closure
    /// (`{ $0.step($1) }`, what `vck-migrate` writes for `#selector(step(_:))`).
    public convenience init<Target: AnyObject>(target: Target,
                                               selector: @escaping @MainActor (Target, CADisplayLink) -> Void) {
        self.init { link in selector(target, link) }
    }

    /// `init(target:selector:)` for a frame method without the link argument.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping @MainActor (Target) -> Void) {
        self.init { _ in selector(target) }
    }

    /// Starts the link on the frame driver of the runtime in use. The run loop and mode
    /// are accepted for source compatibility: there is one main run loop, and no tracking
    /// mode pauses a link here. Adding an invalidated link does nothing.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        add(to: ViewControllerKit.Runtime.current.frameDriver)
    }

    /// Adds the link to `driver` (a view reaches its window's runtime this way).
    func add(to driver: ViewControllerKit.FrameDriver) {
        guard !isInvalidated else { return }
        self.driver = driver
        driver.add(self)
    }

    /// Stops the link for the mode; with one mode, the same as pausing it for good.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        driver?.remove(self)
        driver = nil
    }

    /// Removes the link from the run loop for good and releases it (and its handler).
    public func invalidate() {
        isInvalidated = true
        driver?.remove(self)
        driver = nil
    }

    /// Frames skipped between calls, from the preferred rate.
    var frameDivisor: Int {
        let display = ViewControllerKit.FrameDriver.framesPerSecond
        let wanted = Double(preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum)
        guard wanted > 0, wanted < display else { return 1 }
        return max(1, Int((display / wanted).rounded(.up)))
    }

    func fire(at time: TimeInterval) {
        timestamp = time
        targetTimestamp = time + duration
        handler(self)
    }
}
