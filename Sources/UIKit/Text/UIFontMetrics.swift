import Foundation

/// Scales custom fonts and values along a text style's Dynamic Type curve.
///
/// A scaled value is the value at the default category (`.large`) times the ratio of the
/// style's point size in the category to its size at `.large`, from the same table as
/// `preferredFont(forTextStyle:)` (`DynamicTypeSizes`): with `.body`, 17 pt at `.large`
/// becomes 23 pt at `.extraExtraExtraLarge`, so `scaledValue(for: 10)` is 10 × 23 / 17.
/// Values are not rounded. A scaled font remembers its style, base size and cap, so a view
/// with `adjustsFontForContentSizeCategory` re-scales it when the category changes.
/// Without traits, the current category is used (the current traits', else the screen's).
public final class UIFontMetrics: Sendable {
    /// The text style whose curve this object scales along.
    let textStyle: UIFont.TextStyle

    /// Metrics for `.body`.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled to the current content size category.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled to the current category, no larger than `maximumPointSize` (0: no cap).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled to the traits' category (nil or `.unspecified`: the current category).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled to the traits' category, no larger than `maximumPointSize` (0: no cap).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaling = DynamicTypeScaling(style: textStyle, basePointSize: font.pointSize,
                                         maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil,
                                         isTextStyleFont: false)
        return font.scaled(scaling, in: Self.category(of: traitCollection))
    }

    /// `value` scaled to the current content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled to the traits' category (nil or `.unspecified`: the current category).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        DynamicTypeScaling(style: textStyle, basePointSize: value, maximumPointSize: nil, isTextStyleFont: false)
            .pointSize(in: Self.category(of: traitCollection))
    }

    private static func category(of traits: UITraitCollection?) -> UIContentSizeCategory {
        let category = traits?.preferredContentSizeCategory ?? .unspecified
        return category == .unspecified ? DynamicTypeSizes.currentCategory() : category
    }
}
