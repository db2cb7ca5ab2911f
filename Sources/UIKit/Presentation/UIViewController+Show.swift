import Foundation

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` defaults (UIKIT-SEMANTICS 7.1, 7.4).
///
/// `show` goes to the nearest `UINavigationController` in the parent chain, which pushes
/// (7.3); with none — and always for `showDetailViewController` until split view
/// controllers exist — there is no target to find: both present modally, animated,
/// starting from the window's root and ending on "the appropriate full-screen
/// controller" (7.1) — the top of the root's presented chain, so that `show` from a
/// presented controller stacks on it instead of being refused as "already presenting".
/// `targetViewController(forAction:sender:)` needs selector introspection of overrides,
/// which Swift on Linux does not offer; it is not provided.
extension UIViewController {
    func performShow(_ controller: UIViewController, detail: Bool = false) {
        // 7.2, 7.3: the nearest navigation controller up the parent chain overrides `show`.
        if !detail, let navigationController = self as? UINavigationController ?? navigationController {
            navigationController.show(controller, sender: nil)
            return
        }
        var host = storedView?.window?.storedRootViewController ?? self
        while let presented = host.storedPresentedViewController { host = presented }
        host.present(controller, animated: true, completion: nil)
    }
}
