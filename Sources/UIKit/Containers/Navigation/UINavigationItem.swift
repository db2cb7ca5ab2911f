import Foundation

/// What a navigation bar shows for one controller: title, bar button items and the back
/// button the next controller pushed over it gets (UIKIT-SEMANTICS 4.14, 4.15).
@MainActor
open class UINavigationItem {
    /// How a large title is shown; stored for renderers.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    /// How the back button pointing at this item is titled (4.15): `.default` may shorten
    /// the title for space, `.generic` always says "Back", `.minimal` shows no title.
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }

    public var title: String?
    public var prompt: String?
    public var titleView: UIView?
    /// The back button shown when this item is the one below the top (4.15).
    public var backBarButtonItem: UIBarButtonItem?
    /// The title of the back button shown when this item is the one below the top (4.15).
    public var backButtonTitle: String?
    public var backButtonDisplayMode: BackButtonDisplayMode = .default
    public var hidesBackButton = false
    /// When true, left items appear next to the back button instead of replacing it.
    public var leftItemsSupplementBackButton = false
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    public var leftBarButtonItems: [UIBarButtonItem]?
    public var rightBarButtonItems: [UIBarButtonItem]?

    public init(title: String) {
        self.title = title
    }

    public required init?(coder: NSCoder) {}

    /// The first of `leftBarButtonItems`; setting it replaces them all.
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`; setting it replaces them all.
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}

extension UIViewController {
    /// The item a navigation bar shows for this controller, created on first read with
    /// the controller's `title`; later `title` changes follow into it (4.14).
    public var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: "")
        item.title = title
        storedNavigationItem = item
        return item
    }
}
