import Foundation

/// An effect that moves a view's properties as the viewer tilts the device (a parallax
/// background, say): subclass and override ``keyPathsAndRelativeValues(forViewerOffset:)``,
/// or use ``UIInterpolatingMotionEffect`` and ``UIMotionEffectGroup``.
///
/// ```swift
/// let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
/// horizontal.minimumRelativeValue = -20
/// horizontal.maximumRelativeValue = 20
/// imageView.addMotionEffect(horizontal)
/// ```
///
/// Differs from iOS: there is no device motion here, so no viewer offset ever arrives and
/// effects are never applied. Views keep the effects added to them (``UIView/motionEffects``),
/// and the first `addMotionEffect(_:)` says so through the diagnostics channel.
@preconcurrency @MainActor
open class UIMotionEffect {
    public init() {}

    /// The relative values to add to the view's key paths for `viewerOffset` (each axis in
    /// -1…1, 0 when the device is held as it was). UIKit calls it as the device tilts; it is
    /// never called here. The base class returns nil (no change).
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// A motion effect that moves one key path between two relative values as the device tilts
/// along one axis (UIKit's parallax building block). Never applied here (see ``UIMotionEffect``).
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis whose tilt drives the effect (UIKit's raw values).
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis = 0
        case tiltAlongVerticalAxis = 1
    }

    /// The view's key path the effect moves (`"center.x"`, `"layer.shadowOffset"`).
    open private(set) var keyPath: String
    open private(set) var type: EffectType
    /// The relative value at the axis's -1 end (a number, usually).
    open var minimumRelativeValue: Any?
    /// The relative value at the axis's +1 end.
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// The value between the minimum and maximum for the offset along the effect's axis,
    /// when both are numbers (`CGFloat`, `Double`, `Int` or `NSNumber`); nil otherwise.
    override open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let minimum = Self.number(minimumRelativeValue), let maximum = Self.number(maximumRelativeValue) else {
            return nil
        }
        let offset = min(max(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical, -1), 1)
        return [keyPath: minimum + (maximum - minimum) * (offset + 1) / 2]
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}

/// Several motion effects applied together (the horizontal and vertical halves of a
/// parallax effect). Never applied here (see ``UIMotionEffect``).
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group, in order.
    open var motionEffects: [UIMotionEffect]?

    /// The members' values merged (a later member wins for the same key path).
    override open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let values = (motionEffects ?? []).compactMap { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) }
        return values.isEmpty ? nil : values.reduce(into: [:]) { $0.merge($1) { _, later in later } }
    }
}

extension UIView {
    /// The motion effects added to the view, in the order added. Setting it removes the
    /// effects not in the new list and adds the new ones.
    public var motionEffects: [UIMotionEffect] {
        get { storedMotionEffects }
        set {
            storedMotionEffects.removeAll { old in !newValue.contains { $0 === old } }
            for effect in newValue { addMotionEffect(effect) }
        }
    }

    /// Adds `effect` (once; adding it again does nothing). Differs from iOS: kept, never
    /// applied (no device motion); the first call says so through the diagnostics channel.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        runtimeInUse.diagnostics.unsupported(
            "UIView.addMotionEffect(_:)", "there is no device motion; the effects are kept in motionEffects, never applied")
        guard !storedMotionEffects.contains(where: { $0 === effect }) else { return }
        storedMotionEffects.append(effect)
    }

    /// Removes `effect` (nothing when it was not added).
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        storedMotionEffects.removeAll { $0 === effect }
    }
}
