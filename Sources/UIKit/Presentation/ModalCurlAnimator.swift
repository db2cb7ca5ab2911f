import Foundation

/// The built-in `.partialCurl` transition, drawn flat: presenting, the presenter's view
/// lifts off upwards like a page turned over the top edge — a vertical scale that keeps the
/// top edge fixed, down to a line — uncovering the presented view underneath; dismissing,
/// it comes back down over the presented view. iOS leaves the page curled part way, with
/// the presented view's lower part showing and a tap there dismissing; here it curls away
/// entirely (see DifferencesFromIOS "Presentation").
///
/// Used as the transition's animator (the engine's custom-animator path) when a full-screen
/// presentation or dismissal is animated, has no delegate animator and uses `.partialCurl`.
/// Without a presenter's view to move (`view(forKey:)` nil) it only waits out its duration.
@MainActor
final class ModalCurlAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    /// A scale that keeps the transform invertible while the page is folded flat.
    static let folded: CGFloat = 0.001

    /// `page` folded onto its own top edge (the edge stays where it is).
    static func curled(_ page: UIView) -> CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: folded, tx: 0, ty: (page.frame.minY - page.center.y) * (1 - folded))
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        PresentationTiming.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let page = transitionContext.view(forKey: presenting ? .from : .to)
        let curled = page.map { view -> CGAffineTransform in
            view.transform = .identity
            return Self.curled(view)
        }
        if let page {
            // The page is turned over the presented view.
            page.superview?.bringSubviewToFront(page)
            page.transform = presenting ? .identity : curled ?? .identity
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            page?.transform = self.presenting ? curled ?? .identity : .identity
        }, completion: { _ in
            // The presenter's view leaves (or stays) untransformed, ready to come back.
            page?.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
