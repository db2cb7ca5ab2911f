import UIKitHeadless

extension Journey {
    /// Seed 001 (Presenting a View Controller): full screen removes the presenter's views
    /// once the new controller is shown; over full screen keeps them.
    static let fullScreenVersusOverFullScreen = Journey(
        id: "presentation-styles",
        title: "Presenting full screen versus over full screen",
        source: "seed 001 (Presentations and Transitions: full-screen styles)"
    ) { stage in
        let home = ContentViewController(title: "Home")
        stage.step("Show Home as the window's root.") { stage.host.show(home) }

        let cover = ContentViewController(title: "Cover")
        cover.modalPresentationStyle = .fullScreen
        stage.step("Present Cover full screen, animated: Home's views leave after Cover appears.") {
            home.present(cover, animated: true) { stage.event("present completion") }
        }
        stage.note("Home's view in the window: \(home.view.window != nil)")
        stage.step("Dismiss Cover: Home comes back, then Cover's views leave.") {
            home.dismiss(animated: true) { stage.event("dismiss completion") }
        }

        let overlay = ContentViewController(title: "Overlay")
        overlay.modalPresentationStyle = .overFullScreen
        stage.step("Present Overlay over full screen: Home stays and gets no callbacks.") {
            home.present(overlay, animated: true) { stage.event("present completion") }
        }
        stage.note("Home's view in the window: \(home.view.window != nil)")
        stage.step("Overlay dismisses itself: the request goes to its presenter, Home.") {
            overlay.dismiss(animated: true)
        }
    }

    /// Seed 001 and iOS 13's default: `present` with the default `.automatic` style shows a
    /// page sheet, which keeps the presenter on screen.
    static let pageSheet = Journey(
        id: "page-sheet",
        title: "The default presentation: a page sheet",
        source: "seed 001 (Presentations and Transitions); UIModalPresentationStyle.automatic, iOS 13-17"
    ) { stage in
        let device = stage.device
        let home = ContentViewController(title: "Home")
        stage.step("Show Home as the window's root.") { stage.host.show(home) }

        let compose = ContentViewController(title: "Compose")
        stage.step("Present Compose with the default style (.automatic): a page sheet. Home stays and gets no callbacks.") {
            home.present(compose, animated: true) { stage.event("present completion") }
        }
        let top = stage.host.window.safeAreaInsets.top
        stage.note("sheet frame \(Narration.rect(compose.view.frame)): the window minus its top safe-area inset "
                   + "(\(top.clean)) and 10 points, full width; Home's view in the window: \(home.view.window != nil)")
        if stage.host.window.traitCollection.horizontalSizeClass == .regular {
            stage.note("On \(device.withArticle) iOS shows a page sheet as a card narrower than the screen; "
                       + "ViewControllerKit shows it full width on every device (docs/DifferencesFromIOS.md, Presentation)")
        }
        stage.step("Dismiss Compose: it leaves; Home again gets no callbacks.") {
            home.dismiss(animated: true) { stage.event("dismiss completion") }
        }
    }
}
