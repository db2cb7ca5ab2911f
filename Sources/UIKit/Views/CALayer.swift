import Foundation

/// A view's layer, or a layer of its own (`CALayer()`, `CAShapeLayer()`, `CAGradientLayer()`)
/// added with `addSublayer(_:)`: corners, border, masking, opacity, shadow, sublayers and
/// explicit animations (`add(_:forKey:)`). A view's layer keeps its geometry, opacity,
/// background and visibility on the view; a layer of its own keeps them itself.
///
/// The layer's animatable properties (its own corner, border and shadow values, and the
/// view's geometry, opacity and background colour it shares) change their model value at
/// once inside an animation block; ``presentation()`` shows the in-flight values. A layer
/// of its own is not animated implicitly (as inside `CATransaction.setDisableActions(true)`
/// on iOS): its changes show at once.
@preconcurrency @MainActor
open class CALayer {
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
    /// The transform applied to the sublayers. Stored, not drawn: sublayers are drawn
    /// without it (said once when a transform other than the identity is set).
    public var sublayerTransform: CATransform3D = CATransform3DIdentity {
        didSet {
            guard !CATransform3DIsIdentity(sublayerTransform) else { return }
            ViewControllerKit.Runtime.current.diagnostics.unsupported("CALayer.sublayerTransform", "sublayers are drawn without it")
        }
    }
    /// Stored: a rasterized layer looks the same, and renderers draw vectors.
    public var shouldRasterize = false
    /// Stored: renderers draw vectors at any scale.
    public var rasterizationScale: CGFloat = 1
    /// Stored: renderers draw vectors at any scale.
    public var contentsScale: CGFloat = 1

    /// The size the layer would like in its superlayer: its frame's size; a
    /// ``CATextLayer``'s text size.
    open func preferredFrameSize() -> CGSize { frame.size }

    /// The view's alpha: one value, two names, as on iOS.
    public var opacity: Float {
        get { Float(detached?.alpha ?? owningView?.alpha ?? 1) }
        set {
            if let owningView { owningView.alpha = CGFloat(newValue) } else { detached?.alpha = CGFloat(newValue) }
        }
    }

    /// The view's background colour, as a layer holds it.
    public var backgroundColor: CGColor? {
        get { detached.map(\.backgroundColor) ?? owningView?.backgroundColor?.cgColor }
        set {
            if let owningView { owningView.backgroundColor = newValue.map { UIColor(cgColor: $0) } } else { detached?.backgroundColor = newValue }
        }
    }

    /// The view's `isHidden`; a layer of its own keeps its own.
    public var isHidden: Bool {
        get { detached?.isHidden ?? owningView?.isHidden ?? false }
        set { if let owningView { owningView.isHidden = newValue } else { detached?.isHidden = newValue } }
    }

    /// Where the layer's ``anchorPoint`` sits in the superlayer (a view's centre).
    public var position: CGPoint {
        get { detached?.center ?? owningView?.center ?? .zero }
        set { if let owningView { owningView.center = newValue } else { detached?.center = newValue } }
    }

    public var bounds: CGRect {
        get { detached?.bounds ?? owningView?.bounds ?? .zero }
        set { if let owningView { owningView.bounds = newValue } else { detached?.bounds = newValue } }
    }

