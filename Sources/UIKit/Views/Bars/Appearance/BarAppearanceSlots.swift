import Foundation

/// The four appearances a bar (or a navigation item) may be given, each a copy of what was
/// assigned, and how UIKit picks the one to draw (iOS 15 and later):
///
/// ```
///  standard   = item.standard ?? bar.standard            (nil: the legacy look, barTintColor)
///  compact h. : item.compact ?? bar.compact ?? standard
///  at the scroll edge:
///    regular  : item.scrollEdge ?? bar.scrollEdge
///    compact  : item.compactScrollEdge ?? bar.compactScrollEdge ?? the regular choice
///    none of them: the standard one with a transparent background and no shadow
/// ```
///
/// Differs from iOS 15: a bar whose code assigns no appearance at all (neither to the bar
/// nor to its items) keeps the legacy look in every state, as on iOS 13 and 14, instead of
/// turning transparent at the scroll edge (see DifferencesFromIOS "Bars").
@MainActor
final class BarAppearanceSlots<Appearance: UIBarAppearance> {
    var standard: Appearance?
    var compact: Appearance?
    var scrollEdge: Appearance?
    var compactScrollEdge: Appearance?
    /// Whether the app assigned any of them (reading `standardAppearance` fills `standard`
    /// without assigning).
    var isAssigned = false

    init() {}

    /// Stores a copy of `appearance` in `slot`, as an assignment by the app.
    func assign(_ appearance: Appearance?, to slot: ReferenceWritableKeyPath<BarAppearanceSlots, Appearance?>) {
        self[keyPath: slot] = appearance?.copy()
        isAssigned = true
    }

    /// The appearance to draw, or nil for the legacy look.
    static func resolve(item: BarAppearanceSlots?, bar: BarAppearanceSlots, compactHeight: Bool,
                        atScrollEdge: Bool) -> Appearance? {
        let item = item?.isAssigned == true ? item : nil
        guard item != nil || bar.isAssigned else { return bar.standard }
        var standard = item?.standard ?? bar.standard
        if compactHeight { standard = item?.compact ?? bar.compact ?? standard }
        guard atScrollEdge else { return standard }
        let regularEdge = item?.scrollEdge ?? bar.scrollEdge
        if let edge = compactHeight ? item?.compactScrollEdge ?? bar.compactScrollEdge ?? regularEdge : regularEdge {
            return edge
        }
        let transparent = standard?.copy() ?? Appearance(barAppearance: UIBarAppearance(idiom: .phone))
        transparent.configureWithTransparentBackground()
        return transparent
    }
}

/// What a bar draws behind its items, resolved from an appearance or the legacy properties.
struct BarLook {
    /// Bottom to top: the material (for a background effect), then the background colour.
    var backgroundColors: [UIColor]
    /// The hairline's colour; nil: no hairline.
    var shadowColor: UIColor?

    /// The legacy look: `barTintColor`, else the translucent material, and the hairline.
    static func legacy(barTintColor: UIColor?) -> BarLook {
        BarLook(backgroundColors: [barTintColor ?? BarLook.material], shadowColor: UIBarAppearance.defaultShadowColor)
    }

    @MainActor
    init(_ appearance: UIBarAppearance) {
        var colors: [UIColor] = []
        if appearance.backgroundEffect != nil { colors.append(BarLook.material) }
        if let color = appearance.backgroundColor { colors.append(color) }
        backgroundColors = colors
        shadowColor = appearance.shadowColor.flatMap { $0.alpha > 0 || $0.isDynamic ? $0 : nil }
    }

    init(backgroundColors: [UIColor], shadowColor: UIColor?) {
        self.backgroundColors = backgroundColors
        self.shadowColor = shadowColor
    }

    /// The system chrome material as a flat colour (`#F9F9F9` at 94%).
    static let material = UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)
}
