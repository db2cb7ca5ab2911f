import Foundation

/// The runtime's animations: every running group and track, stepped by the frame driver.
///
/// On each display frame (120 Hz, ``ViewControllerKit/FrameDriver``) it evaluates every
/// running track at the frame's time and writes the result into the layer's presentation
/// slot (what `layer.presentation()` and renderers show), then asks for the turn's display
/// pass. A group ends at the first step at or after its end time — exactly at that time,
/// even between frames, so that advancing the clock by an animation's duration completes
/// it; its tracks are removed and its completion runs, groups in the order they started.
///
/// A track belongs to one group at a time: installing a track for a property that is
/// already animating takes it over (the old group's completion will say `finished ==
/// false`; a group left with no tracks ends on the next turn).
@MainActor
final class AnimationEngine: FrameDriverClient {
    unowned let driver: ViewControllerKit.FrameDriver
    private var groups: [AnimationGroup] = []
    private var active: [TrackKey: AnimationTrack] = [:]
    /// `UIView.setAnimationsEnabled(_:)`, per runtime.
    var animationsEnabled = true

    init(driver: ViewControllerKit.FrameDriver) { self.driver = driver }

    private var now: TimeInterval { driver.runLoop.clock.now }

    /// The track animating `property` of `view`, if any.
    func track(for view: UIView, _ property: AnimatableProperty) -> AnimationTrack? {
        active[TrackKey(view, property)]
    }

    /// Adds `track` to `group`, taking the property over from any track animating it.
    func install(_ track: AnimationTrack, in group: AnimationGroup) {
        let key = TrackKey(track.view, track.property)
        if let previous = active[key] { takeOver(previous) }
        active[key] = track
        track.group = group
        track.view.layer.presentationSlots[track.property] = track.slot
        group.tracks.append(track)
        group.hadTracks = true
    }

    /// Starts running `group` (its tracks already installed) and shows its first values.
    func add(_ group: AnimationGroup) {
        if group.repeats && group.tracks.isEmpty { group.repeats = false }
        group.transactionTokens = driver.animationTransactions.animationStarting()
        groups.append(group)
        group.evaluate(at: now)
        driver.runLoop.setNeedsDisplayPass()
        driver.setNeedsWakeUp()
    }

    /// Whether `group` is running here.
    func contains(_ group: AnimationGroup) -> Bool { groups.contains { $0 === group } }

    /// Stops `group` without running its `onEnd`: its tracks go, the views show their
    /// model values (a property animator stopped or finished by hand).
    func remove(_ group: AnimationGroup) {
        groups.removeAll { $0 === group }
        group.tracks.forEach(unregister)
        group.tracks.removeAll()
        group.endTransactions()
        driver.runLoop.setNeedsDisplayPass()
        driver.setNeedsWakeUp()
    }

    /// Re-evaluates `group` now and re-plans wake-ups (after a pause, scrub or reversal).
    func timelineDidChange(_ group: AnimationGroup) {
        group.evaluate(at: now)
        driver.runLoop.setNeedsDisplayPass()
        driver.setNeedsWakeUp()
    }

    private func takeOver(_ track: AnimationTrack) {
        unregister(track)
        guard let group = track.group else { return }
        group.tracks.removeAll { $0 === track }
        group.allTracksFinished = false
        track.group = nil
        if group.tracks.isEmpty { driver.setNeedsWakeUp() }
    }

    private func unregister(_ track: AnimationTrack) {
        let key = TrackKey(track.view, track.property)
        if active[key] === track { active[key] = nil }
        if track.view.layer.presentationSlots[track.property] === track.slot {
            track.view.layer.presentationSlots[track.property] = nil
        }
    }

    // MARK: FrameDriverClient

    func step(now: TimeInterval, isFrame: Bool) {
        var ended: [AnimationGroup] = []
        var moving = false
        for group in groups {
            if group.hasEnded(at: now), !group.tracks.isEmpty, group.pausesAtEnd() {
                group.pausedFraction = group.isReversed ? 0 : 1
                group.evaluate(at: now)
                moving = true
            } else if group.hasEnded(at: now) || (group.hadTracks && group.tracks.isEmpty) {
                ended.append(group)
            } else if isFrame && !group.tracks.isEmpty {
                group.evaluate(at: now)
                moving = true
            }
        }
        if !ended.isEmpty {
            let endedIDs = Set(ended.map(ObjectIdentifier.init))
            groups.removeAll { endedIDs.contains(ObjectIdentifier($0)) }
            // The ended group keeps its track list: whoever ends it may still read which
            // properties it owned at the end (a reversed property animator restores them).
            for group in ended {
                if !group.tracks.isEmpty { moving = true }
                group.tracks.forEach(unregister)
            }
        }
        if moving { driver.runLoop.setNeedsDisplayPass() }
        for group in ended {
            let onEnd = group.onEnd
            group.onEnd = nil
            onEnd?(group.allTracksFinished, group.isReversed)
            group.endTransactions()
        }
    }

    var nextDeadline: TimeInterval? {
        var earliest: TimeInterval?
        for group in groups {
            let time = group.hadTracks && group.tracks.isEmpty ? now : group.endTime
            if let time { earliest = min(earliest ?? time, time) }
        }
        return earliest
    }

    var wantsFrames: Bool { groups.contains { !$0.tracks.isEmpty && $0.pausedFraction == nil } }

    var keepsRunLoopBusy: Bool { groups.contains { !$0.repeats && $0.pausedFraction == nil } }
}

/// A property of a view, as the key of the track animating it.
struct TrackKey: Hashable {
    let view: ObjectIdentifier
    let property: AnimatableProperty
    @MainActor init(_ view: UIView, _ property: AnimatableProperty) {
        self.view = ObjectIdentifier(view)
        self.property = property
    }
}

extension ViewControllerKit.Runtime {
    /// This runtime's animation engine, created on first use and stepped by its frame driver.
    var animationEngine: AnimationEngine {
        // The driver sits below the Animation layer and knows the engine only by protocol.
        if let engine = frameDriver.animationClient as? AnimationEngine { return engine }
        let engine = AnimationEngine(driver: frameDriver)
        frameDriver.animationClient = engine
        return engine
    }
}
