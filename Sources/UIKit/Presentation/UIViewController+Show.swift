import Foundation

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` defaults (UIKIT-SEMANTICS 7.1–7.4).
///
/// `show` goes to the nearest controller up the parent chain (starting with the receiver)
/// that overrides it — a `UINavigationController`, which pushes (7.3), or a
/// `UISplitViewController` (7.5); `showDetailViewController` goes to the nearest
/// `UISplitViewController` (7.4). With no target, both present modally, animated,
/// starting from the window's root and ending on "the appropriate full-screen
/// controller" (7.1) — the top of the root's presented chain, so that `show` from a
/// presented controller stacks on it instead of being refused as "already presenting".
/// The containers say so through `handlesShow(detail:)`, a hook they override: UIKit's
/// `targetViewController(forAction:sender:)` finds overrides by selector introspection,
/// which Swift on Linux does not offer, so here it asks the same hook for these two actions.
extension UIViewController {
    /// The names `show(_:sender:)` and `showDetailViewController(_:sender:)` go by, in
    /// Objective-C and Swift spelling.
    static let showActionNames: Set<String> = ["showViewController:sender:", "show(_:sender:)", "show:sender:"]
    static let showDetailActionNames: Set<String> = ["showDetailViewController:sender:", "showDetailViewController(_:sender:)"]

    /// Whether this controller handles `action` for ``targetViewController(forAction:sender:)``.
    func handles(_ action: Selector, sender: Any?) -> Bool {
        if Self.showActionNames.contains(action.name) { return handlesShow(detail: false) }
        if Self.showDetailActionNames.contains(action.name) { return handlesShow(detail: true) }
        return canPerformAction(action, withSender: sender)
    }

    func performShow(_ controller: UIViewController, detail: Bool = false) {
        var candidate: UIViewController? = self
        while let current = candidate {
            if current.handlesShow(detail: detail) {
                if detail { current.showDetailViewController(controller, sender: nil) } else { current.show(controller, sender: nil) }
                return
            }
            candidate = current.storedParent
        }
        var host = storedView?.window?.storedRootViewController ?? self
        while let presented = host.storedPresentedViewController { host = presented }
        host.present(controller, animated: true, completion: nil)
    }
}
