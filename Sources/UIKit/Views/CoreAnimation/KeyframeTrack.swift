import Foundation

/// A ``CAKeyframeAnimation``'s keyframes as copied when it was added: the values (or the
/// points of its path, each element of the path one segment), the fraction of the
/// duration at which each is reached, and the timing function of each segment.
///
/// Linear mode moves from keyframe to keyframe (a path's curves followed as curves);
/// discrete mode jumps, each value shown from its key time to the next; paced mode spaces
/// the key times by the distance between values (numbers and points; other values evenly).
/// Cubic modes are drawn as their linear or paced counterparts (said once).
struct KeyframeTrack {
    /// One step from a keyframe to the next: its value at a fraction of the step.
    private let segments: [(CGFloat) -> Any]
    /// The keyframes' values, for the ends and discrete mode.
    private let keyframes: [Any]
    private let times: [Double]
    private let functions: [CAMediaTimingFunction]?
    private let discrete: Bool

    @MainActor init?(_ animation: CAKeyframeAnimation) {
        let mode = animation.calculationMode
        if mode == .cubic || mode == .cubicPaced {
            ViewControllerKit.Runtime.current.diagnostics.unsupported(
                "CAKeyframeAnimation.calculationMode .cubic/.cubicPaced", "keyframes are joined by straight steps (.linear/.paced)")
        }
        if animation.rotationMode != nil {
            ViewControllerKit.Runtime.current.diagnostics.unsupported(
                "CAKeyframeAnimation.rotationMode", "the layer does not turn along its path")
        }
        var distances: [CGFloat] = []
        if let path = animation.path {
            let steps = KeyframeTrack.steps(of: path)
            guard let first = steps.first else { return nil }
            keyframes = [first.start] + steps.map(\.end)
            segments = steps.map { $0.point }
            distances = steps.map(\.length)
        } else {
            let values = animation.values ?? []
            guard !values.isEmpty else { return nil }
            keyframes = values
            segments = zip(values, values.dropFirst()).map { from, to in { CAInterpolation.value(from: from, to: to, at: $0) } }
            distances = zip(values, values.dropFirst()).map { KeyframeTrack.distance($0, $1) }
        }
        discrete = mode == .discrete
        functions = animation.timingFunctions
        let count = keyframes.count
        let given = animation.keyTimes?.map(\.doubleValue)
        if mode == .paced || mode == .cubicPaced {
            let total = distances.reduce(0, +)
            var sum: CGFloat = 0
            times = total > 0 ? [0] + distances.map { sum += $0; return Double(sum / total) } : KeyframeTrack.even(count, intervals: count - 1)
        } else if discrete {
            times = given.flatMap { $0.count >= count ? $0 : nil } ?? KeyframeTrack.even(count, intervals: count)
        } else {
            times = given.flatMap { $0.count == count ? $0 : nil } ?? KeyframeTrack.even(count, intervals: count - 1)
        }
    }

    /// The value at `fraction` (0…1) of the duration.
    func value(at fraction: Double) -> Any {
        if discrete {
            let index = times.lastIndex { $0 <= fraction } ?? 0
            return keyframes[min(index, keyframes.count - 1)]
        }
        guard keyframes.count > 1, fraction > times[0] else { return keyframes[0] }
        guard let next = times.firstIndex(where: { $0 > fraction }) else { return keyframes[keyframes.count - 1] }
        let index = next - 1
        let width = times[next] - times[index]
        var u = width > 0 ? (fraction - times[index]) / width : 1
        if let functions, index < functions.count { u = functions[index].progress(at: u) }
        return segments[index](CGFloat(u))
    }

    /// `count` key times spread evenly over `intervals` equal steps from 0.
    private static func even(_ count: Int, intervals: Int) -> [Double] {
        (0..<count).map { intervals > 0 ? Double($0) / Double(intervals) : 0 }
    }

    /// How far apart two values are, for paced mode: numbers and points by distance.
    private static func distance(_ a: Any, _ b: Any) -> CGFloat {
        if let x = CALayer.number(a), let y = CALayer.number(b) { return abs(y - x) }
        if let p = a as? CGPoint, let q = b as? CGPoint { return hypot(q.x - p.x, q.y - p.y) }
        return 1
    }

    /// A path's drawing elements as steps between points: lines, curves, and the line a
    /// close draws back to its subpath's start; a move starts a new subpath without a step.
    private static func steps(of path: CGPath) -> [(start: CGPoint, end: CGPoint, length: CGFloat, point: (CGFloat) -> Any)] {
        var result: [(start: CGPoint, end: CGPoint, length: CGFloat, point: (CGFloat) -> Any)] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        func add(_ end: CGPoint, _ point: @escaping (CGFloat) -> CGPoint) {
            var length: CGFloat = 0, last = current
            for i in 1...32 {
                let p = point(CGFloat(i) / 32)
                length += hypot(p.x - last.x, p.y - last.y)
                last = p
            }
            result.append((current, end, length, { point($0) }))
            current = end
        }
        for element in path.elements {
            switch element {
            case .moveToPoint(let p):
                current = p
                subpathStart = p
            case .addLineToPoint(let e):
                let s = current
                add(e) { t in CGPoint(x: s.x + (e.x - s.x) * t, y: s.y + (e.y - s.y) * t) }
            case .addQuadCurveToPoint(let c, let e):
                let s = current
                add(e) { t in
                    let u = 1 - t
                    return CGPoint(x: u * u * s.x + 2 * u * t * c.x + t * t * e.x, y: u * u * s.y + 2 * u * t * c.y + t * t * e.y)
                }
            case .addCurveToPoint(let c1, let c2, let e):
                let s = current
                add(e) { t in
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return CGPoint(x: a * s.x + b * c1.x + c * c2.x + d * e.x, y: a * s.y + b * c1.y + c * c2.y + d * e.y)
                }
            case .closeSubpath:
                let s = current, e = subpathStart
                add(e) { t in CGPoint(x: s.x + (e.x - s.x) * t, y: s.y + (e.y - s.y) * t) }
            }
        }
        return result
    }
}
