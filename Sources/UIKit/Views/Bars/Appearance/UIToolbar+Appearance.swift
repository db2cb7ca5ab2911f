import Foundation

/// The toolbar's appearances (see `BarAppearanceSlots` for which is drawn). A navigation
/// controller's toolbar is at its scroll edge while the top controller's content is at its
/// bottom edge (or has no scroll view); a toolbar of one's own never is. Each assignment
/// stores a copy.
extension UIToolbar {
    /// The look in the standard state. Reading it before any assignment gives (and keeps) a
    /// default-background appearance carrying the legacy `barTintColor`.
    public var standardAppearance: UIToolbarAppearance {
        get {
            if let standard = appearanceSlots.standard { return standard }
            let implicit = UIToolbarAppearance(idiom: traitCollection.userInterfaceIdiom)
            implicit.backgroundColor = barTintColor
            appearanceSlots.standard = implicit
            return implicit
        }
        set {
            appearanceSlots.assign(newValue, to: \.standard)
            setNeedsDisplay()
            let value = appearanceSlots.standard
            appearancePropertyDidSet("standardAppearance") { $0.standardAppearance = value! }
        }
    }

    /// The look in a compact height; nil: the standard one.
    public var compactAppearance: UIToolbarAppearance? {
        get { appearanceSlots.compact }
        set {
            appearanceSlots.assign(newValue, to: \.compact)
            setNeedsDisplay()
            let value = appearanceSlots.compact
            appearancePropertyDidSet("compactAppearance") { $0.compactAppearance = value }
        }
    }

    /// The look at the scroll edge; nil: the standard one with a transparent background.
    public var scrollEdgeAppearance: UIToolbarAppearance? {
        get { appearanceSlots.scrollEdge }
        set {
            appearanceSlots.assign(newValue, to: \.scrollEdge)
            setNeedsDisplay()
            let value = appearanceSlots.scrollEdge
            appearancePropertyDidSet("scrollEdgeAppearance") { $0.scrollEdgeAppearance = value }
        }
    }

    /// The look at the scroll edge in a compact height.
    public var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { appearanceSlots.compactScrollEdge }
        set {
            appearanceSlots.assign(newValue, to: \.compactScrollEdge)
            setNeedsDisplay()
            let value = appearanceSlots.compactScrollEdge
            appearancePropertyDidSet("compactScrollEdgeAppearance") { $0.compactScrollEdgeAppearance = value }
        }
    }

    /// Background and hairline as drawn now.
    var look: BarLook {
        let appearance = BarAppearanceSlots.resolve(item: nil, bar: appearanceSlots,
                                                    compactHeight: traitCollection.verticalSizeClass == .compact,
                                                    atScrollEdge: scrollEdgeProvider?() ?? false)
        return appearance.map(BarLook.init) ?? .legacy(barTintColor: barTintColor)
    }
}
