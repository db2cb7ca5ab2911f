import Foundation
import Testing
import UIKit
import UIKitTesting

/// Storyboard instantiation and every segue kind, with exact callback traces
/// (UIKIT-SEMANTICS 11.1–11.5).
@Suite(.serialized) @MainActor struct StoryboardSegueTests {
    let storyboard: UIStoryboard

    init() {
        StoryboardTrace.reset()
        storyboard = UIStoryboard(name: "Flow", bundle: .module)
    }

    /// Shows the initial navigation controller and returns it with its Home controller.
    func showInitial(_ host: HeadlessHost) throws -> (UINavigationController, SBHomeViewController) {
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        host.show(navigation)
        let home = try #require(navigation.viewControllers.first as? SBHomeViewController)
        return (navigation, home)
    }

    @Test func initialControllerHoldsItsRootThroughTheRelationship() throws {
        // Other suites may have run between this suite's init and this body.
        StoryboardTrace.recorder.take()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let home = try #require(navigation.viewControllers.first as? SBHomeViewController)
        #expect(home.storyboard === storyboard)
        #expect(navigation.storyboard === storyboard)
        #expect(home.title == "Home")
        #expect(home.navigationItem.title == "Home Item")
        #expect(home.navigationItem.rightBarButtonItem?.title == "Settings")
        #expect(!home.isViewLoaded)
        #expect(StoryboardTrace.recorder.take() == [
            "SBHomeViewController.init(coder:)", "SBHomeViewController.awakeFromNib",
            "SBHomeViewController.awakeFromNib titleLabel: nil",
            // The relationship makes Home the navigation controller's child as it is created.
            "SBHomeViewController.willMove(toParent: UINavigationController)",
            "SBHomeViewController.didMove(toParent: UINavigationController)",
        ])
    }

    // UIKIT-SEMANTICS 11.4: the embed segue runs while the container's view loads, its
    // prepare before the container's viewDidLoad; outlets are connected by then.
    @Test func viewLoadConnectsOutletsAndEmbedsTheContainerChild() throws {
        let home = try #require(storyboard.instantiateViewController(withIdentifier: "home") as? SBHomeViewController)
        StoryboardTrace.recorder.take()
        home.loadViewIfNeeded()
        #expect(StoryboardTrace.recorder.take() == [
            "SBHomeViewController.loadView",
            "SBChildViewController.init(coder:)", "SBChildViewController.awakeFromNib",
            "SBHomeViewController.prepare(embedChild, SBChildViewController, destinationLoaded: false)",
            "SBChildViewController.willMove(toParent: SBHomeViewController)",
            "SBChildViewController.loadView", "SBChildViewController.viewDidLoad",
            "SBChildViewController.didMove(toParent: SBHomeViewController)",
            "SBHomeViewController.viewDidLoad",
            "SBHomeViewController.viewDidLoad titleLabel: Welcome buttons: 2 children: 1",
        ])
        let child = try #require(home.children.first as? SBChildViewController)
        #expect(child.view.superview?.frame == CGRect(x: 20, y: 300, width: 374, height: 200))
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 374, height: 200))
        #expect(home.buttons.map { $0.currentTitle } == ["Next", "Present"])
    }

    // UIKIT-SEMANTICS 11.1, 11.2: destination created, shouldPerform asked, prepare before
    // the destination's view loads, then the show pushes it.
    @Test func buttonShowSegueAsksShouldPerformThenPreparesThenPushes() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, _) = try showInitial(host)
        StoryboardTrace.recorder.take()
        try host.tap(identifier: "next")
        host.runUntilIdle()
        let trace = StoryboardTrace.recorder.take()
        #expect(Array(trace.prefix(5)) == [
            "SBDetailViewController.init(coder:)", "SBDetailViewController.awakeFromNib",
            "SBHomeViewController.shouldPerformSegue(showDetail)",
            "SBHomeViewController.prepare(showDetail, SBDetailViewController, destinationLoaded: false)",
            "SBDetailViewController.willMove(toParent: UINavigationController)",
        ])
        #expect(trace.firstIndex(of: "SBDetailViewController.loadView")! > 3)
        #expect(navigation.viewControllers.map { "\(type(of: $0))" } == ["SBHomeViewController", "SBDetailViewController"])
    }

    // UIKIT-SEMANTICS 11.1: answering false cancels the segue after the destination exists.
    @Test func shouldPerformFalseCancelsTheSegue() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, _) = try showInitial(host)
        StoryboardTrace.allowSegue["showDetail"] = false
        StoryboardTrace.recorder.take()
        try host.tap(identifier: "next")
        host.runUntilIdle()
        #expect(StoryboardTrace.recorder.take() == [
            "SBDetailViewController.init(coder:)", "SBDetailViewController.awakeFromNib",
            "SBHomeViewController.shouldPerformSegue(showDetail)",
        ])
        #expect(navigation.viewControllers.count == 1)
    }

    // UIKIT-SEMANTICS 11.1: performSegue does not ask shouldPerformSegue.
    @Test func performSegueSkipsShouldPerform() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, home) = try showInitial(host)
        StoryboardTrace.recorder.take()
        home.performSegue(withIdentifier: "manualShow", sender: nil)
        host.runUntilIdle()
        let trace = StoryboardTrace.recorder.take()
        #expect(Array(trace.prefix(3)) == [
            "SBDetailViewController.init(coder:)", "SBDetailViewController.awakeFromNib",
            "SBHomeViewController.prepare(manualShow, SBDetailViewController, destinationLoaded: false)",
        ])
        #expect(trace.filter { $0.contains("shouldPerform") }.isEmpty)
        #expect(navigation.topViewController is SBDetailViewController)
    }

    // UIKIT-SEMANTICS 11.3
    @Test func performSegueWithUnknownIdentifierRaises() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (_, home) = try showInitial(host)
        host.expectException(containing: "has no segue with identifier 'nope'") {
            home.performSegue(withIdentifier: "nope", sender: nil)
        }
        let message = host.takeDiagnostics().last?.message ?? ""
        #expect(message.hasPrefix("Receiver (<SBHomeViewController: 0x"))
    }

    @Test func modalSegueAppliesStylesAndPresentsWithoutAnimation() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, _) = try showInitial(host)
        StoryboardTrace.recorder.take()
        try host.tap(label: "Present")
        host.runUntilIdle()
        let modal = try #require(navigation.presentedViewController as? SBModalViewController)
        #expect(modal.modalPresentationStyle == .overFullScreen)
        #expect(modal.modalTransitionStyle == .crossDissolve)
        #expect(StoryboardTrace.recorder.take().contains("SBModalViewController.viewDidAppear(false)"))
    }

    // UIKIT-SEMANTICS 11.2: a popover segue's anchor (a view or a bar button item of the
    // source scene) and arrow directions are set before prepare(for:sender:), so the popover
    // presents from it on iPad.
    @Test func popoverSeguesAnchorOnTheirViewOrBarButtonItem() throws {
        let host = HeadlessHost(device: .iPadAir)
        defer { withExtendedLifetime(host) {} }
        let (navigation, home) = try showInitial(host)
        home.performSegue(withIdentifier: "popoverFromButton", sender: nil)
        host.runUntilIdle()
        let fromButton = try #require(navigation.presentedViewController as? SBModalViewController)
        let popover = try #require(fromButton.popoverPresentationController)
        #expect(fromButton.modalPresentationStyle == .popover)
        #expect(popover.sourceView === home.buttons[1])
        #expect(popover.sourceRect == home.buttons[1].bounds)
        #expect(popover.barButtonItem == nil)
        #expect(popover.permittedArrowDirections == [.up, .down])
        fromButton.dismiss(animated: false)
        host.runUntilIdle()

        home.performSegue(withIdentifier: "popoverFromBarItem", sender: nil)
        host.runUntilIdle()
        let fromItem = try #require(navigation.presentedViewController as? SBModalViewController)
        let itemPopover = try #require(fromItem.popoverPresentationController)
        #expect(itemPopover.barButtonItem === home.navigationItem.rightBarButtonItem)
        #expect(itemPopover.sourceView == nil)
        #expect(itemPopover.permittedArrowDirections == .any)
    }

    // UIKIT-SEMANTICS 11.5: from a presented controller the search reaches the presenter,
    // descends into its allowed children (Home's child first, then Home).
    @Test func unwindFromPresentedControllerFindsHomeAndDismisses() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, _) = try showInitial(host)
        try host.tap(label: "Present")
        host.runUntilIdle()
        StoryboardTrace.recorder.take()
        try host.tap(label: "Done")
        host.runUntilIdle()
        let trace = StoryboardTrace.recorder.take()
        #expect(Array(trace.prefix(4)) == [
            "SBChildViewController.canPerformUnwindSegueAction(unwindToHome:) -> false",
            "SBHomeViewController.canPerformUnwindSegueAction(unwindToHome:) -> true",
            "SBModalViewController.prepare(nil, SBHomeViewController, destinationLoaded: true)",
            "SBHomeViewController.unwindToHome(from: SBModalViewController)",
        ])
        #expect(navigation.presentedViewController == nil)
    }

    // UIKIT-SEMANTICS 11.5: from a pushed controller the navigation controller's allowed
    // children exclude the source; the unwind pops back to Home.
    @Test func unwindFromPushedControllerPopsToHome() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, _) = try showInitial(host)
        try host.tap(identifier: "next")
        host.runUntilIdle()
        StoryboardTrace.recorder.take()
        try host.tap(label: "Back Home")
        host.runUntilIdle()
        let trace = StoryboardTrace.recorder.take()
        #expect(Array(trace.prefix(5)) == [
            "SBDetailViewController.shouldPerformSegue(backHome)",
            "SBChildViewController.canPerformUnwindSegueAction(unwindToHome:) -> false",
            "SBHomeViewController.canPerformUnwindSegueAction(unwindToHome:) -> true",
            "SBDetailViewController.prepare(backHome, SBHomeViewController, destinationLoaded: true)",
            "SBHomeViewController.unwindToHome(from: SBDetailViewController)",
        ])
        #expect(navigation.viewControllers.map { "\(type(of: $0))" } == ["SBHomeViewController"])
    }

    @Test func customSegueClassPerforms() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, home) = try showInitial(host)
        StoryboardTrace.recorder.take()
        home.performSegue(withIdentifier: "custom", sender: nil)
        host.runUntilIdle()
        #expect(StoryboardTrace.recorder.events(containing: "FadeSegue") == ["FadeSegue.perform(custom)"])
        #expect(navigation.topViewController is SBDetailViewController)
    }

    @Test func segueActionCreatesTheDestination() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, home) = try showInitial(host)
        StoryboardTrace.recorder.take()
        home.performSegue(withIdentifier: "created", sender: nil)
        host.runUntilIdle()
        #expect(Array(StoryboardTrace.recorder.take().prefix(4)) == [
            "SBHomeViewController.makeDetail(created)",
            "SBDetailViewController.init(coder:)", "SBDetailViewController.awakeFromNib",
            "SBHomeViewController.prepare(created, SBDetailViewController, destinationLoaded: false)",
        ])
        #expect(navigation.topViewController is SBDetailViewController)
    }

    @Test func presentedThenUnwoundControllerIsReleased() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, _) = try showInitial(host)
        weak var modal: UIViewController?
        do {
            try host.tap(label: "Present")
            host.runUntilIdle()
            modal = navigation.presentedViewController
            try host.tap(label: "Done")
            host.runUntilIdle()
        }
        #expect(navigation.presentedViewController == nil)
        #expect(modal == nil)
    }

    @Test func legacyPushRunsAsShow() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, home) = try showInitial(host)
        home.performSegue(withIdentifier: "legacyPush", sender: nil)
        host.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController is SBDetailViewController)
    }

    @Test func storyboardReferenceResolvesInTheOtherFileWhenTheSegueFires() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, home) = try showInitial(host)
        home.performSegue(withIdentifier: "toOther", sender: nil)
        host.runUntilIdle()
        let other = try #require(navigation.topViewController)
        #expect(other.title == "Other")
        #expect(other.storyboard !== storyboard)
        #expect(other.storyboard != nil)
    }

    @Test func barButtonItemTriggersItsSegue() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, _) = try showInitial(host)
        StoryboardTrace.recorder.take()
        try host.tap(label: "Settings")
        host.runUntilIdle()
        #expect(StoryboardTrace.recorder.events(containing: "shouldPerform") == ["SBHomeViewController.shouldPerformSegue(barShow)"])
        #expect(navigation.topViewController is SBDetailViewController)
    }

    @Test func gestureRecognizerTriggersItsSegue() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, _) = try showInitial(host)
        try host.tap(identifier: "next")
        host.runUntilIdle()
        let detail = try #require(navigation.topViewController as? SBDetailViewController)
        #expect(detail.view.gestureRecognizers?.count == 1)
        host.tap(at: CGPoint(x: 300, y: 600))
        host.runUntilIdle()
        #expect(navigation.presentedViewController is SBModalViewController)
    }

    @Test func actionReachesTheRegisteredMethodWithItsSender() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        _ = try showInitial(host)
        StoryboardTrace.recorder.take()
        try host.tap(label: "Tap")
        #expect(StoryboardTrace.recorder.take() == ["SBHomeViewController.tapped(Tap)"])
    }

    @Test func containerRelationshipsAndUnknownClassesFallBack() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "tabs") as? UITabBarController)
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.viewControllers?.first is SBChildViewController)
        let second = try #require(tabs.viewControllers?.last)
        #expect(type(of: second) == UIViewController.self)
        #expect(second.title == "Second")
        #expect(second.tabBarItem.title == "Unknown")
        second.loadViewIfNeeded()
        #expect(second.view.subviews.map { "\(type(of: $0))" } == ["UIView", "UIView"])
        let warnings = host.takeDiagnostics().map(\.message)
        #expect(warnings.contains("Unknown class NoSuchController in Interface Builder file."))
        #expect(warnings.contains("Unknown class FancyView in Interface Builder file."))
        #expect(warnings.contains { $0.hasPrefix("UIDatePicker (<datePicker>, line") && $0.hasSuffix("is not available yet; loaded as UIView") })

        let split = try #require(storyboard.instantiateViewController(withIdentifier: "split") as? UISplitViewController)
        #expect(split.viewControllers.map { "\(type(of: $0))" } == ["SBChildViewController", "UIViewController"])
    }

    @Test func unknownIdentifierRaisesUIKitsException() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.expectException(containing: "doesn't contain a view controller with identifier 'missing'") {
            _ = storyboard.instantiateViewController(withIdentifier: "missing")
        }
        #expect(host.takeDiagnostics().last?.message.hasPrefix("Storyboard (<UIStoryboard: 0x") == true)
    }

    @Test func creatorBuildsTheControllerWithTheScenesCoder() throws {
        var coderSeen = false
        let detail: SBDetailViewController = storyboard.instantiateViewController(identifier: "detail") { coder in
            coderSeen = coder.decodeObject(forKey: "storyboardIdentifier") as? String == "detail"
            return SBDetailViewController(coder: coder)
        }
        #expect(coderSeen)
        #expect(detail.storyboard === storyboard)
        let initial: UINavigationController? = storyboard.instantiateInitialViewController { coder in
            UINavigationController(coder: coder)
        }
        #expect(initial?.viewControllers.first is SBHomeViewController)
    }

    @Test func undeclaredOutletsAndActionsAreReportedNotFatal() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        ViewControllerKit.InterfaceBuilder.removeRegistration(of: SBHomeViewController.self)
        defer { StoryboardTrace.registerClasses() }
        let home = try #require(storyboard.instantiateViewController(withIdentifier: "home") as? SBHomeViewController)
        home.loadViewIfNeeded()
        let warnings = host.takeDiagnostics().map(\.message)
        #expect(warnings.contains { $0.hasPrefix("[<SBHomeViewController> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key titleLabel.") })
        #expect(warnings.contains { $0.hasPrefix("SBHomeViewController does not declare the action tapped:") })
        #expect(home.titleLabel == nil)
    }

    @Test func poppedStoryboardControllersAreReleased() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, home) = try showInitial(host)
        weak var detail: UIViewController?
        weak var detailView: UIView?
        do {
            home.performSegue(withIdentifier: "manualShow", sender: nil)
            host.runUntilIdle()
            detail = navigation.topViewController
            detailView = detail?.view
            navigation.popViewController(animated: false)
            host.runUntilIdle()
        }
        #expect(detail == nil)
        #expect(detailView == nil)
        weak var unattached: UIViewController?
        do {
            let made = storyboard.instantiateViewController(withIdentifier: "home")
            made.loadViewIfNeeded()
            unattached = made
        }
        #expect(unattached == nil)
    }
}
