import Foundation

/// Where an animator is in its life (see ``UIViewPropertyAnimator`` for the diagram).
public enum UIViewAnimatingState: Int, Sendable {
    /// No animation is under way: just created, or finished.
    case inactive = 0
    /// Started or paused: the animations exist and the fraction can move.
    case active = 1
    /// Stopped by ``UIViewAnimating/stopAnimation(_:)`` with `false`: waiting for
    /// ``UIViewAnimating/finishAnimation(at:)``.
    case stopped = 2
}

/// Where an animation ended, as completions are told.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// An animation that can be started, paused, scrubbed, reversed, stopped and finished.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animating object that also takes animation and completion blocks while it runs.
/// (Optional requirements in Objective-C: the extension gives them empty defaults.)
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
