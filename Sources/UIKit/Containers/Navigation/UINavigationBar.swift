import Foundation

/// The bar's colour scheme; `.black` asks for a light status bar (4.19).
public enum UIBarStyle: Int, Sendable {
    case `default`, black
}

/// The bar at the top of a navigation controller. It holds one item per controller on the
/// stack (`topItem` the top controller's, `backItem` the one below, 4.16) and shows the
/// top item as real subviews:
///
/// * the title, a label centred on the bar (17-pt semibold), or the item's `titleView`;
/// * the back button (chevron + the title of 4.15), unless the top item hides it, a left
///   item replaces it, or there is no item below;
/// * the left and right bar button items, each a tappable view labelled with its title;
/// * the prompt in a 30-point row above, and a large title in a 52-point row below when
///   ``prefersLargeTitles`` and the item's `largeTitleDisplayMode` allow it.
///
/// The row is 44 points tall on an iPhone, 32 in compact height, 50 on an iPad (see
/// `BarMetrics`); ``sizeThatFits(_:)`` gives the whole bar's height. Contents follow the
/// items: a push or pop, a changed title, item or prompt is shown on the next layout pass.
///
/// Tapping the back button of a bar a navigation controller manages pops the controller,
/// animated, as a user's tap does; on a bar of its own, it asks the ``delegate`` and pops
/// the item.
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarItemObserving {
    /// The row height of a bar on an iPhone in a regular-height environment (portrait).
    public static let defaultHeight: CGFloat = 44

    // The appearance properties below record themselves on an appearance proxy (see
    // Views/Appearance/): `UINavigationBar.appearance().barTintColor = …`.
    public var barStyle: UIBarStyle = .default {
        didSet { appearancePropertyDidSet(\.barStyle) }
    }
    /// Whether the top item's title may show large, in a row below the bar's (see
    /// `UINavigationItem.largeTitleDisplayMode`).
    public var prefersLargeTitles = false {
        didSet {
            if prefersLargeTitles != oldValue { contentDidChange() }
            appearancePropertyDidSet(\.prefersLargeTitles)
        }
    }
    public var isTranslucent = true {
        didSet { appearancePropertyDidSet(\.isTranslucent) }
    }
    /// The legacy background colour: it becomes the standard appearance's background colour.
    public var barTintColor: UIColor? {
        didSet {
            appearanceSlots.standard?.backgroundColor = barTintColor
            appearancePropertyDidSet(\.barTintColor)
        }
    }
    /// The legacy title attributes (`.foregroundColor`, `.font` are drawn); they become the
    /// standard appearance's.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            appearanceSlots.standard?.titleTextAttributes = titleTextAttributes ?? [:]
            setNeedsLayout()
            appearancePropertyDidSet(\.titleTextAttributes)
        }
    }
    /// The legacy large-title attributes; they become the standard appearance's.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            appearanceSlots.standard?.largeTitleTextAttributes = largeTitleTextAttributes ?? [:]
            setNeedsLayout()
            appearancePropertyDidSet(\.largeTitleTextAttributes)
        }
    }
    /// The back button's chevron image (set together with the transition mask); stored,
    /// not drawn.
    public var backIndicatorImage: UIImage? {
        didSet { appearancePropertyDidSet(\.backIndicatorImage) }
    }
    /// The mask for the back button's title during pushes and pops; stored, not drawn.
    public var backIndicatorTransitionMaskImage: UIImage? {
        didSet { appearancePropertyDidSet(\.backIndicatorTransitionMaskImage) }
    }
    /// The appearances assigned to the bar (see UINavigationBar+Appearance.swift).
    let appearanceSlots = BarAppearanceSlots<UINavigationBarAppearance>()
    /// The image under the bar's bottom edge (nil: the standard hairline). Stored, not drawn:
    /// setting one says so once through the diagnostics channel.
    public var shadowImage: UIImage? {
        didSet {
            if shadowImage != nil { reportImagesNotDrawn("UINavigationBar.shadowImage") }
            appearancePropertyDidSet(\.shadowImage)
        }
    }
    /// Background images by bar metrics (see `setBackgroundImage(_:for:)`).
    var backgroundImages: [UIBarMetrics: UIImage] = [:]

    var storedItems: [UINavigationItem]?
    weak var storedDelegate: UINavigationBarDelegate?
    /// The navigation controller that owns the bar; it is the bar's delegate (see
    /// `UINavigationBarDelegate`).
    weak var managingController: UINavigationController?

    // The views showing the top item (see UINavigationBar+Content.swift).
    let titleLabel = UILabel()
    let promptLabel = UILabel()
    let largeTitleLabel = UILabel()
    var backButton: BarButton?
    var displayedTitleView: UIView?
    /// How many points scrolling took off the expanded bar (negative: content pulled down
    /// past its top stretches the large title's row). See UINavigationBar+Collapsing.swift.
    var scrollCollapse: CGFloat = 0
    /// The top item's search controller's search bar, shown in the search row.
    weak var displayedSearchBar: UISearchBar?
    var itemViews = BarItemViews()
    var leftViews: [(item: UIBarButtonItem, view: UIView)] = []
    var rightViews: [(item: UIBarButtonItem, view: UIView)] = []
    /// The back item's `backBarButtonItem`, observed for its title.
    weak var observedBackBarButtonItem: UIBarButtonItem?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabels()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLabels()
    }

    // MARK: Items

    /// The items, bottom to top.
    public var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items. Raises `NSInternalInconsistencyException` on a bar a
    /// navigation controller manages (its stack decides the items).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard !raiseIfManaged("setItems:animated:") else { return }
        replaceItems(items)
    }

    /// Pushes `item` on top (asking the delegate first). Raises on a managed bar.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard !raiseIfManaged("pushNavigationItem:animated:") else { return }
        guard storedDelegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        replaceItems((storedItems ?? []) + [item])
        storedDelegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item (asking the delegate first) and returns it. Raises on a managed bar.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard !raiseIfManaged("popNavigationItemAnimated:") else { return nil }
        return popTopItem()
    }

    /// The bar's delegate. A bar a navigation controller manages has the controller as
    /// its delegate: setting it raises `NSInternalInconsistencyException`.
    open var delegate: UINavigationBarDelegate? {
        get {
            if let managingController { return managingController as? UINavigationBarDelegate }
            return storedDelegate
        }
        set {
            guard managingController == nil else {
                ViewControllerKit.Runtime.current.diagnostics.raise(
                    .internalInconsistencyException,
                    "Cannot manually set the delegate on a UINavigationBar managed by a controller.")
                return
            }
            storedDelegate = newValue
        }
    }

    /// The last item: the top controller's navigation item (4.16).
    public var topItem: UINavigationItem? { storedItems?.last }

    /// The item below the top one, or nil when there is one item or none (4.16).
    public var backItem: UINavigationItem? {
        guard let items = storedItems, items.count >= 2 else { return nil }
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

    // MARK: Overrides

    /// The bar's size for a width: the row (44, 32 or 50 points) plus the prompt and
    /// large-title rows when shown.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight(for: traitCollection))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        contentDidChange()
    }

    // MARK: Observing items

    func barButtonItemDidChange(_ item: UIBarButtonItem) { contentDidChange() }

    /// An item's title, items, prompt or back-button settings changed (any item: a lower
    /// item's `largeTitleDisplayMode` can decide the top's large title).
    func navigationItemDidChange(_ item: UINavigationItem) { contentDidChange() }

    private func raiseIfManaged(_ selector: String) -> Bool {
        guard managingController != nil else { return false }
        ViewControllerKit.Runtime.current.diagnostics.raise(
            .internalInconsistencyException,
            "Cannot call \(selector) directly on a UINavigationBar managed by a controller.")
        return true
    }
}
