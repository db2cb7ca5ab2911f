import Foundation

/// Told when the user selects an item of a tab bar that no tab bar controller manages.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The bar of tabs at the bottom of a tab bar controller: one button per item, spread
/// evenly across the top ``contentHeight`` points; the rest of the bar covers the bottom
/// safe area (the home indicator), so its height is 49 plus that inset
/// (83 on an iPhone 14 in portrait).
///
/// The buttons are real `UIControl`s hit-tested like any view; each one's
/// `accessibilityLabel` is its item's title, as on iOS. A tap selects the item and tells
/// the ``delegate`` — or, in a bar a tab bar controller manages, tells the controller,
/// which asks its own delegate first (UIKIT-SEMANTICS 5.4).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the buttons' row, above the bottom safe area.
    public static let contentHeight: CGFloat = 49

    open weak var delegate: UITabBarDelegate?
    // The appearance properties record themselves on an appearance proxy (Views/Appearance/).
    open var isTranslucent = true {
        didSet { appearancePropertyDidSet(\.isTranslucent) }
    }
    open var barStyle: UIBarStyle = .default {
        didSet { appearancePropertyDidSet(\.barStyle) }
    }
    /// The legacy background colour: it becomes the standard appearance's background colour.
    open var barTintColor: UIColor? {
        didSet {
            appearanceSlots.standard?.backgroundColor = barTintColor
            appearancePropertyDidSet(\.barTintColor)
        }
    }
    open var unselectedItemTintColor: UIColor? {
        didSet { appearancePropertyDidSet(\.unselectedItemTintColor) }
    }
    /// The legacy background image; stored, not drawn (says so once when set).
    open var backgroundImage: UIImage? {
        didSet {
            if backgroundImage != nil { reportTabBarImagesNotDrawn("UITabBar.backgroundImage") }
            appearancePropertyDidSet(\.backgroundImage)
        }
    }
    /// The legacy image along the bar's top edge; stored, not drawn.
    open var shadowImage: UIImage? {
        didSet {
            if shadowImage != nil { reportTabBarImagesNotDrawn("UITabBar.shadowImage") }
            appearancePropertyDidSet(\.shadowImage)
        }
    }
    /// The legacy image behind the selected item; stored, not drawn.
    open var selectionIndicatorImage: UIImage? {
        didSet {
            if selectionIndicatorImage != nil { reportTabBarImagesNotDrawn("UITabBar.selectionIndicatorImage") }
            appearancePropertyDidSet(\.selectionIndicatorImage)
        }
    }
    /// The appearances assigned to the bar (see UITabBar+Appearance.swift).
    let appearanceSlots = BarAppearanceSlots<UITabBarAppearance>()

    private var storedItems: [UITabBarItem]?
    private var buttons: [TabBarButton] = []
    /// Set by a managing tab bar controller: user taps go to it instead of the delegate.
    var userDidTapItem: ((UITabBarItem) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The items, left to right.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items and their buttons; a selected item that is no longer there is deselected.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        storedItems?.forEach { if $0.tabBar === self { $0.tabBar = nil } }
        storedItems = items
        buttons.forEach { $0.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            item.tabBar = self
            let button = TabBarButton(item: item)
            button.addAction(UIAction { [weak self, weak item] _ in
                guard let self, let item else { return }
                self.userTapped(item)
            }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        refreshButtons()
        setNeedsLayout()
    }

    /// The highlighted item.
    open var selectedItem: UITabBarItem? {
        didSet { refreshButtons() }
    }

    /// The bar's height for a width: the row plus the bottom safe area.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.contentHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        applyAppearance(toItems: items ?? [])
        guard !buttons.isEmpty else { return }
        let insets = safeAreaInsets
        let width = (bounds.width - insets.left - insets.right) / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: insets.left + CGFloat(index) * width, y: 0, width: width, height: Self.contentHeight)
        }
    }

    /// The button showing `item` (for tests and dumps).
    func button(for item: UITabBarItem) -> UIControl? { buttons.first { $0.item === item } }

    func itemDidChange(_ item: UITabBarItem) { refreshButtons() }

    private func refreshButtons() {
        for button in buttons {
            button.isSelected = button.item === selectedItem
            button.isEnabled = button.item.isEnabled
            button.accessibilityIdentifier = button.item.accessibilityIdentifier
        }
    }

    private func userTapped(_ item: UITabBarItem) {
        if let userDidTapItem {
            userDidTapItem(item)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }
}

/// One tab: a control whose accessibility label is its item's title, read live.
final class TabBarButton: UIControl {
    let item: UITabBarItem

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("TabBarButton is created by UITabBar only") }

    override var accessibilityLabel: String? {
        get { item.title }
        set {}
    }
}
