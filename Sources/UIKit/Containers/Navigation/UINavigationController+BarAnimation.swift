import Foundation

/// Which of a navigation controller's bars are sliding in or out right now.
struct SlidingBars {
    var navigationBar = false
    var toolbar = false
}

/// Animated `setNavigationBarHidden(_:animated:)` / `setToolbarHidden(_:animated:)`.
///
/// Model values change at once, as with every UIKit animation: the bar's frame is its
/// end frame (off the view when hiding) and the children's safe area is the new one. The
/// bar stays visible (`isHidden == false`) until the slide ends; its presentation frame and
/// the content's move on the clock over ``UINavigationController/hideShowBarDuration``.
///
/// ```
///  hide: frame ─▶ off-screen (model, at once)      show: frame ← off-screen, isHidden = false
///        UIView.animate(0.2) { layout }                  UIView.animate(0.2) { layout }
///        completion: isHidden = true                     completion: —
/// ```
extension UINavigationController {
    /// How long the navigation bar and toolbar take to slide in or out (UIKit's
    /// `UINavigationControllerHideShowBarDuration`).
    public static let hideShowBarDuration: CGFloat = 0.2

    func animateBarChange(animated: Bool, navigationBarWasShown: Bool, toolbarWasShown: Bool) {
        let navigationBarChanges = navigationBarWasShown == storedNavigationBarHidden
        let toolbarChanges = toolbarWasShown != isToolbarShown
        guard animated, UIView.areAnimationsEnabled, let container = storedView, container.window != nil else {
            barsDidChange()
            return
        }
        container.layoutIfNeeded()
        // A bar sliding in starts from off the view.
        if navigationBarChanges, !storedNavigationBarHidden {
            navigationBar.frame.origin.y = -navigationBar.frame.height
        }
        if toolbarChanges, isToolbarShown {
            storedToolbar.frame = toolbarFrame().offsetBy(dx: 0, dy: container.bounds.height - toolbarFrame().minY)
        }
        if navigationBarChanges { slidingBars.navigationBar = true }
        if toolbarChanges { slidingBars.toolbar = true }
        barsDidChange()
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), delay: 0, options: [.beginFromCurrentState], animations: {
            container.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self else { return }
            if navigationBarChanges { slidingBars.navigationBar = false }
            if toolbarChanges { slidingBars.toolbar = false }
            barsDidChange()
        })
    }
}
