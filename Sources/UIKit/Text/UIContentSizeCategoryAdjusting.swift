import Foundation

/// A view whose font can follow the user's text size (UILabel, UITextField, UITextView).
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view re-makes its text-style font when the content size category changes.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// The trait-propagation side of ``UIContentSizeCategoryAdjusting``: called for every
/// trait propagation through the view (entering a window, every trait change), before
/// `traitCollectionDidChange(_:)`, so an override sees the new font. Does nothing unless
/// the view adjusts and its font follows Dynamic Type and the size differs.
@MainActor
protocol ContentSizeCategoryFontAdjusting: UIContentSizeCategoryAdjusting {
    var adjustableFont: UIFont? { get set }
}

extension ContentSizeCategoryFontAdjusting {
    func adjustFont(for traits: UITraitCollection) {
        guard adjustsFontForContentSizeCategory, let font = adjustableFont else { return }
        let category = traits.preferredContentSizeCategory == .unspecified ? .large : traits.preferredContentSizeCategory
        guard let adjusted = font.adjusted(for: category), adjusted.pointSize != font.pointSize else { return }
        adjustableFont = adjusted
    }
}

extension UIContentSizeCategory {
    /// Posted (object: the runtime's `UIApplication`) after the screen's content size category changed — a host or
    /// test setting `UIScreen.systemOverrides.preferredContentSizeCategory`, as the
    /// Settings app would — once the windows' traits were updated. `userInfo` holds
    /// ``newValueUserInfoKey``.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The new category (a `UIContentSizeCategory`) in the notification's `userInfo`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
