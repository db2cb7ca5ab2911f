import Foundation

/// What an added animation changes, copied when it was added: one property from a value
/// to another (basic), along a spring, through keyframes, or a group's members; nothing
/// for an animation drawn by no property (a `CATransition`, a plain `CAAnimation`).
indirect enum LayerAnimationContent {
    case nothing
    case basic(keyPath: String, from: Any?, to: Any?, by: Any?)
    case spring(keyPath: String, from: Any?, to: Any?, by: Any?, SpringSolution)
    case keyframes(keyPath: String, KeyframeTrack)
    case group([(timing: LayerAnimationTiming, content: LayerAnimationContent)])

    /// `animation`'s content as it is now.
    @MainActor init(_ animation: CAAnimation) {
        if let group = animation as? CAAnimationGroup {
            let duration = animation.duration > 0 ? animation.duration : 0.25
            self = .group((group.animations ?? []).map { member in
                (LayerAnimationTiming(member, begin: member.beginTime, defaultDuration: duration), LayerAnimationContent(member))
            })
            return
        }
        guard let keyPath = (animation as? CAPropertyAnimation)?.keyPath else {
            self = .nothing
            return
        }
        switch animation {
        case let spring as CASpringAnimation:
            self = .spring(keyPath: keyPath, from: spring.fromValue, to: spring.toValue, by: spring.byValue, spring.solution)
        case let basic as CABasicAnimation:
            self = .basic(keyPath: keyPath, from: basic.fromValue, to: basic.toValue, by: basic.byValue)
        case let keyframe as CAKeyframeAnimation:
            self = KeyframeTrack(keyframe).map { .keyframes(keyPath: keyPath, $0) } ?? .nothing
        default:
            self = .nothing
        }
    }

    /// The values shown `time` seconds into a pass of `duration` seconds, by key path
    /// (a group's members in order, later ones last).
    @MainActor func values(at time: TimeInterval, duration: TimeInterval, on layer: CALayer) -> [(keyPath: String, value: Any)] {
        switch self {
        case .nothing:
            return []
        case let .basic(keyPath, from, to, by):
            return Self.between(keyPath, from, to, by, at: time / duration, on: layer)
        case let .spring(keyPath, from, to, by, solution):
            return Self.between(keyPath, from, to, by, at: solution.value(at: time), on: layer)
        case let .keyframes(keyPath, track):
            return [(keyPath, track.value(at: time / duration))]
        case let .group(members):
            return members.flatMap { member -> [(keyPath: String, value: Any)] in
                guard let local = member.timing.localTime(at: time, showsAfterEnd: true) else { return [] }
                return member.content.values(at: local, duration: member.timing.duration, on: layer)
            }
        }
    }

    /// A basic animation's value at `progress` (0 at its start, 1 at its end, beyond for a
    /// spring's overshoot); a missing end is the layer's model value.
    @MainActor private static func between(_ keyPath: String, _ fromValue: Any?, _ toValue: Any?, _ byValue: Any?,
                                           at progress: Double, on layer: CALayer) -> [(keyPath: String, value: Any)] {
        let model = layer.animatableValue(forKeyPath: keyPath)
        guard let from = fromValue ?? model else { return [] }
        var to = toValue ?? model ?? from
        if toValue == nil, let by = byValue, let start = CALayer.number(from), let step = CALayer.number(by) {
            to = start + step
        }
        return [(keyPath, CAInterpolation.value(from: from, to: to, at: CGFloat(progress)))]
    }
}
