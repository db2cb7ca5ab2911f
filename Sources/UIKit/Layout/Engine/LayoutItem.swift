import Foundation

/// Something constraints can position: a view or a layout guide.
///
/// An item's four variables are its frame in the bounds space of ``layoutSpace`` (a
/// view's superview, a guide's owning view), so solved values are exactly the frames
/// `layoutSubviews` sets, with no conversion.
@MainActor
protocol LayoutItem: AnyObject {
    var layoutVariables: ItemVariables { get }
    /// The view whose bounds the variables are measured in.
    var layoutSpace: UIView? { get }
    /// The view that stands for the item in the common-ancestor search.
    var layoutHostView: UIView? { get }
    /// A short deterministic name for descriptions: `UIView`, `UIView:'title'`.
    var layoutDebugName: String { get }
}

/// The unknowns of one item: `minX`, `minY`, `width`, `height`.
@MainActor
final class ItemVariables {
    let minX: LayoutVariable
    let minY: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable

    init(_ name: String) {
        minX = LayoutVariable("\(name).minX")
        minY = LayoutVariable("\(name).minY")
        width = LayoutVariable("\(name).width")
        height = LayoutVariable("\(name).height")
    }
}

/// An item a row uses, held weakly (engine rows must not keep views alive: a view's tree
/// owns its engine) but remembered by identity, to release it when the row goes.
struct ItemUse {
    let id: ObjectIdentifier
    weak var item: AnyObject?
    init(_ item: AnyObject) {
        id = ObjectIdentifier(item)
        self.item = item
    }
}

/// A weak reference to a layout item, so constraints and anchors never keep views alive
/// (a view owns the constraints installed on it, never the other way round).
struct WeakItem {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}

extension UIView: LayoutItem {
    var layoutVariables: ItemVariables { layoutState.variables(name: String(describing: type(of: self))) }
    var layoutSpace: UIView? { superview }
    var layoutHostView: UIView? { self }
    var layoutDebugName: String {
        let type = String(describing: type(of: self))
        return accessibilityIdentifier.map { "\(type):'\($0)'" } ?? type
    }
}

extension UILayoutGuide: LayoutItem {
    var layoutSpace: UIView? { owningView }
    var layoutHostView: UIView? { owningView }
    var layoutDebugName: String { identifier.isEmpty ? "UILayoutGuide" : "UILayoutGuide:'\(identifier)'" }
}
