import Foundation

/// How tab bar items look in one state: icon colour, title attributes, badge. Drawn: the
/// icon colour and the title's `.foregroundColor`; the rest is stored.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment: UIOffset = .zero
    public var iconColor: UIColor?
    public var badgePositionAdjustment: UIOffset = .zero
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgeTitlePositionAdjustment: UIOffset = .zero

    init() {}

    func copy() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }
}

/// Tab items' looks per state for one layout: stacked (icon over title, iPhone portrait),
/// inline (side by side, iPad) or compact inline (iPhone landscape).
@preconcurrency @MainActor
open class UITabBarItemAppearance {
    public enum Style: Int, Sendable { case stacked, inline, compactInline }

    public private(set) var normal = UITabBarItemStateAppearance()
    public private(set) var selected = UITabBarItemStateAppearance()
    public private(set) var disabled = UITabBarItemStateAppearance()
    public private(set) var focused = UITabBarItemStateAppearance()

    public required init(style: Style = .stacked) {}

    /// Back to the system look: no colours or attributes in any state.
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    open func copy() -> Self {
        let copy = Self(style: .stacked)
        copy.normal = normal.copy()
        copy.selected = selected.copy()
        copy.disabled = disabled.copy()
        copy.focused = focused.copy()
        return copy
    }
}

/// A tab bar's look: background, shadow and the items' appearances per layout.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemSpacing: CGFloat = 0
    open var stackedItemWidth: CGFloat = 0
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemSpacing = other.stackedItemSpacing
        stackedItemWidth = other.stackedItemWidth
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
    }
}

extension UITabBar {
    /// How items are placed across a stacked tab bar (stored).
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
}
