import UIKitHeadless

/// A half-height card presented with a custom transition (seed 001, "Creating Custom
/// Presentations"): a `UIPresentationController` that dims the presenter and places the
/// card in the bottom half, an animator that slides it, and a percent-driven interaction
/// that lets the user pull the card down to dismiss it.
@MainActor
public final class CardTransitioningDelegate: UIViewControllerTransitioningDelegate {
    /// Set while a pull-down drives the dismissal; nil for a plain `dismiss`.
    public var interaction: UIPercentDrivenInteractiveTransition?

    public init() {}

    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(isPresenting: true)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(isPresenting: false)
    }

    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// Dims what is behind the card and gives the card the bottom half of the container.
@MainActor
public final class CardPresentationController: UIPresentationController {
    public let dimmingView = UIView()

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        // The dimming fades in alongside the slide, on the transition's own clock.
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    public override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

/// Slides the card up from below the container, or back down.
@MainActor
public final class CardSlideAnimator: UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key) else { return }
        let container = transitionContext.containerView
        let shown = transitionContext.finalFrame(for: card) == .zero
            ? transitionContext.initialFrame(for: card) : transitionContext.finalFrame(for: card)
        var hidden = shown
        hidden.origin.y = container.bounds.maxY
        if isPresenting {
            container.addSubview(card.view)
            card.view.frame = hidden
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear) {
            card.view.frame = self.isPresenting ? shown : hidden
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The card: a pan on it pulls it down, driving an interactive dismissal that finishes
/// past a third of its height.
@MainActor
public final class CardViewController: UIViewController {
    public let cardTransitioning = CardTransitioningDelegate()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Card"
        modalPresentationStyle = .custom
        transitioningDelegate = cardTransitioning
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = 12
        view.accessibilityIdentifier = "card"
        view.addGestureRecognizer(UIPanGestureRecognizer(handler: { [unowned self] in pulled($0 as! UIPanGestureRecognizer) }))
    }

    private func pulled(_ pan: UIPanGestureRecognizer) {
        let progress = max(0, min(1, pan.translation(in: view.superview).y / max(view.bounds.height, 1)))
        switch pan.state {
        case .began:
            cardTransitioning.interaction = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            cardTransitioning.interaction?.update(progress)
        case .ended, .cancelled:
            if progress > 1.0 / 3 && pan.state == .ended {
                cardTransitioning.interaction?.finish()
            } else {
                cardTransitioning.interaction?.cancel()
            }
            cardTransitioning.interaction = nil
        default:
            break
        }
    }
}
