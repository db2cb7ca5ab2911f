import Foundation

extension UIWindow {
    /// What a tap on the status bar does: the one visible scroll view in this window with
    /// `scrollsToTop` scrolls to its top (UIKit does nothing when there are several).
    /// Returns whether a scroll view scrolled. Hosts call it; there is no status bar to tap.
    @discardableResult
    public func _statusBarTapped() -> Bool {
        var candidates: [UIScrollView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha >= 0.01 else { return }
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop { candidates.append(scrollView) }
            view.subviews.forEach(visit)
        }
        visit(self)
        guard candidates.count == 1 else { return false }
        return candidates[0]._scrollToTop()
    }
}
