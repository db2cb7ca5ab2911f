import Testing
@testable import UIKit
import UIKitTesting

/// The More list and the overflow tabs inside the More navigation controller
/// (UIKIT-SEMANTICS 5.6, 5.7; UIKit's `selectedViewController` documentation: tabs managed
/// by the More navigation controller can be selected, and the selection reports them).
@Suite @MainActor struct TabBarMoreListTests {
    /// Records the More list's appearance callbacks into the fixture's trace as `List.…`.
    func observeList(_ f: TabFixture) {
        f.moreList.traceObserver = { [trace = f.trace] event in
            if event.hasPrefix("view") { trace.record("List.\(event)") }
        }
    }

    @Test func theMoreList_isTheRoot_withOneTappableRowPerOverflowTab() throws {
        let f = TabFixture(TabFixture.seven)
        let more = f.tabBarController.moreNavigationController
        #expect(more.viewControllers.count == 1)
        #expect(f.moreList.title == "More")
        #expect(f.host.view(label: "E") == nil)  // not on screen before More is selected
        try f.host.tap(label: "More")
        #expect(more.topViewController === f.moreList)
        for name in ["E", "F", "G"] {
            let row = try #require(f.host.view(label: name))
            #expect(row is UITableViewCell)
            #expect(row.window != nil)
            #expect(row.isDescendant(of: f.moreList.tableView))
        }
        #expect(f.tabBarController.tabBar.items?.map(\.title) == ["A", "B", "C", "D", "More"])
    }

