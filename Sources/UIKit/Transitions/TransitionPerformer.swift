import Foundation

/// Carries out one ``TransitionPlan``: the single mechanism behind present/dismiss,
/// push/pop/`setViewControllers`, tab switches, split column changes and collapse/expand,
/// page changes and `transition(from:to:)`.
///
/// ```
///   start(): willSteps,              completeTransition(true)   ┌───────────┐  didSteps
///   then the driver    ┌─────────┐ ─────────────────────────────▶ │ finishing │ ──────────┐
///  ┌──────┐ ─────────▶ │ running │                                └───────────┘           ▼
///  │ idle │            └─────────┘ ─────────────────────────────▶ ┌────────────┐      ┌──────┐
///  └──────┘               ▲    │     completeTransition(false)    │ cancelling │ ───▶ │ done │
///     │                   │    │ pauseInteractive-                └────────────┘      └──────┘
///     │ interactive       │    │ Transition()                     cancelSteps, reversed
///     │ start             │    ▼                                  callbacks (2.1),
///     │           ┌─────────────┐                                 afterCancelSteps
///     └─────────▶ │ interacting │ ↺ updateInteractiveTransition(p)
///                 └─────────────┘
///        finish/cancelInteractiveTransition(): back to running; the rest of the animation
///        plays on the clock, then a completeTransition held meanwhile is delivered.
/// ```
/// * **Drivers.** Without an animator the built-in animation runs (`UIView.animate` for the
///   plan's duration, the coordinator's alongside blocks inside it; its completion
///   completes the transition — a later run-loop turn even unanimated). A custom animator
///   gets `animateTransition(using:)` and calls `completeTransition(_:)` itself. An
///   interaction controller gets `startInteractiveTransition(_:)` instead.
/// * **Interactive pacing.** While ``State/interacting``, a `completeTransition` call (an
///   animator's `UIView.animate` completion) is held: the interaction decides. When it
///   finishes or cancels, the rest of the animation takes `(1 − p)·duration` (or
///   `p·duration` back) divided by the completion speed on the clock; then the held call
///   is delivered with the interaction's outcome.
/// * **Coordinator.** The participants answer `transitionCoordinator` while the state is
///   `running` or `interacting`; its completions run first in `finishing`/`cancelling`.
///   A transition started from inside one whose plan encloses nested transitions (a
///   split's collapse pushing onto its primary) registers no coordinator of its own: the
///   participants keep answering the enclosing one.
@MainActor
final class TransitionPerformer {
    enum State: Equatable, Sendable { case idle, running, interacting, finishing, cancelling, done }

    private(set) var state = State.idle
    let plan: TransitionPlan
    let context: TransitionContext
    let coordinator: TransitionCoordinator
    /// Controllers a `.begin` step sent into a phase, in order, with the direction.
    private var begun: [(controller: UIViewController, appearing: Bool, animated: Bool)] = []
    /// Keeps the performer alive from `start()` to `done`; nothing else has to own it.
    private var keepAlive: TransitionPerformer?
    /// The interaction's outcome is known and the rest of the animation has played.
    private var interactionSettled = true
    /// A `completeTransition` that arrived while the interaction had not settled.
    private var heldCompletion: Bool?
    private var settleTimer: Int?
    private var animator: UIViewControllerAnimatedTransitioning?
    private var interactionController: UIViewControllerInteractiveTransitioning?

    init(plan: TransitionPlan) {
        self.plan = plan
        context = TransitionContext(plan: plan)
        coordinator = TransitionCoordinator(context: context)
        context.performer = self
    }

    /// Whether the participants' `transitionCoordinator` is this transition's.
    var isUnderway: Bool { state == .running || state == .interacting }

    /// A transition whose plan ``TransitionPlan/enclosesNestedTransitions`` and that one of
    /// this plan's participants (or an ancestor of one) takes part in: this transition is a
    /// step of it, so the participants go on answering that one's coordinator.
    private var enclosingTransition: TransitionPerformer? {
        for participant in plan.participants {
            var controller: UIViewController? = participant
            while let current = controller {
                if let performer = current.transitionInProgress as? TransitionPerformer, performer !== self,
                   performer.isUnderway, performer.plan.enclosesNestedTransitions {
                    return performer
                }
                controller = current.storedParent
            }
        }
        return nil
    }

    /// Runs the will-steps and starts the driver.
    func start() {
        guard state == .idle else { return }
        state = .running
        keepAlive = self
        if plan.providesCoordinator, enclosingTransition == nil {
            for controller in plan.participants { controller.transitionInProgress = self }
            // Everyone under an enclosing transition answers it, even inside a size change.
            if plan.enclosesNestedTransitions { plan.owners.forEach { $0.claimTransitionInSubtree(self) } }
        }
        adoptDriver(plan.animator, plan.interactionController)
        run(plan.willSteps)
        guard isUnderway else { return }   // finished from inside a will-callback
        startDriver()
    }

    /// Takes the animator and interaction controller; an interactive start makes the
    /// transition interactive from here, so the will-callbacks see `isInteractive`.
    private func adoptDriver(_ animator: UIViewControllerAnimatedTransitioning?,
                             _ interaction: UIViewControllerInteractiveTransitioning?) {
        self.animator = animator
        interactionController = animator == nil ? nil : interaction
        context.animator = animator
        guard let interactionController else { return }
        context.isInteractiveStart = interactionController.wantsInteractiveStart
        context.completionSpeed = interactionController.completionSpeed
        context.completionCurve = interactionController.completionCurve
        if interactionController.wantsInteractiveStart {
            state = .interacting
            interactionSettled = false
        }
    }

