import Foundation

/// A custom transition animation: returned by a transitioning delegate, a navigation
/// controller's or a tab bar controller's delegate, it moves the views of one transition.
///
/// Called in this order: ``transitionDuration(using:)`` (any time, also by the
/// coordinator), ``animateTransition(using:)`` once the will-callbacks have run, then —
/// after the animator calls `completeTransition(_:)` and the did-callbacks ran —
/// ``animationEnded(_:)``.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The animation's length; it is the coordinator's `transitionDuration`.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Animates the transition: add the arriving view to the container, animate, then call
    /// `transitionContext.completeTransition(!transitionContext.transitionWasCancelled)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// An interruptible animator for the transition. The engine does not ask for it
    /// (interactive transitions pace the animator's `animateTransition` instead, see
    /// DifferencesFromIOS); implementing it is allowed so iOS code compiles.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    /// Called last, after the did-callbacks (or the cancelled transition's callbacks).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating {
        InertAnimator()
    }

    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the default `interruptibleAnimator(using:)` returns: an animator that never ran.
@MainActor
final class InertAnimator: UIViewImplicitlyAnimating {
    let state = UIViewAnimatingState.inactive
    let isRunning = false
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
}

/// Drives a transition from user input: started with the context instead of the
/// animator, it reports progress and finishes or cancels (see
/// ``UIPercentDrivenInteractiveTransition``).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Called once the will-callbacks have run, instead of the animator's
    /// `animateTransition(using:)` (which a percent-driven controller calls itself).
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest of the animation runs after the interaction ends (1 = its pace).
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    /// False starts the transition non-interactively (it may become interactive later).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// Supplies the animator and interaction controller of a presentation and its dismissal.
/// Set as a controller's `transitioningDelegate` (held weakly); asked when it is presented
/// or dismissed with animation, before any appearance callback.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// Asked after `animationController(forPresented:…)` returned `animator`.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// Asked after `animationController(forDismissed:)` returned `animator`.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation, asked when it starts (nil:
    /// a plain `UIPresentationController`). Not asked for other styles.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        nil
    }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
