import Testing
import UIKitTesting

/// Tab bar controller children, selection and appearance
/// (UIKIT-SEMANTICS 5.1–5.3, 5.8, 5.9, 1.10, 3.5, 3.11).
@Suite @MainActor struct TabBarControllerLifecycleTests {
    @Test func assigningViewControllers_makesChildrenInOrder_selectsFirst_rule5_1() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let tabBarController = UITabBarController()
        let a = TracingViewController("A", trace: trace), b = TracingViewController("B", trace: trace)
        #expect(tabBarController.selectedViewController == nil)
        #expect(tabBarController.selectedIndex == NSNotFound)
        tabBarController.viewControllers = [a, b]
        #expect(trace.take() == [
            "A.willMove(toParent: UITabBarController)", "B.willMove(toParent: UITabBarController)",
            "A.didMove(toParent: UITabBarController)", "B.didMove(toParent: UITabBarController)",
        ])
        #expect(tabBarController.children == [a, b])
        #expect(tabBarController.viewControllers == [a, b])
        #expect(tabBarController.selectedIndex == 0)
        #expect(tabBarController.selectedViewController === a)
        #expect(a.tabBarController === tabBarController && b.tabBarController === tabBarController)
        #expect(!a.isViewLoaded && !b.isViewLoaded && !tabBarController.isViewLoaded)
    }

    @Test func initialAppearance_loadsAndShowsOnlyTheSelectedTab_containerFirst_rules5_2_1_10_3_5() {
        let f = TabFixture(show: false)
        f.host.show(f.tabBarController)
        #expect(f.trace.take() == [
            "A.loadView", "A.viewDidLoad",
            "T.viewWillAppear(false)", "A.viewWillAppear(false) movingToParent",
            "A.viewIsAppearing(false)",
            "T.viewDidAppear(false)", "A.viewDidAppear(false) movingToParent",
        ])
        #expect(!f["B"].isViewLoaded && !f["C"].isViewLoaded)
        #expect(f["A"].view.superview === f.tabBarController.view)
    }

    /// The common iOS pattern: a subclass builds its tabs in `viewDidLoad`.
    @Test func tabsAssignedInViewDidLoad_appearWithTheController_rules5_1_5_2() {
        final class Tabs: UITabBarController {
            let trace = TraceRecorder()
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = [TracingViewController("A", trace: trace), TracingViewController("B", trace: trace)]
            }
        }
        let host = HeadlessHost()
        let tabs = Tabs()
        host.show(tabs)
        #expect(tabs.trace.events == [
            "A.willMove(toParent: Tabs)", "B.willMove(toParent: Tabs)",
            "A.loadView", "A.viewDidLoad",
            "A.didMove(toParent: Tabs)", "B.didMove(toParent: Tabs)",
            "A.viewWillAppear(false) movingToParent", "A.viewIsAppearing(false)", "A.viewDidAppear(false) movingToParent",
        ])
        #expect(tabs.selectedViewController?.view.superview === tabs.view)
        #expect(tabs.tabBar.frame.height == 83)
    }

    @Test func containerDisappearing_forwardsToTheSelectedTabOnly_rule3_5() {
        let f = TabFixture()
        f.tabBarController.selectedIndex = 1
        f.trace.take()
        f.host.window.rootViewController = nil
        #expect(f.trace.take() == [
            "T.viewWillDisappear(false)", "B.viewWillDisappear(false)",
            "T.viewDidDisappear(false)", "B.viewDidDisappear(false)",
        ])
    }

    @Test func switchingTabs_newTabsWillAppearComesFirst_noContainmentCalls_rule5_3() {
        let f = TabFixture()
        f.tabBarController.selectedIndex = 1
        // Synchronous: the whole switch has happened when the setter returns.
        #expect(f.trace.take() == [
            "B.loadView", "B.viewDidLoad",
            "B.viewWillAppear(false)",
            "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
            "B.viewIsAppearing(false)", "B.viewDidAppear(false)",
        ])
        #expect(f["B"].view.superview === f.tabBarController.view)
        #expect(f["A"].view.superview == nil)
        f.host.runUntilIdle()
        #expect(f.trace.take().isEmpty)
        // Back to A: already loaded, so no viewDidLoad.
        f.tabBarController.selectedViewController = f["A"]
        #expect(f.trace.take() == [
            "A.viewWillAppear(false)",
            "B.viewWillDisappear(false)", "B.viewDidDisappear(false)",
            "A.viewIsAppearing(false)", "A.viewDidAppear(false)",
        ])
        #expect(f.tabBarController.children == f.tabs)
    }

    @Test func selectingTheSelectedTab_doesNothing_rule5_3() {
        let f = TabFixture()
        f.tabBarController.selectedIndex = 0
        f.tabBarController.selectedViewController = f["A"]
        #expect(f.trace.events.isEmpty)
    }

    @Test func switchingWhileNotOnScreen_sendsNoAppearance_andLoadsNothing_rule1_10() {
        let f = TabFixture(show: false)
        f.tabBarController.selectedIndex = 2
        #expect(f.trace.take().isEmpty)
        #expect(f.tabs.allSatisfy { !$0.isViewLoaded })
        f.host.show(f.tabBarController)
        // C was added while the controller was off screen and appears with it for the
        // first time: it reports `isMovingToParent` (3.13), like the first tab would.
        #expect(f.trace.take() == [
            "C.loadView", "C.viewDidLoad",
            "T.viewWillAppear(false)", "C.viewWillAppear(false) movingToParent", "C.viewIsAppearing(false)",
            "T.viewDidAppear(false)", "C.viewDidAppear(false) movingToParent",
        ])
        #expect(!f["A"].isViewLoaded && !f["B"].isViewLoaded)
    }

    @Test func selectedIndexAndSelectedViewController_stayInSync_rule5_1() {
        let f = TabFixture()
        f.tabBarController.selectedIndex = 2
        #expect(f.tabBarController.selectedViewController === f["C"])
        #expect(f.tabBarController.tabBar.selectedItem === f["C"].tabBarItem)
        f.tabBarController.selectedViewController = f["B"]
        #expect(f.tabBarController.selectedIndex == 1)
        #expect(f.tabBarController.tabBar.selectedItem === f["B"].tabBarItem)
        f.tabBarController.selectedIndex = 7  // out of range: ignored
        #expect(f.tabBarController.selectedIndex == 1)
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func selectingAControllerThatIsNotATab_raisesInvalidArgument_andChangesNothing() {
        let f = TabFixture()
        f.host.expectException(containing: "only a view controller in the tab bar") { f.tabBarController.selectedViewController = UIViewController() }
        #expect(f.host.diagnostics.count == 1)
        #expect(f.host.diagnostics.first?.kind == .exception(.invalidArgumentException))
        #expect(f.tabBarController.selectedViewController === f["A"])
        #expect(f.trace.events.isEmpty)
    }

    @Test func reassigningViewControllers_removesOldTabsBeforeInstallingNew_rule5_9() {
        let f = TabFixture(["A", "B"])
        let c = TracingViewController("C", trace: f.trace), d = TracingViewController("D", trace: f.trace)
        f.tabBarController.viewControllers = [c, d]
        #expect(f.trace.take() == [
            "A.willMove(toParent: nil)", "B.willMove(toParent: nil)",
            "A.viewWillDisappear(false) movingFromParent", "A.viewDidDisappear(false) movingFromParent",
            "A.didMove(toParent: nil)", "B.didMove(toParent: nil)",
            "C.willMove(toParent: TracingTabBarController)", "D.willMove(toParent: TracingTabBarController)",
            "C.loadView", "C.viewDidLoad",
            "C.viewWillAppear(false) movingToParent", "C.viewIsAppearing(false)", "C.viewDidAppear(false) movingToParent",
            "C.didMove(toParent: TracingTabBarController)", "D.didMove(toParent: TracingTabBarController)",
        ])
        #expect(f.tabBarController.children == [c, d])
        #expect(f.tabBarController.selectedViewController === c)
        #expect(f["A"].parent == nil && f["B"].parent == nil)
        #expect(f["A"].viewIfLoaded?.superview == nil)
        #expect(!d.isViewLoaded)
        #expect(f.tabBarController.tabBar.items?.map(\.title) == ["C", "D"])
    }

    @Test func reassigning_keepsTheSelectedController_orTheSelectedIndex_rule5_9() {
        let f = TabFixture(["A", "B", "C"])
        f.tabBarController.selectedIndex = 1
        let x = TracingViewController("X", trace: f.trace)
        f.trace.take()
        // B stays: it stays selected (at its new index) and is not removed or re-added.
        f.tabBarController.viewControllers = [x, f["B"]]
        #expect(f.tabBarController.selectedViewController === f["B"])
        #expect(f.tabBarController.selectedIndex == 1)
        #expect(f.trace.take() == [
            "A.willMove(toParent: nil)", "C.willMove(toParent: nil)",
            "A.didMove(toParent: nil)", "C.didMove(toParent: nil)",
            "X.willMove(toParent: TracingTabBarController)", "X.didMove(toParent: TracingTabBarController)",
        ])
        // B goes: the controller at the same index is selected.
        let y = TracingViewController("Y", trace: f.trace)
        f.tabBarController.viewControllers = [x, y]
        #expect(f.tabBarController.selectedViewController === y)
        // Nothing at that index any more: the first.
        f.tabBarController.viewControllers = [x]
        #expect(f.tabBarController.selectedViewController === x)
        f.tabBarController.viewControllers = nil
        #expect(f.tabBarController.viewControllers == nil)
        #expect(f.tabBarController.selectedViewController == nil)
        #expect(f.tabBarController.selectedIndex == NSNotFound)
        #expect(f.tabBarController.children.isEmpty)
    }

    @Test func setViewControllersAnimated_isTheSameAsAssigning_rule5_9() {
        let f = TabFixture(["A"])
        let b = TracingViewController("B", trace: f.trace)
        f.tabBarController.setViewControllers([f["A"], b], animated: true)
        #expect(f.trace.take() == [
            "B.willMove(toParent: TracingTabBarController)", "B.didMove(toParent: TracingTabBarController)",
        ])
        #expect(f.tabBarController.viewControllers == [f["A"], b])
    }

    @Test func laterTabs_doNotReportMovingToParentWhenFirstShown_rule5_3() {
        let f = TabFixture(["A", "B"])
        f.tabBarController.selectedIndex = 1
        #expect(f.trace.events(containing: "movingToParent").isEmpty)
    }

    @Test func customizableViewControllers_resetOnAssignment_rule5_8() {
        let f = TabFixture(["A", "B"])
        #expect(f.tabBarController.customizableViewControllers == f.tabs)
        f.tabBarController.customizableViewControllers = [f["B"]]
        let c = UIViewController()
        f.tabBarController.viewControllers = [f["A"], c]
        #expect(f.tabBarController.customizableViewControllers == [f["A"], c])
    }

    @Test func moreNavigationController_existsAndIsNeverATab_rule5_7() {
        let f = TabFixture(["A", "B"])
        let more = f.tabBarController.moreNavigationController
        #expect(more === f.tabBarController.moreNavigationController)
        #expect(!(f.tabBarController.viewControllers ?? []).contains { $0 === more })
        #expect(!f.tabBarController.children.contains { $0 === more })
    }
}
