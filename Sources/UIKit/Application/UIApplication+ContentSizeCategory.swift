import Foundation

extension UIApplication {
    /// The user's text size: the screen's content size category (a host changes it through
    /// `UIScreen.systemOverrides`, which posts `UIContentSizeCategory.didChangeNotification`).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        runtime.screen.traitCollection.preferredContentSizeCategory
    }

    /// Called by the runtime after the screen's category changed and the windows' traits
    /// were updated: an observer that lays out by hand sees the views' new fonts.
    func postContentSizeCategoryDidChange() {
        NotificationCenter.default.post(
            name: UIContentSizeCategory.didChangeNotification, object: self,
            userInfo: [UIContentSizeCategory.newValueUserInfoKey: preferredContentSizeCategory])
    }
}
