import Foundation
import Testing
import UIKit
import UIKitTesting

// Custom-transition code written the way iOS apps write it, unchanged: an NSObject
// animator, a dimming presentation controller using the coordinator, a percent-driven
// interaction subclass, and a controller watching `transitionCoordinator` on pop.

final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else { return }
        if presenting {
            container.addSubview(view)
            view.frame = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut,
                       animations: {
            view.frame = self.presenting ? container.bounds : container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}

final class DimmingPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height * 0.4, width: bounds.width, height: bounds.height * 0.6)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = SwipeInteraction()

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideUpAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideUpAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction.isInteracting ? interaction : nil
    }
}

final class SwipeInteraction: UIPercentDrivenInteractiveTransition {
    var isInteracting = false

    override init() {
        super.init()
        completionSpeed = 0.9
        completionCurve = .easeOut
    }

    func handle(progress: CGFloat, ended: Bool) {
        if ended {
            isInteracting = false
            progress > 0.4 ? finish() : cancel()
        } else {
            update(progress)
        }
    }
}

final class FadingTitleViewController: UIViewController {
    private(set) var sawCancelledPop = false

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let coordinator = transitionCoordinator, coordinator.isInteractive {
            coordinator.notifyWhenInteractionChanges { [weak self] context in
                if context.isCancelled { self?.sawCancelledPop = true }
            }
        }
        transitionCoordinator?.animate(alongsideTransition: { context in
            _ = context.viewController(forKey: .to)
        }, completion: nil)
    }
}

@Suite @MainActor struct TypicalTransitionCodeTests {
    @Test func cardPresentation_withDimmingControllerAndSlideAnimator_presentsAndDismisses() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        host.show(root)
        let card = UIViewController()
        let delegate = CardTransitioningDelegate()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        host.runUntilIdle()
        #expect(card.presentationController is DimmingPresentationController)
        #expect(card.view.frame == CGRect(x: 0, y: 844 * 0.4, width: 390, height: 844 * 0.6))
        #expect(card.presentationController?.containerView?.subviews.count == 2)   // dimming + card
        root.dismiss(animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }
}
