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

        let cover = ContentViewController(title: "Cover")
        cover.modalPresentationStyle = .fullScreen
        cover.modalTransitionStyle = .crossDissolve
        stage.step("Present Cover full screen with a cross dissolve: the gallery disappears once it is covered.") {
            nav.present(cover, animated: true)
        }
        stage.step("Dismiss Cover: it fades out.") { nav.dismiss(animated: true) }

        let overContext = ContentViewController(title: "Over context")
        overContext.modalPresentationStyle = .overCurrentContext
        home.definesPresentationContext = true
        stage.step("Present Over context from the gallery, which defines the presentation context: "
                   + "it covers the gallery's view, the gallery stays underneath.") {
            home.present(overContext, animated: true)
        }
        stage.step("Dismiss it.") { home.dismiss(animated: true) }

        let inContext = ContentViewController(title: "In context")
        inContext.modalPresentationStyle = .currentContext
        stage.step("Present In context from the gallery: it replaces the gallery's view, which leaves the window.") {
            home.present(inContext, animated: true)
        }
        stage.step("Dismiss it: the gallery's view comes back.") { home.dismiss(animated: true) }

        let overFull = ContentViewController(title: "Over full screen")
        overFull.modalPresentationStyle = .overFullScreen
        stage.step("Present Over full screen: it covers the window, the gallery stays in it underneath.") {
            nav.present(overFull, animated: true)
        }
        stage.step("Dismiss it.") { nav.dismiss(animated: true) }

        let card = ContentViewController(title: "Card")
        let cardDelegate = CardTransitioningDelegate()
        stage.keepAlive(cardDelegate)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardDelegate
        stage.step("Present Card with a custom presentation controller: a half-height card over a dimming view.") {
            nav.present(card, animated: true)
        }
        stage.step("Dismiss Card.") { nav.dismiss(animated: true) }

        let flip = ContentViewController(title: "Flip")
        flip.modalPresentationStyle = .fullScreen
        flip.modalTransitionStyle = .flipHorizontal
        stage.step("Present Flip full screen with a horizontal flip.") { nav.present(flip, animated: true) }
        stage.step("Dismiss Flip: it flips back.") { nav.dismiss(animated: true) }

        let curl = ContentViewController(title: "Curl")
        curl.modalPresentationStyle = .fullScreen
        curl.modalTransitionStyle = .partialCurl
        stage.step("Present Curl with a partial curl: the gallery's page curls up off it.") { nav.present(curl, animated: true) }
        stage.step("Dismiss Curl: the page uncurls.") { nav.dismiss(animated: true) }

        let popover = ContentViewController(title: "About")
        popover.preferredContentSize = CGSize(width: 300, height: 200)
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.barButtonItem = info
        popover.popoverPresentationController?.delegate = delegate
        stage.step("Present About as a popover from the Info button: a popover in a regular width, a sheet in a compact one.") {
            nav.present(popover, animated: true)
        }
        stage.note("About frame \(Narration.rect(popover.view.frame)), arrow "
                   + "\(popover.popoverPresentationController?.arrowDirection == .up ? "up" : "none (adapted)")")
        stage.step("Dismiss it.") { nav.dismiss(animated: true) }
        withExtendedLifetime(delegate) {}
    }
}
