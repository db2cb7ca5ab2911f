import Foundation

/// Asked about collapsing, expanding and showing (UIKIT-SEMANTICS 8.3, 8.4, 7.5, 7.6 for a
/// classic split; the column methods for a column-style one, 8.6). Every method is optional.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Which controller remains when the split collapses; nil keeps the primary (8.3).
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// True when the delegate merged (or discarded) the secondary itself; false lets the
    /// primary's `collapseSecondaryViewController(_:for:)` do it (8.3).
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// The secondary for an expanding split; nil lets the primary's
    /// `separateSecondaryViewController(for:)` answer (8.4).
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    /// True when the delegate showed `vc` itself (7.5).
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController,
                             sender: Any?) -> Bool
    /// True when the delegate showed the detail itself; the split does nothing more (7.6).
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                             sender: Any?) -> Bool
    /// The display mode a tap on ``UISplitViewController/displayModeButtonItem`` moves to;
    /// `.automatic` (the default) lets the split choose.
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// The display mode is about to change to `displayMode` (both styles).
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Column style: the column that ends on top when the split collapses (8.6); the split
    /// proposes `.secondary`.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    /// Column style: the display mode the split takes when it expands; it proposes the mode
    /// `preferredDisplayMode` resolves to.
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode
    /// Column style: `column` is about to appear, before its transition begins.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// Column style: `column` is about to disappear, before its transition begins.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// Column style: the split collapsed (after its columns moved onto one stack).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Column style: the split expanded (after its columns got their stacks back).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        nil
    }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController,
                                    sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                                    sender: Any?) -> Bool { false }
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        .automatic
    }
    public func splitViewController(_ svc: UISplitViewController,
                                    willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
