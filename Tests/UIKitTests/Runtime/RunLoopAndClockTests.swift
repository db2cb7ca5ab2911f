import Testing
import UIKitTesting

/// UIKit's run-loop model and explicit time (issue item 13).
@Suite @MainActor struct RunLoopAndClockTests {
    @Test func aTurn_runsEventsTimersDeferredThenPasses_inThatOrder() {
        let host = HeadlessHost()
        var log: [String] = []
        final class LoggingView: UIView {
            var log: (String) -> Void = { _ in }
            override func layoutSubviews() { log("layout") }
        }
        let view = LoggingView()
        view.log = { log.append($0) }
        host.window.addSubview(view)
        host.runUntilIdle()
        log.removeAll()
        host.runtime.runLoop.perform { log.append("deferred") }
        host.runtime.runLoop.schedule(after: 0) { log.append("timer") }
        host.runtime.runLoop.enqueueEvent { log.append("event") }
        view.setNeedsLayout()
        host.pump()
        #expect(log == ["event", "timer", "deferred", "layout"])
    }

    @Test func workQueuedDuringATurn_runsOnTheNextTurn() {
        let host = HeadlessHost()
        var log: [String] = []
        host.runtime.runLoop.perform {
            log.append("first")
            host.runtime.runLoop.perform { log.append("second") }
        }
        host.pump()
        #expect(log == ["first"])
        host.pump()
        #expect(log == ["first", "second"])
        #expect(!host.pump())
    }

    @Test func timers_fireInTimeOrder_onlyWhenTheManualClockReachesThem() {
        let host = HeadlessHost()
        var fired: [String] = []
        host.runtime.runLoop.schedule(after: 0.3) { fired.append("b") }
        host.runtime.runLoop.schedule(after: 0.1) { fired.append("a") }
        host.runtime.runLoop.schedule(after: 0.3) { fired.append("c") }
        host.pump()
        #expect(fired.isEmpty)
        host.advance(by: 0.1)
        #expect(fired == ["a"])
        host.advance(by: 0.2)
        #expect(fired == ["a", "b", "c"])
    }

    @Test func cancelledTimers_doNotFire() {
        let host = HeadlessHost()
        var fired = false
        let id = host.runtime.runLoop.schedule(after: 1) { fired = true }
        host.runtime.runLoop.cancelTimer(id)
        host.runUntilIdle()
        #expect(!fired)
    }

    @Test func animationCompletion_runsAfterTheDuration_andModelValuesChangeAtOnce() {
        let host = HeadlessHost()
        let view = UIView(frame: .zero)
        host.window.addSubview(view)
        var completed = false
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.2 }, completion: { completed = $0 })
        #expect(view.alpha == 0.2)
        host.pump(frames: 29)
        #expect(!completed)
        host.pump(frames: 1)
        #expect(completed)
    }

    @Test func delayedAnimations_changeTheModelAtOnce_andMoveOnScreenAfterTheDelay() {
        let host = HeadlessHost()
        let view = UIView()
        host.window.addSubview(view)
        UIView.animate(withDuration: 0.2, delay: 0.1, options: [.curveLinear], animations: { view.alpha = 0 })
        #expect(view.alpha == 0)
        host.advance(by: 0.1)
        #expect(view.layer.presentation()?.opacity == 1)
        host.advance(by: 0.1)
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.5) < 1e-6)
    }

    @Test func withoutAHost_theRunLoopTurnsOnTheMainQueue() async {
        let runtime = ViewControllerKit.Runtime(screen: UIScreen(profile: .iPhone14), clock: ViewControllerKit.RealClock(), runLoopMode: .automatic)
        var ran = false
        runtime.runLoop.perform { ran = true }
        #expect(!ran)
        // The turn was queued on the main queue; yielding the main actor lets it run.
        for _ in 0..<100 where !ran { await Task.yield() }
        #expect(ran)
    }
}
