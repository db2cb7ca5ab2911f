import Foundation

/// Scales fonts and values for Dynamic Type. The content size category here is the
/// default one (`.large`) unless a trait collection says otherwise; at `.large` every
/// scale is 1, so fonts and values come back unchanged, as on an iOS device at the
/// default text size.
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling curve is used.
    public let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled for the content size category of `traitCollection` (nil: the default).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        let factor = scale(for: traitCollection)
        return factor == 1 ? font : font.withSize((font.pointSize * factor).rounded())
    }

    /// `font` scaled, but no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                           compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        return scaled.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : scaled
    }

    /// `value` scaled as the style's font size is.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> CGFloat {
        value * scale(for: traitCollection)
    }

    /// The body style's steps around `.large` (17 pt): each category's size over 17.
    private func scale(for traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        let sizes: [UIContentSizeCategory: CGFloat] = [
            .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
            .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33,
            .accessibilityExtraLarge: 40, .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
        ]
        return (sizes[category] ?? 17) / 17
    }
}

/// Views whose font follows the content size category (`UILabel`, `UITextField`,
/// `UITextView`): the setting is stored; the category here stays the default.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}
