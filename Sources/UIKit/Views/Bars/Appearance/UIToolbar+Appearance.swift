import Foundation

/// The toolbar's appearances (see `BarAppearanceSlots` for which is drawn). A navigation
/// controller's toolbar is at its scroll edge while the top controller's content is at its
/// bottom edge (or has no scroll view); a toolbar of one's own never is. Each assignment
/// stores a copy.
extension UIToolbar {
    /// The look in the standard state. Reading it before any assignment gives (and keeps) a
    /// default-background appearance carrying the legacy `barTintColor`.
    public var standardAppearance: UIToolbarAppearance {
        get { standardAppearanceOrDefault(UIToolbarAppearance.init(idiom:)) }
        set { assignAppearance(newValue, to: \.standard, for: \.standardAppearance) }
    }

    /// The look in a compact height; nil: the standard one.
    public var compactAppearance: UIToolbarAppearance? {
        get { appearanceSlots.compact }
        set { assignAppearance(newValue, to: \.compact, for: \.compactAppearance) }
    }

    /// The look at the scroll edge; nil: the standard one with a transparent background.
    public var scrollEdgeAppearance: UIToolbarAppearance? {
        get { appearanceSlots.scrollEdge }
        set { assignAppearance(newValue, to: \.scrollEdge, for: \.scrollEdgeAppearance) }
    }

    /// The look at the scroll edge in a compact height.
    public var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { appearanceSlots.compactScrollEdge }
        set { assignAppearance(newValue, to: \.compactScrollEdge, for: \.compactScrollEdgeAppearance) }
    }

    /// Whether the content the toolbar edges is at its bottom edge (only a navigation
    /// controller's toolbar is given a way to tell).
    var isAtScrollEdge: Bool { scrollEdgeProvider?() ?? false }

    /// No item overrides a toolbar's appearances.
    var overridingAppearanceSlots: BarAppearanceSlots<UIToolbarAppearance>? { nil }

    func appearanceDidChange() { setNeedsDisplay() }
}

extension UIToolbar: BarAppearanceHost {}
