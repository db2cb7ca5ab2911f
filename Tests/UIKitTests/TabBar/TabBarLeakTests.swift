import Testing
import UIKitTesting

/// Tabs that leave a tab bar controller, and the controller itself, are deallocated.
@Suite @MainActor struct TabBarLeakTests {
    @Test func tabsRemovedByReassignment_areDeallocated_withTheirViewsAndItems_rule5_9() throws {
        let host = HeadlessHost()
        let tabBarController = UITabBarController()
        host.show(tabBarController)
        weak var weakA: UIViewController?, weakB: UIViewController?
        weak var weakView: UIView?, weakItem: UITabBarItem?
        do {
            let a = UIViewController(), b = UIViewController()
            a.title = "A"
            b.title = "B"
            weakA = a
            weakB = b
            tabBarController.viewControllers = [a, b]
            host.runUntilIdle()
            try host.tap(label: "B")
            weakView = b.view
            weakItem = b.tabBarItem
            tabBarController.viewControllers = [UIViewController()]
            host.runUntilIdle()
        }
        #expect(weakA == nil)
        #expect(weakB == nil)
        #expect(weakView == nil)
        #expect(weakItem == nil)
    }

    @Test func replacedTabBarController_isDeallocated_withItsTabs() throws {
        let host = HeadlessHost()
        weak var weakTabBarController: UITabBarController?
        weak var weakTab: UIViewController?
        weak var weakBar: UITabBar?
        do {
            let tabBarController = UITabBarController()
            let tab = UIViewController()
            tab.title = "Only"
            tabBarController.viewControllers = [tab, UIViewController()]
            let delegate = TabBarLeakDelegate()
            tabBarController.delegate = delegate
            host.show(tabBarController)
            try host.tap(label: "Only")
            weakTabBarController = tabBarController
            weakTab = tab
            weakBar = tabBarController.tabBar
            host.window.rootViewController = UIViewController()
            host.runUntilIdle()
        }
        #expect(weakTabBarController == nil)
        #expect(weakTab == nil)
        #expect(weakBar == nil)
    }
}

@MainActor private final class TabBarLeakDelegate: UITabBarControllerDelegate {}