    private func startDriver() {
        let duration = context.transitionDuration
        if animator != nil, let interaction = interactionController {
            interaction.startInteractiveTransition(context)
            coordinator.startAlongsideAnimations(duration: duration)
        } else if let animator {
            animator.animateTransition(using: context)
            coordinator.startAlongsideAnimations(duration: duration)
        } else if plan.completesSynchronously {
            coordinator.runAlongsideWithoutAnimation()
            completeTransition(true)
        } else {
            let animations = plan.builtInAnimations
            plan.builtInSetup?()
            UIView.animate(withDuration: duration, delay: 0, options: plan.options, animations: { [coordinator] in
                animations?()
                coordinator.runAlongside()
            }, completion: { [weak self] _ in
                self?.completeTransition(true)
            })
        }
    }

    // MARK: From the context

    func completeTransition(_ didComplete: Bool) {
        guard isUnderway else { return }
        if !interactionSettled {
            heldCompletion = didComplete
            return
        }
        end(didComplete && !context.transitionWasCancelled)
    }

    func interactionEnded(cancelled: Bool) {
        guard state == .interacting else { return }
        state = .running
        context.transitionWasCancelled = cancelled
        coordinator.interactionDidChange()
        let percent = context.percentComplete
        let remaining = (cancelled ? percent : 1 - percent) * CGFloat(context.transitionDuration)
        let speed = context.completionSpeed > 0 ? context.completionSpeed : 1
        let runLoop = ViewControllerKit.Runtime.current.runLoop
        settleTimer = runLoop.schedule(after: TimeInterval(remaining / speed)) { [weak self] in
            self?.interactionDidSettle()
        }
    }

    func interactionPaused() {
        guard state == .running, interactionController != nil else { return }
        if let settleTimer { ViewControllerKit.Runtime.current.runLoop.cancelTimer(settleTimer) }
        settleTimer = nil
        interactionSettled = false
        context.transitionWasCancelled = false
        state = .interacting
        coordinator.interactionDidChange()
    }

    private func interactionDidSettle() {
        settleTimer = nil
        interactionSettled = true
        if let held = heldCompletion {
            heldCompletion = nil
            completeTransition(held)
        }
    }

    /// Completes a transition at once, as finished: a container's next change (a push
    /// during a push) or its disappearance does not wait for the animation.
    func finishNow() {
        guard isUnderway else { return }
        if let settleTimer { ViewControllerKit.Runtime.current.runLoop.cancelTimer(settleTimer) }
        settleTimer = nil
        interactionSettled = true
        context.transitionWasCancelled = false
        (interactionController as? UIPercentDrivenInteractiveTransition)?.finishScrubbingNow()
        guard isUnderway else { return }   // the animator's completion ended it
        end(true)
    }

    /// Ends a transition at once, as cancelled: a gesture-driven page turn whose finger
    /// was lifted short of the turn (or is still down) when the container changes again.
    func cancelNow() {
        guard isUnderway else { return }
        if let settleTimer { ViewControllerKit.Runtime.current.runLoop.cancelTimer(settleTimer) }
        settleTimer = nil
        interactionSettled = true
        context.transitionWasCancelled = true
        (interactionController as? UIPercentDrivenInteractiveTransition)?.finishScrubbingNow(at: .start)
        guard isUnderway else { return }   // the animator's completion ended it
        end(false)
    }

    // MARK: Ending

    private func end(_ finished: Bool) {
        state = finished ? .finishing : .cancelling
        coordinator.runCompletions()
        if finished {
            run(plan.didSteps)
        } else {
            run(plan.cancelSteps)
            reverseAppearance()
            run(plan.afterCancelSteps)
        }
        state = .done
        for controller in plan.participants where controller.transitionInProgress === self {
            controller.transitionInProgress = nil
        }
        if plan.enclosesNestedTransitions { plan.owners.forEach { $0.unregisterTransitionInSubtree(self) } }
        animator?.animationEnded(finished)
        context.performer = nil
        keepAlive = nil
    }

    /// A cancelled transition sends each controller the opposite phase, will and did: the
    /// arriving ones disappear again first, then the leaving ones reappear (2.1).
    private func reverseAppearance() {
        for (controller, appearing, animated) in begun where appearing {
            controller.beginAppearanceTransition(false, animated: animated)
            controller.endAppearanceTransition()
        }
        for (controller, appearing, animated) in begun where !appearing {
            controller.beginAppearanceTransition(true, animated: animated)
            controller.performViewIsAppearing()
            controller.endAppearanceTransition()
        }
    }

    private func run(_ steps: [TransitionPlan.Step]) {
        for step in steps {
            switch step {
            case .begin(let controller, let appearing, let animated):
                let flag = animated ?? plan.animated
                begun.append((controller, appearing, flag))
                controller.beginAppearanceTransition(appearing, animated: flag)
            case .end(let controller):
                controller.endAppearanceTransition()
            case .perform(let body):
                body()
            case .chooseDriver:
                guard let provide = plan.driverProvider else { continue }
                let (animator, interaction) = provide()
                adoptDriver(animator, interaction)
            }
        }
    }
}
