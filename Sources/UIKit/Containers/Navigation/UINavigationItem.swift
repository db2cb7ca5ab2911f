import Foundation

/// What a navigation bar shows for one controller: title, bar button items and the back
/// button the next controller pushed over it gets (UIKIT-SEMANTICS 4.14, 4.15).
@preconcurrency @MainActor
open class UINavigationItem {
    /// How a large title is shown (see ``largeTitleDisplayMode``).
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    /// How the back button pointing at this item is titled (4.15): `.default` may shorten
    /// the title for space, `.generic` always says "Back", `.minimal` shows no title.
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }

    public var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// A line of text above the title; the bar grows by a 30-point row to show it.
    public var prompt: String? { didSet { if prompt != oldValue { itemDidChange() } } }
    /// A view shown instead of the title.
    public var titleView: UIView? { didSet { if titleView !== oldValue { itemDidChange() } } }
    /// The back button shown when this item is the one below the top (4.15).
    public var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The title of the back button shown when this item is the one below the top (4.15).
    public var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { itemDidChange() } } }
    public var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    public var hidesBackButton = false { didSet { if hidesBackButton != oldValue { itemDidChange() } } }
    /// When true, left items appear next to the back button instead of replacing it.
    public var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// Whether the bar shows this item's title large (when the bar `prefersLargeTitles`):
    /// `.automatic` does what the item below does (the bottom item: large).
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
    public var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    public var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// The search controller whose search bar the navigation bar shows, in a 52-point row
    /// under the title row (and the large title) while this item is on top. Held strongly.
    public var searchController: UISearchController? {
        didSet { if searchController !== oldValue { itemDidChange() } }
    }
    /// Whether the search row collapses, before the large title, as the content scrolls up
    /// (see UINavigationBar+Collapsing.swift). Default true.
    public var hidesSearchBarWhenScrolling = true { didSet { itemDidChange() } }

    /// The appearances assigned to this item, overriding the bar's while it is on top.
    let appearanceSlots = BarAppearanceSlots<UINavigationBarAppearance>()

    /// The bar showing this item, told when it changes.
    weak var navigationBar: UINavigationBar?

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

    func itemDidChange() { navigationBar?.navigationItemDidChange(self) }

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
