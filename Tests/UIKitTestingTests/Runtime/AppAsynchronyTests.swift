import Testing
import UIKitTesting

/// App code's own main-queue work runs on the host's run loop and clock (docs/UIKitTesting.md,
/// "App asynchrony").
@MainActor
final class SchedulingViewController: UIViewController {
    var log: [String] = []
    var repeating: Timer?
    var screenSeenByTask: CGRect?

    override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.log.append("asyncAfter 0.5") }
        DispatchQueue.main.async { self.log.append("main.async") }
        RunLoop.main.perform { MainActor.assumeIsolated { self.log.append("RunLoop.main.perform") } }
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
            MainActor.assumeIsolated { self.log.append("timer 1") }
        }
        log.append("viewDidLoad")
    }
}

@Suite @MainActor struct AppAsynchronyTests {
    @Test func mainQueueWork_fromViewDidLoad_runsWhenTheTestPumps() {
        let host = HeadlessHost()
        let controller = SchedulingViewController()
        host.window.rootViewController = controller
        #expect(controller.log == ["viewDidLoad"])
        host.pump()
        #expect(controller.log == ["viewDidLoad", "main.async", "RunLoop.main.perform"])
        host.advance(by: 0.499)
        #expect(controller.log.count == 3)
        host.advance(by: 0.001)
        #expect(controller.log.last == "asyncAfter 0.5")
        host.advance(by: 0.5)
        #expect(controller.log == ["viewDidLoad", "main.async", "RunLoop.main.perform", "asyncAfter 0.5", "timer 1"])
        #expect(host.clock.now == 1.0)
    }

    @Test func runUntilIdle_runsAllOneShotWork_inASynchronousTest() {
        let host = HeadlessHost()
        let controller = SchedulingViewController()
        host.window.rootViewController = controller
        host.runUntilIdle()
        #expect(controller.log == ["viewDidLoad", "main.async", "RunLoop.main.perform", "asyncAfter 0.5", "timer 1"])
    }

    @Test func aRepeatingTimer_firesAsTimeMoves_untilInvalidated_andDoesNotHoldRunUntilIdle() {
        let host = HeadlessHost()
        var fires: [TimeInterval] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
            MainActor.assumeIsolated { fires.append(host.clock.now) }
        }
        host.runUntilIdle()
        #expect(fires.isEmpty)
        host.advance(by: 1)
        #expect(fires == [0.25, 0.5, 0.75, 1.0])
        #expect(timer.isValid)
        timer.invalidate()
        host.advance(by: 1)
        #expect(fires.count == 4)
    }

    @Test func mainQueueWork_withNoHost_goesToTheRealMainQueue() async {
        await confirmation { ran in
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { ran(); done.resume() }
            }
        }
    }

    @Test func otherQueues_areDispatchsOwn_evenUnderAHost() async {
        let host = HeadlessHost()
        host.runUntilIdle()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async { done.resume() }
        }
        #expect(!host.runtime.runLoop.hasPendingWork)
    }

    /// `Task { @MainActor in … }` cannot run inside a synchronous test (the main actor is
    /// busy with the test); an async test lets it run with `yieldToTasks()`, and the task
    /// sees the host's runtime.
    @Test func aTaskStartedInViewDidLoad_runsWhenAnAsyncTestYields() async {
        final class TaskViewController: UIViewController {
            var log: [String] = []
            var screenSize: CGSize?
            override func viewDidLoad() {
                super.viewDidLoad()
                Task { @MainActor in
                    self.log.append("task")
                    self.screenSize = UIScreen.main.bounds.size
                }
            }
        }
        let host = HeadlessHost(device: .iPadAir)
        let controller = TaskViewController()
        host.show(controller)
        #expect(controller.log == [])
        await host.yieldToTasks()
        #expect(controller.log == ["task"])
        #expect(controller.screenSize == CGSize(width: 820, height: 1180))
    }
}
