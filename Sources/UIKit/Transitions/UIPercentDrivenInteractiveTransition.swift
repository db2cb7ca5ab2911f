import Foundation

/// An interaction controller that scrubs its transition's animation by a percentage, for
/// a gesture to drive: ``update(_:)`` while the finger moves, then ``finish()`` or
/// ``cancel()``.
///
/// Order of calls: UIKit calls ``startInteractiveTransition(_:)`` after the
/// will-callbacks; it calls the animator's `animateTransition(using:)` with every
/// `UIView.animate` inside (and the coordinator's alongside animations) gathered into one
/// paused, linear property animator, which ``update(_:)`` scrubs. ``finish()`` plays the
/// rest forwards, ``cancel()`` plays it back to the start — the views' model values return
/// to where they were — in the time left divided by ``completionSpeed``; then the
/// animator's completion blocks run (finished), its `completeTransition` ends the
/// transition, and the did-callbacks — or, cancelled, the reversed callbacks
/// (UIKIT-SEMANTICS 2.1) — follow.
///
/// ```swift
/// let interaction = UIPercentDrivenInteractiveTransition()
/// // in the pan handler:
/// interaction.update(translation / width)
/// progress > 0.5 ? interaction.finish() : interaction.cancel()
/// ```
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// Weak: the transition owns its context; once it has ended, nothing here keeps it.
    private weak var transitionContext: TransitionContext?
    /// The animator's animations, paused and scrubbed; nil outside a transition.
    private var scrubber: UIViewPropertyAnimator?

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

    /// Keeps the context and starts the animator's animations, paused at 0 (or running,
    /// when the transition does not start interactively).
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        let context = transitionContext as? TransitionContext
        self.transitionContext = context
        percentComplete = 0
        guard let context, let animator = context.animator else { return }
        let scrubber = UIViewPropertyAnimator(duration: context.transitionDuration, curve: .linear)
        scrubber.absorbsNestedAnimations = true
        scrubber.addAnimations { [unowned context] in
            animator.animateTransition(using: context)
            context.performer?.coordinator.runAlongside()
        }
        scrubber.addCompletion { [weak self, unowned scrubber] _ in
            if self?.scrubber === scrubber { self?.scrubber = nil }
        }
        self.scrubber = scrubber
        if wantsInteractiveStart { scrubber.pauseAnimation() } else { scrubber.startAnimation() }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        transitionContext?.updateInteractiveTransition(self.percentComplete)
        if let scrubber, scrubber.state == .active, !scrubber.isRunning {
            scrubber.fractionComplete = self.percentComplete
        }
    }

    /// Ends the interaction; the transition completes after the rest of its animation.
    open func finish() {
        transitionContext?.finishInteractiveTransition()
        transitionContext = nil
        play(reversed: false)
    }

    /// Ends the interaction; the transition is undone after its animation runs back.
    open func cancel() {
        transitionContext?.cancelInteractiveTransition()
        transitionContext = nil
        play(reversed: true)
    }

    /// Makes a transition that started non-interactively interactive.
    open func pause() {
        transitionContext?.pauseInteractiveTransition()
        if let scrubber, scrubber.isRunning { scrubber.pauseAnimation() }
    }

    /// Plays the rest of the scrubbed animation, forwards or back, at the completion speed.
    private func play(reversed: Bool) {
        guard let scrubber, scrubber.state == .active else { return }
        let left = reversed ? scrubber.fractionComplete : 1 - scrubber.fractionComplete
        let speed = completionSpeed > 0 ? completionSpeed : 1
        if reversed { scrubber.isReversed = true }
        scrubber.continueAnimation(withTimingParameters: timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve),
                                   durationFactor: max(left / speed, 0.0001))
    }

    /// Ends the scrubbed animation at once at its end — or, for a transition cancelled
    /// without waiting, at its start (a container's next change).
    func finishScrubbingNow(at position: UIViewAnimatingPosition = .end) {
        guard let scrubber, scrubber.state == .active else { return }
        scrubber.stopAnimation(false)
        scrubber.finishAnimation(at: position)
    }
}
