import Foundation

/// An interaction controller that scrubs its transition's animation by a percentage, for
/// a gesture to drive: ``update(_:)`` while the finger moves, then ``finish()`` or
/// ``cancel()``.
///
/// Order of calls: UIKit calls ``startInteractiveTransition(_:)`` after the
/// will-callbacks; it calls the animator's `animateTransition(using:)`. The animator's own
/// `completeTransition` is held until ``finish()`` or ``cancel()`` and the rest of the
/// animation (at ``completionSpeed``) has played on the clock; then the did-callbacks —
/// or, cancelled, the reversed callbacks (UIKIT-SEMANTICS 2.1) — run.
///
/// ```swift
/// let interaction = UIPercentDrivenInteractiveTransition()
/// // in the pan handler:
/// interaction.update(translation / width)
/// progress > 0.5 ? interaction.finish() : interaction.cancel()
/// ```
/// Differs from iOS: the animator's views are not frozen mid-animation while the
/// interaction runs (see DifferencesFromIOS).
@MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// Weak: the transition owns its context; once it has ended, nothing here keeps it.
    private weak var transitionContext: TransitionContext?

    public init() {}

    /// The transition's duration (the animator's), 0 before it starts.
    open var duration: CGFloat { CGFloat(transitionContext?.transitionDuration ?? 0) }
    /// The last value passed to ``update(_:)``, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest of the animation runs after ``finish()``/``cancel()``; 1 by default.
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing the rest of the animation uses (nil: ``completionCurve``).
    open var timingCurve: UITimingCurveProvider?
    /// True (the default) starts interactively; false starts animating until ``pause()``.
    open var wantsInteractiveStart = true

    /// Keeps the context and starts the animator.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        let context = transitionContext as? TransitionContext
        self.transitionContext = context
        percentComplete = 0
        context?.animator?.animateTransition(using: transitionContext)
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        transitionContext?.updateInteractiveTransition(self.percentComplete)
    }

    /// Ends the interaction; the transition completes after the rest of its animation.
    open func finish() {
        transitionContext?.finishInteractiveTransition()
        transitionContext = nil
    }

    /// Ends the interaction; the transition is undone after its animation runs back.
    open func cancel() {
        transitionContext?.cancelInteractiveTransition()
        transitionContext = nil
    }

    /// Makes a transition that started non-interactively interactive.
    open func pause() {
        transitionContext?.pauseInteractiveTransition()
    }
}
