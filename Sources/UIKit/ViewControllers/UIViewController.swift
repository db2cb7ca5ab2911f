import Foundation

/// Manages a view hierarchy: loads it lazily, receives its appearance, layout and
/// resize events, and takes part in containment and presentation.
///
/// The class body declares what subclasses override; the machinery is in
/// `UIViewController+Loading`, `+Appearance`, `+Containment`, `+Resizing`,
/// `+StatusBar` and `+Traits`.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
    // MARK: Stored state

    var storedView: UIView?
    var storedChildren: [UIViewController] = []
    weak var storedParent: UIViewController?
    /// The appearance cycle and its bookkeeping: the phase under way, who ends it, and why
    /// it happens (`isMovingToParent` …). See `UIViewController+Appearance`.
    var appearance = AppearanceStateMachine()
    /// Former children still owed the did-callback of this controller's phase: removed
    /// from it while it was appearing or disappearing, they follow it to the end (3.5).
    var departedFollowers: [UIViewController] = []
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    var storedTraitOverrides = UITraitOverrides()
    var reportedTraitCollection: UITraitCollection?
    /// `registerForTraitChanges(_:handler:)` registrations, told after `traitCollectionDidChange(_:)`.
    var traitChangeRegistrations = TraitChangeRegistrations()
    var storedEditButtonItem: UIBarButtonItem?
    var storedTabBarItem: UITabBarItem?
    /// Created on first read of `navigationItem` (4.14).
    var storedNavigationItem: UINavigationItem?
    /// The items a navigation controller's toolbar shows while this controller is on top.
    var storedToolbarItems: [UIBarButtonItem]?
    /// Presentation relationships (the presentation machinery fills these).
    weak var storedPresentingViewController: UIViewController?
    var storedPresentedViewController: UIViewController?
    /// The presentation this controller is shown by, while it is (see `PresentationRecord`).
    var presentationRecord: PresentationRecord?
    /// The presentation controller made by reading `presentationController` before a presentation.
    var storedPresentationController: UIPresentationController?
    /// The transition this controller takes part in, while it runs (`transitionCoordinator`).
    weak var transitionInProgress: ActiveTransition?
    /// The storyboard and scene this controller was instantiated from, or the nib its view
    /// loads from (the Storyboards area reads it; typed loosely to keep layers downward).
    var interfaceBuilderSource: AnyObject?

    public let nibName: String?
    public let nibBundle: Bundle?

    /// The title; setting it also titles the navigation item (4.14).
    public var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.ownerTitleDidChange()
        }
    }
    public var restorationIdentifier: String?
    /// The class that recreates this controller when state is restored; without one the app
    /// delegate is asked, then an existing controller or the storyboard is used (see
    /// `ViewControllerKit.StateRestoration`).
    public var restorationClass: (any UIViewControllerRestoration.Type)?
    public private(set) var isEditing = false
    public var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue, let parent else { return }
            parent.reportLifecycle(.preferredContentSizeDidChange(child: self))
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    /// Insets added to the root view's safe area (10.6).
    public var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { storedView?.setNeedsSafeAreaUpdate() } }
    }
    /// Whether a navigation controller hides its toolbar while this controller is on top.
    public var hidesBottomBarWhenPushed = false
    public var edgesForExtendedLayout: UIRectEdge = .all
    public var extendedLayoutIncludesOpaqueBars = false
    /// The legacy switch (deprecated in iOS 11): when false, a scroll view that is this
    /// controller's view and uses the `.automatic` inset adjustment adds no safe area.
    @available(iOS, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    public var automaticallyAdjustsScrollViewInsets = true {
        didSet { storedView?.setNeedsLayout() }
    }
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { storedView?.setNeedsSafeAreaUpdate() }
    }
    public var definesPresentationContext = false
    public var providesPresentationContextTransitionStyle = false
    public var modalPresentationStyle: UIModalPresentationStyle = .automatic
    public var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Supplies the animator (and interaction controller) used when this controller is
    /// presented or dismissed with animation; asked before any appearance callback. Weak.
    public weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    public var modalPresentationCapturesStatusBarAppearance = false
    /// While true (on the presented controller or a controller inside it), the user cannot
    /// dismiss the presentation by pulling a sheet down or tapping outside a popover: the
    /// presentation controller's delegate gets `presentationControllerDidAttemptToDismiss`.
    public var isModalInPresentation = false

    // MARK: Initialisers

    /// The designated initialiser. Nib loading needs a storyboard or nib loader;
    /// without one, `loadView()` creates a plain view (1.2).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Decoding initialiser, kept `required` as on iOS so subclasses' source compiles
    /// unchanged; storyboard instantiation uses it.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: View loading (see +Loading)

    /// The root view, loaded on first access (1.1).
    open var view: UIView! {
        get { loadedView() }
        set { setView(newValue) }
    }

    /// Creates the root view. The default creates a plain `UIView` the size of the
    /// screen (1.2); overrides build their own and assign `view` without calling super (1.3).
    open func loadView() {
        // A storyboard scene or a nib supplies the view when there is one (Storyboards/).
        if loadViewFromInterfaceBuilder() { return }
        view = UIView(frame: runtimeInUse.screen.bounds)
    }

    // MARK: State restoration (see UIViewController+StateRestoration)

    /// Saves this controller's state while the app's state is preserved (on entering the
    /// background), parents before children; only controllers whose restoration path exists
    /// (an identifier on it and every parent) are asked. Call super: it records a controller
    /// this one presented, and containers record their children.
    open func encodeRestorableState(with coder: NSCoder) { encodePresentedController(with: coder) }

    /// Reads what `encodeRestorableState(with:)` saved, once every restored controller
    /// exists, parents before children, before `applicationFinishedRestoringState()`.
    open func decodeRestorableState(with coder: NSCoder) { decodePresentedController(with: coder) }

    /// Called on each restored controller after all of them have decoded their state, before
    /// the app delegate's `application(_:didDecodeRestorableStateWith:)`.
    open func applicationFinishedRestoringState() {}

    /// Called once after the view is loaded (1.4).
    open func viewDidLoad() {}

    // MARK: Appearance (see +Appearance)

    // Overrides call super; the base implementations only notice being called from
    // outside UIKit's own dispatch, which UIKit reports (UIKIT-SEMANTICS 2.8).
    open func viewWillAppear(_ animated: Bool) { checkAppearanceCallbackSource("viewWillAppear:") }
    /// Called after `viewWillAppear`, once the view is in the hierarchy and laid out (2.7).
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) { checkAppearanceCallbackSource("viewDidAppear:") }
    open func viewWillDisappear(_ animated: Bool) { checkAppearanceCallbackSource("viewWillDisappear:") }
    open func viewDidDisappear(_ animated: Bool) { checkAppearanceCallbackSource("viewDidDisappear:") }

    /// Whether children whose views are in this controller's view get appearance
    /// callbacks automatically (3.6). Override to return false and forward them yourself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Layout

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// The controller's part of the update-constraints pass; the default updates the view.
    open func updateViewConstraints() {
        storedView?.updateConstraints()
    }
    /// Called when the app receives a memory warning, after the app delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`, on every controller in the app's windows.
    open func didReceiveMemoryWarning() {}

    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}

    // MARK: Containment (see +Containment)

    /// Called before the controller is added to (or removed from, with nil) a parent (3.1).
    open func willMove(toParent parent: UIViewController?) {
        reportLifecycle(.willMove(toParent: parent))
        if parent == nil, storedParent != nil { appearance.expect(.movingFromParent) }
    }

    /// Called after the controller was added to (or removed from, with nil) a parent (3.2).
    /// Overrides call super.
    open func didMove(toParent parent: UIViewController?) {
        reportLifecycle(.didMove(toParent: parent))
        containmentDidMove(toParent: parent)
    }

    // MARK: Segues (see Storyboards/)

    /// Asked before a segue triggered from the storyboard (a button, a cell, a gesture) runs;
    /// return false to cancel it. Not asked for `performSegue(withIdentifier:sender:)` (11.1).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called after the destination is created and before the segue performs, while the
    /// destination's view is not loaded yet (11.1, 11.2); embed segues call it while this
    /// controller's view loads, before its `viewDidLoad` (11.4).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Runs the segue with `identifier` from this controller's storyboard scene; raises when
    /// the scene has no such segue (11.3). Does not ask `shouldPerformSegue` (11.1).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }
    /// Whether this controller is the destination of an unwind action; the default is true
    /// when the controller declares the action (see `ViewControllerKit.InterfaceBuilder`) (11.5).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        declaresUnwindAction(action)
    }
    /// The children the unwind search descends into, in order: by default `children` minus
    /// the child containing the source (11.5).
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        defaultAllowedChildrenForUnwinding(from: source)
    }
    /// The child of this controller that contains the unwind segue's source, if any.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        defaultChildContaining(source)
    }
    /// Called on each container between the unwind source and destination so it can show
    /// `subsequentVC` (a navigation controller pops to it); the default does nothing.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: Traits and resizing (see +Resizing)

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the trait collection changes; the default forwards to children (10.1).
    open func willTransition(to newCollection: UITraitCollection,
                             with coordinator: UIViewControllerTransitionCoordinator) {
        forwardTraitTransition(to: newCollection, with: coordinator)
    }

    /// Called before the view's size changes; the default forwards to children (10.3).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }

    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The size a child should get; the default is the parent's size (10.11).
    open func size(forChildContentContainer container: UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }

    // MARK: Presentation (see Presentation/)

    /// Presents `viewControllerToPresent` modally, from the controller that hosts the
    /// presentation for its style (6.2, 6.3); `completion` runs after it has appeared (6.20).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what this controller presented, or — when it presents nothing — itself (6.14).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// Shows `vc` the way the nearest interested container would; with none, presents it (7.1).
    open func show(_ vc: UIViewController, sender: Any?) { performShow(vc) }

    /// Shows `vc` as a detail; with no split view controller, presents it (7.4).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { performShow(vc, detail: true) }

    /// Whether `show` (or, with `detail`, `showDetailViewController`) sent by a descendant
    /// stops here: the containers that override them answer true. UIKit finds them with
    /// `targetViewController(forAction:sender:)`, which needs selector introspection.
    func handlesShow(detail: Bool) -> Bool { false }

    /// The controller that handles `action`: this one, else the first up the parents (and,
    /// past the top of a presented chain, the presenting controller) that does; nil when
    /// none does. `show(_:sender:)` and `showDetailViewController(_:sender:)` are handled by
    /// the containers that override them (a navigation controller `show`, a split view
    /// controller both); any action by a controller whose `canPerformAction(_:withSender:)`
    /// claims it. Selectors are names here (`Selector("showDetailViewController:sender:")`).
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if current.handles(action, sender: sender) { return current }
            candidate = current.storedParent ?? current.storedPresentingViewController
        }
        return nil
    }

    // MARK: Split view collapsing (see Containers/Split)

    /// Merges a collapsing split view controller's secondary into this primary; the
    /// default does nothing, so the secondary is discarded (8.3).
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                              for splitViewController: UISplitViewController) {}

    /// The secondary to split off this primary when a split view controller expands; the
    /// default returns nil (8.4).
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }

    // MARK: Status bar and orientation (see +StatusBar)

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    open var shouldAutorotate: Bool { true }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// The screen edges whose system gestures should yield to the app's (see +SystemGestures).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Whether the Home indicator may hide (see +SystemGestures).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

    // MARK: Editing

    /// Toggles editing; the edit button item's title follows ("Edit"/"Done").
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        storedEditButtonItem?.title = editing ? "Done" : "Edit"
        storedEditButtonItem?.style = editing ? .done : .plain
    }

    // MARK: Responder

    /// The root view's superview when the view is in a hierarchy; otherwise the parent,
    /// then the presenting controller.
    open override var next: UIResponder? {
        if let superview = storedView?.superview { return superview }
        return storedParent ?? presentingViewController
    }

    override var responderWindow: UIWindow? { storedView?.window }
}
