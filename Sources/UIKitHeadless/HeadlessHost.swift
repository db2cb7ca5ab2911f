import Foundation
@_exported import UIKit

/// A UIKit host with no screen: one window on a simulated device, a manual clock and a
/// run loop that turns only when told. Tests drive it frame by frame.
///
/// ```swift
/// let host = HeadlessHost(device: .iPhone14)          // from UIKitTesting: failures fail the test
/// let trace = TraceRecorder()
/// host.show(TracingViewController("A", trace: trace))
/// #expect(trace.events == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)", ...])
/// ```
///
/// Each host has its own ``ViewControllerKit.Runtime`` — screen, clock, run loop, diagnostics,
/// application, key window — attached to the Swift task that created it, so
/// `UIScreen.main` and `UIApplication.shared` in that task are this host's, and hosts of
/// tests running in parallel never meet. Every step the host takes (a run-loop turn, a
/// touch) runs with the runtime in use (``ViewControllerKit.Runtime/withCurrent(_:)``).
///
/// Diagnostics are recorded in ``diagnostics``. An exception that nobody expected
/// (``expectException(containing:_:)``) also goes to the failure reporter with the
/// source location of the step that caused it: `UIKitTesting` reports it as a test
/// failure. The call that raised changes nothing, as when UIKit raises.
/// The window is key and visible from the start, as an app's window is after launch.
@MainActor
public final class HeadlessHost {
    public let runtime: ViewControllerKit.Runtime
    public let clock: ViewControllerKit.ManualClock
    public let window: UIWindow
    /// Every warning and exception UIKit reported, in order.
    public private(set) var diagnostics: [ViewControllerKit.Diagnostic] = []
    /// When true, a UIKit warning is reported as a failure too (as an exception is).
    public var warningsAreFailures = false
    /// Extra ways to read a view's label for `tap(label:)`, tried after
    /// `accessibilityLabel` (e.g. a label's text or a button's title).
    public var labelResolvers: [(UIView) -> String?] = []
    /// Fingers the host has put down (see TouchSynthesis.swift).
    var fingers = SyntheticFingers()
    private let reportFailure: @MainActor (HostFailure) -> Void
    /// Where the host was created: failures outside any step are reported here.
    let creationLocation: HostSourceLocation
    /// The step running now (or the last one), for failure locations.
    private var stepLocation: HostSourceLocation?
    /// Open `expectException` scopes: the fragment each expects, and whether it came.
    private var expectations: [(fragment: String, met: Bool)] = []

    /// The duration of one display frame (60 Hz) used by ``pump(frames:)``.
    public static let frameDuration: TimeInterval = 1.0 / 60.0

    /// A host on `device`, reporting failures to `reportFailure`. Tests use
    /// `UIKitTesting`'s `HeadlessHost(device:orientation:)`, which reports them to the
    /// running test framework.
    public init(device: ViewControllerKit.DeviceProfile = .iPhone14, orientation: UIInterfaceOrientation = .portrait,
                createdAt location: HostSourceLocation,
                isStillOwner: (@Sendable () -> Bool)? = nil,
                reportingFailures reportFailure: @escaping @MainActor (HostFailure) -> Void) {
        let clock = ViewControllerKit.ManualClock()
        let runtime = ViewControllerKit.Runtime(screen: UIScreen(profile: device, orientation: orientation), clock: clock,
                                   runLoopMode: .manual)
        self.clock = clock
        self.runtime = runtime
        creationLocation = location
        self.reportFailure = reportFailure
        runtime.attach(isStillOwner: isStillOwner)
        window = runtime.withCurrent { UIWindow(frame: runtime.screen.bounds) }
        runtime.diagnostics.handler = { [weak self] in self?.received($0) }
        runtime.withCurrent { window.makeKeyAndVisible() }
        // The host's app is launched and in the foreground, as an app showing its window is.
        runtime.application.applicationState = .active
    }

    isolated deinit {
        runtime.detach()
    }

    public var screen: UIScreen { runtime.screen }
    public var application: UIApplication { runtime.application }

    // MARK: Steps

    /// Runs `body` as a step of the test written at `location`: with this host's runtime
    /// in use, and with failures it causes reported at `location`.
    public func step<T>(at location: HostSourceLocation, _ body: () throws -> T) rethrows -> T {
        let outer = stepLocation
        stepLocation = location
        defer { stepLocation = outer ?? location }
        return try runtime.withCurrent(body)
    }

