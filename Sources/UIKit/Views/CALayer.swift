import Foundation

/// The few layer properties view-controller code commonly touches: corners, border,
/// masking, opacity and shadow. Geometry lives on the view; renderers read these.
@MainActor
public final class CALayer {
    /// The view this layer backs (`view.layer.delegate` on iOS).
    public internal(set) weak var owningView: UIView?

    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor?
    public var masksToBounds = false
    public var shadowColor: CGColor? = UIColor.black.cgColor
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    public var zPosition: CGFloat = 0
    public var name: String?

    /// The view's alpha: one value, two names, as on iOS.
    public var opacity: Float {
        get { Float(owningView?.alpha ?? 1) }
        set { owningView?.alpha = CGFloat(newValue) }
    }

    public var frame: CGRect { owningView?.frame ?? .zero }
    public var bounds: CGRect { owningView?.bounds ?? .zero }

    init() {}
}

/// Core Graphics' colour, as layers take it (`UIColor.cgColor`).
public struct CGColor: Equatable, Hashable, Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// An sRGB colour (Core Graphics' `CGColor(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
}

extension UIColor {
    public var cgColor: CGColor {
        let c = resolvedForCurrentTraits
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
}
