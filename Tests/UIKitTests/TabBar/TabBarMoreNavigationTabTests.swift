import Testing
@testable import UIKit
import UIKitTesting

/// A navigation controller that records its containment calls as `Nav.…`.
@MainActor
final class TracingTabNavigationController: UINavigationController {
    let trace: TraceRecorder

    init(root: UIViewController, trace: TraceRecorder) {
        self.trace = trace
        super.init(rootViewController: root)
        tabBarItem = UITabBarItem(title: "Nav", image: nil, tag: 0)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func willMove(toParent parent: UIViewController?) {
        trace.record("Nav.willMove(toParent: \(parent.map(TracingViewController.label) ?? "nil"))")
        super.willMove(toParent: parent)
    }
    override func didMove(toParent parent: UIViewController?) {
        trace.record("Nav.didMove(toParent: \(parent.map(TracingViewController.label) ?? "nil"))")
        super.didMove(toParent: parent)
    }
}

/// An overflow tab that is a `UINavigationController`: its stack is shown inside the More
/// navigation controller, under the More navigation controller's one bar, and handed back
/// when the list is shown again (UIKIT-SEMANTICS 5.7; iOS's `UIMoreNavigationController`
/// keeps the tab as its "original navigation controller", see DifferencesFromIOS).
@Suite @MainActor struct TabBarMoreNavigationTabTests {
    @MainActor struct Fixture {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let tabBarController: TracingTabBarController
        let tabs: [TracingViewController]
        let root: TracingViewController
        let navigation: TracingTabNavigationController

        /// Tabs A–E, then the navigation tab ("Nav", root "Root") sixth, then G.
        init() {
            let trace = self.trace
            tabBarController = TracingTabBarController(trace: trace)
            tabs = ["A", "B", "C", "D", "E", "G"].map { TracingViewController($0, trace: trace) }
            root = TracingViewController("Root", trace: trace)
            navigation = TracingTabNavigationController(root: root, trace: trace)
            tabBarController.viewControllers = Array(tabs.prefix(5)) + [navigation, tabs[5]]
            host.show(tabBarController)
            trace.take()
        }

        var more: UINavigationController { tabBarController.moreNavigationController }
        var list: UIViewController { more.viewControllers[0] }
        subscript(_ name: String) -> TracingViewController { tabs.first { $0.name == name }! }

        /// Navigation bars drawn in the window (not hidden, inside a window).
        var visibleNavigationBars: [UINavigationBar] {
            func bars(in view: UIView) -> [UINavigationBar] {
                guard !view.isHidden else { return [] }
                return (view as? UINavigationBar).map { [$0] } ?? view.subviews.flatMap(bars)
            }
            return bars(in: host.window)
        }
    }

