import Foundation

/// Turns a parsed ``VisualFormat`` into constraints: the spacing along the format's axis,
/// each view's size predicates, and the alignment options across it.
@MainActor
struct VisualFormatBuilder {
    let format: VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let views: [String: Any]

    /// The standard space between sibling views.
    static let standardSpacing: CGFloat = 8

    func constraints() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let items = try format.views.map { term throws(VisualFormatError) -> AnyObject in
            guard let item = views[term.name].map({ $0 as AnyObject }), item is UIView || item is UILayoutGuide else {
                throw VisualFormatError(message: "\(term.name) is not a key in the views dictionary.", position: term.position)
            }
            return item
        }
        var result: [NSLayoutConstraint] = []
        let (start, end) = edges
        // Size predicates: `[a(50)]`, `[a(>=b@750)]`.
        for (term, item) in zip(format.views, items) {
            for predicate in term.predicates {
                switch predicate.object {
                case .constant(let value):
                    result.append(constraint(item, size, predicate.relation, nil, .notAnAttribute, value, predicate.priority))
                case .view(let name):
                    guard let other = views[name].map({ $0 as AnyObject }) else {
                        throw VisualFormatError(message: "\(name) is not a key in the views dictionary.", position: predicate.position)
                    }
                    result.append(constraint(item, size, predicate.relation, other, size, 0, predicate.priority))
                }
            }
        }
        // Spacing between consecutive views: the later view's start follows the earlier's end.
        for (index, link) in format.connections.enumerated() {
            result += spacing(link, from: (items[index], end), to: (items[index + 1], start), standard: Self.standardSpacing)
        }
        if let link = format.leadingSuperview {
            let superview = try self.superview(of: items[0], at: format.views[0].position)
            result += spacing(link, from: (superview, start), to: (items[0], start), marginTo: margin(start))
        }
        if let link = format.trailingSuperview, let last = items.last {
            let superview = try self.superview(of: last, at: format.views[format.views.count - 1].position)
            result += spacing(link, from: (last, end), to: (superview, end), marginTo: margin(end), superviewFirst: true)
        }
        result += try alignment(items)
        return result
    }

    // MARK: Pieces

    private var size: NSLayoutConstraint.Attribute { format.axis == .horizontal ? .width : .height }

    /// The start and end attributes along the axis, by the direction option.
    private var edges: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) {
        guard format.axis == .horizontal else { return (.top, .bottom) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right)
        case .directionRightToLeft: return (.right, .left)
        default: return (.leading, .trailing)
        }
    }

    private func margin(_ edge: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        switch edge {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        default: .bottomMargin
        }
    }

    private func superview(of item: AnyObject, at position: Int) throws(VisualFormatError) -> AnyObject {
        let superview = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
        guard let superview else {
            throw VisualFormatError(message: "Unable to interpret '|' character, because the related view doesn't have a superview",
                                    position: position)
        }
        return superview
    }

    /// The constraints of one connection between `from` (the earlier edge) and `to`.
    /// `superviewFirst` puts the superview first, as UIKit writes `|` at the end.
    private func spacing(_ link: VisualFormat.Connection, from: (AnyObject, NSLayoutConstraint.Attribute),
                         to: (AnyObject, NSLayoutConstraint.Attribute), standard: CGFloat = 0,
                         marginTo: NSLayoutConstraint.Attribute? = nil, superviewFirst: Bool = false) -> [NSLayoutConstraint] {
        func make(_ relation: NSLayoutConstraint.Relation, _ constant: CGFloat, _ priority: UILayoutPriority,
                  fromAttribute: NSLayoutConstraint.Attribute? = nil, toAttribute: NSLayoutConstraint.Attribute? = nil) -> NSLayoutConstraint {
            let a = (item: to.0, attribute: toAttribute ?? to.1), b = (item: from.0, attribute: fromAttribute ?? from.1)
            // later.start = earlier.end + constant, written with the later item first.
            return constraint(a.item, a.attribute, relation, b.item, b.attribute, constant, priority)
        }
        switch link {
        case .flush:
            return [make(.equal, 0, .required)]
        case .standard:
            guard let marginTo else { return [make(.equal, standard, .required)] }
            // Next to `|`: the superview's margin attribute, constant 0.
            return superviewFirst
                ? [make(.equal, 0, .required, toAttribute: marginTo)]
                : [make(.equal, 0, .required, fromAttribute: marginTo)]
        case .predicates(let predicates):
            return predicates.map { predicate in
                let value: CGFloat
                if case .constant(let c) = predicate.object { value = c } else { value = standard }
                return make(predicate.relation, value, predicate.priority)
            }
        }
    }

    /// `alignAll…` options: each view after the first aligned with the one before it.
    private func alignment(_ items: [AnyObject]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let wanted: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ].filter { options.contains($0.0) }
        var result: [NSLayoutConstraint] = []
        for (_, attribute) in wanted {
            if attribute.axis == (format.axis == .horizontal ? .horizontal : .vertical) {
                let edge = format.axis == .horizontal ? "horizontal" : "vertical"
                throw VisualFormatError(
                    message: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).",
                    position: 0)
            }
            for (earlier, later) in zip(items, items.dropFirst()) {
                result.append(constraint(later, attribute, .equal, earlier, attribute, 0, .required))
            }
        }
        return result
    }

    private func constraint(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
                            _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
                            _ secondAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat,
                            _ priority: UILayoutPriority) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                      attribute: secondAttribute, multiplier: 1, constant: constant)
        made.priority = priority
        return made
    }
}
