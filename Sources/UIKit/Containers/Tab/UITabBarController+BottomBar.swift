import Foundation

/// `hidesBottomBarWhenPushed` for the tab bar: while the selected tab is a navigation
/// controller with a pushed controller (any above its root) that asks to hide bottom bars,
/// the tab bar is hidden and no longer adds to the children's bottom safe area. Popping
/// back below that controller, or selecting another tab, shows it again.
///
/// UIKit documents the property for the navigation controller's toolbar; that a pushed
/// controller also hides the tab bar, and that it stays hidden for controllers pushed
/// after it, is UIKit's behaviour as developers describe it (see DifferencesFromIOS
/// "Tab bar"). Hidden or shown by an animated push or pop, the bar slides with it: out to
/// the leading side alongside the push, back in from there alongside the pop, on the
/// transition's clock (its coordinator), and it is hidden only when the push completes; a
/// cancelled pop or push puts it back. The children's safe area follows at once.
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
        // Only the transition this change starts (in the same turn) slides the bar.
        tabBarSlidePending = true
        runtimeInUse.runLoop.perform { [weak self] in self?.tabBarSlidePending = false }
        tabBar.isHidden = hide
        storedSelectedViewController?.viewIfLoaded?.setNeedsSafeAreaUpdate()
        viewIfLoaded?.setNeedsLayout()
    }

    /// From the selected navigation controller's transition, before its animation starts:
    /// slides the bar if this transition hid or showed it (see the comment above).
    func slideTabBarIfPending(alongside coordinator: UIViewControllerTransitionCoordinator?) {
        let pending = tabBarSlidePending
        tabBarSlidePending = false
        guard pending, let coordinator, coordinator.isAnimated, let root = viewIfLoaded else { return }
        let hiding = tabBarHiddenForPush
        let offstage = CGAffineTransform(translationX: -root.bounds.width, y: 0)
        tabBar.isHidden = false
        tabBar.transform = hiding ? .identity : offstage
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.tabBar.transform = hiding ? offstage : .identity
        }, completion: { [weak self] context in
            guard let self else { return }
            self.tabBar.transform = .identity
            self.tabBar.isHidden = self.tabBarHiddenForPush
            if context.isCancelled { self.storedSelectedViewController?.viewIfLoaded?.setNeedsSafeAreaUpdate() }
        })
    }
}