    /// Makes `controller` the window's root and lets the run loop settle.
    public func show(_ controller: UIViewController, fileID: String = #fileID, filePath: String = #filePath,
                     line: Int = #line, column: Int = #column) {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            window.rootViewController = controller
            settle(maxSeconds: 600)
        }
    }

    /// Runs one run-loop turn (events, due timers, deferred blocks, constraints, layout).
    /// Time does not move.
    @discardableResult
    public func pump(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                     column: Int = #column) -> Bool {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            runtime.runLoop.runTurn()
        }
    }

    /// Advances time by `frames` display frames, turning the run loop after each.
    public func pump(frames: Int, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                     column: Int = #column) {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            for _ in 0..<frames { moveTime(by: Self.frameDuration) }
        }
    }

    /// Moves the clock forward by `seconds`, stopping at each timer's fire time on the
    /// way so that timers fire in order and at their time, then settles. What runs on
    /// the way: everything scheduled on this host's run loop — UIKit's own transitions
    /// and animations, and the app's main-queue work (see docs/UIKitTesting.md, "App
    /// asynchrony", for what the host can and cannot run).
    public func advance(by seconds: TimeInterval, fileID: String = #fileID, filePath: String = #filePath,
                        line: Int = #line, column: Int = #column) {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            moveTime(by: seconds)
        }
    }

    /// Runs turns, and moves time to each pending timer, until nothing is left: every
    /// animation, transition and one-shot app timer or delayed block finished (an app's
    /// repeating timers fire on the way but are not waited for). Traps if timers keep
    /// coming for more than `maxSeconds` of simulated time.
    public func runUntilIdle(maxSeconds: TimeInterval = 600, fileID: String = #fileID, filePath: String = #filePath,
                             line: Int = #line, column: Int = #column) {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            settle(maxSeconds: maxSeconds)
        }
    }

    /// Rotates the device and settles; returns false when UIKit refused the orientation.
    @discardableResult
    public func rotate(to orientation: UIInterfaceOrientation, fileID: String = #fileID,
                       filePath: String = #filePath, line: Int = #line, column: Int = #column) -> Bool {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            let rotated = runtime.rotate(to: orientation)
            settle(maxSeconds: 600)
            return rotated
        }
    }

    func moveTime(by seconds: TimeInterval) {
        moveTime(to: clock.now + seconds)
    }

    private func moveTime(to target: TimeInterval) {
        runtime.runLoop.runUntilIdle()
        while let next = runtime.runLoop.nextTimerFireTime, next <= target {
            clock.advance(by: max(0, next - clock.now))
            runtime.runLoop.runUntilIdle()
        }
        clock.advance(by: max(0, target - clock.now))
        runtime.runLoop.runUntilIdle()
    }

    func settle(maxSeconds: TimeInterval) {
        let deadline = clock.now + maxSeconds
        runtime.runLoop.runUntilIdle()
        // Repeating app timers fire on the way but are not waited for: they never end.
        while let next = runtime.runLoop.nextBusyTimerFireTime {
            precondition(next <= deadline, "timers still pending after \(maxSeconds) simulated seconds")
            moveTime(to: next)
        }
    }

    /// Lets Swift tasks waiting for the main actor run — `Task { @MainActor in … }` an app
    /// started — then settles, repeatedly, until neither has anything left to do. Only an
    /// `async` test can do this: a synchronous test occupies the main actor until it
    /// returns (docs/UIKitTesting.md, "App asynchrony").
    public func yieldToTasks(rounds: Int = 8, fileID: String = #fileID, filePath: String = #filePath,
                             line: Int = #line, column: Int = #column) async {
        let location = HostSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        for _ in 0..<max(1, rounds) {
            await Task.yield()
            step(at: location) { settle(maxSeconds: 600) }
        }
    }

    // MARK: Diagnostics

    /// Runs `body`, expecting it to make UIKit raise an exception whose message contains
    /// `fragment`. Such an exception is recorded in ``diagnostics`` but is not a failure;
    /// if none comes, that is a failure reported at this call. Other exceptions inside
    /// `body` still fail.
    ///
    /// ```swift
    /// host.expectException(containing: "Pushing the same view controller instance more than once") {
    ///     nav.pushViewController(top, animated: false)
    /// }
    /// ```
    public func expectException(containing fragment: String, fileID: String = #fileID, filePath: String = #filePath,
                                line: Int = #line, column: Int = #column, _ body: () throws -> Void) rethrows {
        let location = HostSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        expectations.append((fragment, false))
        let met: Bool
        do {
            try step(at: location, body)
            met = expectations.removeLast().met
        } catch {
            expectations.removeLast()
            throw error
        }
        if !met {
            reportFailure(HostFailure(message: "Expected a UIKit exception containing \"\(fragment)\", but none was raised",
                                      location: location, diagnostic: nil))
        }
    }

    private func received(_ diagnostic: ViewControllerKit.Diagnostic) {
        diagnostics.append(diagnostic)
        let location = stepLocation ?? creationLocation
        switch diagnostic.kind {
        case .exception:
            if let index = expectations.lastIndex(where: { $0.fragment.isEmpty || diagnostic.message.contains($0.fragment) }) {
                expectations[index].met = true
                return
            }
            reportFailure(HostFailure(message: "UIKit raised an exception: \(diagnostic.description)",
                                      location: location, diagnostic: diagnostic))
        case .warning:
            guard warningsAreFailures else { return }
            reportFailure(HostFailure(message: "UIKit warned: \(diagnostic.message)", location: location,
                                      diagnostic: diagnostic))
        }
    }

    /// Empties the recorded diagnostics and returns what was there.
    @discardableResult
    public func takeDiagnostics() -> [ViewControllerKit.Diagnostic] {
        defer { diagnostics.removeAll() }
        return diagnostics
    }

    // MARK: Dumps

    /// The root controller's hierarchy dump (see `UIViewController.printHierarchy()`).
    public func hierarchyDump() -> String { window.rootViewController?.printHierarchy() ?? "" }

    /// The window's view dump (see `UIView.recursiveDescription()`).
    public func viewDump() -> String { window.recursiveDescription() }
}
