import Foundation

/// `dismiss(animated:completion:)` routing (UIKIT-SEMANTICS 6.14, 6.15).
extension UIViewController {
    /// Whether this controller or one inside it has `isModalInPresentation`: the user may
    /// not dismiss its presentation (a pull on a sheet, a tap outside a popover).
    var refusesUserDismissal: Bool {
        isModalInPresentation || storedChildren.contains { $0.refusesUserDismissal }
    }

    /// Sent to a controller that presents something (itself or through an ancestor, 6.4),
    /// dismisses what it presented and everything above; sent to a presented controller
    /// that presents nothing, the request goes to its presenter. With nothing to dismiss
    /// it does nothing and, as on iOS, the completion is not called.
    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController
        if let presented = presentedViewController, let owner = presented.storedPresentingViewController {
            presenter = owner
        } else if let owner = presentingViewController {
            presenter = owner
        } else {
            return
        }
        guard let first = presenter.storedPresentedViewController else { return }
        var chain = [first]
        while let next = chain.last?.storedPresentedViewController { chain.append(next) }
        if chain.contains(where: { $0.presentationRecord?.isTransitioning ?? false }) {
            runtimeInUse.diagnostics.warn(
                "Attempt to dismiss from view controller \(presenter.debugName) while a presentation or dismiss is in progress!")
            return
        }
        PresentationTransition.dismiss(chain: chain, from: presenter, animated: animated, completion: completion)
    }
}
