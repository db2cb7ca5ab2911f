import Foundation

/// The `UIViewControllerContextTransitioning` of one transition: answers from the plan,
/// holds the interaction's progress, and forwards `completeTransition` and the
/// interaction calls to its ``TransitionPerformer`` (weakly: an animator's completion
/// block may outlive the transition; after it, the calls do nothing).
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    private let plan: TransitionPlan
    weak var performer: TransitionPerformer?

    var percentComplete: CGFloat = 0
    var transitionWasCancelled = false
    var isInteractiveStart = false
    var completionSpeed: CGFloat = 1
    var completionCurve = UIView.AnimationCurve.easeInOut

    init(plan: TransitionPlan) {
        self.plan = plan
    }

    var containerView: UIView { plan.containerView }
    var isAnimated: Bool { plan.animated }
    var isInteractive: Bool { performer?.state == .interacting }
    var presentationStyle: UIModalPresentationStyle { plan.presentationStyle }
    var targetTransform: CGAffineTransform { .identity }
    /// The animator's duration, else the built-in animation's.
    var transitionDuration: TimeInterval {
        guard plan.animated else { return 0 }
        return animator?.transitionDuration(using: self) ?? plan.duration
    }
    /// The animator this context runs (set by the performer), for
    /// ``UIPercentDrivenInteractiveTransition``.
    var animator: UIViewControllerAnimatedTransitioning?

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: plan.from
        case .to: plan.to
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: plan.fromView ?? (plan.viewsFollowControllers ? plan.from?.viewIfLoaded : nil)
        case .to: plan.toView ?? (plan.viewsFollowControllers ? plan.to?.viewIfLoaded : nil)
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { plan.initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { plan.finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard performer?.state == .interacting else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() { performer?.interactionEnded(cancelled: false) }
    func cancelInteractiveTransition() { performer?.interactionEnded(cancelled: true) }
    func pauseInteractiveTransition() { performer?.interactionPaused() }
    func completeTransition(_ didComplete: Bool) { performer?.completeTransition(didComplete) }
}

/// The `transitionCoordinator` of a transition: queues alongside animations and
/// completions and answers from the context (see ``TransitionPerformer`` for when they run).
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void

    let context: TransitionContext
    private var animations: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    /// Set once the transition's animation has started: later animations run at once.
    private var animationStarted = false
    private var completed = false

    init(context: TransitionContext) {
        self.context = context
    }

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var initiallyInteractive: Bool { context.isInteractiveStart }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { context.transitionDuration }
    var percentComplete: CGFloat { context.percentComplete }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { context.completionCurve }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { context.targetTransform }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        if completed {
            return false
        }
        if let completion { completions.append(completion) }
        if let animation {
            if animationStarted {
                UIView.animate(withDuration: isAnimated ? transitionDuration : 0) { animation(self) }
            } else {
                animations.append(animation)
            }
        }
        return isAnimated
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        interactionHandlers.append(handler)
    }

    // MARK: Performer

    /// Runs the queued animations now; the caller is inside the transition's animation block.
    func runAlongside() {
        animationStarted = true
        let queued = animations
        animations = []
        queued.forEach { $0(self) }
    }

    /// For a custom animator: the queued animations in an animation of the transition's length.
    func startAlongsideAnimations(duration: TimeInterval) {
        animationStarted = true
        let queued = animations
        animations = []
        guard !queued.isEmpty else { return }
        UIView.animate(withDuration: duration) { queued.forEach { $0(self) } }
    }

    /// For a transition that completes synchronously: the blocks run, unanimated.
    func runAlongsideWithoutAnimation() {
        UIView.performWithoutAnimation { runAlongside() }
    }

    func interactionDidChange() {
        interactionHandlers.forEach { $0(self) }
    }

    func runCompletions() {
        completed = true
        let queued = completions
        completions = []
        interactionHandlers = []
        queued.forEach { $0(self) }
    }
}
