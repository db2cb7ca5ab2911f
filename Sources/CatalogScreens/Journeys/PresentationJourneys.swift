import UIKitTesting

extension Journey {
    /// Seed 001 (Presenting a View Controller): full screen removes the presenter's views
    /// once the new controller is shown; over full screen keeps them.
    static let fullScreenVersusOverFullScreen = Journey(
        id: "presentation-styles",
        title: "Presenting full screen versus over full screen",
        source: "seed 001 (Presentations and Transitions: full-screen styles)"
    ) { stage in
        let home = TracingViewController("Home", trace: stage.trace)
        stage.step("Show Home as the window's root.") { stage.host.show(home) }

        let cover = TracingViewController("Cover", trace: stage.trace)
        cover.modalPresentationStyle = .fullScreen
        stage.step("Present Cover full screen, animated: Home's views leave after Cover appears.") {
            home.present(cover, animated: true) { stage.trace.record("present completion") }
        }
        stage.note("Home's view in the window: \(home.view.window != nil)")
        stage.step("Dismiss Cover: Home comes back, then Cover's views leave.") {
            home.dismiss(animated: true) { stage.trace.record("dismiss completion") }
        }

        let overlay = TracingViewController("Overlay", trace: stage.trace)
        overlay.modalPresentationStyle = .overFullScreen
        stage.step("Present Overlay over full screen: Home stays and gets no callbacks.") {
            home.present(overlay, animated: true) { stage.trace.record("present completion") }
        }
        stage.note("Home's view in the window: \(home.view.window != nil)")
        stage.step("Overlay dismisses itself: the request goes to its presenter, Home.") {
            overlay.dismiss(animated: true)
        }
    }
}
