import Foundation

/// UIKit's `UIConstraintBasedLayoutDebugging` methods.
extension UIView {
    /// Whether the view's frame is not fully determined by its constraints. Always false
    /// here: the solver settles ambiguity silently (a documented difference from iOS).
    public var hasAmbiguousLayout: Bool { false }

    /// Would pick another of the ambiguous solutions; a no-op here.
    public func exerciseAmbiguityInLayout() {}

    /// The active constraints that mention this view on `axis`, from this view up to the
    /// root (where constraints mentioning it can be installed).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var view: UIView? = self
        while let v = view {
            for constraint in v.constraints where constraint.mentions(self, on: axis) { result.append(constraint) }
            view = v.superview
        }
        return result
    }
}

extension NSLayoutConstraint {
    func mentions(_ view: UIView, on axis: Axis) -> Bool {
        let onAxis = firstAttribute.axis == axis || secondAttribute.axis == axis
            || (firstAttribute == .notAnAttribute && secondAttribute == .notAnAttribute)
        return onAxis && items.contains { item in
            item === view || (item as? UILayoutGuide)?.owningView === view
        }
    }
}
