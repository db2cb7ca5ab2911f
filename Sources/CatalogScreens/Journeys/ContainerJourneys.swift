import UIKitHeadless

extension Journey {
    /// Seed 000, listings 5-1 to 5-3.
    static let containerCycle = Journey(
        id: "container-cycle",
        title: "Custom container: adding, cycling and removing children",
        source: "seed 000 (Implementing a Container View Controller), listings 5-1, 5-2, 5-3"
    ) { stage in
        let container = CycleContainerViewController()
        let red = ColorPageViewController("Red", color: .systemRed)
        let blue = ColorPageViewController("Blue", color: .systemBlue)
        stage.step("Show the container as the window's root.") { stage.host.show(container) }
        stage.step("displayContentController(Red): addChild, set the frame, addSubview, didMove (listing 5-1).") {
            container.displayContentController(red)
        }
        stage.step("cycle(from: Red, to: Blue): a 0.25 s slide (listing 5-3); time is advanced 0.1 s first.") {
            container.cycle(from: red, to: blue)
            stage.host.advance(by: 0.1)
            stage.note("at 0.100 s: Blue's view in the container: \(blue.view.superview === container.view), "
                       + "Red's: \(red.view.superview === container.view); Red is still a child: \(red.parent === container)")
            stage.note("then the run loop settles: the slide and its completion finish at 0.250 s")
        }
        stage.step("hideContentController(Blue): willMove(nil), removeFromSuperview, removeFromParent (listing 5-2).") {
            container.hideContentController(blue)
        }
    }

    /// Seed 000, listing 5-3 driven by the user: each page's Next button cycles.
    static let containerByTap = Journey(
        id: "container-by-tap",
        title: "Custom container cycled by tapping a button on each page",
        source: "seed 000, listing 5-3; touches, UIButton and UIAction"
    ) { stage in
        let container = CycleContainerViewController()
        let pages = [
            ColorPageViewController("Red", color: .systemRed),
            ColorPageViewController("Green", color: .systemGreen),
        ]
        stage.step("Show the container with the Red page.") {
            stage.host.show(container)
            container.cycle(through: pages)
        }
        stage.step("Tap Red's Next button (a synthesised touch, hit-tested like a finger).") {
            do { try stage.host.tap(identifier: "Red.next") } catch { stage.note("tap failed: \(error)") }
        }
        stage.step("Tap Green's Next button: back to Red.") {
            do { try stage.host.tap(identifier: "Green.next") } catch { stage.note("tap failed: \(error)") }
        }
        stage.step("Tap Green's Next button again: Green has left the window, so the tap is refused, not faked.") {
            do { try stage.host.tap(identifier: "Green.next") } catch { stage.note("tap failed: \(error)") }
        }
    }

    /// Seed 000, listings 5-4 and 5-5.
    static let manualForwarding = Journey(
        id: "manual-forwarding",
        title: "Custom container that forwards appearance callbacks itself",
        source: "seed 000 (Managing Appearance Updates for Children), listings 5-4, 5-5"
    ) { stage in
        let child = ContentViewController(title: "Child")
        let container = ManualForwardingContainerViewController(child: child)
        stage.step("Show the container: it calls begin/endAppearanceTransition on its child.") {
            stage.host.show(container)
        }
        stage.step("Replace the window's root: the container disappears and forwards to its child.") {
            stage.host.window.rootViewController = ContentViewController(title: "Next")
        }
    }

    /// Seed 000, "Delegating Control to a Child".
    static let delegation = Journey(
        id: "delegation",
        title: "Delegating the status bar and preferred size to a child",
        source: "seed 000 (Delegating Control to a Child)"
    ) { stage in
        let device = stage.device
        let child = StatusBarChildViewController()
        child.style = .lightContent
        let container = DelegatingContainerViewController(child: child)
        stage.step("Show the container; the status bar follows the child.") {
            stage.host.show(container)
            stage.note("window status bar: style \(stage.host.window.statusBarStyle), hidden \(stage.host.window.isStatusBarHidden); "
                       + "root safe area \(container.view.safeAreaInsets) (\(device.safeAreaParts(in: .portrait)))")
        }
        stage.step("The child hides the status bar and asks for an update.") {
            child.hidden = true
            child.setNeedsStatusBarAppearanceUpdate()
            let top = device.hasSensorHousing
                ? "the sensor housing keeps the top inset"
                : "nothing insets the top once the status bar is gone"
            stage.note("window status bar: hidden \(stage.host.window.isStatusBarHidden); "
                       + "root safe area \(container.view.safeAreaInsets) (\(top))")
        }
        stage.step("The child changes its preferred content size; the container hears of it and resizes the child.") {
            child.preferredContentSize = CGSize(width: 320, height: 480)
        }
    }
}
