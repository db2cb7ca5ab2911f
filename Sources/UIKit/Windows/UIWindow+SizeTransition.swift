import Foundation

/// A window following its screen through a rotation (UIKIT-SEMANTICS 10.1–10.3):
/// `willTransition(to:with:)` when traits change, `viewWillTransition(to:with:)`, then
/// the new size — `updateViewConstraints`, `traitCollectionDidChange`,
/// `viewWillLayoutSubviews`, `viewDidLayoutSubviews` — and finally the coordinator's
/// alongside animations, with its completions when the animation ends.
extension UIWindow {
    /// Rotation duration UIKit uses on iPhone and iPad.
    static let rotationDuration: TimeInterval = 0.4

    func transitionToScreen(rotationAngle: CGFloat) {
        let newTraits = screen.traitCollection
        let newMetrics = screen.metrics
        let newFrame = CGRect(origin: .zero, size: screen.bounds.size)
        let coordinator = SizeTransitionCoordinator(
            containerView: self, duration: isVisible ? Self.rotationDuration : 0,
            targetTransform: CGAffineTransform(rotationAngle: rotationAngle), windowSize: newFrame.size)
        let root = storedRootViewController
        root?.registerTransitionInSubtree(coordinator)
        let newRootTraits = newTraits.applying(storedTraitOverrides.collection)
        if let root, root.isViewLoaded, newRootTraits != traitCollection {
            let rootTraits = newRootTraits.applying(root.storedTraitOverrides.collection)
            root.reportLifecycle(.willTransition(to: rootTraits))
            root.willTransition(to: rootTraits, with: coordinator)
        }
        if let root, root.isViewLoaded, newFrame.size != bounds.size {
            root.reportLifecycle(.viewWillTransition(to: newFrame.size))
            root.viewWillTransition(to: newFrame.size, with: coordinator)
        }
        coordinator.run(whenDone: { root?.unregisterTransitionInSubtree(coordinator) }) { [self] in
            screenTraits = newTraits
            screenMetrics = newMetrics
            frame = newFrame
            updateStatusBarAppearance()
            setNeedsSafeAreaUpdate()
            storedSubviews.forEach { $0.setNeedsSafeAreaUpdate() }
            updateConstraintsSubtreeIfNeeded()
            TraitPropagation.update(subtree: self)
            runLayoutPasses()
        }
    }
}
