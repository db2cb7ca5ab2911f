import Foundation

extension UIViewController {
    /// Swaps two children's views: adds `toViewController.view` to the superview of
    /// `fromViewController.view`, runs `animations` over `duration` on the clock, removes
    /// the old view, then calls `completion` — on a later run-loop turn, as UIKit does.
    /// Containment calls are the caller's (3.10). Appearance order: to.willAppear,
    /// from.willDisappear, from.didDisappear, to.didAppear.
    ///
    /// Raises `NSInvalidArgumentException` unless both are children of the receiver.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                           duration: TimeInterval, options: UIView.AnimationOptions,
                           animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.storedParent === self, toViewController.storedParent === self else {
            runtimeInUse.diagnostics.raise(
                .invalidArgumentException,
                "Children view controllers \(fromViewController.debugName) and \(toViewController.debugName) must have a "
                    + "common parent view controller when calling "
                    + "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
            return
        }
        performChildTransition(from: fromViewController, to: toViewController, duration: duration, options: options,
                               animations: animations, completion: completion)
    }

    /// `transition(from:to:duration:options:animations:completion:)` as a transition plan:
    /// `to` arrives in `from`'s superview, the animations run over `duration` on the clock,
    /// then `from`'s view leaves and the did-callbacks and `completion` follow (3.10). The
    /// appearance is driven only when the views are in a visible window and the receiver
    /// forwards appearance. iOS gives this transition no coordinator; neither do we.
    func performChildTransition(from fromViewController: UIViewController, to toViewController: UIViewController,
                                duration: TimeInterval, options: UIView.AnimationOptions,
                                animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        let fromView = fromViewController.view!
        let toView = toViewController.view!
        let container = fromView.superview
        let visible = fromView.window?.isVisible ?? false
        let forwards = visible && shouldAutomaticallyForwardAppearanceMethods
        var plan = TransitionPlan(from: fromViewController, to: toViewController, containerView: container ?? view,
                                  animated: duration > 0, duration: duration)
        plan.fromView = fromView
        plan.toView = toView
        plan.options = options
        plan.providesCoordinator = false
        plan.builtInAnimations = animations
        if forwards {
            plan.willSteps = [.begin(toViewController, appearing: true), .begin(fromViewController, appearing: false)]
        }
        plan.willSteps.append(.perform { container?.addSubview(toView) })
        plan.didSteps = [.perform { fromView.removeFromSuperview() }]
        if forwards { plan.didSteps += [.end(fromViewController), .end(toViewController)] }
        plan.didSteps.append(.perform { completion?(true) })
        TransitionPerformer(plan: plan).start()
    }
}
