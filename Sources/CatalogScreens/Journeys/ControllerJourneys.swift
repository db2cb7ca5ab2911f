import UIKitTesting

extension Journey {
    /// Seed 002 §6.4: how a controller gets its view.
    static let viewLoading = Journey(
        id: "view-loading",
        title: "How a view controller gets its view",
        source: "seed 002 (iOS 9 Programming Fundamentals ch. 6), §6.4"
    ) { stage in
        let lazy = TracingViewController("Lazy", trace: stage.trace)
        stage.step("Create a controller: nothing is loaded yet.") {
            stage.note("isViewLoaded = \(lazy.isViewLoaded)")
        }
        stage.step("Read its view: loadView, then viewDidLoad, exactly once.") {
            _ = lazy.view
            _ = lazy.view
            stage.note("isViewLoaded = \(lazy.isViewLoaded), frame \(NSCoder.string(for: lazy.view.frame)) (the screen's size)")
        }
        stage.step("Make it the window's root: it appears, with layout between will and did.") {
            lazy.recordsLayout = true
            stage.host.show(lazy)
        }
    }

    /// Seed 002 §6.5.3: the order of resizing events.
    static let rotation = Journey(
        id: "rotation",
        title: "Rotation: the order of resizing events",
        source: "seed 002 (iOS 9 Programming Fundamentals ch. 6), §6.5.3 and §6.5.2"
    ) { stage in
        let root = TracingViewController("Root", trace: stage.trace)
        root.recordsLayout = true
        stage.step("Show the root on an iPhone 14 in portrait.") { stage.host.show(root) }
        stage.step("Rotate to landscape: traits, then size, then constraints, traits, layout.") {
            let rotated = stage.host.rotate(to: .landscapeLeft)
            stage.note("rotated: \(rotated); root view \(NSCoder.string(for: root.view.frame)), safe area \(root.view.safeAreaInsets)")
        }
        stage.step("Try upside-down: an iPhone app does not support it, so UIKit refuses.") {
            let rotated = stage.host.rotate(to: .portraitUpsideDown)
            stage.note("rotated: \(rotated)")
        }
        stage.step("Rotate back to portrait.") { stage.host.rotate(to: .portrait) }
    }

    /// Seed 002 §6.5.2 and the container chapter's Auto Layout note: views pinned to the
    /// safe area and the margins follow a rotation.
    static let autoLayout = Journey(
        id: "auto-layout",
        title: "Auto Layout: a header on the safe area and a form on the margins, rotated",
        source: "seed 002 §6.5.2 (layout guides); seed 000 (\"add constraints right after adding the view\")"
    ) { stage in
        let form = SafeAreaFormViewController("Form", trace: stage.trace)
        @MainActor func frames() {
            stage.note("header \(NSCoder.string(for: form.header.frame)), form \(NSCoder.string(for: form.stack.frame))")
        }
        stage.step("Show the form on an iPhone 14 in portrait.") { stage.host.show(form) }
        frames()
        stage.step("Rotate to landscape: the safe area moves to the sides, the constraints follow.") {
            stage.host.rotate(to: .landscapeRight)
        }
        frames()
    }

    /// Every journey, in catalogue order.
    public static let all: [Journey] = [
        viewLoading, containerCycle, containerByTap, manualForwarding, delegation, rotation, autoLayout,
        fullScreenVersusOverFullScreen, navigationInTabs,
    ]
}
