import Foundation

extension ViewControllerKit {
    /// How long an animated push or pop takes on the runtime clock.
    public enum NavigationTiming {
        /// 0.35 s, UIKit's navigation transition length.
        public static let duration: TimeInterval = 0.35
    }
}

/// The navigation controller's root view: lays out the bar below the safe-area top and
/// the top controller's view over the whole bounds.
@MainActor
final class NavigationContainerView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        navigationController?.layoutContainer()
        super.layoutSubviews()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}

extension UINavigationController {
    // MARK: Validation (4.9, 4.10)

    func validateForPush(_ viewController: UIViewController) -> Bool {
        if viewController is UINavigationController {
            runtimeInUse.diagnostics.raise(.invalidArgumentException, "Pushing a navigation controller is not supported")
            return false
        }
        if stack.contains(where: { $0 === viewController }) {
            runtimeInUse.diagnostics.raise(
                .invalidArgumentException,
                "Pushing the same view controller instance more than once is not supported (\(viewController.debugName))")
            return false
        }
        return true
    }

    func validateForSet(_ viewControllers: [UIViewController]) -> Bool {
        if viewControllers.contains(where: { $0 is UINavigationController }) {
            runtimeInUse.diagnostics.raise(.invalidArgumentException, "Pushing a navigation controller is not supported")
            return false
        }
        for (index, controller) in viewControllers.enumerated()
        where viewControllers[..<index].contains(where: { $0 === controller }) {
            // UIKit appends the array's description; ours lists the controllers on one line.
            let list = viewControllers.map(\.debugName).joined(separator: ", ")
            runtimeInUse.diagnostics.raise(
                .internalInconsistencyException, "All view controllers in a navigation controller must be distinct (\(list))")
            return false
        }
        return true
    }

    // MARK: Stack changes

    /// Moves to `newStack`: containment calls and arrays now, then — when the top changes
    /// while the navigation controller is on screen — the transition (see
    /// `UINavigationController+Transition`).
    ///
    /// A change made while a transition runs first finishes that transition at once (its
    /// did-callbacks and containment calls happen now), then starts the new one.
    func changeStack(to newStack: [UIViewController], animated: Bool) {
        finishActiveTransition()
        let oldStack = stack
        let oldChildren = storedChildren
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        let newTop = newStack.last

        for controller in removed.reversed() { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        stack = newStack
        storedChildren = newStack + storedChildren.filter { child in !newStack.contains { $0 === child } }
        navigationBar.replaceItems(newStack.map(\.navigationItem))
        topDidChange()

        let from = displayedViewController
        // Appearing counts before the view reaches the window (a presented navigation
        // controller's viewWillAppear): the change then appears with it (3.5).
        let onScreen = isViewLoaded
            && ((appearanceState == .appeared && storedView?.window != nil) || appearanceState == .appearing)
        guard onScreen, from !== newTop else {
            if from !== newTop {
                if let view = from?.storedView, view.superview === storedView { view.removeFromSuperview() }
                displayedViewController = nil
            }
            for controller in removed { release(controller) }
            for controller in added { controller.didMove(toParent: self) }
            return
        }
        let change = StackChange(oldStack: oldStack, oldChildren: oldChildren, removed: removed, added: added)
        performStackTransition(from: from, to: newTop, change: change, animated: animated)
    }

    func finishActiveTransition() {
        activeTransition?.finishNow()
    }

    /// Removes a controller that left the stack: `didMove(toParent: nil)`; with no parent,
    /// the bar no longer covers its view.
    func release(_ controller: UIViewController) {
        controller.removeFromParent()
        controller.viewIfLoaded?.setNeedsSafeAreaUpdate()
        stackMemberDidLeave(controller)
    }

    // MARK: Views

    /// Puts the top controller's view in place when the navigation controller is about
    /// to appear: containers load lazily, so this is when the top's view loads (1.10).
    func installTopViewIfNeeded() {
        // Loading first: a `viewDidLoad` that pushes has already installed the new top.
        stack.last?.loadViewIfNeeded()
        guard let top = stack.last, displayedViewController !== top || top.storedView?.superview !== storedView else {
            return
        }
        if let old = displayedViewController, let view = old.storedView, view.superview === storedView {
            view.removeFromSuperview()
        }
        // Recorded before the view goes in: adding it sends the top its appearance
        // callbacks, and a push from inside them must see what it covers.
        displayedViewController = top
        install(top)
    }

    func install(_ controller: UIViewController) {
        guard let container = storedView else { return }
        let view = controller.view!
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        guard view.superview !== container else { return }
        container.insertSubview(view, belowSubview: navigationBar)
    }

    /// The bar's visibility changed: the stack's views re-check their safe area, which asks
    /// ``barInsets(forChildView:)``.
    func updateBarInsets() {
        for controller in stack { controller.viewIfLoaded?.setNeedsSafeAreaUpdate() }
    }

    /// Called from the container view's layout: the navigation bar just below the
    /// safe-area top, the toolbar just above the safe-area bottom.
    func layoutContainer() {
        guard storedView != nil else { return }
        navigationBar.isHidden = storedNavigationBarHidden && !slidingBars.navigationBar
        var barFrame = navigationBarFrame()
        // Sliding out: above the view, its bottom edge at the top.
        if storedNavigationBarHidden, slidingBars.navigationBar { barFrame.origin.y = -barFrame.height }
        if navigationBar.frame != barFrame { navigationBar.frame = barFrame }
        storedToolbar.isHidden = !isToolbarShown && !slidingBars.toolbar
        var toolbarFrame = self.toolbarFrame()
        if !isToolbarShown, slidingBars.toolbar, let container = storedView { toolbarFrame.origin.y = container.bounds.height }
        if storedToolbar.frame != toolbarFrame { storedToolbar.frame = toolbarFrame }
    }

    /// Where the navigation bar goes: full width, from the container's safe-area top, as
    /// tall as its rows for the current traits and top item.
    func navigationBarFrame() -> CGRect {
        guard let container = storedView else { return navigationBar.frame }
        return CGRect(x: 0, y: container.safeAreaInsets.top, width: container.bounds.width,
                      height: navigationBar.barHeight(for: container.traitCollection))
    }
}

/// The bars cover the children's views, which fill the navigation controller's view: the
/// navigation bar down to its bottom edge, the toolbar up from its top edge (and the home
/// indicator's area below it).
extension UINavigationController: ContainerBarInsetProviding {
    func barInsets(forChildView childView: UIView) -> UIEdgeInsets {
        guard storedView != nil, childView.superview === storedView else { return .zero }
        var insets = UIEdgeInsets.zero
        if !storedNavigationBarHidden {
            // A large title stretched by pulling the content down does not add to the inset.
            let covered = navigationBarFrame().maxY + min(0, navigationBar.scrollCollapse) - childView.frame.minY
            insets.top = min(max(0, covered), childView.frame.height)
        }
        if isToolbarShown {
            let covered = childView.frame.maxY - toolbarFrame().minY
            insets.bottom = min(max(0, covered), childView.frame.height)
        }
        return insets
    }
}
