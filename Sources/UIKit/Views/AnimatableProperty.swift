import Foundation

/// The view and layer properties that animate, as the animation engine (Animation/) sees
/// them. Views and layers report changes to them through ``AnimatablePropertyChanges`` and
/// show the engine's in-flight values through ``CALayer/presentation()``; the engine itself
/// lives above this layer.
///
/// A view's `frame` is not a property of its own: like iOS, which animates the layer's
/// `bounds` and `position`, setting `frame` changes `bounds` and `center`.
enum AnimatableProperty: UInt8, CaseIterable, Sendable {
    case bounds, center, transform, alpha, backgroundColor
    case cornerRadius, borderWidth, borderColor, shadowOpacity, shadowRadius, shadowOffset, shadowColor
}

/// One value of an animatable property. Colours are `CGColor?`; a missing colour
/// interpolates as transparent black, as Core Animation does.
enum AnimatableValue: Equatable, Sendable {
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CGAffineTransform)
    case color(CGColor?)

    /// The value a fraction `t` of the way from `self` to `to` (t outside 0…1 overshoots,
    /// as springs do). Values of different kinds do not mix: the result is `to`.
    func interpolated(to: AnimatableValue, at t: CGFloat) -> AnimatableValue {
        @inline(__always) func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, to) {
        case let (.scalar(a), .scalar(b)): return .scalar(mix(a, b))
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                                width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            // Component-wise, as Core Animation interpolates an affine transform set on a view.
            return .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c),
                                                d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case let (.color(a), .color(b)):
            let x = a ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
            let y = b ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
            return .color(CGColor(red: mix(x.red, y.red), green: mix(x.green, y.green),
                                  blue: mix(x.blue, y.blue), alpha: mix(x.alpha, y.alpha)))
        default: return to
        }
    }
}

/// Where the engine writes a property's in-flight (presentation) value, once per frame.
/// A layer keeps one per animating property; the engine's track keeps the same object,
/// so a frame costs no lookup.
@MainActor
final class PresentationSlot {
    var value: AnimatableValue
    init(_ value: AnimatableValue) { self.value = value }
}

/// The hook through which views and layers tell an open animation block about a change.
///
/// Non-nil only while `UIView.animate`'s `animations` closure (or another capturing block)
/// runs — synchronously, on the main actor — so it is never observed across tests.
@MainActor
enum AnimatablePropertyChanges {
    /// Told the view, the property, and its value before the change.
    static var recorder: ((UIView, AnimatableProperty, AnimatableValue) -> Void)?

    @inline(__always)
    static func willChange(_ view: UIView?, _ property: AnimatableProperty, from old: @autoclosure () -> AnimatableValue) {
        guard let recorder, let view else { return }
        recorder(view, property, old())
    }
}

extension UIView {
    /// The model value of `property` (what the view's and layer's getters return).
    func modelValue(of property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .bounds: .rect(bounds)
        case .center: .point(center)
        case .transform: .transform(transform)
        case .alpha: .scalar(alpha)
        case .backgroundColor: .color(backgroundColor?.cgColor)
        case .cornerRadius: .scalar(layer.cornerRadius)
        case .borderWidth: .scalar(layer.borderWidth)
        case .borderColor: .color(layer.borderColor)
        case .shadowOpacity: .scalar(CGFloat(layer.shadowOpacity))
        case .shadowRadius: .scalar(layer.shadowRadius)
        case .shadowOffset: .size(layer.shadowOffset)
        case .shadowColor: .color(layer.shadowColor)
        }
    }

    /// Sets the model value of `property` through the public setter (so layout and safe
    /// areas follow), as `UIViewPropertyAnimator.finishAnimation(at:)` does.
    func setModelValue(_ value: AnimatableValue, of property: AnimatableProperty) {
        switch (property, value) {
        case (.bounds, .rect(let r)): bounds = r
        case (.center, .point(let p)): center = p
        case (.transform, .transform(let t)): transform = t
        case (.alpha, .scalar(let v)): alpha = v
        case (.backgroundColor, .color(let c)): backgroundColor = c.map { UIColor(cgColor: $0) }
        case (.cornerRadius, .scalar(let v)): layer.cornerRadius = v
        case (.borderWidth, .scalar(let v)): layer.borderWidth = v
        case (.borderColor, .color(let c)): layer.borderColor = c
        case (.shadowOpacity, .scalar(let v)): layer.shadowOpacity = Float(v)
        case (.shadowRadius, .scalar(let v)): layer.shadowRadius = v
        case (.shadowOffset, .size(let s)): layer.shadowOffset = s
        case (.shadowColor, .color(let c)): layer.shadowColor = c
        default: assertionFailure("\(value) is not a value of \(property)")
        }
    }
}
