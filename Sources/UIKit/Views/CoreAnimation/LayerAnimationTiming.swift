import Foundation

/// An added animation's timing, copied when it was added (iOS copies an animation on
/// `add(_:forKey:)`): where it begins in its parent's time (the clock for an animation on a
/// layer, the group's time for a member of a ``CAAnimationGroup``), how long one pass lasts,
/// how often it repeats and whether it fills before and after.
struct LayerAnimationTiming {
    let begin: TimeInterval
    let duration: TimeInterval
    let repeatCount: Float
    let repeatDuration: TimeInterval
    let autoreverses: Bool
    let fillMode: CAMediaTimingFillMode
    let timeOffset: TimeInterval
    let timingFunction: CAMediaTimingFunction?

    /// `animation`'s timing, beginning at `begin`; a duration of 0 is `defaultDuration`
    /// (0.25 s on a layer, the group's duration for a member).
    @MainActor init(_ animation: CAAnimation, begin: TimeInterval, defaultDuration: TimeInterval) {
        self.begin = begin
        duration = animation.duration > 0 ? animation.duration : defaultDuration
        repeatCount = animation.repeatCount
        repeatDuration = animation.repeatDuration
        autoreverses = animation.autoreverses
        fillMode = animation.fillMode
        timeOffset = animation.timeOffset
        timingFunction = animation.timingFunction
    }

    /// All repetitions, there and back: ``repeatDuration`` when set, else the passes
    /// ``repeatCount`` asks for (infinite for `.infinity`).
    var activeDuration: TimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        return duration * (autoreverses ? 2 : 1) * Double(repeatCount > 0 ? repeatCount : 1)
    }

    /// The time into one pass (0…``duration``, paced by the timing function) that the
    /// animation shows at `time` of its parent; nil when it shows nothing then (before its
    /// begin without a backward fill, after its end unless `showsAfterEnd` and a forward fill).
    func localTime(at time: TimeInterval, showsAfterEnd: Bool) -> TimeInterval? {
        let elapsed = time - begin
        if elapsed < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            return paced(passTime(0, atEnd: false))
        }
        if elapsed >= activeDuration {
            guard showsAfterEnd, fillMode == .forwards || fillMode == .both else { return nil }
            return paced(passTime(activeDuration, atEnd: true))
        }
        return paced(passTime(elapsed, atEnd: false))
    }

    /// The time into the current pass after `elapsed` seconds of the active duration,
    /// shifted by ``timeOffset``; the way back of an autoreversing cycle counts down.
    /// At the very end a whole cycle shows its last instant, not its first.
    private func passTime(_ elapsed: TimeInterval, atEnd: Bool) -> TimeInterval {
        let cycle = autoreverses ? 2 * duration : duration
        let shifted = elapsed + timeOffset
        var local = shifted.truncatingRemainder(dividingBy: cycle)
        if atEnd, local == 0, shifted > 0 { local = cycle }
        if autoreverses, local > duration { local = cycle - local }
        return local
    }

    private func paced(_ local: TimeInterval) -> TimeInterval {
        guard let timingFunction else { return local }
        return timingFunction.progress(at: local / duration) * duration
    }
}
