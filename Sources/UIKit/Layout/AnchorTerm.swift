import Foundation

/// What one side of a constraint measures: an item's attribute, or the distance between
/// two anchors (`anchorWithOffset(to:)`).
@MainActor
indirect enum AnchorTerm {
    case attribute(WeakItem, NSLayoutConstraint.Attribute)
    /// `to - from`: the dimension between two anchors on the same axis.
    case offset(from: AnchorTerm, to: AnchorTerm)

    /// The items the term mentions (those still alive).
    var items: [AnyObject] {
        switch self {
        case .attribute(let item, _): item.object.map { [$0] } ?? []
        case .offset(let from, let to): from.items + to.items
        }
    }

    /// `UIView.leading`, or `(UIView.leading -> UIView.trailing)` for an offset.
    var debugDescription: String {
        switch self {
        case .attribute(let item, let attribute):
            let name = (item.object as? LayoutItem)?.layoutDebugName ?? "nil"
            return attribute == .notAnAttribute ? name : "\(name).\(attribute)"
        case .offset(let from, let to):
            return "(\(from.debugDescription) -> \(to.debugDescription))"
        }
    }
}
