import Foundation

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` defaults (UIKIT-SEMANTICS 7.1, 7.4).
///
/// No controller in this codebase overrides them yet (navigation and split view
/// controllers will), so there is no target to find: both present modally from the
/// window's root, which through presenter resolution (6.2) ends up on the controller
/// that fills the window. `targetViewController(forAction:sender:)` needs selector
/// introspection of overrides, which Swift on Linux does not offer; it is not provided.
extension UIViewController {
    func performShow(_ controller: UIViewController) {
        let root = storedView?.window?.storedRootViewController ?? self
        root.present(controller, animated: true, completion: nil)
    }
}
