import Foundation

/// One property of one view moving from a value to another: what Core Animation calls a
/// layer animation. Lives in a group (one `UIView.animate` call or one property animator),
/// which decides how far along it is.
@MainActor
final class AnimationTrack {
    let view: UIView
    let property: AnimatableProperty
    var from: AnimatableValue
    var to: AnimatableValue
    /// The values it was created with; a property animator re-bases `from` and `to` on
    /// the values on screen as it resumes or reverses, and returns here.
    let initialFrom: AnimatableValue
    let initialTo: AnimatableValue
    /// Keyframes after `from`, at relative start times and durations (0…1 of the group).
    var keyframes: [Keyframe] = []
    /// The fraction of the group's progress at which this track starts (a property
    /// animator's `delayFactor`); the track covers the rest.
    var start: Double = 0
    /// The value the view shows, written once per frame (the layer's presentation value).
    let slot: PresentationSlot
    weak var group: AnimationGroup?

    struct Keyframe {
        var start: Double
        var duration: Double
        var value: AnimatableValue
    }

    init(view: UIView, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue) {
        self.view = view
        self.property = property
        self.from = from
        self.to = to
        initialFrom = from
        initialTo = to
        slot = PresentationSlot(from)
    }

    /// The track's own fraction (0…1) when its group is at linear fraction `fraction`.
    @inline(__always)
    func localFraction(_ fraction: Double) -> Double {
        guard start > 0 else { return fraction }
        return start >= 1 ? (fraction >= 1 ? 1 : 0) : min(max((fraction - start) / (1 - start), 0), 1)
    }

    /// The value at `progress` (after the timing curve).
    func value(at progress: Double) -> AnimatableValue {
        guard !keyframes.isEmpty else { return from.interpolated(to: to, at: CGFloat(progress)) }
        // Each keyframe moves from the previous keyframe's value during its slot of time.
        var value = from
        for keyframe in keyframes where progress >= keyframe.start {
            let local = keyframe.duration > 0 ? min((progress - keyframe.start) / keyframe.duration, 1) : 1
            value = value.interpolated(to: keyframe.value, at: CGFloat(local))
        }
        return value
    }
}
