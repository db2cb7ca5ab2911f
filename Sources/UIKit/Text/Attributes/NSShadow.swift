import Foundation

/// A text shadow, the value of the `.shadow` attribute (kept, not drawn here).
open class NSShadow: NSObject {
    /// Where the shadow falls, in points (default (0, -3), as on iOS).
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowBlurRadius: CGFloat = 0
    /// A ``UIColor``; nil is black at a third opacity.
    open var shadowColor: Any?

    public override init() { super.init() }
}
