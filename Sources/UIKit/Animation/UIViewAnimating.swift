import Foundation

// The minimal animator protocols the transition API names (an animator's
// `interruptibleAnimator(using:)`, a percent-driven transition's `timingCurve`, the
// coordinator's `completionCurve`). Declared here for the transitions work; the animation
// engine (UIViewPropertyAnimator) adopts and extends them.

/// Where an animator is in its life: not started or finished (`inactive`), started or
/// paused (`active`), stopped without finishing (`stopped`).
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}

/// Where an animation ends when it is finished: at its end, back at its start, or where
/// it currently is.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// An object that runs animations which can be started, paused, scrubbed and stopped.
@MainActor
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

/// An animator whose animations and completions can be added after it was made.
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// The kind of timing a ``UITimingCurveProvider`` describes.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// Timing information for an animation (a cubic Bézier curve or a spring).
@MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
}

extension UIView {
    /// The pace of an animation over its duration.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
    }
}
