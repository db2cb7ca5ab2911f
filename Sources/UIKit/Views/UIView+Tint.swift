import Foundation

extension UIView {
    /// How a view's tint is drawn (``UIView/tintAdjustmentMode``).
    public enum TintAdjustmentMode: Int, Sendable {
        /// Follow the superview (`.normal` at the top of the hierarchy).
        case automatic
        /// The tint as it is.
        case normal
        /// The tint greyed, as UIKit shows the views behind an alert or popover.
        case dimmed
    }

    /// The tint before dimming: this view's own, else its superview's, else the system blue.
    var undimmedTintColor: UIColor { storedTintColor ?? superview?.undimmedTintColor ?? .systemBlue }

    /// Tells this view, then each descendant reached through views that `inherits` the
    /// change, that the tint in effect changed.
    func propagateTintChange(_ inherits: (UIView) -> Bool) {
        tintColorDidChange()
        for subview in storedSubviews where inherits(subview) { subview.propagateTintChange(inherits) }
    }
}

extension UIColor {
    /// The grey a dimmed tint is drawn in: the colour's luma (the weights `getWhite` uses),
    /// keeping its alpha and following its appearance. Apple publishes no formula; greying
    /// to the same lightness is our reading of "desaturated".
    var dimmedForTintAdjustment: UIColor {
        guard isDynamic else { return Self.grey(self) }
        return UIColor(dynamicProvider: { [self] traits in Self.grey(resolvedColor(with: traits)) })
    }

    private static func grey(_ c: UIColor) -> UIColor {
        UIColor(white: 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue, alpha: c.alpha)
    }
}
