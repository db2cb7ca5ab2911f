import Testing
import UIKitTesting

/// The More tab (UIKIT-SEMANTICS 5.6, 5.7): the bar's four
/// tabs plus More in a compact width, and selecting the More navigation controller.
@Suite @MainActor struct TabBarMoreTests {
    static let six = ["A", "B", "C", "D", "E", "F"]

    @Test func moreThanFiveTabs_inACompactWidth_showFourPlusMore_rule5_7() {
        let f = TabFixture(Self.six)
        #expect(f.tabBarController.tabBar.items?.map(\.title) == ["A", "B", "C", "D", "More"])
        #expect(f.tabBarController.viewControllers == f.tabs)
        #expect(!(f.tabBarController.viewControllers ?? []).contains { $0 === f.tabBarController.moreNavigationController })
    }

    @Test func fiveTabs_needNoMore_rule5_7() {
        let f = TabFixture(["A", "B", "C", "D", "E"])
        #expect(f.tabBarController.tabBar.items?.map(\.title) == ["A", "B", "C", "D", "E"])
    }

    @Test func inARegularWidth_everyTabIsShown() {
        let host = HeadlessHost(device: .iPadAir)
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = Self.six.map { name in
            let controller = UIViewController()
            controller.title = name
            return controller
        }
        host.show(tabBarController)
        #expect(tabBarController.tabBar.items?.map(\.title) == Self.six)
    }

    @Test func tappingMore_selectsTheMoreNavigationController_indexNotFound_rule5_6() throws {
        let f = TabFixture(Self.six)
        let delegate = RecordingTabBarDelegate(trace: f.trace)
        f.tabBarController.delegate = delegate
        try f.host.tap(label: "More")
        let more = f.tabBarController.moreNavigationController
        #expect(f.tabBarController.selectedViewController === more)
        #expect(f.tabBarController.selectedIndex == NSNotFound)
        #expect(more.parent === f.tabBarController)
        #expect(more.view.superview === f.tabBarController.view)
        #expect(f.trace.take() == [
            "delegate.shouldSelect(UIMoreNavigationController)",
            "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
            "delegate.didSelect(UIMoreNavigationController)",
        ])
        #expect(f.tabBarController.tabBar.selectedItem?.title == "More")
    }

    @Test func moreCanBeSelectedInCode_onlyThroughSelectedViewController_rule5_6() {
        let f = TabFixture(Self.six)
        f.tabBarController.selectedViewController = f.tabBarController.moreNavigationController
        #expect(f.tabBarController.selectedIndex == NSNotFound)
        #expect(f.host.diagnostics.isEmpty)
        f.tabBarController.selectedIndex = NSNotFound  // not an index: ignored
        #expect(f.tabBarController.selectedViewController === f.tabBarController.moreNavigationController)
        f.tabBarController.selectedIndex = 1
        #expect(f.tabBarController.selectedViewController === f["B"])
        #expect(f.trace.events(containing: "delegate").isEmpty)
    }

    @Test func anOverflowTabSelectedInCode_highlightsMore() {
        let f = TabFixture(Self.six)
        f.tabBarController.selectedIndex = 5
        #expect(f.tabBarController.selectedViewController === f["F"])
        #expect(f.tabBarController.tabBar.selectedItem?.title == "More")
    }

    @Test func reassigningWhileMoreIsSelected_keepsMoreWhileTheTabsStillOverflow() {
        let f = TabFixture(Self.six)
        let more = f.tabBarController.moreNavigationController
        f.tabBarController.selectedViewController = more
        f.tabBarController.viewControllers = Array(f.tabs.reversed())
        #expect(f.tabBarController.selectedViewController === more)
        f.tabBarController.viewControllers = [f["A"], f["B"]]
        #expect(f.tabBarController.selectedViewController === f["A"])
        #expect(f.tabBarController.tabBar.items?.map(\.title) == ["A", "B"])
    }
}
