import Foundation
import StoryboardFormat

/// Turns a loaded view tree's `<constraint>` elements into active `NSLayoutConstraint`s.
///
/// Items are views by id, or layout guides: a view's safe area and margins guides, and the
/// iOS 7–10 top and bottom layout guides, which resolve to the root view's safe area (their
/// bottom and top edges are its top and bottom). Placeholder constraints are design-time only
/// and skipped, as at build time.
@MainActor
struct ConstraintBuilder {
    let context: LoadContext
    /// Layout guide ids, resolved to the guide and, for legacy guides, an attribute mapping.
    private var guides: [String: (item: AnyObject, legacyTop: Bool?)] = [:]

    init(context: LoadContext) { self.context = context }

    /// Activates the constraints of `root` and its subviews, after the whole tree exists.
    mutating func activateConstraints(in root: IBObject, rootView: UIView) {
        collectGuides(root, rootView: rootView)
        var constraints: [(NSLayoutConstraint, Constraint)] = []
        var referenced = Set<String>()
        collect(root, into: &constraints, referenced: &referenced)
        // Views IB lays out with constraints do not translate their masks; newer files say so
        // explicitly, older ones leave it implied.
        for id in referenced where id != root.id {
            guard let view = context.objects[id] as? UIView,
                  let object = context.sources[ObjectIdentifier(view)],
                  object.translatesAutoresizingMaskIntoConstraints == nil,
                  // A cell lays out its own content view.
                  object.role != "contentView",
                  context.document.attributes.useAutolayout == true
            else { continue }
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        // Size-class variations decide which constraints are installed, for the traits the
        // tree has now (a scene's: its controller's) and again when they change.
        if let variations = SizeClassVariations(rootObject: root, rootView: rootView, made: constraints, context: context) {
            rootView.traitDependentConfiguration = variations
            variations.apply(for: context.sceneController?.traitCollection ?? rootView.traitCollection)
        } else {
            NSLayoutConstraint.activate(constraints.map(\.0))
        }
    }

    private mutating func collectGuides(_ object: IBObject, rootView: UIView) {
        if let view = object.id.flatMap({ context.objects[$0] }) as? UIView {
            for guide in object.layoutGuides {
                guard let id = guide.id else { continue }
                switch guide.kind {
                case .safeArea: guides[id] = (view.safeAreaLayoutGuide, nil)
                case .viewGuide(let key) where key == "layoutMarginsGuide": guides[id] = (view.layoutMarginsGuide, nil)
                case .topLayoutGuide: guides[id] = (rootView, true)
                case .bottomLayoutGuide: guides[id] = (rootView, false)
                default: break
                }
            }
        }
        for subview in Self.laidOutChildren(of: object) { collectGuides(subview, rootView: rootView) }
    }

    private func collect(_ object: IBObject, into constraints: inout [(NSLayoutConstraint, Constraint)], referenced: inout Set<String>) {
        for constraint in object.constraints where !constraint.isPlaceholder {
            if let made = make(constraint, owner: object, referenced: &referenced) { constraints.append((made, constraint)) }
        }
        for subview in Self.laidOutChildren(of: object) { collect(subview, into: &constraints, referenced: &referenced) }
    }

    /// The views loaded with `object` whose constraints load with it: subviews, a cell's
    /// content view, a static table's cells (not prototypes: each cell loads its own).
    static func laidOutChildren(of object: IBObject) -> [IBObject] {
        var children = object.subviews
        if let content = object.child(forKey: "contentView") { children.append(content) }
        if object.element == "tableView", object["dataMode"] == "static" {
            children += object.children(in: "sections").flatMap { $0.children(in: "cells") }
        }
        return children
    }

    private func make(_ constraint: Constraint, owner: IBObject, referenced: inout Set<String>) -> NSLayoutConstraint? {
        guard let firstID = constraint.firstItem ?? owner.id,
              let (first, firstAttribute) = item(firstID, constraint.firstAttribute)
        else {
            context.warn("Constraint at line \(constraint.line) names an item that was not loaded; skipped")
            return nil
        }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let secondID = constraint.secondItem {
            guard let resolved = item(secondID, constraint.secondAttribute ?? constraint.firstAttribute) else {
                context.warn("Constraint at line \(constraint.line) names an item that was not loaded; skipped")
                return nil
            }
            (second, secondAttribute) = resolved
            referenced.insert(secondID)
        } else if constraint.secondAttribute != nil {
            secondAttribute = .notAnAttribute
        }
        referenced.insert(firstID)
        let relation: NSLayoutConstraint.Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let made = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: CGFloat(constraint.multiplier), constant: CGFloat(constraint.constant))
        made.priority = UILayoutPriority(Float(constraint.priority))
        made.identifier = constraint.identifier
        context.pendingAwake.append(made)
        return made
    }

    /// The object and attribute a constraint item and IB attribute name stand for.
    private func item(_ id: String, _ attribute: Constraint.Attribute) -> (AnyObject, NSLayoutConstraint.Attribute)? {
        guard let uikitAttribute = Self.attributes[attribute.rawValue] else { return nil }
        if let view = context.objects[id] as? UIView { return (view, uikitAttribute) }
        guard let guide = guides[id] else { return nil }
        guard let legacyTop = guide.legacyTop, let root = guide.item as? UIView else { return (guide.item, uikitAttribute) }
        // The legacy guide's inner edge is the safe area's edge; its outer edge the view's.
        switch (legacyTop, uikitAttribute) {
        case (true, .bottom): return (root.safeAreaLayoutGuide, .top)
        case (false, .top): return (root.safeAreaLayoutGuide, .bottom)
        default: return (root, uikitAttribute)
        }
    }

    static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
        "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "baseline": .lastBaseline, "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin,
        "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]
}
