import Foundation

extension UIView {
    /// Options for keyframe animations.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Each keyframe moves linearly from the previous value during its slot (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value appears at its start time, without interpolation.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Treated as linear here (see DifferencesFromIOS).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Treated as linear here (see DifferencesFromIOS).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Treated as linear here (see DifferencesFromIOS).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var isDiscrete: Bool { (rawValue >> 10) & 0x7 == 1 }
        /// The options a plain animation shares with keyframe animations (same bits).
        var viewOptions: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: rawValue & 0x3FF) }
    }

    /// Animates the keyframes that `animations` adds with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``: each changes
    /// properties during its slot of the total duration, starting from the value the
    /// previous keyframe left (or the value before the block). Changes made in
    /// `animations` outside a keyframe span the whole duration. Timing is linear overall;
    /// model values change at once and `completion` runs as for `animate`.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let engine = ViewControllerKit.Runtime.current.animationEngine
        let builder = KeyframeBuilder(discrete: options.isDiscrete)
        KeyframeBuilder.stack.append(builder)
        defer { KeyframeBuilder.stack.removeLast() }
        engine.animate(duration: duration, delay: delay, timing: .linear, inheritsCurve: false,
                       options: options.viewOptions, animations: animations, completion: completion,
                       extraTracks: { builder.makeTracks() })
    }

    /// Adds a keyframe inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// the changes `animations` makes happen between `frameStartTime` and
    /// `frameStartTime + frameDuration`, fractions (0…1) of the total duration. Outside a
    /// keyframe animation the changes apply at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard let builder = KeyframeBuilder.stack.last, AnimationCapture.current != nil else {
            performWithoutAnimation(animations)
            return
        }
        let capture = AnimationCapture(duration: UIView.inheritedAnimationDuration * frameDuration, timing: .linear)
        AnimationCapture.run(capture, animations)
        builder.add(capture, start: frameStartTime, duration: builder.discrete ? 0 : frameDuration)
    }
}

/// The keyframes of one `animateKeyframes` call, per view and property.
@MainActor
final class KeyframeBuilder {
    static var stack: [KeyframeBuilder] = []
    let discrete: Bool
    private var order: [TrackKey] = []
    private var entries: [TrackKey: (view: UIView, property: AnimatableProperty, from: AnimatableValue,
                                     keyframes: [AnimationTrack.Keyframe])] = [:]

    init(discrete: Bool) { self.discrete = discrete }

    func add(_ capture: AnimationCapture, start: Double, duration: Double) {
        for track in capture.changedValues() {
            let key = TrackKey(track.view, track.property)
            if entries[key] == nil {
                entries[key] = (track.view, track.property, track.old, [])
                order.append(key)
            }
            entries[key]?.keyframes.append(.init(start: start, duration: duration, value: track.new))
        }
    }

    /// One track per property, through its keyframes in start order.
    func makeTracks() -> [AnimationTrack] {
        order.compactMap { key in
            guard let entry = entries[key] else { return nil }
            let track = AnimationTrack(view: entry.view, property: entry.property, from: entry.from,
                                       to: entry.view.modelValue(of: entry.property))
            track.keyframes = entry.keyframes.sorted { $0.start < $1.start }
            return track
        }
    }
}
