import Foundation

/// The built-in `.flipHorizontal` transition: the leaving view turns edge-on about its
/// vertical axis during the first half, then the arriving view turns face-on during the
/// second. Without 3D transforms each turn is drawn as its orthographic projection, a
/// horizontal scale of cos θ — linear in time here, so the views narrow to a line at the
/// middle and widen again (see DifferencesFromIOS "Presentation").
///
/// Used as the transition's animator (the engine's custom-animator path) when a presentation
/// or dismissal is animated, has no delegate animator and uses `.flipHorizontal`. A view the
/// transition leaves alone (`view(forKey:)` is nil, as for a sheet's presenter) does not turn.
@MainActor
final class ModalFlipAnimator: UIViewControllerAnimatedTransitioning {
    /// A scale that keeps the transform invertible while the view is edge-on.
    static let edgeOn = CGAffineTransform(scaleX: 0.001, y: 1)

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        PresentationTiming.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let leaving = transitionContext.view(forKey: .from)
        let arriving = transitionContext.view(forKey: .to)
        arriving?.transform = Self.edgeOn
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { leaving?.transform = Self.edgeOn }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { arriving?.transform = .identity }
        }, completion: { _ in
            // The leaving view goes (or stays covered) untransformed, ready to come back.
            leaving?.transform = .identity
            arriving?.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