    @Test func tappingMoreThenARow_exactCallbacks_andTheRowsTabIsPushed() throws {
        let f = TabFixture(TabFixture.seven)
        observeList(f)
        let delegate = RecordingTabBarDelegate(trace: f.trace)
        f.tabBarController.delegate = delegate
        try f.host.tap(label: "More")
        #expect(f.trace.take() == [
            "delegate.shouldSelect(UIMoreNavigationController)",
            "List.viewWillAppear(false)", "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
            "List.viewDidAppear(false)",
            "delegate.didSelect(UIMoreNavigationController)",
        ])
        try f.host.tap(label: "F")
        // The push is animated, as on iOS: the did-callbacks come when it finishes. The tab
        // moves from the tab bar controller to the More navigation controller first.
        #expect(f.trace.take() == [
            "F.willMove(toParent: nil)", "F.didMove(toParent: nil)",
            "F.willMove(toParent: UIMoreNavigationController)",
            "F.loadView", "F.viewDidLoad",
            "List.viewWillDisappear(true)", "F.viewWillAppear(true) movingToParent", "F.viewIsAppearing(true)",
        ])
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "List.viewDidDisappear(true)", "F.viewDidAppear(true) movingToParent",
            "F.didMove(toParent: UIMoreNavigationController)",
        ])
        let more = f.tabBarController.moreNavigationController
        #expect(more.viewControllers.count == 2 && more.topViewController === f["F"])
        #expect(f["F"].parent === more)
        #expect(f["F"].tabBarController === f.tabBarController)
        #expect(f["F"].navigationController === more)
        #expect(f["F"].view.window != nil)
        #expect(f.tabBarController.selectedViewController === f["F"])
        #expect(f.tabBarController.selectedIndex == 5)
        #expect(f.tabBarController.tabBar.selectedItem?.title == "More")
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func poppingBackToTheList_selectsMoreAgain_andTheTabReturnsToTheTabBarController() throws {
        let f = TabFixture(TabFixture.seven)
        try f.host.tap(label: "More")
        try f.host.tap(label: "F")
        f.host.runUntilIdle()
        observeList(f)
        f.trace.take()
        let more = f.tabBarController.moreNavigationController
        more.popViewController(animated: false)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "F.willMove(toParent: nil)",
            "F.viewWillDisappear(false) movingFromParent", "List.viewWillAppear(false)",
            "F.viewDidDisappear(false) movingFromParent", "List.viewDidAppear(false)",
            "F.didMove(toParent: nil)",
            "F.willMove(toParent: TracingTabBarController)", "F.didMove(toParent: TracingTabBarController)",
        ])
        #expect(f.tabBarController.selectedViewController === more)
        #expect(f.tabBarController.selectedIndex == NSNotFound)
        #expect(f["F"].parent === f.tabBarController)
        #expect(f["F"].viewIfLoaded?.window == nil)
    }

    @Test func selectingAnOverflowTabInCode_selectsMoreAndPushesIt_synchronously() {
        let f = TabFixture(TabFixture.seven)
        f.tabBarController.selectedIndex = 6
        #expect(f.trace.take() == [
            "G.willMove(toParent: nil)", "G.didMove(toParent: nil)",
            "G.willMove(toParent: UIMoreNavigationController)", "G.didMove(toParent: UIMoreNavigationController)",
            "G.loadView", "G.viewDidLoad",
            "G.viewWillAppear(false) movingToParent", "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
            "G.viewIsAppearing(false)", "G.viewDidAppear(false) movingToParent",
        ])
        let more = f.tabBarController.moreNavigationController
        #expect(f.tabBarController.selectedViewController === f["G"])
        #expect(f.tabBarController.selectedIndex == 6)
        #expect(more.viewControllers.count == 2 && more.topViewController === f["G"])
        #expect(f.tabBarController.tabBar.selectedItem?.title == "More")

        // Another overflow tab replaces it on the More stack; G goes back to the tab bar controller.
        f.tabBarController.selectedViewController = f["E"]
        #expect(more.viewControllers.count == 2 && more.topViewController === f["E"])
        #expect(f["G"].parent === f.tabBarController)
        #expect(f["E"].parent === more)
        #expect(f.tabBarController.selectedIndex == 4)
        #expect(f["E"].view.window != nil && f["G"].viewIfLoaded?.window == nil)
        #expect(f.trace.events(containing: "delegate").isEmpty)
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func switchingToAVisibleTab_keepsTheMoreStack_andMoreShowsItAgain() throws {
        let f = TabFixture(TabFixture.seven)
        f.tabBarController.selectedIndex = 5
        f.trace.take()
        try f.host.tap(label: "B")
        #expect(f.trace.take() == [
            "B.loadView", "B.viewDidLoad",
            "B.viewWillAppear(false)", "F.viewWillDisappear(false)", "F.viewDidDisappear(false)",
            "B.viewIsAppearing(false)", "B.viewDidAppear(false)",
        ])
        #expect(f.tabBarController.selectedIndex == 1)
        #expect(f["F"].parent === f.tabBarController.moreNavigationController)
        try f.host.tap(label: "More")
        #expect(f.tabBarController.selectedViewController === f["F"])
        #expect(f.trace.take() == [
            "F.viewWillAppear(false)", "B.viewWillDisappear(false)", "B.viewDidDisappear(false)",
            "F.viewIsAppearing(false)", "F.viewDidAppear(false)",
        ])
    }

    @Test func reassigningTheTabs_rebuildsTheMoreStackAndList() throws {
        let f = TabFixture(TabFixture.seven)
        f.tabBarController.selectedIndex = 5
        let more = f.tabBarController.moreNavigationController
        let extra = TracingViewController("H", trace: f.trace)
        f.tabBarController.viewControllers = [f["A"], f["B"], f["C"], f["D"], f["G"], extra]
        // The list is a table: its reload is applied on the next layout pass, as `reloadData` is.
        f.host.pump()
        #expect(more.viewControllers.count == 1)
        #expect(f.tabBarController.selectedViewController === more)
        #expect(f.moreList.controllers.map { ($0 as? TracingViewController)?.name } == ["G", "H"])
        #expect(f.host.view(label: "G") != nil && f.host.view(label: "H") != nil)
        #expect(f.host.view(label: "E") == nil && f.host.view(label: "F") == nil)
        #expect(f["F"].parent == nil && f["E"].parent == nil)
        #expect(f.tabBarController.children.contains { $0 === f["G"] })

        // Five tabs need no More: the list empties and the first tab is selected.
        f.tabBarController.viewControllers = Array(f.tabs.prefix(5))
        #expect(f.moreList.controllers.isEmpty)
        #expect(f.tabBarController.selectedViewController === f["A"])
        #expect(f.tabBarController.tabBar.items?.map(\.title) == ["A", "B", "C", "D", "E"])
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func aRowTapIsNotATabBarSelection_theDelegateIsNotAsked() throws {
        let f = TabFixture(TabFixture.seven)
        try f.host.tap(label: "More")
        let delegate = RecordingTabBarDelegate(trace: f.trace)
        f.tabBarController.delegate = delegate
        f.trace.take()
        try f.host.tap(label: "G")
        f.host.runUntilIdle()
        #expect(f.trace.events(containing: "delegate").isEmpty)
        #expect(f.tabBarController.selectedViewController === f["G"])
    }

    @Test func aDetailPushedFromAnOverflowTab_keepsThatTabSelected() throws {
        let f = TabFixture(TabFixture.seven)
        f.tabBarController.selectedIndex = 4
        let detail = TracingViewController("Detail", trace: f.trace)
        f["E"].navigationController?.pushViewController(detail, animated: false)
        f.host.runUntilIdle()
        let more = f.tabBarController.moreNavigationController
        #expect(more.topViewController === detail)
        #expect(f.tabBarController.selectedViewController === f["E"])
        #expect(f.tabBarController.selectedIndex == 4)
        // Selecting E again in code goes back to it.
        f.tabBarController.selectedViewController = f["E"]
        f.host.runUntilIdle()
        #expect(more.topViewController === f["E"])
        #expect(detail.parent == nil)
    }

    @Test func rowsFollowTheTabsTitle() throws {
        let f = TabFixture(TabFixture.seven)
        try f.host.tap(label: "More")
        f["G"].title = "Gamma"
        #expect(f.host.view(label: "G") == nil)
        try f.host.tap(label: "Gamma")
        f.host.runUntilIdle()
        #expect(f.tabBarController.selectedViewController === f["G"])
    }

    @Test func inARegularWidth_noTabOverflows_soNoneIsPushed() {
        let host = HeadlessHost(device: .iPadAir)
        let tabBarController = UITabBarController()
        let tabs = TabFixture.seven.map { name -> UIViewController in
            let controller = UIViewController()
            controller.title = name
            return controller
        }
        tabBarController.viewControllers = tabs
        host.show(tabBarController)
        tabBarController.selectedIndex = 6
        #expect(tabBarController.selectedViewController === tabs[6])
        #expect(tabs[6].parent === tabBarController)
        #expect(tabBarController.moreNavigationController.viewControllers.count == 1)
        #expect(tabBarController.tabBar.selectedItem?.title == "G")
    }

    @Test func overflowTabsThatLeave_areDeallocated_evenAfterBeingPushed() throws {
        let host = HeadlessHost()
        let tabBarController = UITabBarController()
        host.show(tabBarController)
        weak var weakF: UIViewController?, weakView: UIView?
        do {
            let tabs = TabFixture.seven.map { name -> UIViewController in
                let controller = UIViewController()
                controller.title = name
                return controller
            }
            weakF = tabs[5]
            tabBarController.viewControllers = tabs
            try host.tap(label: "More")
            try host.tap(label: "F")
            host.runUntilIdle()
            weakView = tabs[5].view
            tabBarController.viewControllers = Array(tabs.prefix(2))
            host.runUntilIdle()
        }
        #expect(weakF == nil)
        #expect(weakView == nil)
    }

    @Test func aTabBarControllerShowingAnOverflowTab_isDeallocated_withTheMoreControllers() throws {
        let host = HeadlessHost()
        weak var weakTabBarController: UITabBarController?, weakMore: UIViewController?
        weak var weakList: UIViewController?, weakF: UIViewController?
        do {
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = TabFixture.seven.map { name in
                let controller = UIViewController()
                controller.title = name
                return controller
            }
            host.show(tabBarController)
            try host.tap(label: "More")
            try host.tap(label: "F")
            host.runUntilIdle()
            weakTabBarController = tabBarController
            weakMore = tabBarController.moreNavigationController
            weakList = tabBarController.moreNavigationController.viewControllers.first
            weakF = tabBarController.selectedViewController
            host.show(UIViewController())
            host.runUntilIdle()
        }
        #expect(weakTabBarController == nil)
        #expect(weakMore == nil)
        #expect(weakList == nil)
        #expect(weakF == nil)
    }
}
