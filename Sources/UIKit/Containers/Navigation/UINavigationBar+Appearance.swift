import Foundation

/// The navigation bar's appearances and the look it draws: the top item's appearances
/// override the bar's, the compact ones apply in a compact height, and the scroll-edge ones
/// while the top controller's content is scrolled to its top edge (or has no scroll view)
/// — see `BarAppearanceSlots` for the order. Each assignment stores a copy.
extension UINavigationBar {
    /// The look in the standard state. Reading it before any assignment gives (and keeps) a
    /// default-background appearance carrying the legacy `barTintColor` and title attributes.
    public var standardAppearance: UINavigationBarAppearance {
        get {
            standardAppearanceOrDefault { idiom in
                let implicit = UINavigationBarAppearance(idiom: idiom)
                implicit.titleTextAttributes = titleTextAttributes ?? [:]
                implicit.largeTitleTextAttributes = largeTitleTextAttributes ?? [:]
                return implicit
            }
        }
        set { assignAppearance(newValue, to: \.standard, for: \.standardAppearance) }
    }

    /// The look in a compact height; nil: the standard one.
    public var compactAppearance: UINavigationBarAppearance? {
        get { appearanceSlots.compact }
        set { assignAppearance(newValue, to: \.compact, for: \.compactAppearance) }
    }

    /// The look at the scroll edge; nil: the standard one with a transparent background.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearanceSlots.scrollEdge }
        set { assignAppearance(newValue, to: \.scrollEdge, for: \.scrollEdgeAppearance) }
    }

    /// The look at the scroll edge in a compact height; nil: ``scrollEdgeAppearance``'s rule.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearanceSlots.compactScrollEdge }
        set { assignAppearance(newValue, to: \.compactScrollEdge, for: \.compactScrollEdgeAppearance) }
    }

    /// Whether the top controller's content is at its top edge (a bar no navigation
    /// controller manages is never at one).
    var isAtScrollEdge: Bool { managingController?.topContentIsAtEdge(.top) ?? false }

    /// The top item's appearances override the bar's.
    var overridingAppearanceSlots: BarAppearanceSlots<UINavigationBarAppearance>? { topItem?.appearanceSlots }

    /// Colours and fonts of the title and large title from the appearance drawn now (or the
    /// legacy attributes).
    func applyTitleAttributes() {
        let appearance = resolvedAppearance
        let title = appearance?.titleTextAttributes ?? titleTextAttributes ?? [:]
        let large = appearance?.largeTitleTextAttributes ?? largeTitleTextAttributes ?? [:]
        Self.apply(title, to: titleLabel, defaultFont: BarMetrics.titleFont)
        Self.apply(large, to: largeTitleLabel, defaultFont: BarMetrics.largeTitleFont)
    }

    private static func apply(_ attributes: [NSAttributedString.Key: Any], to label: UILabel, defaultFont: UIFont) {
        let color = attributes[.foregroundColor] as? UIColor ?? .label
        let font = attributes[.font] as? UIFont ?? defaultFont
        if label.textColor != color { label.textColor = color }
        if label.font != font { label.font = font }
    }

    /// The title row depends on the appearance too: lay out again as well as redraw.
    func appearanceDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }
}

extension UINavigationBar: BarAppearanceHost {}

extension UINavigationItem {
    /// This item's standard look, overriding the bar's while the item is on top.
    public var standardAppearance: UINavigationBarAppearance? {
        get { appearanceSlots.standard }
        set { appearanceSlots.assign(newValue, to: \.standard); itemDidChange() }
    }

    /// This item's compact-height look.
    public var compactAppearance: UINavigationBarAppearance? {
        get { appearanceSlots.compact }
        set { appearanceSlots.assign(newValue, to: \.compact); itemDidChange() }
    }

    /// This item's scroll-edge look.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearanceSlots.scrollEdge }
        set { appearanceSlots.assign(newValue, to: \.scrollEdge); itemDidChange() }
    }

    /// This item's compact-height scroll-edge look.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearanceSlots.compactScrollEdge }
        set { appearanceSlots.assign(newValue, to: \.compactScrollEdge); itemDidChange() }
    }
}
