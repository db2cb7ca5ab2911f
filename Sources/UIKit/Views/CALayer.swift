import Foundation

/// The few layer properties view-controller code commonly touches: corners, border,
/// masking, opacity and shadow. Geometry lives on the view; renderers read these.
///
/// The layer's animatable properties (its own corner, border and shadow values, and the
/// view's geometry, opacity and background colour it shares) change their model value at
/// once inside an animation block; ``presentation()`` shows the in-flight values.
@preconcurrency @MainActor
public final class CALayer {
    /// The view this layer backs (`view.layer.delegate` on iOS). Nil for a presentation copy.
    public internal(set) weak var owningView: UIView?

    public var cornerRadius: CGFloat = 0 {
        willSet { AnimatablePropertyChanges.willChange(owningView, .cornerRadius, from: .scalar(cornerRadius)) }
    }
    public var borderWidth: CGFloat = 0 {
        willSet { AnimatablePropertyChanges.willChange(owningView, .borderWidth, from: .scalar(borderWidth)) }
    }
    public var borderColor: CGColor? {
        willSet { AnimatablePropertyChanges.willChange(owningView, .borderColor, from: .color(borderColor)) }
    }
    /// Which corners ``cornerRadius`` rounds (default: all four). Stored: renderers round
    /// every corner.
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                              .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The corner shape (default `.circular`); stored.
    public var cornerCurve: CALayerCornerCurve = .circular
    public var masksToBounds = false
    public var shadowColor: CGColor? = UIColor.black.cgColor {
        willSet { AnimatablePropertyChanges.willChange(owningView, .shadowColor, from: .color(shadowColor)) }
    }
    public var shadowOpacity: Float = 0 {
        willSet { AnimatablePropertyChanges.willChange(owningView, .shadowOpacity, from: .scalar(CGFloat(shadowOpacity))) }
    }
    public var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { AnimatablePropertyChanges.willChange(owningView, .shadowOffset, from: .size(shadowOffset)) }
    }
    public var shadowRadius: CGFloat = 3 {
        willSet { AnimatablePropertyChanges.willChange(owningView, .shadowRadius, from: .scalar(shadowRadius)) }
    }
    /// The shape the shadow takes (nil: the layer's own rounded bounds). Stored: renderers
    /// cast the shadow from the background shape (docs/FeatureCoverage.md).
    public var shadowPath: CGPath?
    public var zPosition: CGFloat = 0
    public var name: String?

    /// The view's alpha: one value, two names, as on iOS.
    public var opacity: Float {
        get { Float(detached?.alpha ?? owningView?.alpha ?? 1) }
        set { owningView?.alpha = CGFloat(newValue) }
    }

    /// The view's background colour, as a layer holds it.
    public var backgroundColor: CGColor? {
        get { detached.map(\.backgroundColor) ?? owningView?.backgroundColor?.cgColor }
        set { owningView?.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
    }

    /// The view's centre: where the layer's anchor point (its middle) sits in the superlayer.
    public var position: CGPoint {
        get { detached?.center ?? owningView?.center ?? .zero }
        set { owningView?.center = newValue }
    }

    public var bounds: CGRect {
        get { detached?.bounds ?? owningView?.bounds ?? .zero }
        set { owningView?.bounds = newValue }
    }

    /// The frame the view's bounds, centre and transform give.
    public var frame: CGRect {
        guard let detached else { return owningView?.frame ?? .zero }
        let size = detached.bounds.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return local.applying(detached.transform).offsetBy(dx: detached.center.x, dy: detached.center.y)
    }

    /// The view's transform (Core Animation's 2-D accessor; there is no `CATransform3D`).
    public func affineTransform() -> CGAffineTransform {
        detached?.transform ?? owningView?.transform ?? .identity
    }

    public func setAffineTransform(_ m: CGAffineTransform) { owningView?.transform = m }

    /// The in-flight values of the animating properties, written by the animation engine
    /// once per frame; empty when nothing animates.
    var presentationSlots: [AnimatableProperty: PresentationSlot] = [:]
    /// The values a presentation copy shows instead of a view's.
    private var detached: DetachedValues?

    init() {}

    /// A copy of the layer with the values currently on screen: each animating property at
    /// its value for the last displayed frame, the others at their model value. Nil when no
    /// property of this layer animates (on iOS, when the layer was never committed to the
    /// render tree; here, whenever nothing animates). Reading it never changes anything;
    /// the copy does not follow later changes.
    public func presentation() -> CALayer? {
        guard !presentationSlots.isEmpty, let view = owningView else { return nil }
        func value(_ property: AnimatableProperty) -> AnimatableValue {
            presentationSlots[property]?.value ?? view.modelValue(of: property)
        }
        let copy = CALayer()
        copy.name = name
        copy.masksToBounds = masksToBounds
        copy.zPosition = zPosition
        copy.presentationCopy(of: value)
        return copy
    }

    /// The layer itself: the model layer is the one app code holds.
    public func model() -> CALayer { self }

    private func presentationCopy(of value: (AnimatableProperty) -> AnimatableValue) {
        var values = DetachedValues()
        for property in AnimatableProperty.allCases {
            switch (property, value(property)) {
            case (.bounds, .rect(let r)): values.bounds = r
            case (.center, .point(let p)): values.center = p
            case (.transform, .transform(let t)): values.transform = t
            case (.alpha, .scalar(let v)): values.alpha = v
            case (.backgroundColor, .color(let c)): values.backgroundColor = c
            case (.cornerRadius, .scalar(let v)): cornerRadius = v
            case (.borderWidth, .scalar(let v)): borderWidth = v
            case (.borderColor, .color(let c)): borderColor = c
            case (.shadowOpacity, .scalar(let v)): shadowOpacity = Float(v)
            case (.shadowRadius, .scalar(let v)): shadowRadius = v
            case (.shadowOffset, .size(let s)): shadowOffset = s
            case (.shadowColor, .color(let c)): shadowColor = c
            default: break
            }
        }
        detached = values
    }
}

/// A presentation copy's own geometry, opacity and background (a model layer reads its view's).
private struct DetachedValues {
    var bounds = CGRect.zero
    var center = CGPoint.zero
    var transform = CGAffineTransform.identity
    var alpha: CGFloat = 1
    var backgroundColor: CGColor?
}

/// The corners of a layer that `cornerRadius` rounds (`CALayer.maskedCorners`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The shape of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