    /// The point of the bounds (in unit coordinates) that ``position`` places, and that
    /// transforms turn about; the middle (0.5, 0.5) by default. A view's layer keeps it at
    /// the middle (a view's geometry is its centre): setting it there is stored only.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The rectangle the layer covers in its superlayer: its bounds placed by ``position``
    /// and ``anchorPoint``, transformed. Setting it sets the bounds' size and the position.
    public var frame: CGRect {
        get {
            guard let detached else { return owningView?.frame ?? .zero }
            let size = detached.bounds.size
            let anchor = owningView == nil ? anchorPoint : CGPoint(x: 0.5, y: 0.5)
            let local = CGRect(x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
            return local.applying(detached.transform).offsetBy(dx: detached.center.x, dy: detached.center.y)
        }
        set {
            if let owningView { owningView.frame = newValue; return }
            detached?.bounds.size = newValue.size
            detached?.center = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x,
                                       y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }

    /// The view's transform (Core Animation's 2-D accessor of ``transform``).
    public func affineTransform() -> CGAffineTransform {
        detached?.transform ?? owningView?.transform ?? .identity
    }

    public func setAffineTransform(_ m: CGAffineTransform) {
        if let owningView { owningView.transform = m } else { detached?.transform = m }
        storedTransform3D = nil
    }

    /// The layer's 3-D transform. Only its 2-D part (`m11`, `m12`, `m21`, `m22`, `m41`,
    /// `m42`) moves and turns what is drawn: depth and perspective (`m34`) are kept and read
    /// back, not drawn (docs/DifferencesFromIOS.md).
    public var transform: CATransform3D {
        get { storedTransform3D.flatMap { CATransform3DGetAffineTransform($0) == affineTransform() ? $0 : nil }
              ?? CATransform3DMakeAffineTransform(affineTransform()) }
        set {
            let flat = CATransform3DGetAffineTransform(newValue)
            if let owningView { owningView.transform = flat } else { detached?.transform = flat }
            storedTransform3D = newValue
        }
    }
    /// The last 3-D transform set, while the 2-D transform still matches it.
    private var storedTransform3D: CATransform3D?

    /// Sublayers that are not views' layers, each at its index among all sublayers
    /// (``sublayers``), in index order.
    var ownSublayers: [(layer: CALayer, index: Int)] = []
    /// The layer this one was added to with `addSublayer(_:)` or `insertSublayer`.
    weak var ownSuperlayer: CALayer?
    /// The explicit animations (`add(_:forKey:)`), in the order added.
    var explicitAnimations: [ExplicitLayerAnimation] = []

    /// The in-flight values of the animating properties, written by the animation engine
    /// once per frame; empty when nothing animates.
    var presentationSlots: [AnimatableProperty: PresentationSlot] = [:]
    /// The values a presentation copy shows instead of a view's.
    var detached: DetachedValues?

    /// A layer of its own, not a view's: it keeps its geometry, opacity, background and
    /// visibility itself. Add it to a layer with `addSublayer(_:)`.
    public init() {
        detached = DetachedValues()
    }

    /// A view's layer (the view sets ``owningView``).
    init(backingView: Void) {}

    /// A copy of the layer with the values currently on screen: each animating property at
    /// its value for the last displayed frame, the others at their model value. Nil when no
    /// property of this layer animates (on iOS, when the layer was never committed to the
    /// render tree; here, whenever nothing animates). Reading it never changes anything;
    /// the copy does not follow later changes.
    public func presentation() -> CALayer? {
        let animated = explicitAnimations.isEmpty ? [] : explicitAnimationValues(at: ViewControllerKit.Runtime.current.clock.now)
        guard !presentationSlots.isEmpty || !animated.isEmpty else { return nil }
        let copy: CALayer
        if let view = owningView {
            func value(_ property: AnimatableProperty) -> AnimatableValue {
                presentationSlots[property]?.value ?? view.modelValue(of: property)
            }
            // A view's gradient, shape or text layer keeps its own values; geometry follows below.
            copy = type(of: self) == CALayer.self ? CALayer(backingView: ()) : copyForPresentation()
            copy.name = name
            copy.masksToBounds = masksToBounds
            copy.zPosition = zPosition
            copy.maskedCorners = maskedCorners
            copy.presentationCopy(of: value)
        } else {
            copy = copyForPresentation()
        }
        for (keyPath, value) in animated { copy.setAnimatableValue(value, forKeyPath: keyPath) }
        return copy
    }

    /// A layer of its own with this layer's values (subclasses add theirs); its sublayers
    /// and animations are not copied.
    func copyForPresentation() -> CALayer {
        let copy = CALayer()
        copyLayerValues(to: copy)
        return copy
    }

    /// Copies the values every layer has into `copy`, a layer of its own.
    func copyLayerValues(to copy: CALayer) {
        copy.name = name
        copy.masksToBounds = masksToBounds
        copy.zPosition = zPosition
        copy.maskedCorners = maskedCorners
        copy.cornerCurve = cornerCurve
        copy.cornerRadius = cornerRadius
        copy.borderWidth = borderWidth
        copy.borderColor = borderColor
        copy.shadowColor = shadowColor
        copy.shadowOpacity = shadowOpacity
        copy.shadowOffset = shadowOffset
        copy.shadowRadius = shadowRadius
        copy.shadowPath = shadowPath
        copy.sublayerTransform = sublayerTransform
        copy.shouldRasterize = shouldRasterize
        copy.rasterizationScale = rasterizationScale
        copy.contentsScale = contentsScale
        copy.anchorPoint = anchorPoint
        copy.detached = detached ?? DetachedValues(
            bounds: bounds, center: position, transform: affineTransform(), alpha: CGFloat(opacity),
            backgroundColor: backgroundColor, isHidden: isHidden)
        copy.storedTransform3D = storedTransform3D
    }

    /// The value an animation of `keyPath` starts or ends at when it names none (the
    /// model value), nil for a key path layers do not animate.
    func animatableValue(forKeyPath keyPath: String) -> Any? {
        let t = affineTransform()
        switch keyPath {
        case "opacity": return opacity
        case "position": return position
        case "position.x": return position.x
        case "position.y": return position.y
        case "bounds": return bounds
        case "bounds.size": return bounds.size
        case "bounds.size.width": return bounds.width
        case "bounds.size.height": return bounds.height
        case "transform": return transform
        case "transform.scale", "transform.scale.x": return (t.a * t.a + t.b * t.b).squareRoot()
        case "transform.scale.y": return (t.c * t.c + t.d * t.d).squareRoot()
        case "transform.rotation", "transform.rotation.z": return atan2(t.b, t.a)
        case "transform.translation.x": return t.tx
        case "transform.translation.y": return t.ty
        case "cornerRadius": return cornerRadius
        case "borderWidth": return borderWidth
        case "borderColor": return borderColor
        case "backgroundColor": return backgroundColor
        case "shadowOpacity": return shadowOpacity
        case "shadowRadius": return shadowRadius
        case "shadowOffset": return shadowOffset
        case "shadowColor": return shadowColor
        case "zPosition": return zPosition
        case "anchorPoint": return anchorPoint
        default: return nil
        }
    }

    /// Shows `value` for `keyPath` (on a presentation copy). The `transform.` key paths
    /// change one part of the 2-D transform (scale, rotation, translation) and keep the others.
    func setAnimatableValue(_ value: Any, forKeyPath keyPath: String) {
        let number = CALayer.number(value)
        let t = affineTransform()
        let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        let scaleY = scaleX == 0 ? 0 : (t.a * t.d - t.b * t.c) / scaleX
        let angle = atan2(t.b, t.a)
        func setParts(sx: CGFloat = scaleX, sy: CGFloat = scaleY, rotation: CGFloat = angle, tx: CGFloat = t.tx, ty: CGFloat = t.ty) {
            setAffineTransform(CGAffineTransform(a: cos(rotation) * sx, b: sin(rotation) * sx,
                                                 c: -sin(rotation) * sy, d: cos(rotation) * sy, tx: tx, ty: ty))
        }
        switch keyPath {
        case "opacity": if let number { opacity = Float(number) }
        case "position": if let v = value as? CGPoint { position = v }
        case "position.x": if let number { position.x = number }
        case "position.y": if let number { position.y = number }
        case "bounds": if let v = value as? CGRect { bounds = v }
        case "bounds.size": if let v = value as? CGSize { bounds.size = v }
        case "bounds.size.width": if let number { bounds.size.width = number }
        case "bounds.size.height": if let number { bounds.size.height = number }
        case "transform": if let v = value as? CATransform3D { transform = v }
        case "transform.scale": if let number { setParts(sx: number, sy: number) }
        case "transform.scale.x": if let number { setParts(sx: number) }
        case "transform.scale.y": if let number { setParts(sy: number) }
        case "transform.rotation", "transform.rotation.z": if let number { setParts(rotation: number) }
        case "transform.translation.x": if let number { setParts(tx: number) }
        case "transform.translation.y": if let number { setParts(ty: number) }
        case "cornerRadius": if let number { cornerRadius = number }
        case "borderWidth": if let number { borderWidth = number }
        case "borderColor": borderColor = value as? CGColor
        case "backgroundColor": backgroundColor = value as? CGColor
        case "shadowOpacity": if let number { shadowOpacity = Float(number) }
        case "shadowRadius": if let number { shadowRadius = number }
        case "shadowOffset": if let v = value as? CGSize { shadowOffset = v }
        case "shadowColor": shadowColor = value as? CGColor
        case "zPosition": if let number { zPosition = number }
        case "anchorPoint": if let v = value as? CGPoint { anchorPoint = v }
        default: break
        }
    }

    /// A number an animation value holds (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`).
    nonisolated static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
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

/// The geometry, opacity, background and visibility of a layer of its own or a
/// presentation copy (a view's layer reads its view's).
struct DetachedValues {
    var bounds = CGRect.zero
    var center = CGPoint.zero
    var transform = CGAffineTransform.identity
    var alpha: CGFloat = 1
    var backgroundColor: CGColor?
    var isHidden = false
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
