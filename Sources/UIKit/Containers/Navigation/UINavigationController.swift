import Foundation

/// A stack of controllers, the top one on screen under a navigation bar
/// (UIKIT-SEMANTICS 4.1–4.19). The machinery is in `UINavigationController+Stack`.
///
/// The stack arrays change at once; the view swap and the appearance callbacks run as a
/// transition that finishes on the clock (``NavigationTiming/duration`` animated, the next
/// run-loop turn otherwise), like `transition(from:to:)`. Appearance of the two controllers
/// involved is driven explicitly with `begin/endAppearanceTransition`; when the navigation
/// controller itself appears or disappears, automatic forwarding passes that on to the top
/// controller, whose view is the only child view in the hierarchy (container first, 3.5).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    // MARK: Stored state

    var stack: [UIViewController] = []
    /// The controller whose view is installed in the navigation controller's view.
    var displayedViewController: UIViewController?
    /// The push/pop/set transition under way, if any.
    var activeTransition: TransitionPerformer?
    /// The last controller the delegate was told about, so that appearing again with the
    /// same top does not repeat `willShow`/`didShow`.
    weak var delegateShownViewController: UIViewController?

    /// The left-edge swipe that pops the top controller interactively; see
    /// `UINavigationController+InteractivePop`. Set its `delegate` to refuse it.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }
    lazy var popGesture: UIScreenEdgePanGestureRecognizer = makePopGesture()
    /// Answers `gestureRecognizerShouldBegin` for the pop gesture until an app replaces it.
    lazy var popGestureDelegate = NavigationPopGestureDelegate(navigationController: self)
    /// The interaction of the pop the gesture is driving, handed to the next transition.
    var popInteraction: UIPercentDrivenInteractiveTransition?

    /// Told before and after a new top controller is shown (4.13). Weak, as on iOS.
    public weak var delegate: UINavigationControllerDelegate?

    /// The bar above the top controller; its items follow the stack (4.16). The
    /// navigation controller is its delegate (see `UINavigationBarDelegate`).
    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 0, height: UINavigationBar.defaultHeight))

    /// The bar at the bottom showing the top controller's `toolbarItems`; hidden until
    /// ``setToolbarHidden(_:animated:)`` shows it (see UINavigationController+Toolbar.swift).
    public var toolbar: UIToolbar! { storedToolbar }
    let storedToolbar = UIToolbar(frame: .zero)
    var storedToolbarHidden = true

    /// Whether the navigation bar is hidden; see ``setNavigationBarHidden(_:animated:)``.
    public var isNavigationBarHidden: Bool {
        get { storedNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    var storedNavigationBarHidden = false
    /// Bars sliding in or out (`setNavigationBarHidden`/`setToolbarHidden` animated): on
    /// screen until the slide ends, even when hidden.
    var slidingBars = SlidingBars()
    /// `hidesBarsOnTap` and the other bar-hiding settings (UINavigationController+BarHiding.swift).
    lazy var barHiding = NavigationBarHiding(navigationController: self)

    // MARK: Initialisers

    /// Makes `rootViewController` the only controller on the stack: it becomes a child
    /// now (`willMove`/`didMove`), its view is not loaded, and it gets no appearance
    /// callbacks until the navigation controller appears (4.1).
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        definesPresentationContext = true
        navigationBar.managingController = self
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        definesPresentationContext = true   // 4.17
        navigationBar.managingController = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        definesPresentationContext = true
        navigationBar.managingController = self
    }

    /// Records the stack's controllers that have restoration paths.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(Self.archivedRestorationPaths(of: viewControllers), forKey: "UINavigationControllerViewControllers")
    }

    /// Rebuilds the stack from the restored controllers (those not restored are left out).
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        let restored = Self.restoredControllers(coder.decodeObject(forKey: "UINavigationControllerViewControllers"))
        if !restored.isEmpty { setViewControllers(restored, animated: false) }
    }

    // MARK: Stack

    /// The stack, bottom to top. Setting it equals `setViewControllers(_:animated: false)` (4.8).
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The last controller on the stack (4.12).
    open var topViewController: UIViewController? { stack.last }

    /// A controller presented over the navigation controller or its top, else the top (4.12).
    open var visibleViewController: UIViewController? {
        if let presented = topViewController?.presentedViewController ?? presentedViewController { return presented }
        return topViewController
    }

    /// Pushes `viewController` on the stack (4.2, 4.3). Raises for a navigation controller
    /// (4.9) and for a controller already on the stack (4.10), changing nothing.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard validateForPush(viewController) else { return }
        changeStack(to: stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; nil when only the root is left (4.4, 4.5).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        changeStack(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops everything above the root; returns the popped controllers bottom to top, or
    /// an empty array when already at the root (4.6).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return [] }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them bottom to top (4.7).
    /// Raises `NSInternalInconsistencyException` when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            runtimeInUse.diagnostics.raise(
                .internalInconsistencyException, "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        if popped.isEmpty { return [] }
        changeStack(to: Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack (4.8): new members become children, dropped ones are removed;
    /// when the top changes, the old top disappears and the new one appears.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard validateForSet(viewControllers) else { return }
        changeStack(to: viewControllers, animated: animated)
    }

    /// Shows or hides the navigation bar; the top controller's safe area follows.
    /// Animated (on screen), the bar slides up out of the view or down into place over
    /// ``hideShowBarDuration`` on the clock while the content's layout animates with it.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != storedNavigationBarHidden else { return }
        let wasShown = !storedNavigationBarHidden
        storedNavigationBarHidden = hidden
        animateBarChange(animated: animated, navigationBarWasShown: wasShown, toolbarWasShown: isToolbarShown)
    }

    /// Shows or hides the toolbar (hidden by default); the top controller's bottom safe
    /// area follows at once. A top controller with `hidesBottomBarWhenPushed` keeps it hidden.
    /// Animated (on screen), the toolbar slides down out of the view or up into place.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != storedToolbarHidden else { return }
        let wasShown = isToolbarShown
        storedToolbarHidden = hidden
        animateBarChange(animated: animated, navigationBarWasShown: !storedNavigationBarHidden, toolbarWasShown: wasShown)
    }

    // MARK: Overrides

    open override func loadView() {
        let container = NavigationContainerView(frame: runtimeInUse.screen.bounds)
        container.navigationController = self
        container.addSubview(navigationBar)
        storedToolbar.isHidden = !isToolbarShown
        storedToolbar.scrollEdgeProvider = { [weak self] in self?.topContentIsAtEdge(.bottom) ?? false }
        container.addSubview(storedToolbar)
        container.addGestureRecognizer(popGesture)
        view = container
        attachBarHidingGestures()
    }

    /// A vertically compact environment may hide the bars (`hidesBarsWhenVerticallyCompact`).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        barHidingTraitsDidChange(from: previousTraitCollection)
    }

    /// Installs the top controller's view (loading it) before the top is told it appears.
    /// A top the delegate has not been shown yet (the root, at first) is announced:
    /// `willShow` now, `didShow` after the top's `viewDidAppear` (4.13).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let top = stack.last
        let announced = activeTransition == nil && top != nil && top !== delegateShownViewController ? top : nil
        if let announced {
            delegateShownViewController = announced
            delegate?.navigationController(self, willShow: announced, animated: animated)
        }
        installTopViewIfNeeded()
        if let announced {
            // The top's viewDidAppear follows this controller's; tell the delegate after it.
            runtimeInUse.runLoop.perform { [weak self] in
                guard let self, self.topViewController === announced, self.activeTransition == nil else { return }
                self.delegate?.navigationController(self, didShow: announced, animated: animated)
            }
        }
    }

    /// Finishes a running push or pop first, so the top that disappears with the
    /// navigation controller has completed its own transition (2.1 stays balanced).
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        finishActiveTransition()
    }

    /// Pushes `vc` (4.18).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    override func handlesShow(detail: Bool) -> Bool { !detail }

    /// Pushes a collapsing split view controller's secondary, without animation (8.3).
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                                       for splitViewController: UISplitViewController) {
        collapseSecondaryForSplit(secondaryViewController)
    }

    /// Pops the top controller at once and returns it as the expanding split's secondary (8.4).
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController)
        -> UIViewController? {
        separateSecondaryForSplit()
    }

    /// Called after a controller that left the stack was removed as a child (internal:
    /// the tab bar's More navigation controller hands overflow tabs back to its owner).
    func stackMemberDidLeave(_ controller: UIViewController) {}

    /// The bar's style decides: `.black` bars ask for light content (4.19).
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        navigationBar.barStyle == .black ? .lightContent : .default
    }

    /// Whether the status bar is hidden is the top controller's call (see DifferencesFromIOS).
    open override var childForStatusBarHidden: UIViewController? { topViewController }
}
