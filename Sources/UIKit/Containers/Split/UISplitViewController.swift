import Foundation

/// The classic two-column split view controller (UIKIT-SEMANTICS 8.1–8.7, 7.4–7.6).
///
/// * Expanded, ``viewControllers`` is `[primary, secondary]`; collapsed, it has one
///   entry — the primary, into which the secondary was collapsed (8.1). Every entry is a
///   real child (8.7).
/// * The split collapses when the trait collection *it* sees (its parent's, with the
///   parent's `setOverrideTraitCollection(_:forChild:)` applied) has a compact horizontal
///   size class, and expands on regular (8.2). It checks when it is about to appear and on
///   every `traitCollectionDidChange`, and when its view loads; until then it is expanded.
/// * Layout, expanded: the primary column is ``primaryColumnWidth`` (320) wide at the
///   left; beside it (`.oneBesideSecondary`) the secondary fills the rest, over it
///   (`.oneOverSecondary`) the secondary fills everything, and in `.secondaryOnly` the
///   primary's view is out of the hierarchy. `.automatic` resolves as classic UIKit on an
///   iPad: `.oneBesideSecondary` when the split is wider than tall (landscape),
///   `.secondaryOnly` otherwise (portrait). The `two…` modes need a third column; in this
///   two-column split they act as their `one…` counterparts (`.twoDisplaceSecondary` as
///   beside). Collapsed, the remaining controller fills the split.
/// * Appearance: when the split appears, automatic forwarding passes it on to the
///   children whose views are installed (container first). Changes while the split is on
///   screen (new children, collapse, expand, a different display mode) are transitions on
///   the shared engine (`UISplitViewController+ColumnTransition`): incoming will-appear,
///   outgoing will-disappear, outgoing did-disappear, incoming did-appear — as the tab bar
///   does; at once, or on the clock for a display-mode change made by the display-mode
///   button or inside an animation block (the primary slides in or out). A collapse or
///   expand is one transition enclosing those changes (`+CollapseTransition`).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How the columns are arranged (8.5). `displayMode` is never `.automatic`.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6
    }

    /// The primary column's width when expanded.
    public static let primaryColumnWidth: CGFloat = 320

    private var storedViewControllers: [UIViewController] = []
    /// Set by the size class (8.2), and by state restoration to the archived value, so the
    /// next settling expands (8.4) when the relaunched app is not compact.
    var collapsed = false
    /// The children whose views are in the split's view, in `viewControllers` order.
    var displayedControllers: [UIViewController] = []
    /// Created on first read of ``displayModeButtonItem``.
    var storedDisplayModeButtonItem: UIBarButtonItem?
    /// The running column change, on the shared engine.
    var activeColumnTransition: TransitionPerformer?
    /// The running collapse or expand (`UISplitViewController+CollapseTransition`).
    var activeCollapseTransition: TransitionPerformer?
    /// Set while the display-mode button changes the mode, which animates.
    var animatesNextDisplayChange = false
    /// The column-style state (`UISplitViewController+Columns`); unused by a classic split.
    let columnState: SplitColumns

    // MARK: Initialisers

    /// A column-style split (`.doubleColumn`, `.tripleColumn`) or, with `.unspecified`, a
    /// classic one. Column style: each column's controller is wrapped in a navigation
    /// controller (see ``setViewController(_:for:)``).
    public init(style: Style) {
        columnState = SplitColumns(style: style)
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split (style `.unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        columnState = SplitColumns(style: .unspecified)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        columnState = SplitColumns(style: .unspecified)
        super.init(coder: coder)
    }

    // MARK: State restoration (see UISplitViewController+StateRestoration)

    /// Records the children (classic) or each column's stack (column style) that have
    /// restoration paths, and `preferredDisplayMode`.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        encodeSplitState(with: coder)
    }

    /// Puts the restored children or columns back, then the preferred display mode; runs
    /// before the children decode.
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        decodeSplitState(with: coder)
    }

    /// Asked about collapsing, expanding and showing; held weakly.
    open weak var delegate: UISplitViewControllerDelegate?

    /// The arrangement asked for; `.automatic` (the default) lets the split choose (8.5).
    /// Set inside an animation block (or by the display-mode button), the columns move
    /// on the clock.
    /// The delegate hears `willChangeTo` first when the mode in effect changes.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            let mode = displayMode
            if mode != resolvedDisplayMode(for: oldValue) { delegate?.splitViewController(self, willChangeTo: mode) }
            updateDisplayedChildren(animated: animatesNextDisplayChange || UIView.inheritedAnimationDuration > 0)
        }
    }

    // MARK: Children

    /// `[primary, secondary]` when expanded, `[primary]` when collapsed (8.1). Setting it
    /// replaces the children; a split that is collapsed collapses a new secondary at once
    /// (the delegate flow of 8.3). Column style: the columns' navigation controllers
    /// (2 or 3 entries), or the one shown while collapsed; setting it fills the columns in order.
    open var viewControllers: [UIViewController] {
        get { columnState.isColumnStyle ? columnStyleViewControllers : storedViewControllers }
        set {
            if columnState.isColumnStyle {
                let columns: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
                for (column, controller) in zip(columns, newValue) { setViewController(controller, for: column) }
                return
            }
            var incoming: [UIViewController] = []
            for controller in newValue.prefix(2) where !incoming.contains(where: { $0 === controller }) {
                incoming.append(controller)
            }
            setChildren(incoming)
            if collapsed, storedViewControllers.count > 1 { collapseSecondary() }
        }
    }

    /// Whether only one controller is shown, because the environment is horizontally
    /// compact (8.2).
    open var isCollapsed: Bool { collapsed }

    /// The arrangement in effect (never `.automatic`, 8.5); see the type's comment.
    open var displayMode: DisplayMode { resolvedDisplayMode(for: preferredDisplayMode) }

    private func resolvedDisplayMode(for preferred: DisplayMode) -> DisplayMode {
        guard preferred == .automatic else { return preferred }
        let size = viewIfLoaded?.bounds.size ?? runtimeInUse.screen.bounds.size
        return size.width > size.height ? .oneBesideSecondary : .secondaryOnly
    }

    /// Replaces the children: leaving ones get `willMove(toParent: nil)`, the visible views
    /// swap (with explicit appearance when on screen), then `didMove(toParent: nil)` for the
    /// leaving ones and `didMove(toParent: self)` for the new ones.
    func setChildren(_ incoming: [UIViewController]) {
        let outgoing = storedViewControllers
        let leaving = outgoing.filter { old in !incoming.contains { $0 === old } }
        let arriving = incoming.filter { new in !outgoing.contains { $0 === new } }
        leaving.forEach { $0.willMove(toParent: nil) }
        arriving.forEach { addChild($0) }
        storedViewControllers = incoming
        updateDisplayedChildren()
        leaving.forEach { $0.removeFromParent() }
        arriving.forEach { $0.didMove(toParent: self) }
    }

    // MARK: Collapsing and expanding (8.2–8.4)

    /// Collapses or expands to match the horizontal size class the split sees.
    func updateCollapsedState() {
        let compact = traitCollection.horizontalSizeClass == .compact
        if compact, !collapsed {
            collapsed = true
            performCollapseTransition(collapsing: true) { [self] in
                if columnState.isColumnStyle { collapseColumns() } else { collapseSecondary() }
            }
        } else if !compact, collapsed {
            collapsed = false
            performCollapseTransition(collapsing: false) { [self] in
                if columnState.isColumnStyle { expandColumns() } else { separateSecondary() }
            }
        }
        // A restored top column applies to the first settling only.
        columnState.restoredTopColumn = nil
        refreshDisplayModeButtonItem()
    }

    /// 8.3: the delegate picks the remaining primary, then merges the secondary; if it does
    /// not, the primary's `collapseSecondaryViewController(_:for:)` does. The secondary
    /// stops being the split's child either way (before the primary takes it).
    private func collapseSecondary() {
        guard let primary = storedViewControllers.first else { return }
        let secondary = storedViewControllers.count > 1 ? storedViewControllers[1] : nil
        let remaining = delegate?.primaryViewController(forCollapsing: self) ?? primary
        if remaining !== primary || secondary != nil { setChildren([remaining]) }
        guard let secondary, secondary !== remaining else { return }
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: remaining) ?? false
        if !handled { remaining.collapseSecondaryViewController(secondary, for: self) }
    }

    /// 8.4: the delegate's secondary, else the primary's `separateSecondaryViewController(for:)`.
    /// With neither, the split stays with one controller until a detail is shown.
    private func separateSecondary() {
        guard let primary = storedViewControllers.first else {
            updateDisplayedChildren()
            return
        }
        let secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? primary.separateSecondaryViewController(for: self)
        if let secondary, secondary !== primary {
            setChildren([primary, secondary])
        } else {
            updateDisplayedChildren()
        }
    }

    // MARK: Showing (7.4–7.6)

    override func handlesShow(detail: Bool) -> Bool { true }

    /// Replaces the primary when expanded (7.5); collapsed, a navigation primary pushes
    /// `vc` and any other primary is replaced. The delegate may take over first.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if columnState.isColumnStyle {
            showInColumns(vc, detail: false, sender: sender)
            return
        }
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if collapsed, let navigation = storedViewControllers.first as? UINavigationController {
            navigation.show(vc, sender: sender)
            return
        }
        guard vc !== storedViewControllers.first else { return }
        setChildren([vc] + storedViewControllers.dropFirst().filter { $0 !== vc })
    }

    /// Expanded, installs `vc` as the secondary; collapsed, shows it from the primary
    /// (a push onto a navigation primary) (7.4). The current secondary is a no-op, and a
    /// delegate returning true from `splitViewController(_:showDetail:sender:)` stops it (7.6).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if columnState.isColumnStyle {
            showInColumns(vc, detail: true, sender: sender)
            return
        }
        if !collapsed, storedViewControllers.count > 1, storedViewControllers[1] === vc { return }
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if collapsed {
            guard let primary = storedViewControllers.first else {
                setChildren([vc])
                return
            }
            if let navigation = primary as? UINavigationController {
                navigation.show(vc, sender: sender)
            } else {
                show(vc, sender: sender)
            }
            return
        }
        guard let primary = storedViewControllers.first, primary !== vc else {
            setChildren([vc])
            return
        }
        setChildren([primary, vc])
    }

    // MARK: Appearance and traits

    /// Settles the collapsed state again (the traits may have changed since the view
    /// loaded) before automatic forwarding passes the appearance on to the children.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateCollapsedState()
        updateDisplayedChildren()
    }

    /// Finishes a running column change first, so the columns that disappear with the
    /// split have completed their own (2.1 stays balanced).
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        activeCollapseTransition?.finishNow()
        activeColumnTransition?.finishNow()
    }

    /// A change of horizontal size class collapses or expands the split (8.2).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateCollapsedState()
    }

    // MARK: Views

    open override func loadView() {
        let root = SplitContainerView(frame: runtimeInUse.screen.bounds)
        root.splitViewController = self
        view = root
        // Settled before the split appears, so that the children's views are already in
        // place when it does and automatic forwarding reaches them after the split.
        updateCollapsedState()
        updateDisplayedChildren()
    }

    /// The children to show: the remaining one when collapsed; when expanded the
    /// secondary, and the primary unless the mode is `.secondaryOnly`.
    var controllersToDisplay: [UIViewController] {
        if columnState.isColumnStyle { return columnStyleControllersToDisplay }
        guard storedViewControllers.count > 1, !collapsed else { return Array(storedViewControllers.prefix(1)) }
        return displayMode == .secondaryOnly ? [storedViewControllers[1]] : storedViewControllers
    }

    /// Whether the split is on screen and settled, so view swaps drive appearance explicitly.
    var isShowingChildren: Bool {
        guard let root = viewIfLoaded, root.window?.isVisible == true else { return false }
        return appearanceState == .appeared
    }

    /// Frames the columns (see the type's comment); called from the root view's layout.
    func layoutColumns() {
        guard isViewLoaded else { return }
        refreshDisplayModeButtonItem()
        if isShowingChildren, controllersToDisplay.map(ObjectIdentifier.init) != displayedControllers.map(ObjectIdentifier.init) {
            // The bounds changed the automatic mode (a rotation): swap the columns first.
            updateDisplayedChildren()
            return
        }
        for controller in displayedControllers {
            guard let childView = controller.viewIfLoaded else { continue }
            let frame = columnFrame(of: controller, among: displayedControllers)
            if childView.frame != frame { childView.frame = frame }
        }
    }

    /// Where `controller`'s view goes when `displayed` are the columns on screen.
    func columnFrame(of controller: UIViewController, among displayed: [UIViewController]) -> CGRect {
        if columnState.isColumnStyle { return columnStyleFrame(of: controller, among: displayed) }
        let bounds = viewIfLoaded?.bounds ?? .zero
        let width = primaryColumnWidth
        if collapsed || displayed.count == 1 || (controller !== storedViewControllers.first && isOverlayMode) {
            return bounds
        }
        if controller === storedViewControllers.first {
            return CGRect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)
        }
        return CGRect(x: bounds.minX + width, y: bounds.minY, width: max(0, bounds.width - width), height: bounds.height)
    }

    private var isOverlayMode: Bool {
        displayMode == .oneOverSecondary || displayMode == .twoOverSecondary
    }
}

/// The split view controller's root view: lays out the columns.
@MainActor
final class SplitContainerView: UIView {
    weak var splitViewController: UISplitViewController?

    override func layoutSubviews() {
        splitViewController?.layoutColumns()
        super.layoutSubviews()
    }
}
