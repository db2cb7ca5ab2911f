import Foundation

/// An animation you control: start it, pause it, scrub it (`fractionComplete`), reverse
/// it, carry it on with new timing, stop it where it is.
///
/// ```
///                 startAnimation / pauseAnimation / fractionComplete =
///   ┌──────────┐ ──────────────────────────────────────────────► ┌────────┐
///   │ inactive │                                                  │ active │ ◄─┐ pause / start /
///   └──────────┘ ◄────────────────────────────────────────────── └────────┘ ──┘ continue / reverse
///        ▲        reaches the end (or, reversed, the start):          │
///        │        completions(.end / .start);                         │ stopAnimation(false)
///        │        stopAnimation(true): no completions                 ▼
///        │                                                      ┌─────────┐
///        └───────────── finishAnimation(at:): completions(at:) ─│ stopped │
///                                                               └─────────┘
/// ```
///
/// Model values change at once when the animations run (at `startAnimation`, or at once
/// for ``addAnimations(_:delayFactor:)`` on an active animator); the views' presentation
/// values follow the fraction. Ending at the start (reversed) or at the current position
/// puts the model values there.
///
/// Illegal calls raise UIKit's exceptions through the runtime's diagnostics channel
/// (`finishAnimation(at:)` when not stopped, pausing or stopping an animator that is not
/// interruptible, releasing one that is paused or stopped, …).
///
/// An animator that runs is kept alive until it ends; a paused or stopped one only by
/// its owner, as on iOS.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    public let timingParameters: (any UITimingCurveProvider)?
    /// The duration given at creation (a physical spring's settling time when its
    /// parameters ignore the duration).
    public let duration: TimeInterval
    /// The delay given to ``startAnimation(afterDelay:)``, 0 otherwise.
    public internal(set) var delay: TimeInterval = 0
    public var isUserInteractionEnabled = true
    public var isManualHitTestingEnabled = false
    /// Whether the animator can be paused, stopped, scrubbed and reversed (true by
    /// default). Setting it while active raises UIKit's exception.
    public var isInterruptible = true {
        didSet {
            guard state == .active else { return }
            runtime.diagnostics.raise(.genericException,
                                      "It is not allowed to set the interruptible property of an active animator (\(descriptionForMessages))")
            isInterruptible = oldValue
        }
    }
    /// While paused, whether scrubbing moves the views linearly (true) or along the curve.
    public var scrubsLinearly = true {
        didSet { group?.scrubsLinearly = scrubsLinearly }
    }
    /// Whether reaching the end pauses the animator (active, not running, completions not
    /// yet called) instead of finishing it.
    public var pausesOnCompletion = false

    public internal(set) var state: UIViewAnimatingState = .inactive

    let runtime: ViewControllerKit.Runtime
    var timing: TimingFunction
    /// Animation blocks waiting for the start (while inactive), with their delay factors.
    var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The running group while active.
    var group: AnimationGroup?
    /// Each animated property's original start and end, for `finishAnimation(at:)`.
    var endpoints: [(view: UIView, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue)] = []
    /// The animator's fraction is `fractionBase + fractionScale × the group's fraction`:
    /// resuming and `continueAnimation` re-base the group on the part left to run.
    var fractionBase: Double = 0
    var fractionScale: Double = 1
    /// The fraction where `stopAnimation(false)` left the animator.
    var stoppedFraction: Double = 0
    /// Self while running: the engine's callbacks hold the animator weakly.
    var keepAlive: UIViewPropertyAnimator?
    /// Not UIKit API: `UIView.animate` calls inside this animator's blocks become part of it
    /// (set by `UIPercentDrivenInteractiveTransition`, which scrubs a transition's animator).
    var absorbsNestedAnimations = false
    /// The completions of the absorbed blocks, called when the animator ends.
    var absorbedCompletions: [(Bool) -> Void] = []

    /// An animator over `duration` seconds with `parameters` (a cubic curve or a spring).
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        var duration = duration
        timing = TimingFunction(provider: parameters, duration: &duration)
        self.duration = duration
        timingParameters = parameters
        runtime = ViewControllerKit.Runtime.current
    }

    /// An animator of no duration on the default (ease-in-out) curve, the `NSObject`
    /// initialiser iOS code uses for a placeholder (`var animator = UIViewPropertyAnimator()`)
    /// before it makes the real one.
    public convenience init() {
        self.init(duration: 0, curve: .easeInOut)
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running `animations` (after `delay`), with the curve named in
    /// `options`; `completion` is its first completion.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    isolated deinit {
        guard state == .stopped || (state == .active && group?.pausedFraction != nil) else { return }
        if let group { runtime.animationEngine.remove(group) }
        runtime.diagnostics.raise(.internalInconsistencyException,
                                  "It is an error to release a paused or stopped property animator. Property animators must either finish animating or be explicitly stopped and finished before they can be released.")
    }

    // MARK: State

    /// Whether the animations are moving (active and not paused).
    public var isRunning: Bool { state == .active && group?.pausedFraction == nil }

    /// How far along the animator is (0…1, linear in time). Settable while paused to
    /// scrub (an inactive animator is paused first); ignored while running.
    public var fractionComplete: CGFloat {
        get {
            switch state {
            case .inactive: return 0
            case .stopped: return CGFloat(stoppedFraction)
            case .active: return CGFloat(currentFraction)
            }
        }
        set {
            if state == .inactive { pauseAnimation() }
            guard state == .active, let group, group.pausedFraction != nil else { return }
            setFraction(min(max(Double(newValue), 0), 1), in: group)
        }
    }

    /// Whether the animator runs towards its start. Reversing a running animator turns
    /// it around where it is.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue else { return }
            if state == .active && !isInterruptible {
                raise("An animator \(descriptionForMessages) that is not interruptible cannot be continued or reversed!")
            }
            if let group { reverse(group) }
        }
    }

    var currentFraction: Double {
        guard let group else { return 0 }
        return fractionBase + fractionScale * group.fraction(at: runtime.clock.now)
    }

    /// `<UIViewPropertyAnimator(0x…) [active] running interruptible>`, as UIKit's messages show it.
    var descriptionForMessages: String {
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        let name = ["inactive", "active", "stopped"][state.rawValue]
        return "<UIViewPropertyAnimator(0x\(address)) [\(name)]\(isRunning ? " running" : "")"
            + "\(isReversed ? " reversed" : "")\(isInterruptible ? " interruptible" : "")>"
    }

    func raise(_ message: String) {
        runtime.diagnostics.raise(.internalInconsistencyException, message)
    }
}
