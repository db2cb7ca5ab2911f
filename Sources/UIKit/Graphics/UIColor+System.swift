import Foundation

// The fixed colours and the system and semantic colours, with the light and dark values
// iOS 15 and later use (Apple's Human Interface Guidelines, "Color", and the values
// `resolvedColor(with:)` returns on iOS). The elevated and increased-contrast variants
// are not modelled: the light/dark pair is what layout and pictures need.

extension UIColor {
    public static let black = UIColor(named: "black", red: 0, green: 0, blue: 0)
    public static let white = UIColor(named: "white", red: 1, green: 1, blue: 1)
    public static let clear = UIColor(named: "clear", red: 0, green: 0, blue: 0, alpha: 0)
    public static let red = UIColor(named: "red", red: 1, green: 0, blue: 0)
    public static let green = UIColor(named: "green", red: 0, green: 1, blue: 0)
    public static let blue = UIColor(named: "blue", red: 0, green: 0, blue: 1)
    public static let cyan = UIColor(named: "cyan", red: 0, green: 1, blue: 1)
    public static let magenta = UIColor(named: "magenta", red: 1, green: 0, blue: 1)
    public static let yellow = UIColor(named: "yellow", red: 1, green: 1, blue: 0)
    public static let orange = UIColor(named: "orange", red: 1, green: 0.5, blue: 0)
    public static let purple = UIColor(named: "purple", red: 0.5, green: 0, blue: 0.5)
    public static let brown = UIColor(named: "brown", red: 0.6, green: 0.4, blue: 0.2)
    public static let gray = UIColor(named: "gray", red: 0.5, green: 0.5, blue: 0.5)
    public static let lightGray = UIColor(named: "lightGray", red: 2 / 3, green: 2 / 3, blue: 2 / 3)
    public static let darkGray = UIColor(named: "darkGray", red: 1 / 3, green: 1 / 3, blue: 1 / 3)
    /// Text on dark backgrounds: white at 60 %; not dynamic.
    public static let lightText = UIColor(named: "lightText", red: 1, green: 1, blue: 1, alpha: 0.6)
    /// Text on light backgrounds: black; not dynamic.
    public static let darkText = UIColor(named: "darkText", red: 0, green: 0, blue: 0)

    /// A system colour from 0xRRGGBB values and alphas for each appearance.
    private static func system(_ name: String, _ light: UInt32, _ dark: UInt32,
                               lightAlpha: CGFloat = 1, darkAlpha: CGFloat = 1) -> UIColor {
        UIColor(systemName: name, light: rgb(light, lightAlpha), dark: rgb(dark, darkAlpha))
    }

    private static func rgb(_ hex: UInt32, _ alpha: CGFloat) -> UIColor {
        UIColor(red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
                blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    // Adaptable system colours.
    public static let systemBlue = system("systemBlue", 0x007AFF, 0x0A84FF)
    public static let systemBrown = system("systemBrown", 0xA2845E, 0xAC8E68)
    public static let systemCyan = system("systemCyan", 0x32ADE6, 0x64D2FF)
    public static let systemGreen = system("systemGreen", 0x34C759, 0x30D158)
    public static let systemIndigo = system("systemIndigo", 0x5856D6, 0x5E5CE6)
    public static let systemMint = system("systemMint", 0x00C7BE, 0x63E6E2)
    public static let systemOrange = system("systemOrange", 0xFF9500, 0xFF9F0A)
    public static let systemPink = system("systemPink", 0xFF2D55, 0xFF375F)
    public static let systemPurple = system("systemPurple", 0xAF52DE, 0xBF5AF2)
    public static let systemRed = system("systemRed", 0xFF3B30, 0xFF453A)
    public static let systemTeal = system("systemTeal", 0x30B0C7, 0x40CBE0)
    public static let systemYellow = system("systemYellow", 0xFFCC00, 0xFFD60A)
    public static let systemGray = system("systemGray", 0x8E8E93, 0x8E8E93)
    public static let systemGray2 = system("systemGray2", 0xAEAEB2, 0x636366)
    public static let systemGray3 = system("systemGray3", 0xC7C7CC, 0x48484A)
    public static let systemGray4 = system("systemGray4", 0xD1D1D6, 0x3A3A3C)
    public static let systemGray5 = system("systemGray5", 0xE5E5EA, 0x2C2C2E)
    public static let systemGray6 = system("systemGray6", 0xF2F2F7, 0x1C1C1E)
    /// The default tint: the system blue.
    public static let tintColor = system("tintColor", 0x007AFF, 0x0A84FF)

    // Label colours.
    public static let label = system("label", 0x000000, 0xFFFFFF)
    public static let secondaryLabel = system("secondaryLabel", 0x3C3C43, 0xEBEBF5, lightAlpha: 0.6, darkAlpha: 0.6)
    public static let tertiaryLabel = system("tertiaryLabel", 0x3C3C43, 0xEBEBF5, lightAlpha: 0.3, darkAlpha: 0.3)
    public static let quaternaryLabel = system("quaternaryLabel", 0x3C3C43, 0xEBEBF5, lightAlpha: 0.18, darkAlpha: 0.16)
    public static let placeholderText = system("placeholderText", 0x3C3C43, 0xEBEBF5, lightAlpha: 0.3, darkAlpha: 0.3)
    public static let link = system("link", 0x007AFF, 0x0984FF)

    // Separators.
    public static let separator = system("separator", 0x3C3C43, 0x545458, lightAlpha: 0.29, darkAlpha: 0.6)
    public static let opaqueSeparator = system("opaqueSeparator", 0xC6C6C8, 0x38383A)

    // Fills.
    public static let systemFill = system("systemFill", 0x787880, 0x787880, lightAlpha: 0.2, darkAlpha: 0.36)
    public static let secondarySystemFill = system(
        "secondarySystemFill", 0x787880, 0x787880, lightAlpha: 0.16, darkAlpha: 0.32)
    public static let tertiarySystemFill = system(
        "tertiarySystemFill", 0x767680, 0x767680, lightAlpha: 0.12, darkAlpha: 0.24)
    public static let quaternarySystemFill = system(
        "quaternarySystemFill", 0x747480, 0x767680, lightAlpha: 0.08, darkAlpha: 0.18)

    // Backgrounds.
    public static let systemBackground = system("systemBackground", 0xFFFFFF, 0x000000)
    public static let secondarySystemBackground = system("secondarySystemBackground", 0xF2F2F7, 0x1C1C1E)
    public static let tertiarySystemBackground = system("tertiarySystemBackground", 0xFFFFFF, 0x2C2C2E)
    public static let systemGroupedBackground = system("systemGroupedBackground", 0xF2F2F7, 0x000000)
    public static let secondarySystemGroupedBackground = system(
        "secondarySystemGroupedBackground", 0xFFFFFF, 0x1C1C1E)
    public static let tertiarySystemGroupedBackground = system(
        "tertiarySystemGroupedBackground", 0xF2F2F7, 0x2C2C2E)
    @available(*, deprecated, renamed: "systemGroupedBackground")
    public static let groupTableViewBackground = systemGroupedBackground
}