    @Test func tappingTheNavigationTabsRow_pushesItsRootOntoTheMoreStack_exactTrace() throws {
        let f = Fixture()
        try f.host.tap(label: "More")
        f.trace.take()
        try f.host.tap(label: "Nav")
        #expect(f.trace.take() == [
            // The tab leaves the tab bar controller, its stack leaves it, the root joins More.
            "Nav.willMove(toParent: nil)", "Nav.didMove(toParent: nil)",
            "Root.willMove(toParent: nil)", "Root.didMove(toParent: nil)",
            "Root.willMove(toParent: UIMoreNavigationController)",
            "Root.loadView", "Root.viewDidLoad",
            "Root.viewWillAppear(true) movingToParent", "Root.viewIsAppearing(true)",
        ])
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "Root.viewDidAppear(true) movingToParent", "Root.didMove(toParent: UIMoreNavigationController)",
        ])
        #expect(f.more.viewControllers.count == 2 && f.more.viewControllers[1] === f.root)
        #expect(f.navigation.viewControllers.isEmpty)
        #expect(f.navigation.parent == nil)
        #expect(f.root.parent === f.more && f.root.navigationController === f.more)
        #expect(f.root.tabBarController === f.tabBarController)
        #expect(f.tabBarController.selectedViewController === f.navigation)
        #expect(f.tabBarController.selectedIndex == 5)
        #expect(f.tabBarController.tabBar.selectedItem?.title == "More")
        // One bar: the More navigation controller's, with the root's item and a way back.
        #expect(f.visibleNavigationBars.map { $0 === f.more.navigationBar } == [true])
        #expect(f.more.navigationBar.topItem === f.root.navigationItem)
        #expect(f.more.navigationBar.backItem?.title == "More")
        #expect(f.navigation.viewIfLoaded?.window == nil)
        #expect(f.root.view.window != nil)
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func pushesFromTheRootGoOntoTheMoreStack_andPoppingToTheListGivesTheRootBack() throws {
        let f = Fixture()
        try f.host.tap(label: "More")
        try f.host.tap(label: "Nav")
        f.host.runUntilIdle()
        weak var weakDetail: TracingViewController?
        do {
            let detail = TracingViewController("Detail", trace: f.trace)
            weakDetail = detail
            f.root.navigationController?.pushViewController(detail, animated: false)
            f.host.runUntilIdle()
            #expect(f.more.viewControllers.count == 3 && f.more.topViewController === detail)
            #expect(f.tabBarController.selectedViewController === f.navigation)
            #expect(f.navigation.viewControllers.isEmpty)
        }
        f.trace.take()
        _ = f.more.popToRootViewController(animated: false)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "Detail.willMove(toParent: nil)", "Root.willMove(toParent: nil)",
            "Detail.viewWillDisappear(false) movingFromParent",
            "Detail.viewDidDisappear(false) movingFromParent",
            "Root.didMove(toParent: nil)",
            // The root went back first: the tab rejoins the tab bar controller, then gets its root.
            "Nav.willMove(toParent: TracingTabBarController)", "Nav.didMove(toParent: TracingTabBarController)",
            "Root.willMove(toParent: TracingTabNavigationController)", "Root.didMove(toParent: TracingTabNavigationController)",
            "Detail.didMove(toParent: nil)",
        ])
        // As on iOS, a pop to the list returns the root alone; the popped detail is released.
        #expect(f.navigation.viewControllers.count == 1 && f.navigation.viewControllers[0] === f.root)
        #expect(f.navigation.parent === f.tabBarController)
        #expect(f.root.navigationController === f.navigation)
        #expect(f.more.viewControllers.count == 1)
        #expect(f.tabBarController.selectedViewController === f.more)
        #expect(f.tabBarController.selectedIndex == NSNotFound)
        #expect(weakDetail == nil)
        #expect(f.host.diagnostics.isEmpty)

        // Shown again from the list, the same root is pushed again.
        try f.host.tap(label: "Nav")
        f.host.runUntilIdle()
        #expect(f.more.topViewController === f.root && f.navigation.viewControllers.isEmpty)
    }

    @Test func selectingInCode_showsTheWholeStack_andAnotherTabGivesTheWholeStackBack() throws {
        let f = Fixture()
        let detail = TracingViewController("Detail", trace: f.trace)
        f.navigation.pushViewController(detail, animated: false)
        f.tabBarController.selectedViewController = f.navigation
        #expect(f.more.viewControllers.count == 3)
        #expect(f.more.viewControllers[1] === f.root && f.more.viewControllers[2] === detail)
        #expect(f.more.navigationBar.backItem === f.root.navigationItem)
        #expect(f.tabBarController.selectedIndex == 5)
        #expect(detail.view.window != nil)

        // Selecting it again changes nothing; selecting G hands the stack back whole.
        f.tabBarController.selectedIndex = 5
        #expect(f.more.topViewController === detail)
        f.trace.take()
        f.tabBarController.selectedViewController = f["G"]
        #expect(f.trace.take() == [
            "G.willMove(toParent: nil)", "G.didMove(toParent: nil)",
            "Detail.willMove(toParent: nil)", "Root.willMove(toParent: nil)",
            "G.willMove(toParent: UIMoreNavigationController)",
            "G.loadView", "G.viewDidLoad",
            "Detail.viewWillDisappear(false) movingFromParent", "G.viewWillAppear(false) movingToParent",
            "G.viewIsAppearing(false)", "Detail.viewDidDisappear(false) movingFromParent",
            "G.viewDidAppear(false) movingToParent",
            "Root.didMove(toParent: nil)", "Detail.didMove(toParent: nil)",
            "Nav.willMove(toParent: TracingTabBarController)", "Nav.didMove(toParent: TracingTabBarController)",
            "Root.willMove(toParent: TracingTabNavigationController)", "Detail.willMove(toParent: TracingTabNavigationController)",
            "Root.didMove(toParent: TracingTabNavigationController)", "Detail.didMove(toParent: TracingTabNavigationController)",
            "G.didMove(toParent: UIMoreNavigationController)",
        ])
        #expect(f.navigation.viewControllers.map { ($0 as? TracingViewController)?.name } == ["Root", "Detail"])
        #expect(f.navigation.parent === f.tabBarController)
        #expect(f.more.viewControllers.count == 2 && f.more.topViewController === f["G"])
        #expect(f.tabBarController.selectedIndex == 6)
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func reassigningTheTabs_givesTheStackBack_andANavigationTabThatLeavesIsDeallocated() throws {
        let f = Fixture()
        weak var weakNavigation: UINavigationController?, weakRoot: UIViewController?
        weak var weakDetail: UIViewController?
        do {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 0)
            let detail = UIViewController()
            navigation.pushViewController(detail, animated: false)
            weakNavigation = navigation
            weakRoot = root
            weakDetail = detail
            f.tabBarController.viewControllers = f.tabs + [navigation]
            f.tabBarController.selectedViewController = navigation
            #expect(f.more.viewControllers.count == 3)
            f.tabBarController.viewControllers = Array(f.tabs.prefix(5))
            #expect(navigation.viewControllers.count == 2 && navigation.viewControllers[0] === root)
            #expect(navigation.parent == nil)
            #expect(f.more.viewControllers.count == 1)
            f.host.runUntilIdle()
        }
        #expect(weakNavigation == nil)
        #expect(weakRoot == nil)
        #expect(weakDetail == nil)
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func aTabBarControllerShowingANavigationTabInMore_isDeallocatedWithIt() throws {
        let host = HeadlessHost()
        weak var weakTabBarController: UITabBarController?, weakNavigation: UIViewController?
        weak var weakRoot: UIViewController?, weakMore: UIViewController?
        do {
            let tabBarController = UITabBarController()
            let root = UIViewController()
            root.title = "Root"
            let navigation = UINavigationController(rootViewController: root)
            navigation.tabBarItem = UITabBarItem(title: "Nav", image: nil, tag: 0)
            let plain = ["A", "B", "C", "D", "E"].map { name -> UIViewController in
                let controller = UIViewController()
                controller.title = name
                return controller
            }
            tabBarController.viewControllers = plain + [navigation]
            host.show(tabBarController)
            try host.tap(label: "More")
            try host.tap(label: "Nav")
            host.runUntilIdle()
            #expect(tabBarController.moreNavigationController.topViewController === root)
            weakTabBarController = tabBarController
            weakNavigation = navigation
            weakRoot = root
            weakMore = tabBarController.moreNavigationController
            host.show(UIViewController())
            host.runUntilIdle()
        }
        #expect(weakTabBarController == nil)
        #expect(weakNavigation == nil)
        #expect(weakRoot == nil)
        #expect(weakMore == nil)
    }
}
