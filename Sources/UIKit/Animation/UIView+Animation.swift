import Foundation

extension UIView {
    /// Options for view animations.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out the changed views inside the block, so their subviews' new frames animate too.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts a property that is already animating from the value on screen.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options name; ease-in-out when none is named (its value is 0).
        var curve: UIView.AnimationCurve { UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
    }

    /// Animates the changes `animations` makes to animatable properties (frame, bounds,
    /// center, transform, alpha, backgroundColor and the layer's corner, border and shadow
    /// values), including frames a `layoutIfNeeded()` inside the block produces.
    ///
    /// Order of events, as on iOS:
    /// 1. `animations` runs at once; the model values change at once.
    /// 2. `layer.presentation()` moves from the old values to the new ones along the curve,
    ///    frame by frame, starting after `delay`.
    /// 3. `completion` runs after `delay + duration` on the clock — on a later run-loop turn
    ///    even when both are zero — with `true`, or with `false` when a later animation took
    ///    over one of the properties first.
    ///
    /// Inside another animation block, the duration and curve are the outer block's unless
    /// the options override them. An animation that changes nothing still completes after
    /// its duration (on iOS it completes almost at once; see DifferencesFromIOS).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        ViewControllerKit.Runtime.current.animationEngine.animate(
            duration: duration, delay: delay, timing: TimingFunction(curve: options.curve),
            inheritsCurve: !options.contains(.overrideInheritedCurve), options: options,
            animations: animations, completion: completion)
    }

    /// ``animate(withDuration:delay:options:animations:completion:)`` with no delay and
    /// the default curve (ease-in-out).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates along a damped spring of ratio `dampingRatio` (1: no overshoot) that
    /// settles in `duration` seconds, starting with `velocity` (whole distances per second).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = SpringSolution(dampingRatio: Double(dampingRatio), duration: duration, initialVelocity: Double(velocity))
        ViewControllerKit.Runtime.current.animationEngine.animate(
            duration: duration, delay: delay, timing: TimingFunction(spring: spring, duration: duration),
            inheritsCurve: false, options: options, animations: animations, completion: completion)
    }

    /// Animates along a spring described by its pace and bounce (iOS 17; see
    /// ``UISpringTimingParameters/init(duration:bounce:initialVelocity:)``). The animation,
    /// and its completion, last until the spring settles. As on iOS, `animations` does not
    /// escape: it runs before this returns, so it may use `self` implicitly.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                               initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let parameters = UISpringTimingParameters(duration: duration, bounce: bounce,
                                                  initialVelocity: CGVector(dx: velocity, dy: 0))
        var settling = duration
        let timing = TimingFunction(provider: parameters, duration: &settling)
        ViewControllerKit.Runtime.current.animationEngine.animate(
            duration: settling, delay: delay, timing: timing, inheritsCurve: false,
            options: options.union(.overrideInheritedDuration), animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled: its changes apply at once,
    /// even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationCapture.run(nil, actionsWithoutAnimation)
    }

    /// Turns animation blocks on or off for the runtime in use; while off, blocks apply
    /// their changes at once and completions run on the next turn.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        ViewControllerKit.Runtime.current.animationEngine.animationsEnabled = enabled
    }

    /// False after `setAnimationsEnabled(false)` and inside `performWithoutAnimation`.
    public static var areAnimationsEnabled: Bool {
        ViewControllerKit.Runtime.current.animationEngine.animationsEnabled && !AnimationCapture.isSuppressed
    }

    /// The duration of the animation block being run, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        AnimationCapture.current?.duration ?? 0
    }
}

extension AnimationEngine {
    /// Runs an animation block and starts the group animating its changes.
    @discardableResult
    func animate(duration: TimeInterval, delay: TimeInterval, timing: TimingFunction, inheritsCurve: Bool,
                 options: UIView.AnimationOptions, animations: () -> Void,
                 completion: ((Bool) -> Void)?,
                 extraTracks: () -> [AnimationTrack] = { [] }) -> AnimationGroup {
        var duration = duration, timing = timing
        if let outer = AnimationCapture.current, outer.absorbsNestedAnimations {
            // Part of a scrubbed animation (a percent-driven transition): the outer
            // animator moves these changes and ends them.
            animations()
            if options.contains(.layoutSubviews) { outer.changedViews.forEach { $0.layoutIfNeeded() } }
            if let completion { outer.absorbedCompletions.append(completion) }
            return AnimationGroup(timing: timing, duration: 0, startTime: driver.runLoop.clock.now)
        }
        if let outer = AnimationCapture.current {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if inheritsCurve { timing = outer.timing }
        }
        let animates = animationsEnabled && !AnimationCapture.isSuppressed
        if !animates { duration = 0 }
        let capture = animates ? AnimationCapture(duration: duration, timing: timing) : nil
        AnimationCapture.run(capture) {
            animations()
            if options.contains(.layoutSubviews), let capture {
                capture.changedViews.forEach { $0.layoutIfNeeded() }
            }
        }
        let group = AnimationGroup(timing: timing, duration: duration, startTime: driver.runLoop.clock.now + max(delay, 0))
        group.repeats = options.contains(.repeat)
        group.autoreverses = options.contains(.autoreverse)
        // Keyframed properties (extraTracks) win over plain changes to the same property.
        let keyframed = capture == nil ? [] : extraTracks()
        let keyframedKeys = Set(keyframed.map { TrackKey($0.view, $0.property) })
        let plain = capture?.makeTracks(engine: self, fromCurrentState: options.contains(.beginFromCurrentState)) ?? []
        for track in plain where !keyframedKeys.contains(TrackKey(track.view, track.property)) {
            install(track, in: group)
        }
        keyframed.forEach { install($0, in: group) }
        if let completion { group.onEnd = { finished, _ in completion(finished) } }
        add(group)
        return group
    }
}
