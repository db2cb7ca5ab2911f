import Foundation

/// A popover adapted to a sheet (UIKIT-SEMANTICS 6.10, iOS 15): shown by its
/// ``UIPopoverPresentationController/adaptiveSheetPresentationController`` — the same sheet
/// machinery as a `.pageSheet` (detents, dimming, grabber, the presenter stepping back, the
/// pull between detents and the pull-down dismissal) — while the popover stays the
/// presentation's controller: the presented controller's `presentationController` and
/// `popoverPresentationController` answer the popover, its `sheetPresentationController`
/// nil (a `.popover` controller has no sheet presentation controller).
///
/// The popover hands the sheet its container and placement and forwards the transition
/// callbacks and size changes to it; the sheet shows the popover's shown controller (the
/// delegate's replacement, if any).
///
/// ```
///                present in compact / width becomes compact
///   ┌─────────┐  adaptivePresentationStyle → viewControllerFor… → prepare  ┌────────────────┐
///   │ popover │ ─────────────────────────────────────────────────────────▶ │ sheet standing │
///   │         │ ◀───────────────────────────────────────────────────────── │ in (detents,   │
///   └─────────┘  width becomes regular: chrome torn down, placed at source │ pull, dimming) │
///                                                                          └────────────────┘
///                                  dismissed (by code or a pull): chrome torn down ──▶ done
/// ```
///
/// A pull on the adapted sheet asks and tells the popover's delegate, about the popover
/// (the controller the app knows): `presentationControllerShouldDismiss` →
/// `presentationControllerWillDismiss` → the dismissal → `presentationControllerDidDismiss`;
/// the popover-only `popoverPresentationControllerShouldDismissPopover` and
/// `…DidDismissPopover` are not sent. A popover without a delegate leaves them to the
/// sheet's own. Detent changes by a drag go to the sheet's own delegate.
extension UIPopoverPresentationController {
    /// The adaptive sheet while the popover is shown as it; nil otherwise.
    var activeAdaptiveSheet: UISheetPresentationController? {
        guard let sheet = storedAdaptiveSheet, sheet.adaptedPopover === self else { return nil }
        return sheet
    }

    /// The popover adapts to a sheet: the delegate's `presentationController(_:prepare:)`
    /// with the adaptive sheet, before anything is shown. Called after the delegate's
    /// `adaptivePresentationStyle` and `viewControllerForAdaptivePresentationStyle` answers.
    func prepareAdaptiveSheet() {
        guard adaptiveStyle.isSheet else { return }
        delegate?.presentationController(self, prepare: adaptiveSheetPresentationController)
    }

    /// The adaptive sheet takes over the layout in `placement`'s container.
    func beginAdaptiveSheet(placement: PresentationPlacement) {
        let sheet = adaptiveSheetPresentationController
        sheet.adaptedPopover = self
        sheet.style = adaptiveStyle
        sheet.placement = placement
        sheet.storedContainerView = placement.superview
    }

    /// The adaptive sheet's chrome goes and the popover is in charge again.
    func endAdaptiveSheet() {
        guard let sheet = activeAdaptiveSheet else { return }
        sheet.tearDown()
        sheet.adaptedPopover = nil
        sheet.storedContainerView = nil
        sheet.placement = nil
    }

    /// Width becoming compact while the popover is up: after `willPresentWithAdaptiveStyle`,
    /// alongside the size change once the window has its new size, the sheet's chrome and
    /// its pull are added and the shown view goes to the selected detent.
    func adaptToSheet(placement: PresentationPlacement) {
        beginAdaptiveSheet(placement: placement)
        guard let sheet = activeAdaptiveSheet else { return }
        sheet.installChrome()
        sheet.addPullGesture()
        sheet.applyLayout()
    }
}

extension UISheetPresentationController {
    /// Who hears of a dismissal by the user, and about which controller: standing in for a
    /// popover that has a delegate, that delegate about the popover; else its own delegate.
    var userDismissalTarget: (delegate: UIAdaptivePresentationControllerDelegate?, controller: UIPresentationController) {
        if let popover = adaptedPopover, let delegate = popover.delegate { return (delegate, popover) }
        return (delegate, self)
    }
}

extension UIPresentationController {
    /// The sheet laying out and driving this presentation: itself, or a popover's adaptive
    /// sheet while the popover is shown as it.
    var actingSheet: UISheetPresentationController? {
        (self as? UISheetPresentationController) ?? (self as? UIPopoverPresentationController)?.activeAdaptiveSheet
    }
}

extension UIModalPresentationStyle {
    /// The styles shown by a sheet presentation controller (in a compact width).
    var isSheet: Bool { self == .formSheet || self == .pageSheet }
}
