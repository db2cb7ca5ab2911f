import Foundation
@_exported import UIKit

/// A UIKit host with no screen: one window on a simulated device, a manual clock and a
/// run loop that turns only when told. Tests drive it frame by frame.
///
/// ```swift
/// let host = HeadlessHost(device: .iPhone14)
/// let trace = TraceRecorder()
/// host.show(TracingViewController("A", trace: trace))
/// #expect(trace.events == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)", ...])
/// ```
///
/// Creating a host installs a fresh ``UIKitRuntime`` as the current one, so every test
/// starts from a clean application, screen and diagnostics channel. Diagnostics are
/// recorded in ``diagnostics`` instead of trapping, so misuse can be asserted. The
/// window is key and visible from the start, as an app's window is after launch.
@MainActor
public final class HeadlessHost {
    public let runtime: UIKitRuntime
    public let clock: ManualClock
    public let window: UIWindow
    /// Every warning and exception UIKit reported, in order.
    public private(set) var diagnostics: [UIKitDiagnostic] = []
    /// Extra ways to read a view's label for `tap(label:)`, tried after
    /// `accessibilityLabel` (e.g. a label's text or a button's title, once those exist).
    public var labelResolvers: [(UIView) -> String?] = []
    /// Fingers the host has put down (see TouchSynthesis.swift).
    var fingers = SyntheticFingers()

    /// The duration of one display frame (60 Hz) used by ``pump(frames:)``.
    public static let frameDuration: TimeInterval = 1.0 / 60.0

    public init(device: DeviceProfile = .iPhone14, orientation: UIInterfaceOrientation = .portrait) {
        clock = ManualClock()
        runtime = UIKitRuntime(screen: UIScreen(profile: device, orientation: orientation), clock: clock,
                               runLoopMode: .manual)
        UIKitRuntime.install(runtime)
        window = UIWindow(frame: runtime.screen.bounds)
        runtime.diagnostics.handler = { [weak self] in self?.diagnostics.append($0) }
        window.makeKeyAndVisible()
    }

    public var screen: UIScreen { runtime.screen }
    public var application: UIApplication { runtime.application }

    /// Makes `controller` the window's root and lets the run loop settle.
    public func show(_ controller: UIViewController) {
        window.rootViewController = controller
        runUntilIdle()
    }

    /// Runs one run-loop turn (events, due timers, deferred blocks, constraints, layout).
    /// Time does not move.
    @discardableResult
    public func pump() -> Bool { runtime.runLoop.runTurn() }

    /// Advances time by `frames` display frames, turning the run loop after each.
    public func pump(frames: Int) {
        for _ in 0..<frames { advance(by: Self.frameDuration) }
    }

    /// Moves the clock forward by `seconds`, stopping at each timer's fire time on the
    /// way so that timers fire in order and at their time, then settles.
    public func advance(by seconds: TimeInterval) {
        let target = clock.now + seconds
        runtime.runLoop.runUntilIdle()
        while let next = runtime.runLoop.nextTimerFireTime, next <= target {
            clock.advance(by: max(0, next - clock.now))
            runtime.runLoop.runUntilIdle()
        }
        clock.advance(by: max(0, target - clock.now))
        runtime.runLoop.runUntilIdle()
    }

    /// Runs turns, and moves time to each pending timer, until nothing is left: every
    /// animation and transition finished. Traps if timers keep coming for more than
    /// `maxSeconds` of simulated time.
    public func runUntilIdle(maxSeconds: TimeInterval = 600) {
        let deadline = clock.now + maxSeconds
        runtime.runLoop.runUntilIdle()
        while let next = runtime.runLoop.nextTimerFireTime {
            precondition(next <= deadline, "timers still pending after \(maxSeconds) simulated seconds")
            clock.advance(by: max(0, next - clock.now))
            runtime.runLoop.runUntilIdle()
        }
    }

    /// Rotates the device and settles; returns false when UIKit refused the orientation.
    @discardableResult
    public func rotate(to orientation: UIInterfaceOrientation) -> Bool {
        let rotated = runtime.rotate(to: orientation)
        runUntilIdle()
        return rotated
    }

    /// Empties the recorded diagnostics and returns what was there.
    @discardableResult
    public func takeDiagnostics() -> [UIKitDiagnostic] {
        defer { diagnostics.removeAll() }
        return diagnostics
    }

    /// The root controller's hierarchy dump (see `UIViewController.printHierarchy()`).
    public func hierarchyDump() -> String { window.rootViewController?.printHierarchy() ?? "" }

    /// The window's view dump (see `UIView.recursiveDescription()`).
    public func viewDump() -> String { window.recursiveDescription() }
}
