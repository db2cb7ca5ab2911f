import Foundation

/// The item a tab bar shows for one view controller: title, images, badge, tag.
///
/// Every controller has one (`UIViewController.tabBarItem`, created lazily). While its
/// `title` has not been set explicitly, the item's title is the owning controller's
/// `title`, read live, so setting the controller's `title` later retitles the tab
/// (UIKIT-SEMANTICS 4.14). Once `title` is set on the item (including by
/// `init(title:image:selectedImage:)` with a non-nil title) the item keeps its own title.
///
/// Differs from iOS: not a `UIBarItem` subclass and not `NSCoding`; on iOS a later
/// `title` assignment on the controller overwrites even an explicit item title.
@preconcurrency @MainActor
open class UITabBarItem {
    /// The system-provided kinds of item; each has a fixed title.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    private var explicitTitle: String?
    private var hasExplicitTitle = false
    private var storedSelectedImage: UIImage?
    /// The controller whose `title` the item shows while it has no title of its own.
    weak var owner: UIViewController?
    /// The bar showing the item, told when the item changes.
    weak var tabBar: UITabBar?
    /// The appearances assigned to this item, overriding the bar's while it is selected.
    let appearanceSlots = BarAppearanceSlots<UITabBarAppearance>()

    /// The tab's title: the one set on the item, else the owning controller's `title`.
    open var title: String? {
        get { hasExplicitTitle ? explicitTitle : owner?.title }
        set {
            explicitTitle = newValue
            hasExplicitTitle = true
            itemDidChange()
        }
    }
    open var image: UIImage? { didSet { itemDidChange() } }
    /// The image shown while the tab is selected; defaults to `image`.
    open var selectedImage: UIImage? {
        get { storedSelectedImage ?? image }
        set { storedSelectedImage = newValue; itemDidChange() }
    }
    open var badgeValue: String? { didSet { itemDidChange() } }
    open var tag = 0
    open var isEnabled = true { didSet { itemDidChange() } }
    open var accessibilityIdentifier: String? { didSet { itemDidChange() } }
    /// The system item this was made from, if any.
    public private(set) var systemItem: SystemItem?

    public init() {}

    /// Decoding initialiser, `required` as on iOS (where bar items are `NSCoding`), so a
    /// subclass's `init?(coder:)` compiles unchanged; decodes nothing itself.
    public required init?(coder: NSCoder) {}

    /// The badge's background colour (nil: the system red).
    open var badgeColor: UIColor? {
        didSet { appearancePropertyDidSet(\.badgeColor); itemDidChange() }
    }
    /// Title attributes per control state (see UITabBarItem+Appearance.swift).
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Whether this item is an appearance proxy, and what the app set on it directly.
    var appearanceInstanceState = AppearanceInstanceState()

    /// An item with a title (nil: the owning controller's title) and images.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        if let title { self.title = title }
        self.image = image
        self.selectedImage = selectedImage
    }

    /// An item with a title (nil: the owning controller's title), an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        if let title { self.title = title }
        self.image = image
        self.tag = tag
    }

    /// A system item, titled as the system titles it ("Favorites", "More" ...).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.title
        self.tag = tag
    }

    /// The owning controller's `title` changed: an item without its own title shows it.
    func ownerTitleDidChange() {
        if !hasExplicitTitle { itemDidChange() }
    }

    /// The bar showing the item redraws it; a More list listing its controller updates the row.
    private func itemDidChange() {
        tabBar?.itemDidChange(self)
        if let owner { owner.tabBarController?.tabBarItemDidChange(of: owner) }
    }
}

extension UIViewController {
    /// The item that represents this controller in a tab bar, created on first read with
    /// no title of its own, so it shows the controller's `title` (4.14). Assigning an
    /// item makes it this controller's; a tab bar controller showing the controller
    /// updates its bar.
    public var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem()
            item.owner = self
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            newValue?.owner = self
            (storedParent as? UITabBarController)?.childTabBarItemDidChange()
            tabBarController?.tabBarItemDidChange(of: self)
        }
    }
}
