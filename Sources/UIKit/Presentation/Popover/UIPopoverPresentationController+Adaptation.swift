import Foundation

/// A popover that is up when the width's size class changes adapts again (UIKIT-SEMANTICS
/// 6.10): becoming compact it is shown in the style its delegate answers (a sheet by
/// default) — inside the delegate's replacement controller, if it gives one — and becoming
/// regular it is a popover again, the original controller taken back out of the
/// replacement, which is dropped.
///
/// Order, in the trait change's `willTransition(to:with:)` (the presentation controller
/// hears it before the presented controller): `adaptivePresentationStyle(for:traitCollection:)`
/// (compact only), `presentationController(_:viewControllerForAdaptivePresentationStyle:)`,
/// `presentationController(_:prepare:)` (adapting to a sheet: the adaptive sheet),
/// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` with the
/// size change's coordinator (`.none` going back to a popover). The views move alongside
/// the change, once the window has its new size: a replacement appears
/// (`viewWillAppear` … `viewDidAppear`) when it enters the window and disappears when it
/// leaves it; the original stays on screen throughout and gets no appearance callbacks,
/// only `willMove(toParent:)`/`didMove(toParent:)` as it enters and leaves the replacement.
/// Adapted to a sheet it is shown by its adaptive sheet (see
/// `UIPopoverPresentationController+AdaptiveSheet`): the dimming fades in alongside, the
/// presenter steps back at full height and the pull works; going back to a popover takes
/// that chrome away alongside.
///
/// A live adaptation to `.fullScreen` keeps the presenter's view (it is shown over full
/// screen); see DifferencesFromIOS "Presentation".
extension UIPopoverPresentationController {
    /// Called from `willTransition(to:with:)`: adapts again if the width's class changed.
    func readapt(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        guard shownViewController.presentationRecord?.phase == .presented,
              let window = containerView?.window ?? (containerView as? UIWindow) else { return }
        let previous = adaptiveStyle
        let wanted = adaptedStyle(for: newCollection)
        guard wanted != (previous == .none ? .popover : previous) else { return }
        if adaptiveStyle == .none {
            becomePopover(in: window, coordinator: coordinator)
        } else {
            adapt(to: adaptiveStyle, in: window, coordinator: coordinator)
        }
    }

    /// Regular → compact: shown as `style`, in the replacement if the delegate gives one.
    private func adapt(to style: UIModalPresentationStyle, in window: UIWindow,
                       coordinator: UIViewControllerTransitionCoordinator) {
        let original = presentedViewController
        let presenter = presentingViewController
        // The original stops being the presented controller before the delegate builds its
        // replacement around it (a presented controller cannot become a child).
        var replacement: UIViewController?
        if let record = original.presentationRecord {
            original.presentationRecord = nil
            original.storedPresentingViewController = nil
            presenter.storedPresentedViewController = nil
            replacement = adaptiveReplacement(for: style)
            if let candidate = replacement, !candidate.isPresentableAsReplacement(in: window) { replacement = nil }
            original.presentationRecord = record
            original.storedPresentingViewController = presenter
            presenter.storedPresentedViewController = original
        }
        if let replacement {
            transferPresentation(to: replacement)
            original.storedPresentationController = self
        }
        // A sheet already standing in stays for a sheet style and goes for full screen.
        let wasSheet = activeAdaptiveSheet
        if !style.isSheet { wasSheet?.releasePresenterForResize() }
        if wasSheet == nil { prepareAdaptiveSheet() }
        setShownStyle(style)
        clearArrow()
        removeOutsideTapView()
        delegate?.presentationController(self, willPresentWithAdaptiveStyle: style, transitionCoordinator: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            let placement = PresentationPlacement(style: style, presenter: presenter, window: window)
            self.placement = placement
            if !style.isSheet { self.endAdaptiveSheet() }
            if let replacement {
                let view: UIView = replacement.view
                UIView.performWithoutAnimation {
                    view.frame = placement.frame
                    view.autoresizingMask = placement.autoresizingMask
                    window.insertSubview(view, aboveSubview: original.view)
                    view.layoutIfNeeded()
                }
            } else {
                original.view.frame = placement.frame
                original.view.autoresizingMask = placement.autoresizingMask
            }
            if style.isSheet { self.adaptToSheet(placement: placement) }
        }, completion: nil)
    }

    /// Compact → regular: a popover again at its source, the original shown by itself.
    private func becomePopover(in window: UIWindow, coordinator: UIViewControllerTransitionCoordinator) {
        activeAdaptiveSheet?.releasePresenterForResize()
        setShownStyle(.popover)
        delegate?.presentationController(self, willPresentWithAdaptiveStyle: .none, transitionCoordinator: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            self.endAdaptiveSheet()
            let original = self.presentedViewController
            if let replacement = self.adaptedViewController {
                UIView.performWithoutAnimation {
                    self.detachOriginal(from: replacement, into: window)
                    self.transferPresentation(to: original)
                    replacement.storedView?.removeFromSuperview()
                }
            }
            guard let view = original.storedView else { return }
            if !self.place(in: window) { self.popoverFrame = view.frame }   // the source is gone: stay put
            view.frame = self.popoverFrame
            view.autoresizingMask = []
            self.addOutsideTapView()
            self.showArrow()
        }, completion: nil)
    }

    private func setShownStyle(_ style: UIModalPresentationStyle) {
        self.style = style
        shownViewController.presentationRecord?.style = style
    }
}
