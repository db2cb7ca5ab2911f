import Foundation

extension UIView {
    /// Moves `subview` back below `bar` when a custom animator added it on top (the
    /// container view of a navigation or tab bar controller also holds its bar). Does
    /// nothing when it is already below, so no view move happens.
    func keep(_ subview: UIView, below bar: UIView) {
        guard subview.superview === self, let barIndex = storedSubviews.firstIndex(where: { $0 === bar }),
              let index = storedSubviews.firstIndex(where: { $0 === subview }), index > barIndex else { return }
        insertSubview(subview, belowSubview: bar)
    }
}
