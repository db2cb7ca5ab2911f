import Foundation

/// Installing the root view controller and showing or hiding the window
/// (UIKIT-SEMANTICS 2.2–2.4).
extension UIWindow {
    func replaceRootViewController(with newRoot: UIViewController?) {
        let oldRoot = storedRootViewController
        guard newRoot !== oldRoot else { return }
        if let newRoot, newRoot.storedParent != nil {
            runtime.diagnostics.raise(
                .invalidArgumentException,
                "\(newRoot.debugName) is a child of \(newRoot.storedParent!.debugName) and cannot be a window's root view controller")
            return
        }
        // The old root's view leaves: a visible window makes it disappear (will, did).
        if let oldView = oldRoot?.storedView, oldView.superview === self { oldView.removeFromSuperview() }
        storedRootViewController = newRoot
        guard let newRoot else { return }
        let rootView = newRoot.view!
        rootView.frame = bounds
        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // A visible window runs the root's appearance sequence below as the view goes in.
        addSubview(rootView)
        updateStatusBarAppearance()
    }

    func windowVisibilityDidChange() {
        let controllers = AppearanceForwarding.targets(in: self, appearing: isVisible)
        runAppearance(of: controllers, appearing: isVisible)
        if isVisible {
            TraitPropagation.update(subtree: self)
            updateStatusBarAppearance()
            // Layout requested while hidden was skipped; the first visible turn does it.
            requestPasses()
        }
    }

    /// The window-level appearance sequence: will-callbacks, a layout pass, then
    /// `viewIsAppearing` and the did-callbacks — the launch log of 2.2 (on iOS the
    /// did-phase follows on the next CATransaction commit; here it follows the layout).
    /// Run when the window becomes visible, and by `AppearanceMove` when a controller's
    /// view is put straight into a visible window (a new root).
    func runAppearance(of controllers: [UIViewController], appearing: Bool) {
        guard !controllers.isEmpty else { return }
        AppearanceForwarding.beginPhase(controllers, appearing: appearing)
        if appearing {
            TraitPropagation.update(subtree: self)
            layoutIfNeeded()
            controllers.forEach { $0.performViewIsAppearing() }
        }
        AppearanceForwarding.endPhase(controllers)
    }

    /// The passes of a run-loop turn for this window: update constraints, then layout.
    func runLayoutPasses() {
        guard isVisible else { return }
        for _ in 0..<16 where needsConstraintUpdate || descendantNeedsConstraintUpdate
            || needsLayout || needsSafeAreaUpdate || descendantNeedsLayout {
            updateConstraintsSubtreeIfNeeded()
            layoutSubtreeIfNeeded()
        }
    }
}
