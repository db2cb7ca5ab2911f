import Testing
import UIKitTesting

/// An animator as iOS apps write them: puts the arriving view at its final frame in the
/// container, animates for `duration` on the clock, then completes with
/// `!transitionWasCancelled`. Records its calls into the trace.
@MainActor
final class RecordingAnimator: UIViewControllerAnimatedTransitioning {
    let trace: TraceRecorder
    let duration: TimeInterval
    /// Called inside `animateTransition(using:)`, before the animation starts.
    var onAnimate: ((UIViewControllerContextTransitioning) -> Void)?
    weak var lastContext: UIViewControllerContextTransitioning?

    init(trace: TraceRecorder, duration: TimeInterval = 0.3) {
        self.trace = trace
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        trace.record("animator.animateTransition(interactive: \(transitionContext.isInteractive))")
        lastContext = transitionContext
        onAnimate?(transitionContext)
        if let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: to)
        }
        let trace = trace
        UIView.animate(withDuration: duration, animations: {}) { _ in
            trace.record("animator.completion")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        trace.record("animator.animationEnded(\(transitionCompleted))")
    }
}

/// A navigation delegate that hands out `animator` and `interaction` and records every call.
@MainActor
final class AnimatingNavigationDelegate: UINavigationControllerDelegate {
    let trace: TraceRecorder
    var animator: UIViewControllerAnimatedTransitioning?
    var interaction: UIViewControllerInteractiveTransitioning?

    init(trace: TraceRecorder) { self.trace = trace }

    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController, animated: Bool) {
        trace.record("delegate.willShow(\(TracingViewController.label(viewController)), \(animated))")
    }

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool) {
        trace.record("delegate.didShow(\(TracingViewController.label(viewController)), \(animated))")
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let name = operation == .push ? "push" : operation == .pop ? "pop" : "none"
        trace.record("delegate.animationControllerFor(\(name), \(TracingViewController.label(fromVC)), "
            + "\(TracingViewController.label(toVC)))")
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        trace.record("delegate.interactionControllerFor")
        return interaction
    }
}

/// A transitioning delegate for presentations that hands out its animators and records the calls.
@MainActor
final class RecordingTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let trace: TraceRecorder
    var presentAnimator: UIViewControllerAnimatedTransitioning?
    var dismissAnimator: UIViewControllerAnimatedTransitioning?
    var dismissInteraction: UIViewControllerInteractiveTransitioning?

    init(trace: TraceRecorder) { self.trace = trace }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        trace.record("delegate.animationController(forPresented: \(TracingViewController.label(presented)), "
            + "presenting: \(TracingViewController.label(presenting)), source: \(TracingViewController.label(source)))")
        return presentAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        trace.record("delegate.animationController(forDismissed: \(TracingViewController.label(dismissed)))")
        return dismissAnimator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        trace.record("delegate.interactionControllerForDismissal")
        return dismissInteraction
    }
}

/// A tracing controller that runs hooks after recording its will-callbacks and did-appear.
@MainActor
final class HookedViewController: TracingViewController {
    var onWillAppear: ((HookedViewController) -> Void)?
    var onWillDisappear: ((HookedViewController) -> Void)?
    var onDidAppear: ((HookedViewController) -> Void)?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onWillAppear?(self)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onWillDisappear?(self)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onDidAppear?(self)
    }
}

extension UIViewControllerTransitionCoordinatorContext {
    /// The coordinator's state on one line, for traces.
    var summary: String {
        let from = viewController(forKey: .from).map(TracingViewController.label) ?? "nil"
        let to = viewController(forKey: .to).map(TracingViewController.label) ?? "nil"
        return "animated: \(isAnimated), interactive: \(isInteractive), cancelled: \(isCancelled), "
            + "duration: \(transitionDuration), from: \(from), to: \(to)"
    }
}
