import Foundation

/// A colour in extended sRGB, stored as red, green, blue and alpha components in 0…1.
///
/// A value type under a class name: UIKit's `UIColor` is an immutable class, and
/// nothing in view-controller code relies on colour identity, so equality compares
/// components.
public final class UIColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// The system name for named colours (`systemBackground`), used in dumps.
    let name: String?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha; self.name = nil
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    init(named name: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha; self.name = name
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func getRed(_ r: inout CGFloat, green g: inout CGFloat, blue b: inout CGFloat, alpha a: inout CGFloat) -> Bool {
        r = red; g = green; b = blue; a = alpha
        return true
    }

    /// `#RRGGBB` or `#RRGGBBAA` (alpha only when not opaque): the form renderers use.
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
        return "UIColor(\(hexString))"
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }
}

extension UIColor {
    public static let black = UIColor(named: "black", red: 0, green: 0, blue: 0)
    public static let white = UIColor(named: "white", red: 1, green: 1, blue: 1)
    public static let clear = UIColor(named: "clear", red: 0, green: 0, blue: 0, alpha: 0)
    public static let red = UIColor(named: "red", red: 1, green: 0, blue: 0)
    public static let green = UIColor(named: "green", red: 0, green: 1, blue: 0)
    public static let blue = UIColor(named: "blue", red: 0, green: 0, blue: 1)
    public static let yellow = UIColor(named: "yellow", red: 1, green: 1, blue: 0)
    public static let orange = UIColor(named: "orange", red: 1, green: 0.5, blue: 0)
    public static let purple = UIColor(named: "purple", red: 0.5, green: 0, blue: 0.5)
    public static let gray = UIColor(named: "gray", red: 0.5, green: 0.5, blue: 0.5)
    public static let lightGray = UIColor(named: "lightGray", red: 2 / 3, green: 2 / 3, blue: 2 / 3)
    public static let darkGray = UIColor(named: "darkGray", red: 1 / 3, green: 1 / 3, blue: 1 / 3)
    // System colours in their light-appearance values.
    public static let systemBackground = UIColor(named: "systemBackground", red: 1, green: 1, blue: 1)
    public static let secondarySystemBackground = UIColor(
        named: "secondarySystemBackground", red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    public static let label = UIColor(named: "label", red: 0, green: 0, blue: 0)
    public static let secondaryLabel = UIColor(
        named: "secondaryLabel", red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let systemBlue = UIColor(named: "systemBlue", red: 0, green: 122 / 255, blue: 1)
    public static let systemRed = UIColor(named: "systemRed", red: 1, green: 59 / 255, blue: 48 / 255)
    public static let systemGreen = UIColor(named: "systemGreen", red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    public static let systemOrange = UIColor(named: "systemOrange", red: 1, green: 149 / 255, blue: 0)
    public static let systemYellow = UIColor(named: "systemYellow", red: 1, green: 204 / 255, blue: 0)
    public static let systemGray = UIColor(named: "systemGray", red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    public static let systemGray6 = UIColor(named: "systemGray6", red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    public static let separator = UIColor(
        named: "separator", red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    public static let tintColor = UIColor(named: "tintColor", red: 0, green: 122 / 255, blue: 1)
}
