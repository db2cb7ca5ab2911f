import Foundation

/// Text fields and text views re-make their text-style font when the content size category
/// changes and `adjustsFontForContentSizeCategory` is on (see `ContentSizeCategoryFontAdjusting`).
extension UITextField: ContentSizeCategoryFontAdjusting {
    var adjustableFont: UIFont? { get { font } set { font = newValue } }
}

extension UITextView: ContentSizeCategoryFontAdjusting {
    var adjustableFont: UIFont? { get { font } set { font = newValue } }
}
