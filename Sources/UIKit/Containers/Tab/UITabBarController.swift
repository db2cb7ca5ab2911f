import Foundation

/// Asked and told about the user's tab selections — only the user's: programmatic
/// changes of `selectedIndex`, `selectedViewController` or `viewControllers` call
/// neither method (UIKIT-SEMANTICS 5.4).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Asked when the user taps a tab; false keeps the current tab (5.5).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Told after the user's tap selected a tab — also when it was already selected (5.5).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The animator for a tab switch on screen from `fromVC` to `toVC`, asked before any
    /// appearance callback; nil (the default) switches at once (5.3).
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller driving `animationController`, asked right after it.
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}

/// A container that shows one of several children, chosen with a tab bar
/// (UIKIT-SEMANTICS 5.1–5.5, 5.8, 5.9, 1.10).
///
/// * Every element of ``viewControllers`` is a child, in tab order; only the selected
///   child's view is loaded and in the hierarchy (1.10, 5.2).
/// * ``selectedIndex`` and ``selectedViewController`` are one piece of state, read and
///   written synchronously (5.1).
/// * Switching tabs is never animated and completes synchronously, inside the setter or
///   the tap: `B.viewWillAppear`, `A.viewWillDisappear`, `A.viewDidDisappear`,
///   `B.viewDidAppear` (5.3), with no containment calls.
/// * Layout: the ``tabBar`` sits at the bottom, ``UITabBar/contentHeight`` (49) plus the
///   bottom safe-area inset tall. The selected child's view fills the controller's view
///   and extends under the (translucent) bar, as on iOS; the part the bar covers is added
///   to the child's bottom safe area, so its `safeAreaLayoutGuide` ends at the bar's top
///   (`safeAreaInsets.bottom` = 83 on an iPhone 14 in portrait).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, ContainerBarInsetProviding {
    private var storedViewControllers: [UIViewController]?
    var storedSelectedViewController: UIViewController?
    /// A tab switch a custom animator is running (see `UITabBarController+Transition`).
    var activeTabTransition: TransitionPerformer?
    /// The tab bar is hidden because the selected navigation controller pushed a controller
    /// with `hidesBottomBarWhenPushed` (see `UITabBarController+BottomBar`).
    var tabBarHiddenForPush = false
    /// Set when the selected navigation controller's stack change just hid or showed the
    /// bar; its transition, if animated, slides the bar (`UITabBarController+BottomBar`).
    var tabBarSlidePending = false

    /// Told about the user's selections; held weakly.
    open weak var delegate: UITabBarControllerDelegate?

    /// The bar. Its items are the children's `tabBarItem`s; the controller manages them.
    public let tabBar = UITabBar(frame: .zero)

    /// The controllers the user may rearrange; reset to ``viewControllers`` on every
    /// assignment of that property (5.8).
    open var customizableViewControllers: [UIViewController]?

    /// The navigation controller of the More tab. It always exists and is never an element
    /// of ``viewControllers`` (5.7); it becomes a child when first selected. Selecting it
    /// (a tap on More, or `selectedViewController = moreNavigationController`) makes
    /// ``selectedIndex`` `NSNotFound` (5.6) while its list is on top.
    ///
    /// Its root lists the overflow tabs (the tabs after the fourth). Picking one — a tap on
    /// its row, or `selectedViewController`/`selectedIndex` in code — pushes it onto the
    /// More navigation controller, whose child it is while on the stack; it goes back to
    /// being this controller's child when it leaves the stack. While one is pushed,
    /// ``selectedViewController`` reports it and ``selectedIndex`` its index, as UIKit
    /// documents for tabs "managed by the More navigation controller".
    public private(set) lazy var moreNavigationController: UINavigationController = UIMoreNavigationController(owner: self)

    private var moreNavigation: UIMoreNavigationController {
        // Always this type: the property is created here and never reassigned.
        moreNavigationController as! UIMoreNavigationController
    }

    /// The More tab's item, shown last when the tabs overflow.
    private lazy var moreTabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)

    /// How many tabs the bar shows before it needs a More tab: five in a compact width
    /// (the iPhone count, 5.7); every tab otherwise.
    private var tabBarCapacity: Int {
        traitCollection.horizontalSizeClass == .regular ? Int.max : 5
    }

    /// Whether the tabs overflow, so the bar shows the first four and More.
    private var showsMoreTab: Bool { (storedViewControllers?.count ?? 0) > tabBarCapacity }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configureTabBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureTabBar()
    }

    /// Records the tabs' controllers that have restoration paths and the selected index.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(Self.archivedRestorationPaths(of: viewControllers ?? []), forKey: "UITabBarControllerViewControllers")
        coder.encode(selectedIndex, forKey: "UITabBarControllerSelectedIndex")
    }

    /// Puts the restored tabs back (when any were restored) and selects the saved tab.
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        let restored = Self.restoredControllers(coder.decodeObject(forKey: "UITabBarControllerViewControllers"))
        if !restored.isEmpty { setViewControllers(restored, animated: false) }
        let index = coder.decodeInteger(forKey: "UITabBarControllerSelectedIndex")
        if (viewControllers ?? []).indices.contains(index) { selectedIndex = index }
    }

    private func configureTabBar() {
        tabBar.userDidTapItem = { [weak self] item in self?.userDidTap(item) }
    }

    // MARK: Children

    /// The tabs' controllers, in tab order. Assigning equals
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs (5.1, 5.9). Controllers that leave are removed as children
    /// before new ones are added: `willMove(toParent: nil)` for each leaving one, the
    /// visible tab's disappearance if the selection changes, `didMove(toParent: nil)`;
    /// then `willMove(toParent:)` for each new one, the new selection's appearance,
    /// `didMove(toParent:)`. Controllers in both arrays stay children without calls.
    ///
    /// Selection, as UIKit documents it: the previously selected controller if it is still
    /// there, else the one at the previous index, else the first. `animated` is ignored.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        activeTabTransition?.finishNow()
        resetMoreStack()
        var incoming: [UIViewController] = []
        for controller in viewControllers ?? [] where !incoming.contains(where: { $0 === controller }) {
            incoming.append(controller)
        }
        let outgoing = storedViewControllers ?? []
        let leaving = outgoing.filter { old in !incoming.contains { $0 === old } }
        let arriving = incoming.filter { new in !outgoing.contains { $0 === new } }
        let oldSelected = storedSelectedViewController
        let oldIndex = selectedIndex
        let stillOverflows = incoming.count > tabBarCapacity
        let newSelected: UIViewController? =
            if let oldSelected, incoming.contains(where: { $0 === oldSelected }) { oldSelected }
            else if oldSelected === moreNavigationController, stillOverflows { oldSelected }
            else if oldSelected != nil, oldIndex < incoming.count { incoming[oldIndex] }
            else { incoming.first }
        let selectionChanges = oldSelected !== newSelected
        let visible = isShowingSelection

        leaving.forEach { $0.willMove(toParent: nil) }
        if selectionChanges, let oldSelected {
            if visible { oldSelected.beginAppearanceTransition(false, animated: false) }
            oldSelected.viewIfLoaded?.removeFromSuperview()
            if visible { oldSelected.endAppearanceTransition() }
        }
        storedSelectedViewController = newSelected
        leaving.forEach { $0.removeFromParent() }

        storedViewControllers = viewControllers == nil ? nil : incoming
        customizableViewControllers = storedViewControllers
        arriving.forEach { addChild($0) }
        refreshTabBarItems()
        if selectionChanges, let newSelected {
            if visible { newSelected.beginAppearanceTransition(true, animated: false) }
            installSelectedView()
            if visible {
                viewIfLoaded?.layoutIfNeeded()
                newSelected.endAppearanceTransition()
            }
        }
        arriving.forEach { $0.didMove(toParent: self) }
    }

    // MARK: Selection

    /// The selected tab's controller. Setting it to a controller that is not one of
    /// ``viewControllers`` (or ``moreNavigationController``) raises
    /// `NSInvalidArgumentException`; setting nil does nothing.
    open var selectedViewController: UIViewController? {
        get {
            if storedSelectedViewController === moreNavigationController, let shown = overflowControllerInMore {
                return shown
            }
            return storedSelectedViewController
        }
        set {
            guard let newValue else { return }
            if newValue === moreNavigationController {
                select(newValue)
                return
            }
            guard let controllers = storedViewControllers, controllers.contains(where: { $0 === newValue }) else {
                runtimeInUse.diagnostics.raise(
                    .invalidArgumentException,
                    "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar "
                        + "controller's list of view controllers can be selected.")
                return
            }
            selectTab(newValue)
        }
    }

    /// The selected tab's index in ``viewControllers``; `NSNotFound` when no tab is
    /// selected. Setting an index outside the array does nothing.
    open var selectedIndex: Int {
        get {
            guard let selected = selectedViewController,
                  let index = storedViewControllers?.firstIndex(where: { $0 === selected }) else { return NSNotFound }
            return index
        }
        set {
            guard let controllers = storedViewControllers, controllers.indices.contains(newValue) else { return }
            selectTab(controllers[newValue])
        }
    }

    /// Selects a tab in code: an overflow tab is shown inside the More navigation controller.
    private func selectTab(_ controller: UIViewController) {
        if isOverflowTab(controller) {
            showInMore(controller, animated: false)
        } else {
            select(controller)
        }
    }

    /// Whether `controller` is a tab the bar does not show, so it lives in the More list.
    private func isOverflowTab(_ controller: UIViewController) -> Bool {
        guard showsMoreTab, let index = storedViewControllers?.firstIndex(where: { $0 === controller }) else { return false }
        return index >= 4
    }

    /// The overflow tab on the More stack (just above the list), if any.
    private var overflowControllerInMore: UIViewController? {
        if let navigation = moreNavigation.redirectedNavigationController { return navigation }
        let stack = moreNavigation.viewControllers
        guard stack.count > 1, isOverflowTab(stack[1]) else { return nil }
        return stack[1]
    }

    /// Makes the More stack `[list, controller]` (for a navigation controller, the list and
    /// that controller's stack) and selects the More tab. The tab leaves this controller
    /// (`willMove(toParent: nil)`, `didMove(toParent: nil)`); it, or its stack, becomes the
    /// More navigation controller's child. Unanimated changes complete before this
    /// returns, like every tab switch; an animated push (a row tap) finishes on the clock.
    private func showInMore(_ controller: UIViewController, animated: Bool) {
        let more = moreNavigation
        if !more.isDisplaying(controller) {
            if controller.parent === self {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            more.display(controller, animated: animated)
        }
        select(more)
    }

    /// A row of the More list was tapped: its tab is pushed, animated, as on iOS. The tab
    /// bar's delegate is not asked.
    func moreListDidSelect(_ controller: UIViewController) {
        guard isOverflowTab(controller) else { return }
        showInMore(controller, animated: true)
    }

    /// A controller left the More stack: an overflow tab becomes this controller's child again.
    func moreStackDidRelease(_ controller: UIViewController) {
        guard controller.parent == nil, storedViewControllers?.contains(where: { $0 === controller }) == true else { return }
        addChild(controller)
        controller.didMove(toParent: self)
    }

    /// Before the tabs change, the More stack goes back to its list (now, even on screen),
    /// so pushed overflow tabs are this controller's children again.
    private func resetMoreStack() {
        moreNavigation.reset()
    }

    /// Switches tabs synchronously (5.3): the new tab's `viewWillAppear` first, then the
    /// old tab's disappearance, then the new tab's `viewDidAppear`.
    private func select(_ controller: UIViewController) {
        guard controller !== storedSelectedViewController else { return }
        let old = storedSelectedViewController
        let visible = isShowingSelection
        if controller === moreNavigationController, controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        activeTabTransition?.finishNow()
        storedSelectedViewController = controller
        tabBar.selectedItem = barItemForSelection
        performTabSwitch(from: old, to: controller, visible: visible)
    }

    /// A user's tap on a tab: `shouldSelect`, the selection, `didSelect` (5.4, 5.5).
    private func userDidTap(_ item: UITabBarItem) {
        let controller: UIViewController
        if item === moreTabBarItem, showsMoreTab {
            controller = moreNavigationController
        } else if let tab = storedViewControllers?.first(where: { $0.tabBarItem === item }) {
            controller = tab
        } else {
            return
        }
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        select(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Whether the selected tab is on screen and settled, so a switch must drive its
    /// appearance explicitly (otherwise automatic forwarding, or nothing, applies).
    private var isShowingSelection: Bool {
        guard let root = viewIfLoaded, root.window?.isVisible == true else { return false }
        return appearanceState == .appeared
    }

    // MARK: Views

    /// Finishes a tab switch a custom animator is still running, so the tab that
    /// disappears with the tab bar controller has completed its own transition (2.1).
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        activeTabTransition?.finishNow()
    }

    /// The root view holds the selected child's view and, in front of it, the tab bar.
    open override func loadView() {
        let root = TabBarControllerView(frame: runtimeInUse.screen.bounds)
        root.controller = self
        root.addSubview(tabBar)
        view = root
        installSelectedView()
    }

    /// Puts the selected child's view under the bar (loading it), if the root view exists.
    func installSelectedView() {
        guard let root = viewIfLoaded, let selected = storedSelectedViewController else { return }
        let childView: UIView = selected.view
        childView.frame = root.bounds
        if childView.superview !== root { root.insertSubview(childView, belowSubview: tabBar) }
        root.setNeedsLayout()
        bottomBarRequestDidChange()
    }

    /// Lays out the bar at the bottom and the selected child's view over the whole root.
    func layoutTabBarContent() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        let height = UITabBar.contentHeight + root.safeAreaInsets.bottom
        let barFrame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        let barMoved: Bool
        if tabBar.transform.isIdentity {
            barMoved = tabBar.frame != barFrame
            if barMoved { tabBar.frame = barFrame }
        } else {
            // Sliding with a push (a transform): its `frame` is the moved one, and setting
            // it would undo the slide, so the untransformed geometry is compared and set.
            let center = CGPoint(x: barFrame.midX, y: barFrame.midY)
            barMoved = tabBar.bounds.size != barFrame.size || tabBar.center != center
            if barMoved {
                tabBar.bounds.size = barFrame.size
                tabBar.center = center
            }
        }
        if let childView = storedSelectedViewController?.viewIfLoaded, childView.superview === root {
            if childView.frame != bounds { childView.frame = bounds }
            if barMoved { childView.setNeedsSafeAreaUpdate() }
        }
    }

    /// The part of a child's root view that the bar covers (10.6).
    func barInsets(forChildView childView: UIView) -> UIEdgeInsets {
        guard childView.superview === viewIfLoaded, !tabBar.isHidden, !tabBarHiddenForPush,
              tabBar.superview === childView.superview else {
            return .zero
        }
        let covered = childView.frame.maxY - tabBar.frame.minY
        return UIEdgeInsets(top: 0, left: 0, bottom: min(max(0, covered), childView.frame.height), right: 0)
    }

    /// Rebuilds the bar's items from the children's `tabBarItem`s.
    func refreshTabBarItems() {
        let items = storedViewControllers?.map { $0.tabBarItem! }
        if let items, showsMoreTab {
            tabBar.setItems(Array(items.prefix(4)) + [moreTabBarItem], animated: false)
        } else {
            tabBar.setItems(items, animated: false)
        }
        tabBar.selectedItem = barItemForSelection
        let overflow = showsMoreTab ? Array((storedViewControllers ?? []).dropFirst(4)) : []
        moreNavigation.moreList.setControllers(overflow)
    }

    /// The item to highlight: the selected tab's, or More's when the selection is More
    /// or a tab beyond the fourth while the tabs overflow.
    var barItemForSelection: UITabBarItem? {
        guard let selected = storedSelectedViewController else { return nil }
        if selected === moreNavigationController { return moreTabBarItem }
        if showsMoreTab, let index = storedViewControllers?.firstIndex(where: { $0 === selected }), index >= 4 {
            return moreTabBarItem
        }
        return selected.tabBarItem
    }

    /// A child's `tabBarItem` was replaced.
    func childTabBarItemDidChange() { refreshTabBarItems() }

    /// A tab's item changed (its title or image): the More list's row for it follows.
    func tabBarItemDidChange(of controller: UIViewController) {
        moreNavigation.moreList.tabBarItemDidChange(of: controller)
    }
}

/// The tab bar controller's root view: lays out the bar and the selected tab.
final class TabBarControllerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        controller?.layoutTabBarContent()
        super.layoutSubviews()
    }
}
