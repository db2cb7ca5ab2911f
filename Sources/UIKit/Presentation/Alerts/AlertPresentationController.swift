import Foundation

/// The alert's own transitioning delegate: it only supplies the presentation controller;
/// the animation is the built-in one for the alert's `modalTransitionStyle` (a fade for
/// alerts, a slide up for action sheets).
@MainActor
final class AlertTransitioningDelegate: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Places an alert (centred) or an iPhone action sheet (at the bottom) over a dimming view
/// that fades in and out alongside the transition. Tapping the dimming view behind an
/// action sheet cancels it (its cancel action's handler runs); behind an alert it does
/// nothing. The presenter's view stays (UIKIT-SEMANTICS 6.8).
@MainActor
final class AlertPresentationController: UIPresentationController {
    let dimmingView = UIView()

    private var alert: UIAlertController? { presentedViewController as? UIAlertController }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView, let alert else { return super.frameOfPresentedViewInContainerView }
        // The keyboard guide moves (and lays the container out) as the keyboard comes and goes.
        let keyboard = containerView.keyboardLayoutGuide.layoutFrame
        let keyboardTop = containerView.runtimeInUse.softwareKeyboard.isVisible ? keyboard.minY : nil
        return AlertLayout.frame(for: alert, in: containerView.bounds, safeArea: containerView.safeAreaInsets,
                                 keyboardTop: keyboardTop)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        let tap = UITapGestureRecognizer(handler: { [weak self] _ in self?.dimmingViewTapped() })
        dimmingView.addGestureRecognizer(tap)
        animateDimming(to: 1)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() { animateDimming(to: 0) }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() } else { dimmingView.alpha = 1 }
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func animateDimming(to alpha: CGFloat) {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = alpha
            return
        }
        coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = alpha })
    }

    private func dimmingViewTapped() {
        guard let alert, alert.preferredStyle == .actionSheet, let cancel = alert.cancelAction else { return }
        alert.trigger(cancel)
    }
}
