import Foundation

/// `hidesBottomBarWhenPushed` for the tab bar: while the selected tab is a navigation
/// controller with a pushed controller (any above its root) that asks to hide bottom bars,
/// the tab bar is hidden and no longer adds to the children's bottom safe area. Popping
/// back below that controller, or selecting another tab, shows it again.
///
/// UIKit documents the property for the navigation controller's toolbar; that a pushed
/// controller also hides the tab bar, and that it stays hidden for controllers pushed
/// after it, is UIKit's behaviour as developers describe it (see DifferencesFromIOS
/// "Tab bar"). The bar hides and shows at once (no slide with the push).
extension UITabBarController {
    /// Whether the selected tab's stack asks to hide the tab bar.
    private var selectionHidesTabBar: Bool {
        guard let navigation = storedSelectedViewController as? UINavigationController else { return false }
        return navigation.stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// The selected tab's stack or the selection changed: hides or shows the tab bar.
    func bottomBarRequestDidChange() {
        let hide = selectionHidesTabBar
        guard hide != tabBarHiddenForPush else { return }
        tabBarHiddenForPush = hide
        tabBar.isHidden = hide
        storedSelectedViewController?.viewIfLoaded?.setNeedsSafeAreaUpdate()
        viewIfLoaded?.setNeedsLayout()
    }
}
