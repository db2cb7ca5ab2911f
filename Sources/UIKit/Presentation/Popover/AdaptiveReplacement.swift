import Foundation

/// The delegate's replacement for an adapted presentation (UIKIT-SEMANTICS 6.10):
/// `presentationController(_:viewControllerForAdaptivePresentationStyle:)`.
///
/// When a popover or a sheet adapts (presented in a compact width, or a popover whose
/// width becomes compact while it is up), the delegate may return another controller to
/// show in that style — typically a navigation controller with the presented controller
/// as its root, so the content gets a bar for a Done button. That controller is what is
/// presented: the presenter's `presentedViewController`, the holder of the presentation's
/// record. The presentation controller stays the same object; its
/// `presentedViewController` stays the original, whose `presentationController` still
/// answers it, and whose `presentingViewController` is found through its new parent.
///
/// ```
///  popover (original)  ──width becomes compact──▶  sheet (replacement ⊃ original)
///        ▲                                                  │
///        └────────────── width becomes regular ─────────────┘
///          (the original leaves the replacement, which is dropped)
/// ```
extension UIPresentationController {
    /// Asks the delegate for the controller to show in `style`; nil when it has none or
    /// answers the presented controller itself.
    func adaptiveReplacement(for style: UIModalPresentationStyle) -> UIViewController? {
        guard let delegate,
              let replacement = delegate.presentationController(self, viewControllerForAdaptivePresentationStyle: style),
              replacement !== presentedViewController else { return nil }
        return replacement
    }

    /// Moves the presentation's record and relationships from the controller shown now to
    /// `controller` (the replacement, or the original coming back).
    func transferPresentation(to controller: UIViewController) {
        let current = shownViewController
        guard current !== controller, let presenter = current.storedPresentingViewController else { return }
        let record = current.presentationRecord
        current.presentationRecord = nil
        current.storedPresentingViewController = nil
        controller.storedPresentingViewController = presenter
        controller.presentationRecord = record
        presenter.storedPresentedViewController = controller
        adaptedViewController = controller === presentedViewController ? nil : controller
        // Back to the original: its record answers `presentationController` again.
        if controller === presentedViewController, controller.storedPresentationController === self {
            controller.storedPresentationController = nil
        }
    }

    /// The presentation is over: the original stops answering this controller, so a later
    /// presentation of it makes a new one, as after any dismissal.
    func endAdaptiveReplacement() {
        guard adaptedViewController != nil else { return }
        adaptedViewController = nil
        if presentedViewController.storedPresentationController === self {
            presentedViewController.storedPresentationController = nil
        }
    }

    /// Takes the original out of the replacement it was shown in, leaving its view where it
    /// is in the window (so it neither disappears nor appears): `willMove(toParent: nil)`,
    /// the view moved to `superview`, `removeFromParent()` and, for a navigation
    /// controller, off its stack.
    func detachOriginal(from replacement: UIViewController, into superview: UIView) {
        let original = presentedViewController
        guard original.storedParent != nil else { return }
        original.willMove(toParent: nil)
        if let view = original.storedView { superview.addSubview(view) }
        (original.storedParent as? UINavigationController)?.dropFromStack(original)
        original.removeFromParent()
    }
}

extension UIViewController {
    /// A replacement must be free to present: not presented, not on screen itself.
    func isPresentableAsReplacement(in window: UIWindow) -> Bool {
        storedPresentingViewController == nil && storedParent == nil && storedView?.window == nil
    }
}

extension UINavigationController {
    /// Forgets `controller` without a transition: it is leaving with its view elsewhere.
    func dropFromStack(_ controller: UIViewController) {
        stack.removeAll { $0 === controller }
    }
}
