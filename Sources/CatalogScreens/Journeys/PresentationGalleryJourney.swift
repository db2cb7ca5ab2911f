import UIKitHeadless

/// Narrates what a sheet's delegate hears, for the gallery.
@MainActor
final class GallerySheetDelegate: UISheetPresentationControllerDelegate, UIPopoverPresentationControllerDelegate {
    weak var stage: JourneyStage?
    init(stage: JourneyStage) { self.stage = stage }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        stage?.event("delegate: presentationControllerWillDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        stage?.event("delegate: presentationControllerDidDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        stage?.event("delegate: presentationControllerDidAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        stage?.event("delegate: selected detent is now \(sheet.selectedDetentIdentifier?.rawValue ?? "the smallest")")
    }
    /// The popover adapting to a sheet (compact width): a half-height sheet with a grabber.
    func presentationController(_ presentationController: UIPresentationController,
                                prepare adaptivePresentationController: UIPresentationController) {
        guard let sheet = adaptivePresentationController as? UISheetPresentationController else { return }
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        stage?.event("delegate: prepare the adaptive sheet (medium and large detents, a grabber)")
    }
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?) {
        stage?.event("delegate: will present with adaptive style \(style == .none ? "none (not adapted)" : "\(style.rawValue)")")
    }
}

extension Journey {
    /// Seed 001's presentation styles and an adaptive popover, on today's API: a sheet with
    /// detents pulled between them and down, a sheet that refuses the pull, a form sheet, a
    /// cross-dissolving full-screen cover, current-context, over-current-context,
    /// over-full-screen and custom (card) presentations, a flip and a partial curl, and a popover from a bar button item that is a sheet in a compact width.
    static let presentationGallery = Journey(
        id: "presentation-gallery",
        title: "A gallery of presentation styles: sheets with detents, a form sheet, a cover, an adaptive popover",
        source: "seed 001 (Presentations and Transitions: presentation and transition styles, popovers); "
            + "UISheetPresentationController (iOS 15+)"
    ) { stage in
        let home = ContentViewController(title: "Gallery")
        let info = UIBarButtonItem(title: "Info")
        home.navigationItem.rightBarButtonItem = info
        let nav = UINavigationController(rootViewController: home)
        let delegate = GallerySheetDelegate(stage: stage)
        stage.keepAlive(delegate)
        stage.step("Show the gallery in a navigation controller as the window's root.") { stage.host.show(nav) }

        @MainActor func pull(_ controller: UIViewController, by distance: CGFloat) {
            let frame = controller.view.convert(controller.view.bounds, to: nil)
            let start = CGPoint(x: frame.midX, y: frame.minY + 20)
            stage.host.swipe(from: start, to: CGPoint(x: start.x, y: start.y + distance), duration: 0.5)
        }

        let details = ContentViewController(title: "Details")
        if let sheet = details.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.delegate = delegate
        }
        stage.step("Present Details as a sheet with medium and large detents and a grabber; the gallery stays undimmed.") {
            nav.present(details, animated: true)
        }
        stage.note("sheet frame \(Narration.rect(details.view.frame))")
        stage.step("Pull the sheet up: it settles on the large detent, and the gallery is dimmed.") { pull(details, by: -300) }
        stage.note("sheet frame \(Narration.rect(details.view.frame))")
        stage.step("Pull it down: it settles on the medium detent again.") { pull(details, by: 350) }
        stage.step("Pull it down from the medium detent: an interactive dismissal that finishes.") { pull(details, by: 300) }

        let form = ContentViewController(title: "Unsaved form")
        form.isModalInPresentation = true
        form.sheetPresentationController?.delegate = delegate
        stage.step("Present a form that has unsaved changes (isModalInPresentation).") { nav.present(form, animated: true) }
        stage.step("Pull it down: it refuses, and only tells its delegate of the attempt.") { pull(form, by: 500) }
        stage.step("Dismiss it in code.") { nav.dismiss(animated: true) }

        let fixed = ContentViewController(title: "Form sheet")
        fixed.modalPresentationStyle = .formSheet
        stage.step("Present a form sheet: 540 × 620 centred in a regular width, a sheet in a compact one.") {
            nav.present(fixed, animated: true)
        }
        stage.note("form sheet frame \(Narration.rect(fixed.view.frame))")
        stage.step("Dismiss it.") { nav.dismiss(animated: true) }

        /// Presents a controller titled `title` from `presenter` in `style`/`transition`,
        /// then dismisses it: two steps narrated `present` and `dismiss`.
        @MainActor func presentAndDismiss(_ title: String, from presenter: UIViewController,
                                          style: UIModalPresentationStyle,
                                          transition: UIModalTransitionStyle = .coverVertical,
                                          delegate transitioning: UIViewControllerTransitioningDelegate? = nil,
                                          present: String, dismiss: String) {
            let presented = ContentViewController(title: title)
            presented.modalPresentationStyle = style
            presented.modalTransitionStyle = transition
            presented.transitioningDelegate = transitioning
            stage.step(present) { presenter.present(presented, animated: true) }
            stage.step(dismiss) { presenter.dismiss(animated: true) }
        }

        presentAndDismiss("Cover", from: nav, style: .fullScreen, transition: .crossDissolve,
                          present: "Present Cover full screen with a cross dissolve: the gallery disappears once it is covered.",
                          dismiss: "Dismiss Cover: it fades out.")
        home.definesPresentationContext = true
        presentAndDismiss("Over context", from: home, style: .overCurrentContext,
                          present: "Present Over context from the gallery, which defines the presentation context: "
                              + "it covers the gallery's view, the gallery stays underneath.",
                          dismiss: "Dismiss it.")
        presentAndDismiss("In context", from: home, style: .currentContext,
                          present: "Present In context from the gallery: it replaces the gallery's view, which leaves the window.",
                          dismiss: "Dismiss it: the gallery's view comes back.")
        presentAndDismiss("Over full screen", from: nav, style: .overFullScreen,
                          present: "Present Over full screen: it covers the window, the gallery stays in it underneath.",
                          dismiss: "Dismiss it.")
        let cardDelegate = CardTransitioningDelegate()
        stage.keepAlive(cardDelegate)
        presentAndDismiss("Card", from: nav, style: .custom, delegate: cardDelegate,
                          present: "Present Card with a custom presentation controller: a half-height card over a dimming view.",
                          dismiss: "Dismiss Card.")
        presentAndDismiss("Flip", from: nav, style: .fullScreen, transition: .flipHorizontal,
                          present: "Present Flip full screen with a horizontal flip.", dismiss: "Dismiss Flip: it flips back.")
        presentAndDismiss("Curl", from: nav, style: .fullScreen, transition: .partialCurl,
                          present: "Present Curl with a partial curl: the gallery's page curls up off it.",
                          dismiss: "Dismiss Curl: the page uncurls.")

        let popover = ContentViewController(title: "About")
        popover.preferredContentSize = CGSize(width: 300, height: 200)
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.barButtonItem = info
        popover.popoverPresentationController?.delegate = delegate
        stage.step("Present About as a popover from the Info button: a popover in a regular width; in a compact one its adaptive sheet, at the medium detent.") {
            nav.present(popover, animated: true)
        }
        stage.note("About frame \(Narration.rect(popover.view.frame)), arrow "
                   + "\(popover.popoverPresentationController?.arrowDirection == .up ? "up" : "none (adapted)")")
        stage.step("Dismiss it.") { nav.dismiss(animated: true) }
        withExtendedLifetime(delegate) {}
    }
}
