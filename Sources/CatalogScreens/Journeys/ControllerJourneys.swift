import UIKitHeadless

extension Journey {
    /// Seed 002 §6.4: how a controller gets its view.
    static let viewLoading = Journey(
        id: "view-loading",
        title: "How a view controller gets its view",
        source: "seed 002 (iOS 9 Programming Fundamentals ch. 6), §6.4"
    ) { stage in
        let lazy = ContentViewController(title: "Lazy")
        stage.step("Create a controller: nothing is loaded yet.") {
            stage.note("isViewLoaded = \(lazy.isViewLoaded)")
        }
        stage.step("Read its view: loadView, then viewDidLoad, exactly once.") {
            _ = lazy.view
            _ = lazy.view
            stage.note("isViewLoaded = \(lazy.isViewLoaded), frame \(Narration.rect(lazy.view.frame)) (the screen's bounds)")
        }
        stage.step("Make it the window's root: it appears, with layout between will and did.") {
            stage.narrateLayout(of: lazy)
            stage.host.show(lazy)
        }
    }

    /// Seed 002 §6.5.3: the order of resizing events.
    static let rotation = Journey(
        id: "rotation",
        title: "Rotation: the order of resizing events",
        source: "seed 002 (iOS 9 Programming Fundamentals ch. 6), §6.5.3 and §6.5.2"
    ) { stage in
        let device = stage.device
        let root = ContentViewController(title: "Root")
        stage.narrateLayout(of: root)
        stage.step("Show the root on \(device.withArticle) in portrait.") { stage.host.show(root) }
        stage.step(device.rotationChangesSizeClasses
            ? "Rotate to landscape: traits, then size, then constraints, traits, layout."
            : "Rotate to landscape: the size classes stay the same, so no trait events: size, then constraints, layout.") {
            let rotated = stage.host.rotate(to: .landscapeLeft)
            stage.note("rotated: \(rotated); root view \(Narration.rect(root.view.frame)), safe area \(root.view.safeAreaInsets)")
        }
        stage.step(device.allowsUpsideDown
            ? "Turn upside down: \(device.kind) apps support it by default, so the interface turns."
            : "Try upside down: \(device.kind) apps do not support it by default, so UIKit refuses.") {
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
        let device = stage.device
        let form = SafeAreaFormViewController()
        @MainActor func frames() {
            stage.note("header \(Narration.rect(form.header.frame)), form \(Narration.rect(form.stack.frame)); "
                       + "safe area \(form.view.safeAreaInsets) (\(device.safeAreaParts(in: stage.host.screen.interfaceOrientation))), "
                       + "margins \(form.view.layoutMargins)")
        }
        stage.step("Show the form on \(device.withArticle) in portrait.") { stage.host.show(form) }
        frames()
        let safeAreaMoves = device.portrait.deviceSafeAreaInsets != device.landscape.deviceSafeAreaInsets
            || device.portrait.statusBarHeight != device.landscape.statusBarHeight
        stage.step(safeAreaMoves
            ? "Rotate to landscape: the safe area changes, and the constraints follow it and the new width."
            : "Rotate to landscape: the safe area stays as it was; the constraints follow the new width.") {
            stage.host.rotate(to: .landscapeRight)
        }
        frames()
    }

    /// Every journey, in catalogue order.
    public static let all: [Journey] = [
        viewLoading, containerCycle, containerByTap, manualForwarding, delegation, rotation, autoLayout,
        fullScreenVersusOverFullScreen, pageSheet, presentationGallery, addItem, customCard, navigationInTabs, interactivePop,
        splitView, pageView, settingsForm, messageList, photoGrid, settingsList,
    ]
}
