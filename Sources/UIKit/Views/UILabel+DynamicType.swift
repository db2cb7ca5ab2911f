import Foundation

/// A label re-makes its text-style font when the content size category changes and
/// `adjustsFontForContentSizeCategory` is on (see `ContentSizeCategoryFontAdjusting`).
extension UILabel: ContentSizeCategoryFontAdjusting {
    var adjustableFont: UIFont? { get { font } set { font = newValue } }
}
