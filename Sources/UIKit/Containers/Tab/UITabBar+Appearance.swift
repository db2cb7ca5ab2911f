import Foundation

/// The tab bar's appearances: the selected item's override the bar's, and the scroll-edge
/// one applies while the selected tab's content (a navigation controller's top controller's)
/// is scrolled to its bottom edge or has no scroll view (see `BarAppearanceSlots`). Each
/// assignment stores a copy.
extension UITabBar {
    /// The look in the standard state. Reading it before any assignment gives (and keeps) a
    /// default-background appearance carrying the legacy `barTintColor`.
    public var standardAppearance: UITabBarAppearance {
        get { standardAppearanceOrDefault(UITabBarAppearance.init(idiom:)) }
        set { assignAppearance(newValue, to: \.standard, for: \.standardAppearance) }
    }

    /// The look at the scroll edge; nil: the standard one with a transparent background.
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { appearanceSlots.scrollEdge }
        set { assignAppearance(newValue, to: \.scrollEdge, for: \.scrollEdgeAppearance) }
    }

    /// Whether the selected tab's content is at its bottom edge (a bar no tab bar controller
    /// manages is never at one).
    var isAtScrollEdge: Bool {
        guard let controller = superview?.owningViewController as? UITabBarController else { return false }
        var content = controller.selectedViewController
        if let navigation = content as? UINavigationController { content = navigation.topViewController }
        return content?.contentIsAtEdge(.bottom) ?? true
    }

    /// The selected item's appearances override the bar's.
    var overridingAppearanceSlots: BarAppearanceSlots<UITabBarAppearance>? { selectedItem?.appearanceSlots }

    /// A tab bar has no compact-height appearances (its items' layouts differ instead).
    var usesCompactAppearances: Bool { false }

    func appearanceDidChange() { setNeedsDisplay() }

    /// The item look for the bar's layout (stacked on an iPhone in portrait, compact inline
    /// in landscape, inline on an iPad) and state; nil without an appearance.
    func itemStateAppearance(selected: Bool) -> UITabBarItemStateAppearance? {
        guard let appearance = resolvedAppearance else { return nil }
        let traits = traitCollection
        let layout = traits.userInterfaceIdiom == .pad ? appearance.inlineLayoutAppearance
            : traits.verticalSizeClass == .compact ? appearance.compactInlineLayoutAppearance
            : appearance.stackedLayoutAppearance
        return selected ? layout.selected : layout.normal
    }
}

extension UITabBar: BarAppearanceHost {}

extension UITabBarItem {
    /// This item's standard look, overriding the bar's while the item is selected.
    public var standardAppearance: UITabBarAppearance? {
        get { appearanceSlots.standard }
        set { appearanceSlots.assign(newValue, to: \.standard); tabBar?.setNeedsDisplay() }
    }

    /// This item's scroll-edge look.
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { appearanceSlots.scrollEdge }
        set { appearanceSlots.assign(newValue, to: \.scrollEdge); tabBar?.setNeedsDisplay() }
    }
}

extension UITabBar {
    func reportTabBarImagesNotDrawn(_ api: String) {
        ViewControllerKit.Runtime.current.diagnostics.unsupported(api, "tab bar background, shadow and selection images are stored, not drawn")
    }
}
