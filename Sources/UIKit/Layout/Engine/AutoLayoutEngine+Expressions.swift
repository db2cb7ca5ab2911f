import Foundation

/// Turning a constraint's attributes into linear expressions over item variables.
///
/// Every expression of a constraint is written in the bounds space of the view it is
/// installed on (its container, the nearest common ancestor): an item's `minX` is in its
/// superview's space, so each view between the item and the container adds its own
/// `minX`. The container's own edges are its bounds: `left` is 0, `width` its width.
extension AutoLayoutEngine {
    func row(for constraint: NSLayoutConstraint, in container: UIView) -> LayoutRow? {
        var uses: [AnyObject] = []
        guard let lhs = expression(for: constraint.first, in: container, uses: &uses) else { return nil }
        var rhs = LayoutExpression(constant: Double(constraint.constant))
        if let second = constraint.second {
            guard let e = expression(for: second, in: container, uses: &uses) else { return nil }
            rhs = e * Double(constraint.multiplier) + rhs
        }
        let relation: LayoutRelation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let row = LayoutRow(lhs - rhs, relation, priority: constraint.priority.rawValue, owner: .constraint(constraint))
        row.uses = uses.map(ItemUse.init)
        return row
    }

    /// The term's expression in `container`'s bounds space; nil when an item is gone or
    /// not inside the container (the constraint then stays out of the engine).
    func expression(for term: AnchorTerm, in container: UIView, uses: inout [AnyObject]) -> LayoutExpression? {
        switch term {
        case .offset(let from, let to):
            guard let a = expression(for: from, in: container, uses: &uses),
                  let b = expression(for: to, in: container, uses: &uses) else { return nil }
            return b - a
        case .attribute(let weakItem, let attribute):
            guard let object = weakItem.object else { return nil }
            return expression(for: object, attribute, in: container, uses: &uses)
        }
    }

    func expression(for object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in container: UIView,
                    uses: inout [AnyObject]) -> LayoutExpression? {
        if attribute == .notAnAttribute { return LayoutExpression() }
        // Margin attributes are the view's margins guide; a guide has no margins of its own.
        if let plain = attribute.unmargined {
            guard let view = object as? UIView else { return nil }
            return expression(for: view.layoutMarginsGuide, plain, in: container, uses: &uses)
        }
        guard let item = object as? LayoutItem, let host = item.layoutHostView else { return nil }
        let v = item.layoutVariables
        uses.append(item)
        var x = LayoutExpression(v.minX), y = LayoutExpression(v.minY)
        if item === container {
            // The container's own edges: its bounds.
            x = LayoutExpression()
            y = LayoutExpression()
        } else {
            guard var space = item.layoutSpace else { return nil }
            while space !== container {
                guard let next = space.superview else { return nil }
                uses.append(space)
                x = x + LayoutExpression(space.layoutVariables.minX)
                y = y + LayoutExpression(space.layoutVariables.minY)
                space = next
            }
        }
        let width = LayoutExpression(v.width), height = LayoutExpression(v.height)
        let rightToLeft = host.effectiveLayoutDirection == .rightToLeft
        switch attribute {
        case .left: return x
        case .right: return x + width
        // Right-to-left, leading and trailing are measured leftwards (negated), so that
        // `a.leading == b.leading + 8` insets by 8 in either direction, as in UIKit.
        case .leading: return rightToLeft ? (x + width) * -1 : x
        case .trailing: return rightToLeft ? x * -1 : x + width
        case .centerX: return x + width * 0.5
        case .width: return width
        case .top: return y
        case .bottom: return y + height
        case .firstBaseline:
            return y + LayoutExpression(constant: Double((item as? UIView)?.firstBaselineOffsetFromTop ?? 0))
        case .lastBaseline:
            return y + height - LayoutExpression(constant: Double((item as? UIView)?.lastBaselineOffsetFromBottom ?? 0))
        case .centerY: return y + height * 0.5
        case .height: return height
        default: return nil
        }
    }
}
