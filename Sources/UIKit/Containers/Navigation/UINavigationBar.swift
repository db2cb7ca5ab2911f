import Foundation

/// The bar's colour scheme; `.black` asks for a light status bar (4.19).
public enum UIBarStyle: Int, Sendable {
    case `default`, black
}

/// The bar at the top of a navigation controller. It holds one item per controller on the
/// stack (`topItem` the top controller's, `backItem` the one below, 4.16) and resolves
/// the back button for renderers (4.15). Drawing is the renderers'; here it is a 44-point
/// view with state.
@MainActor
open class UINavigationBar: UIView {
    /// The bar's height in a compact-height-independent portrait phone layout.
    public static let defaultHeight: CGFloat = 44

    public var barStyle: UIBarStyle = .default
    public var prefersLargeTitles = false
    public var isTranslucent = true
    public var barTintColor: UIColor?

    public private(set) var items: [UINavigationItem]?

    public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
    }

    /// The last item: the top controller's navigation item (4.16).
    public var topItem: UINavigationItem? { items?.last }

    /// The item below the top one, or nil when there is one item or none (4.16).
    public var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Whether a back button is shown: there is an item below the top one, the top item
    /// does not hide it, and no left item replaces it (4.15).
    public var showsBackButton: Bool {
        guard let top = topItem, backItem != nil, !top.hidesBackButton else { return false }
        return top.leftBarButtonItems?.isEmpty ?? true || top.leftItemsSupplementBackButton
    }

    /// The back button's title as UIKit resolves it (4.15), for renderers: nil when no
    /// back button is shown; otherwise the back item's `backBarButtonItem` title, else its
    /// `backButtonTitle`, else its `title`, else "Back". `.generic` display mode gives
    /// "Back" and `.minimal` an empty title. The space-driven shortening of `.default`
    /// is not modelled.
    public var resolvedBackButtonTitle: String? {
        guard showsBackButton, let back = backItem else { return nil }
        switch back.backButtonDisplayMode {
        case .minimal: return ""
        case .generic: return "Back"
        case .default: break
        }
        if let item = back.backBarButtonItem { return item.title ?? "Back" }
        if let title = back.backButtonTitle { return title }
        if let title = back.title, !title.isEmpty { return title }
        return "Back"
    }
}
