import Foundation

/// A navigation controller as a split view controller's primary (UIKIT-SEMANTICS 8.3,
/// 8.4). The overridable entry points are in the class body.
extension UINavigationController {
    /// Collapsing: the secondary goes on top of the stack, not animated. A navigation
    /// controller secondary cannot be pushed (4.9); it is discarded, as with a plain primary.
    func collapseSecondaryForSplit(_ secondary: UIViewController) {
        guard !(secondary is UINavigationController), !stack.contains(where: { $0 === secondary }) else { return }
        pushViewController(secondary, animated: false)
    }

    /// Expanding: pops the top (never the root) and finishes the pop at once, so the
    /// controller has left the stack and may become the split's child; nil at the root.
    func separateSecondaryForSplit() -> UIViewController? {
        guard let top = popViewController(animated: false) else { return nil }
        finishActiveTransition()
        return top
    }
}
