import Foundation

/// A colour in extended sRGB, stored as red, green, blue and alpha components in 0…1,
/// or a dynamic colour that a trait collection resolves (`init(dynamicProvider:)`, and
/// every system and semantic colour, which have a light and a dark appearance).
///
/// UIKit's `UIColor` is an immutable class; this one is too. A plain colour compares by
/// components; a dynamic colour compares by identity, or by name for system colours
/// (UIKit returns the same object for `UIColor.systemBlue` every time).
public final class UIColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The components as resolved for the light appearance (for a dynamic colour,
    /// `getRed` and friends resolve with `UITraitCollection.current` instead).
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// The system name for system colours (`systemBackground`), used in dumps.
    let name: String?
    /// Resolves a dynamic colour; `nil` for a plain colour.
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        self.name = nil; self.provider = nil
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Display P3 components, converted to extended sRGB as UIKit stores them.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let srgb = ColorConversion.displayP3ToExtendedSRGB(displayP3Red, green, blue)
        self.init(red: srgb.0, green: srgb.1, blue: srgb.2, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = ColorConversion.hsbToRGB(hue, saturation, brightness)
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// A colour whose value depends on the traits it is resolved with. UIKit calls
    /// `dynamicProvider` whenever the colour is resolved: when a view draws, lays out or
    /// changes traits, and from `resolvedColor(with:)`.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).resolvedColor(
            with: UITraitCollection(userInterfaceStyle: .light))
        self.red = light.red; self.green = light.green; self.blue = light.blue; self.alpha = light.alpha
        self.name = nil; self.provider = dynamicProvider
    }

    /// A system colour: `light` in the light appearance, `dark` in the dark one.
    init(systemName: String, light: UIColor, dark: UIColor) {
        self.red = light.red; self.green = light.green; self.blue = light.blue; self.alpha = light.alpha
        self.name = systemName
        self.provider = { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// A fixed colour with a system name (`UIColor.black`).
    init(named name: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        self.name = name; self.provider = nil
    }

    /// Whether the colour has more than one appearance.
    var isDynamic: Bool { provider != nil }

    /// The plain colour this colour is in an environment with `traitCollection`'s traits.
    /// Traits the collection leaves unspecified resolve as light.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The colour as the current environment sees it (`UITraitCollection.current`).
    var resolvedForCurrentTraits: UIColor { resolvedColor(with: .current) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let provider else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
    }

    /// The components resolved with `UITraitCollection.current`. Always succeeds: every
    /// colour here is in extended sRGB.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = resolvedForCurrentTraits
        red?.pointee = c.red; green?.pointee = c.green; blue?.pointee = c.blue; alpha?.pointee = c.alpha
        return true
    }

    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = resolvedForCurrentTraits
        // UIKit converts with the luma weights of its grey colour space.
        white?.pointee = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        alpha?.pointee = c.alpha
        return true
    }

    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = resolvedForCurrentTraits
        let hsb = ColorConversion.rgbToHSB(c.red, c.green, c.blue)
        hue?.pointee = hsb.0; saturation?.pointee = hsb.1; brightness?.pointee = hsb.2; alpha?.pointee = c.alpha
        return true
    }

    /// `#RRGGBB` or `#RRGGBBAA` (alpha only when not opaque) of the light appearance:
    /// the form dumps and renderers use.
    public var hexString: String {
        func byte(_ v: CGFloat) -> String {
            let clamped = Int((min(max(v, 0), 1) * 255).rounded())
            let hex = String(clamped, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public var description: String {
        if let name { return "UIColor.\(name)" }
        if isDynamic { return "UIColor(dynamicProvider:)" }
        return "UIColor(\(hexString))"
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs === rhs { return true }
        if lhs.isDynamic || rhs.isDynamic {
            return lhs.isDynamic && rhs.isDynamic && lhs.name != nil && lhs.name == rhs.name
        }
        return lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        if isDynamic {
            if let name { hasher.combine(name) } else { hasher.combine(ObjectIdentifier(self)) }
            return
        }
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }
}
