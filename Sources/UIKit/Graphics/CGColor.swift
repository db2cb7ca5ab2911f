import Foundation

/// Core Graphics' colour, as layers take it (`UIColor.cgColor`).
public struct CGColor: Equatable, Hashable, Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// An sRGB colour (Core Graphics' `CGColor(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
}

extension UIColor {
    public var cgColor: CGColor {
        let c = resolvedForCurrentTraits
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
}
