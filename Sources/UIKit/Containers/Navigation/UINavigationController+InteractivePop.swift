import Foundation

/// The interactive pop: a pan from the left edge of the screen pops the top controller
/// as the finger moves, through a percent-driven interaction controller. Lifting the
/// finger past half the width (or flicking right faster than 500 points a second, a
/// chosen threshold) finishes the pop; otherwise it is cancelled and the stack, views and
/// callbacks are restored (UIKIT-SEMANTICS 2.1, 4.4).
///
/// The gesture does not begin with one controller on the stack or while a transition
/// runs, unless the app replaced its `delegate` (then the app's answer decides, as on iOS).
/// With a delegate animator, the delegate's interaction controller drives the pop instead.
extension UINavigationController {
    func makePopGesture() -> UIScreenEdgePanGestureRecognizer {
        let gesture = UIScreenEdgePanGestureRecognizer()
        gesture.edges = .left
        gesture.name = "interactivePopGestureRecognizer"
        gesture.delegate = popGestureDelegate
        gesture.addAction { [weak self, weak gesture] _ in
            guard let self, let gesture else { return }
            popGestureChanged(gesture)
        }
        return gesture
    }

    private func popGestureChanged(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let width = max(storedView?.bounds.width ?? 1, 1)
        switch gesture.state {
        case .began:
            guard stack.count > 1, activeTransition == nil else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            popInteraction = interaction
            popViewController(animated: true)
            // Kept only while this pop runs: the transition took it (or did not want it).
            popInteraction = activeTransition != nil ? interaction : nil
        case .changed:
            popInteraction?.update(gesture.translation(in: storedView).x / width)
        case .ended:
            guard let interaction = popInteraction else { return }
            popInteraction = nil
            let progress = gesture.translation(in: storedView).x / width
            if progress > 0.5 || gesture.velocity(in: storedView).x > 500 { interaction.finish() } else { interaction.cancel() }
        case .cancelled, .failed:
            popInteraction?.cancel()
            popInteraction = nil
        default:
            break
        }
    }
}

/// The pop gesture's own delegate: it may begin only when there is something to pop and
/// no transition is running.
@MainActor
final class NavigationPopGestureDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController else { return false }
        return navigationController.stack.count > 1 && navigationController.activeTransition == nil
    }
}

/// The animator the edge swipe drives when the delegate supplies none: the built-in
/// pop's length on the clock (the views do not slide yet; see DifferencesFromIOS).
@MainActor
final class BuiltInNavigationAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        ViewControllerKit.NavigationTiming.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {}) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
