import Testing
import UIKitTesting

/// `UIViewPropertyAnimator`: its state machine, scrubbing, reversing, stopping and
/// finishing (Apple: UIViewPropertyAnimator, UIViewAnimating, UIViewImplicitlyAnimating;
/// UIKit's exception messages for illegal calls).
@Suite @MainActor struct PropertyAnimatorTests {
    private func makeHost() -> (HeadlessHost, UIView) {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.runUntilIdle()
        return (host, view)
    }

    private func x(_ view: UIView) -> CGFloat? { view.layer.presentation()?.position.x }

    @Test func start_runsToTheEnd_throughTheStates_completionsInOrderWithEnd() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        var log: [String] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { log.append("first \($0 == .end)") }
        animator.addCompletion { log.append("second \($0 == .end) \(animator.state == .inactive)") }
        #expect(animator.state == .inactive && !animator.isRunning && view.center.x == 50)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && view.center.x == 150)
        host.advance(by: 0.25)
        #expect(close(x(view), 75, within: 1e-6))
        #expect(close(animator.fractionComplete, 0.25, within: 1e-9))
        host.advance(by: 0.75)
        #expect(log == ["first true", "second true true"])
        #expect(animator.state == .inactive && view.layer.presentation() == nil)
    }

    @Test func pause_scrubLinearly_thenResume_runsTheRestOverTheRemainingTime() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 150 }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.5
        #expect(close(x(view), 100, within: 1e-9))            // linear scrubbing
        host.advance(by: 0.5)
        #expect(close(x(view), 100, within: 1e-9))            // paused: time does not move it
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        let eased = bezierY(atX: 0.5, CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        #expect(close(x(view), 50 + 100 * eased, within: 1e-6))
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        #expect(animator.isRunning)
        host.advance(by: 0.5 - frame)
        #expect(position == nil)
        host.advance(by: frame)
        #expect(position == .end)
    }

    @Test func reversing_aRunningAnimator_runsBackToTheStart_andPutsTheModelThere() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.isReversed = true
        #expect(animator.isReversed)
        host.advance(by: 0.25)
        #expect(close(x(view), 75, within: 1e-6))
        #expect(close(animator.fractionComplete, 0.25, within: 1e-6))
        host.advance(by: 0.25)
        #expect(position == .start)
        #expect(view.center.x == 50)
    }

    @Test func stopWithoutFinishing_keepsTheValuesOnScreen_andRunsNoCompletion() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        var completed = false
        animator.addCompletion { _ in completed = true }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(close(view.center.x, 100, within: 1e-6))
        #expect(view.layer.presentation() == nil)
        host.runUntilIdle()
        #expect(!completed)
    }

    @Test func stop_thenFinishAtEachPosition_setsTheModel_andCompletesWithThatPosition() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        for (position, expected) in [(UIViewAnimatingPosition.start, 50.0), (.end, 150), (.current, 75)] {
            view.center.x = 50
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
            var reported: [UIViewAnimatingPosition] = []
            animator.addCompletion { reported.append($0) }
            animator.startAnimation()
            host.advance(by: 0.25)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(close(animator.fractionComplete, 0.25, within: 1e-6))
            animator.finishAnimation(at: position)
            #expect(animator.state == .inactive)
            #expect(close(view.center.x, expected, within: 1e-6), "\(position)")
            #expect(reported == [position])
        }
    }

    @Test func continueAnimation_withNewTimingAndDurationFactor() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0.2)
        host.advance(by: 0.1)
        #expect(close(x(view), 125, within: 1e-6))
        #expect(close(animator.fractionComplete, 0.75, within: 1e-6))
        host.advance(by: 0.1)
        #expect(position == .end)
    }

    @Test func addAnimations_whileRunning_withADelayFactor_startsLater() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        host.advance(by: 0.2)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        host.advance(by: 0.4)   // fraction 0.6: the alpha starts at 0.6 and runs to 1
        #expect(opacity(view) == 1)
        host.advance(by: 0.2)   // fraction 0.8: halfway
        #expect(close(opacity(view), 0.5, within: 1e-6))
        host.runUntilIdle()
        #expect(view.alpha == 0)
    }

    @Test func pausesOnCompletion_staysActiveAtTheEnd_untilStoppedAndFinished() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        var completed: [UIViewAnimatingPosition] = []
        animator.addCompletion { completed.append($0) }
        animator.startAnimation()
        host.runUntilIdle()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(completed.isEmpty)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
        #expect(completed == [.end])
    }

    @Test func physicalSpring_takesItsOwnSettlingTime_andFollowsTheDampedSolution() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        // Critically damped: ω₀ = √(k/m) = 10, ζ = c / (2√(km)) = 1, so x(t) = 1 − e^(−10t)(1 + 10t).
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: spring)
        #expect(animator.duration > 0.9 && animator.duration < 0.95)   // where x stays within 0.1 %
        animator.addAnimations { view.center.x = 150 }
        animator.startAnimation()
        for n in [6, 12, 30, 60] {
            host.advance(by: Double(n) * frame - host.clock.now)
            let t = Double(n) / 120
            #expect(close(x(view), 50 + 100 * (1 - exp(-10 * t) * (1 + 10 * t)), within: 1e-6), "frame \(n)")
        }
    }

    @Test func runningPropertyAnimator_startsAfterTheDelay_withTheOptionsCurve() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.25, options: .curveLinear, animations: { view.alpha = 0 },
            completion: { position = $0 })
        #expect(animator.state == .active && animator.isRunning && animator.delay == 0.25)
        host.advance(by: 0.25)
        #expect(opacity(view) == 1)
        host.advance(by: 0.25)
        #expect(close(opacity(view), 0.5, within: 1e-6))
        host.runUntilIdle()
        #expect(position == .end)
    }

    @Test func anotherAnimationTakingThePropertiesOver_endsTheAnimator() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        host.advance(by: 0.5)
        UIView.animate(withDuration: 0.1) { view.alpha = 1 }
        host.pump()
        #expect(position == .end && animator.state == .inactive)
        #expect(view.alpha == 1)   // the later animation's value stays
    }

    // MARK: Programming errors

    @Test func finishAnimation_whenNotStopped_raisesUIKitsException() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        host.expectException(containing: "finishAnimationAtPosition: should only be called on a stopped animator!") {
            animator.finishAnimation(at: .end)
        }
        #expect(animator.state == .active)
        host.runUntilIdle()
    }

    @Test func pauseStopOrReverse_ofAnAnimatorThatIsNotInterruptible_raise() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.isInterruptible = false
        animator.startAnimation()
        host.expectException(containing: "that is not interruptible cannot be paused!") { animator.pauseAnimation() }
        host.expectException(containing: "that is not interruptible cannot be stopped!") { animator.stopAnimation(true) }
        host.expectException(containing: "that is not interruptible cannot be continued or reversed!") {
            animator.isReversed = true
        }
        host.expectException(containing: "It is not allowed to set the interruptible property of an active animator") {
            animator.isInterruptible = true
        }
        #expect(!animator.isInterruptible)
        host.runUntilIdle()
    }

    @Test func stoppingTwice_aPausedStartWithDelay_andANegativeDelay_raise() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        host.expectException(containing: "The delay should be greater than or equal to zero.") {
            animator.startAnimation(afterDelay: -1)
        }
        animator.pauseAnimation()
        host.expectException(containing: "cannot be started with a delay!") { animator.startAnimation(afterDelay: 1) }
        animator.stopAnimation(false)
        host.expectException(containing: "is already stopped!") { animator.stopAnimation(false) }
        animator.finishAnimation(at: .current)
    }

    @Test func releasingAPausedAnimator_raisesUIKitsException() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        host.expectException(containing: "It is an error to release a paused or stopped property animator.") {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.pauseAnimation()
        }
        #expect(view.layer.presentation() == nil)
    }

    // MARK: Leaks

    @Test func aRunningAnimator_livesUntilItEnds_thenItAndItsViewsAreReleased() {
        let (host, _) = makeHost()
        defer { withExtendedLifetime(host) {} }
        weak var weakAnimator: UIViewPropertyAnimator?
        weak var weakView: UIView?
        do {
            let view = UIView()
            weakView = view
            host.window.addSubview(view)
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0 }
            animator.addCompletion { _ in view.removeFromSuperview() }
            weakAnimator = animator
            animator.startAnimation()
        }
        #expect(weakAnimator != nil)
        host.runUntilIdle()
        #expect(weakAnimator == nil)
        #expect(weakView == nil)
    }
}
