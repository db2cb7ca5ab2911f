import Testing
import UIKitTesting

/// `UIPercentDrivenInteractiveTransition` scrubs the animator's `UIView.animate` blocks:
/// the views follow `update(_:)`, `finish()` plays the rest forwards, `cancel()` plays it
/// back and the model values return to where they were (UIKIT-SEMANTICS 2.1).
@Suite @MainActor struct PercentDrivenScrubbingTests {
    final class FadeAnimator: UIViewControllerAnimatedTransitioning {
        var completions: [Bool] = []
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let view = transitionContext.view(forKey: .from) ?? transitionContext.viewController(forKey: .from)?.view
            else { return }
            UIView.animate(withDuration: 1) {
                view.alpha = 0
            } completion: { finished in
                self.completions.append(finished)
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    final class Transitioning: UIViewControllerTransitioningDelegate {
        let animator = FadeAnimator()
        var interaction: UIPercentDrivenInteractiveTransition?
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { interaction }
    }

    private func presented() -> (HeadlessHost, UIViewController, UIViewController, Transitioning) {
        let host = HeadlessHost()
        let home = UIViewController()
        host.show(home)
        let card = UIViewController()
        let transitioning = Transitioning()
        card.modalPresentationStyle = .overFullScreen
        card.transitioningDelegate = transitioning
        home.present(card, animated: false)
        host.runUntilIdle()
        transitioning.interaction = UIPercentDrivenInteractiveTransition()
        return (host, home, card, transitioning)
    }

    @Test func update_movesTheViews_andCancel_putsThemBack() throws {
        let (host, home, card, transitioning) = presented()
        defer { withExtendedLifetime(host) {} }
        let interaction = try #require(transitioning.interaction)
        home.dismiss(animated: true)
        interaction.update(0.25)
        host.pump()
        #expect(card.view.layer.presentation()?.opacity == 0.75)
        #expect(card.view.alpha == 0)   // the model is at the end, as on iOS
        host.advance(by: 2)
        #expect(card.view.layer.presentation()?.opacity == 0.75)   // paused: time alone moves nothing
        #expect(transitioning.animator.completions.isEmpty)
        interaction.update(0.5)
        interaction.cancel()
        host.runUntilIdle()
        #expect(transitioning.animator.completions == [true])
        #expect(card.view.alpha == 1)
        #expect(home.presentedViewController === card)
        #expect(card.view.window != nil)
    }

    @Test func finish_playsTheRest_atTheCompletionSpeed() throws {
        let (host, home, card, transitioning) = presented()
        defer { withExtendedLifetime(host) {} }
        let interaction = try #require(transitioning.interaction)
        interaction.completionSpeed = 2
        home.dismiss(animated: true)
        interaction.update(0.5)
        interaction.finish()
        // The rest: 0.5 of a 1 s animation at speed 2 = 0.25 s.
        host.advance(by: 0.24)
        #expect(home.presentedViewController === card)
        host.advance(by: 0.02)
        #expect(transitioning.animator.completions == [true])
        #expect(home.presentedViewController == nil)
        #expect(card.view.alpha == 0)
    }
}
