import Foundation

public typealias CFTimeInterval = Double

/// The current time of Core Animation's clock: the runtime's clock (under a host, its
/// manual clock), so `beginTime = CACurrentMediaTime() + 1` delays an animation by a
/// second of that clock.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    ViewControllerKit.Runtime.current.clock.now
}

/// An explicit animation, added to a layer with `add(_:forKey:)`: it changes what the layer
/// shows (its `presentation()`), never its model values.
///
/// Timing: it starts when added (or at ``beginTime``, on ``CACurrentMediaTime()``'s
/// clock), lasts ``duration`` (0.25 s when 0), runs ``repeatCount`` times (once when 0),
/// each time there and back when it ``autoreverses``, paced by ``timingFunction``
/// (linear when nil). When it ends it is removed (unless ``isRemovedOnCompletion`` is
/// false, when ``fillMode`` `.forwards` or `.both` keeps its last value shown), and the
/// ``delegate`` hears `animationDidStop(_:finished: true)`; removing it earlier gives
/// `finished: false`. The delegate is held strongly, as on iOS.
@preconcurrency @MainActor
open class CAAnimation {
    public var duration: CFTimeInterval = 0
    public var beginTime: CFTimeInterval = 0
    public var timingFunction: CAMediaTimingFunction?
    public var repeatCount: Float = 0
    /// How long the animation repeats, in seconds (0: ``repeatCount`` decides); it may
    /// end mid-pass.
    public var repeatDuration: CFTimeInterval = 0
    /// Where in its passes the animation starts, in seconds: it shows from that point,
    /// wraps round to the start, and still lasts its whole active duration.
    public var timeOffset: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed
    public var isRemovedOnCompletion = true
    /// Stored; animations run at speed 1 here.
    public var speed: Float = 1
    public var delegate: CAAnimationDelegate?
    /// Values set with ``setValue(_:forKey:)``: apps tag animations this way to tell them
    /// apart in the delegate.
    private var taggedValues: [String: Any] = [:]

    public init() {}

    /// Keeps `value` under `key` (removes it when nil): a tag an app reads back with
    /// ``value(forKey:)``, typically in its delegate. Keys are the app's own; the animation's
    /// properties are not reached through them here (there is no key-value coding).
    open func setValue(_ value: Any?, forKey key: String) { taggedValues[key] = value }

    /// The value set under `key`, nil when none.
    open func value(forKey key: String) -> Any? { taggedValues[key] }
}

/// An animation of one property of a layer, named by its key path (`"opacity"`,
/// `"position.x"`, `"transform.scale"`, `"strokeEnd"`, …).
open class CAPropertyAnimation: CAAnimation {
    public var keyPath: String?
    /// Stored; values replace the model value here.
    public var isAdditive = false

    public override init() { super.init() }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// A property animation from ``fromValue`` to ``toValue`` (or by ``byValue``); a missing end
/// is the layer's model value. Numbers, points, sizes, rects, `CATransform3D`s and
/// `CGColor`s (and arrays of them, element by element) are interpolated; other values
/// change at the end.
open class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    public override init() { super.init() }
}

/// Hears an animation start and stop. Both methods are optional, as on iOS.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// How an animation paces its progress: a cubic Bézier curve from (0, 0) to (1, 1).
public final class CAMediaTimingFunction: Sendable {
    let curve: CubicBezierCurve?

    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: curve = CubicBezierCurve(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: curve = CubicBezierCurve(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeInEaseOut: curve = CubicBezierCurve(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .default: curve = CubicBezierCurve(CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1))
        default: curve = nil
        }
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicBezierCurve(CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)), CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)))
    }

    /// The paced progress for the fraction `x` of time elapsed.
    func progress(at x: Double) -> Double { curve?.value(at: x) ?? min(max(x, 0), 1) }
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
