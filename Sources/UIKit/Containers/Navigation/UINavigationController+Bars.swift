import Foundation

/// The navigation controller's side of its bars: the toolbar's visibility, frame and
/// items, and what the navigation bar's back button does.
extension UINavigationController {
    /// Whether the toolbar is hidden; see ``setToolbarHidden(_:animated:)``. Default true.
    public var isToolbarHidden: Bool {
        get { storedToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Whether the toolbar is on screen: not hidden, and the top controller does not ask
    /// to hide bottom bars (`hidesBottomBarWhenPushed`, read from the top controller as
    /// UIKit documents for the toolbar).
    var isToolbarShown: Bool {
        !storedToolbarHidden && !(stack.last?.hidesBottomBarWhenPushed ?? false)
    }

    /// Where the toolbar goes: full width, its bottom on the container's safe-area bottom
    /// (above the home indicator), as tall as `BarMetrics.toolbarHeight` for the traits.
    func toolbarFrame() -> CGRect {
        guard let container = storedView else { return storedToolbar.frame }
        let bottomInset = container.safeAreaInsets.bottom
        let height = BarMetrics.toolbarHeight(for: container.traitCollection, hasHomeIndicator: bottomInset > 0)
        return CGRect(x: 0, y: container.bounds.height - bottomInset - height, width: container.bounds.width, height: height)
    }

    /// The top controller changed: the toolbar shows its items, and the bars' insets
    /// (the toolbar may hide for it) are checked again.
    func topDidChange() {
        navigationBar.scrollCollapse = 0   // a new top starts with its bar expanded
        storedToolbar.setItems(stack.last?.storedToolbarItems, animated: false)
        barsDidChange()
    }

    /// A bar appeared, disappeared or changed height: the bars show or hide now, the
    /// stack's views re-check their safe area (``barInsets(forChildView:)``) and the bars
    /// are framed again on the next layout pass.
    func barsDidChange() {
        navigationBar.isHidden = storedNavigationBarHidden && !slidingBars.navigationBar
        storedToolbar.isHidden = !isToolbarShown && !slidingBars.toolbar
        updateBarInsets()
        storedView?.setNeedsLayout()
        tabBarController?.bottomBarRequestDidChange()
    }

    /// The navigation bar's items or what they show changed (its height may follow).
    func navigationBarContentDidChange() { barsDidChange() }

    /// A child's `toolbarItems` changed: shown when it is the top controller.
    func childToolbarItemsDidChange(_ child: UIViewController) {
        guard child === stack.last else { return }
        storedToolbar.setItems(child.storedToolbarItems, animated: false)
    }

    /// The user tapped the back button: a subclass adopting `UINavigationBarDelegate` may
    /// refuse in `navigationBar(_:shouldPop:)`; otherwise the top controller is popped,
    /// animated, through `popViewController(animated:)` (so overrides see it), as UIKit's
    /// back button does (4.4).
    func navigationBarBackButtonTapped() {
        guard stack.count > 1, let item = navigationBar.topItem else { return }
        if let delegate = self as? UINavigationBarDelegate, !delegate.navigationBar(navigationBar, shouldPop: item) {
            return
        }
        popViewController(animated: true)
    }
}

extension UIViewController {
    /// The items a navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets ``toolbarItems``; the navigation controller's toolbar follows when this
    /// controller is its top controller.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        (storedParent as? UINavigationController)?.childToolbarItemsDidChange(self)
    }
}
