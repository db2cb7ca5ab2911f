import Testing
import UIKitTesting

/// The headless host's time control (issue item 16).
@Suite @MainActor struct HeadlessHostTests {
    @Test func aFreshHost_installsAFreshRuntime() {
        let first = HeadlessHost()
        let second = HeadlessHost(device: .iPadAir)
        #expect(ViewControllerKit.Runtime.current === second.runtime)
        #expect(first.runtime !== second.runtime)
        #expect(UIScreen.main.profile == .iPadAir)
        #expect(UIApplication.shared === second.application)
        let window = second.window
        #expect(window.isKeyWindow)
        // Swift may end a local's lifetime after its last use; keep both hosts to the end.
        withExtendedLifetime((first, second)) {}
    }

    @Test func pump_doesNotMoveTime_advanceDoes() {
        let host = HeadlessHost()
        var fired: [Double] = []
        host.runtime.runLoop.schedule(after: 0.05) { fired.append(host.clock.now) }
        host.pump()
        #expect(host.clock.now == 0 && fired.isEmpty)
        host.pump(frames: 3)
        #expect(fired.count == 1)
        #expect(abs(fired[0] - 0.05) < 1e-9)
        #expect(abs(host.clock.now - 3.0 / 60.0) < 1e-12)
    }

    @Test func runUntilIdle_finishesEveryPendingTimer() {
        let host = HeadlessHost()
        var done = false
        host.runtime.runLoop.schedule(after: 30) {
            host.runtime.runLoop.schedule(after: 5) { done = true }
        }
        host.runUntilIdle()
        #expect(done)
        #expect(host.clock.now == 35)
    }

    @Test func takeDiagnostics_returnsAndClears() {
        let host = HeadlessHost()
        host.runtime.diagnostics.warn("w")
        #expect(host.takeDiagnostics() == [ViewControllerKit.Diagnostic(kind: .warning, message: "w")])
        #expect(host.diagnostics.isEmpty)
    }
}
