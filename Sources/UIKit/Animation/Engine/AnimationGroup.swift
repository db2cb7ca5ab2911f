import Foundation

/// The tracks started together by one `UIView.animate` call (or owned by one property
/// animator), with their shared timing: where they are between start (fraction 0) and
/// end (fraction 1) at a given time, and what runs when they end.
///
/// Timeline: the fraction moves from `anchorFraction` at `anchorTime` at 1/duration per
/// second, forwards or (reversed) backwards; before `anchorTime` (a delay) it stays put.
/// A property animator pauses it (``pausedFraction``) and re-anchors it when it resumes
/// or reverses.
@MainActor
final class AnimationGroup {
    var tracks: [AnimationTrack] = []
    var timing: TimingFunction
    var duration: TimeInterval
    var anchorTime: TimeInterval
    var anchorFraction: Double = 0
    var isReversed = false
    var repeats = false
    var autoreverses = false
    /// While non-nil the group is frozen at this fraction (a paused property animator).
    var pausedFraction: Double?
    /// A paused animator that scrubs linearly shows its fraction without the curve.
    var scrubsLinearly = false
    /// False once one of its tracks was taken over by a later animation.
    var allTracksFinished = true
    /// Whether it ever had a track: a group whose tracks were all taken over ends at once.
    var hadTracks = false
    /// Asked when the timeline reaches its end: true keeps the group, paused there (a
    /// property animator that `pausesOnCompletion`).
    var pausesAtEnd: () -> Bool = { false }
    /// Runs once when the group ends, with whether it reached its end (``allTracksFinished``)
    /// and the fraction it ended at (1 at the end, 0 at the start when reversed).
    var onEnd: ((_ finished: Bool, _ atStart: Bool) -> Void)?
    /// The `CATransaction`s open when it started, told when it ends or is removed.
    var transactionTokens: [ViewControllerKit.AnimationTransactionToken] = []

    /// Tells the transactions it started in that it is over (once).
    func endTransactions() {
        let tokens = transactionTokens
        transactionTokens = []
        tokens.forEach { $0.end() }
    }

    init(timing: TimingFunction, duration: TimeInterval, startTime: TimeInterval) {
        self.timing = timing
        self.duration = duration
        self.anchorTime = startTime
    }

    /// Where the unclamped timeline is at `now` (before looping and autoreversing).
    private func rawFraction(at now: TimeInterval) -> Double {
        if let pausedFraction { return pausedFraction }
        guard now >= anchorTime else { return anchorFraction }
        guard duration > 0 else { return isReversed ? 0 : endFraction }
        guard now > anchorTime else { return anchorFraction }
        let moved = (now - anchorTime) / duration
        return isReversed ? anchorFraction - moved : anchorFraction + moved
    }

    /// The raw fraction at which a forward run ends: 2 when it autoreverses once.
    private var endFraction: Double { autoreverses ? 2 : 1 }

    /// The linear fraction (0…1) the tracks are at.
    func fraction(at now: TimeInterval) -> Double {
        let raw = rawFraction(at: now)
        if repeats {
            let period = autoreverses ? 2.0 : 1.0
            let phase = raw.truncatingRemainder(dividingBy: period)
            return autoreverses && phase > 1 ? 2 - phase : phase
        }
        if autoreverses { return raw > 1 ? max(2 - raw, 0) : max(raw, 0) }
        return min(max(raw, 0), 1)
    }

    /// Whether the timeline has reached its end (or, reversed, its start) at `now`.
    func hasEnded(at now: TimeInterval) -> Bool {
        guard pausedFraction == nil, !repeats else { return false }
        let raw = rawFraction(at: now)
        return isReversed ? raw <= 1e-9 : raw >= endFraction - 1e-9
    }

    /// When the timeline ends if nothing changes, or nil (paused, repeating).
    var endTime: TimeInterval? {
        guard pausedFraction == nil, !repeats else { return nil }
        let remaining = isReversed ? anchorFraction : endFraction - anchorFraction
        return anchorTime + max(remaining, 0) * max(duration, 0)
    }

    /// Progress along the curve for a track at linear group fraction `fraction`.
    @inline(__always)
    func progress(_ fraction: Double, for track: AnimationTrack) -> Double {
        let local = track.localFraction(fraction)
        return pausedFraction != nil && scrubsLinearly ? local : timing.progress(local)
    }

    /// Writes every track's value at `now` into its presentation slot.
    func evaluate(at now: TimeInterval) {
        let fraction = fraction(at: now)
        for track in tracks {
            track.slot.value = track.value(at: progress(fraction, for: track))
        }
    }
}
