import Foundation

/// Point sizes of the text styles per content size category — Apple's Human Interface
/// Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes"
/// (https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-Dynamic-Type-sizes):
/// seven standard categories (xSmall … xxxLarge) and five accessibility ones (AX1 … AX5).
/// The `.large` column is the default and equals ``UIFont/TextStyle/defaultSizeAndWeight``.
enum DynamicTypeSizes {
    /// Columns in ``UIContentSizeCategory/ordered`` order: XS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5.
    static func pointSizes(for style: UIFont.TextStyle) -> [CGFloat] {
        switch style {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        // `.body` and any style this table does not know follow the body column.
        default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        }
    }

    /// The style's point size in a category; `.unspecified` (or an unknown raw value)
    /// counts as the default, `.large`.
    static func pointSize(for style: UIFont.TextStyle, in category: UIContentSizeCategory) -> CGFloat {
        let column = UIContentSizeCategory.ordered.firstIndex(of: category)
            ?? UIContentSizeCategory.ordered.firstIndex(of: .large)!
        return pointSizes(for: style)[column]
    }

    /// The category a font resolves with when no traits are given: the current traits' when
    /// they name one (UIKit makes a view's traits current during its trait change and layout),
    /// else the screen's of the runtime in use, else `.large`.
    static func currentCategory() -> UIContentSizeCategory {
        let current = UITraitCollection.current.preferredContentSizeCategory
        if current != .unspecified { return current }
        guard let name = ViewControllerKit.Runtime.currentContentSizeCategoryName else { return .large }
        let screen = UIContentSizeCategory(rawValue: name)
        return screen == .unspecified ? .large : screen
    }
}

/// How a font follows Dynamic Type: the text style whose curve it scales along, its size
/// at `.large`, and an optional cap. Carried by fonts from `preferredFont(forTextStyle:)`
/// and `UIFontMetrics.scaledFont(for:)`, so a view that adjusts its font for the content
/// size category can re-make it at another category.
struct DynamicTypeScaling: Hashable, Sendable {
    let style: UIFont.TextStyle
    /// The size at `.large`.
    let basePointSize: CGFloat
    let maximumPointSize: CGFloat?
    /// True for `preferredFont`: the table's sizes exactly; false for `UIFontMetrics`:
    /// the base size times the style's ratio to its `.large` size.
    let isTextStyleFont: Bool

    func pointSize(in category: UIContentSizeCategory) -> CGFloat {
        let size: CGFloat
        if isTextStyleFont {
            size = DynamicTypeSizes.pointSize(for: style, in: category)
        } else {
            // Multiplied before dividing: 34 × 23 / 17 is exactly 46.
            size = basePointSize * DynamicTypeSizes.pointSize(for: style, in: category)
                / DynamicTypeSizes.pointSize(for: style, in: .large)
        }
        guard let maximumPointSize, maximumPointSize > 0 else { return size }
        return min(size, maximumPointSize)
    }
}
