import Foundation

/// Resizing events (UIKIT-SEMANTICS 10.1–10.5): the default `willTransition(to:with:)`
/// and `viewWillTransition(to:with:)` pass the transition on to children (and to the
/// presented controller), which is why overrides must call super.
extension UIViewController {
    func forwardTraitTransition(to newCollection: UITraitCollection,
                                with coordinator: UIViewControllerTransitionCoordinator) {
        for child in storedChildren {
            let childCollection = newCollection.applying(childTraitOverrides[ObjectIdentifier(child)] ?? UITraitCollection())
                .applying(child.storedTraitOverrides.collection)
            if childCollection != child.traitCollection {
                child.reportLifecycle(.willTransition(to: childCollection))
                child.willTransition(to: childCollection, with: coordinator)
            }
        }
        if let presented = storedPresentedViewController, presented.storedPresentingViewController === self {
            // As with size changes, the presentation controller hears first: a popover may
            // adapt (6.10) and replace the presented controller before it is told.
            presented.presentationRecord?.presentationController.willTransition(to: newCollection, with: coordinator)
            guard let presented = storedPresentedViewController else { return }
            presented.reportLifecycle(.willTransition(to: newCollection))
            presented.willTransition(to: newCollection, with: coordinator)
        }
    }

    func forwardSizeTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in storedChildren where child.isViewLoaded {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            child.reportLifecycle(.viewWillTransition(to: childSize))
            child.viewWillTransition(to: childSize, with: coordinator)
        }
        if let presented = storedPresentedViewController, presented.storedPresentingViewController === self {
            // The presentation controller is the presented controller's content container:
            // it hears its container's new size and passes the change on at the size it
            // gives the presented controller (10.3, 10.11).
            if let controller = presented.presentationRecord?.presentationController {
                controller.viewWillTransition(to: controller.containerSize(forPresenterSize: size, with: coordinator),
                                              with: coordinator)
            } else {
                presented.reportLifecycle(.viewWillTransition(to: size))
                presented.viewWillTransition(to: size, with: coordinator)
            }
        }
    }
}

extension UIViewController {
    /// The smallest margins the root view gets while `viewRespectsSystemMinimumLayoutMargins`:
    /// 16 pt leading/trailing in a compact width, 20 pt in a regular one, none top and bottom.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
