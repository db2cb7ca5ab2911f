import Testing
import UIKitTesting

/// The split view controller's `displayModeButtonItem`, placed in the secondary's
/// navigation bar and tapped through hit-testing (UIKIT-SEMANTICS 8.2, 8.5).
@Suite @MainActor struct SplitViewDisplayModeButtonTests {
    /// A split of two navigation controllers ("List" | "Detail") with the button as the
    /// detail's left item.
    @MainActor
    struct Fixture {
        let host: HeadlessHost
        let split = UISplitViewController()
        let list = UIViewController()
        let detail = UIViewController()
        let primary: UINavigationController
        let secondary: UINavigationController

        init(device: ViewControllerKit.DeviceProfile = .iPadAir, orientation: UIInterfaceOrientation, delegate: UISplitViewControllerDelegate? = nil) {
            host = HeadlessHost(device: device, orientation: orientation)
            list.title = "List"
            detail.title = "Detail"
            primary = UINavigationController(rootViewController: list)
            secondary = UINavigationController(rootViewController: detail)
            split.delegate = delegate
            split.viewControllers = [primary, secondary]
            detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
            detail.navigationItem.leftItemsSupplementBackButton = true
            host.show(split)
        }
    }

    @Test func landscape_hidesThePrimary_thenBringsItBack_rule8_5() throws {
        let f = Fixture(orientation: .landscapeLeft)
        #expect(f.split.displayMode == .oneBesideSecondary)
        let button = try #require(f.host.view(label: "Hide Sidebar"))
        #expect(button.superview === f.secondary.navigationBar)
        // The secondary's bar: 860 wide at x 320; the button 20 points in (regular width).
        #expect(button.frame == CGRect(x: 20, y: 0, width: 20, height: 50))
        #expect(f.split.displayModeButtonItem.image?.name == "symbol:sidebar.left")

        try f.host.tap(label: "Hide Sidebar")
        #expect(f.split.displayMode == .secondaryOnly)
        f.host.runUntilIdle()                                    // the primary slides out
        #expect(f.primary.view.superview == nil)
        #expect(f.secondary.view.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
        try f.host.tap(label: "Show Sidebar")
        #expect(f.split.displayMode == .oneBesideSecondary)
        #expect(f.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(f.secondary.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
    }

    @Test func portrait_bringsThePrimaryInOverTheSecondary_thenHidesIt_rule8_5() throws {
        let f = Fixture(orientation: .portrait)
        #expect(f.split.displayMode == .secondaryOnly)
        #expect(f.primary.view.superview == nil)
        try f.host.tap(label: "Show Sidebar")
        #expect(f.split.displayMode == .oneOverSecondary)
        #expect(f.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(f.split.view.subviews.last === f.primary.view)
        #expect(f.secondary.view.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
        // The primary now covers the secondary's bar button, as on iOS: a tap there lands on
        // the primary's bar.
        #expect(throws: TouchSynthesisError.self) { try f.host.tap(label: "Hide Sidebar") }
        #expect(f.split.displayMode == .oneOverSecondary)
        f.split.displayModeButtonItem.performPrimaryAction()
        #expect(f.split.displayMode == .secondaryOnly)
        f.host.runUntilIdle()
        #expect(f.primary.view.superview == nil)
    }

    @Test func delegatesTargetMode_decidesWhereATapGoes() throws {
        let delegate = TargetModeDelegate(answer: .oneOverSecondary)
        let f = Fixture(orientation: .landscapeLeft, delegate: delegate)
        #expect(f.host.view(label: "Show Sidebar") != nil)
        try f.host.tap(label: "Show Sidebar")
        #expect(f.split.displayMode == .oneOverSecondary)
        #expect(f.split.preferredDisplayMode == .oneOverSecondary)
        #expect(delegate.asked > 0)
    }

    @Test func collapsed_theButtonIsHidden_rule8_2() throws {
        let host = HeadlessHost(device: .iPhone14)
        let split = UISplitViewController()
        let list = UIViewController()
        list.title = "List"
        let primary = UINavigationController(rootViewController: list)
        split.viewControllers = [primary, UIViewController()]
        list.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit")
        host.show(split)
        #expect(split.isCollapsed)
        #expect(split.displayModeButtonItem.isHidden)
        // The secondary was pushed onto the navigation primary (8.3); back on the list, the
        // bar shows its items but not the hidden button.
        try host.tap(label: "List")
        host.runUntilIdle()
        #expect(primary.topViewController === list)
        #expect(primary.navigationBar.controlLabels == ["Edit"])
        #expect(host.view(label: "Show Sidebar") == nil && host.view(label: "Hide Sidebar") == nil)
    }

    @Test func theButtonAndItsView_leaveWithTheSplit() {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        weak var weakSplit: UISplitViewController?
        weak var weakItem: UIBarButtonItem?
        weak var weakView: UIView?
        do {
            let split = UISplitViewController()
            let detail = UIViewController()
            split.viewControllers = [UIViewController(), UINavigationController(rootViewController: detail)]
            detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
            host.show(split)
            (weakSplit, weakItem) = (split, split.displayModeButtonItem)
            weakView = host.view(label: "Hide Sidebar")
        }
        #expect(weakView != nil)
        host.show(UIViewController())
        #expect(weakSplit == nil)
        #expect(weakItem == nil)
        #expect(weakView == nil)
    }
}

/// Answers `targetDisplayModeForAction(in:)` with a fixed mode and counts the questions.
@MainActor
final class TargetModeDelegate: UISplitViewControllerDelegate {
    let answer: UISplitViewController.DisplayMode
    private(set) var asked = 0
    init(answer: UISplitViewController.DisplayMode) { self.answer = answer }
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        asked += 1
        return answer
    }
}
