import Foundation

/// A bar that keeps its appearances in `BarAppearanceSlots`: the navigation bar, the tab
/// bar and the toolbar. Their public `standardAppearance`, `compactAppearance`,
/// `scrollEdgeAppearance` and `compactScrollEdgeAppearance` are each a line over the
/// shared machinery below, which picks the appearance to draw the same way for all three.
@MainActor
protocol BarAppearanceHost: UIView {
    associatedtype BarAppearance: UIBarAppearance
    /// The appearances assigned to the bar.
    var appearanceSlots: BarAppearanceSlots<BarAppearance> { get }
    /// The legacy background colour, drawn while no appearance is assigned.
    var barTintColor: UIColor? { get }
    /// The appearances of the item that overrides the bar's now (the top navigation item,
    /// the selected tab bar item); nil: none.
    var overridingAppearanceSlots: BarAppearanceSlots<BarAppearance>? { get }
    /// Whether the compact-height appearances apply now (default: in a compact height).
    var usesCompactAppearances: Bool { get }
    /// Whether the content the bar edges is scrolled to that edge now.
    var isAtScrollEdge: Bool { get }
    /// Called after each assignment of an appearance, before the appearance proxy hears of
    /// it: redraw the bar.
    func appearanceDidChange()
}

extension BarAppearanceHost {
    var usesCompactAppearances: Bool { traitCollection.verticalSizeClass == .compact }

    /// The appearance drawn now, or nil for the legacy look.
    var resolvedAppearance: BarAppearance? {
        BarAppearanceSlots.resolve(item: overridingAppearanceSlots, bar: appearanceSlots,
                                   compactHeight: usesCompactAppearances, atScrollEdge: isAtScrollEdge)
    }

    /// Background and hairline as drawn now.
    var look: BarLook { resolvedAppearance.map { BarLook($0) } ?? .legacy(barTintColor: barTintColor) }

    /// `standardAppearance`'s getter: the assigned appearance, else one made by `make` (for
    /// the bar's idiom) carrying the legacy `barTintColor`, which is kept as if assigned
    /// (without counting as an assignment by the app).
    func standardAppearanceOrDefault(_ make: (UIUserInterfaceIdiom) -> BarAppearance) -> BarAppearance {
        if let standard = appearanceSlots.standard { return standard }
        let implicit = make(traitCollection.userInterfaceIdiom)
        implicit.backgroundColor = barTintColor
        appearanceSlots.standard = implicit
        return implicit
    }

    /// An appearance property's setter: stores a copy of `appearance` in `slot`, redraws,
    /// and tells the appearance proxy machinery that `property` was set.
    func assignAppearance<Value>(_ appearance: BarAppearance?,
                                 to slot: ReferenceWritableKeyPath<BarAppearanceSlots<BarAppearance>, BarAppearance?>,
                                 for property: ReferenceWritableKeyPath<Self, Value>) {
        appearanceSlots.assign(appearance, to: slot)
        appearanceDidChange()
        appearancePropertyDidSet(property)
    }
}
