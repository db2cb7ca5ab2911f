import Testing
import UIKitTesting

/// The containers together: a navigation controller inside a tab bar controller
/// (UIKIT-SEMANTICS 7.3, 10.6, 3.11, 5.3).
@Suite @MainActor struct NavigationInTabTests {
    @Test func showInsideATab_pushesOntoTheNearestNavigationController_rule7_3() {
        let host = HeadlessHost(device: .iPhone14)
        let trace = TraceRecorder()
        let inbox = TracingViewController("Inbox", trace: trace)
        let nav = UINavigationController(rootViewController: inbox)
        let settings = TracingViewController("Settings", trace: trace)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, settings]
        host.show(tabs)
        trace.take()
        let message = TracingViewController("Message", trace: trace)
        inbox.show(message, sender: nil)
        host.runUntilIdle()
        #expect(nav.viewControllers == [inbox, message])
        #expect(message.navigationController === nav && message.tabBarController === tabs)
        #expect(trace.take() == [
            "Message.willMove(toParent: UINavigationController)",
            "Message.loadView", "Message.viewDidLoad",
            "Inbox.viewWillDisappear(true)",
            "Message.viewWillAppear(true) movingToParent",
            "Message.viewIsAppearing(true)",
            "Inbox.viewDidDisappear(true)",
            "Message.viewDidAppear(true) movingToParent",
            "Message.didMove(toParent: UINavigationController)",
        ])
        // Status bar/sensor 47 + navigation bar 44 above; tab bar 49 + home indicator 34 below.
        #expect(message.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func switchingAwayFromTheNavigationTab_makesItsTopDisappear_rule5_3() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let inbox = TracingViewController("Inbox", trace: trace)
        let nav = UINavigationController(rootViewController: inbox)
        let settings = TracingViewController("Settings", trace: trace)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, settings]
        host.show(tabs)
        trace.take()
        tabs.selectedIndex = 1
        host.runUntilIdle()
        #expect(trace.take() == [
            "Settings.loadView", "Settings.viewDidLoad",
            "Settings.viewWillAppear(false)",
            "Inbox.viewWillDisappear(false)",
            "Inbox.viewDidDisappear(false)",
            "Settings.viewIsAppearing(false)",
            "Settings.viewDidAppear(false)",
        ])
    }

    @Test func leavingTheTabs_deallocatesTheWholeStack() {
        let host = HeadlessHost()
        weak var weakNav: UINavigationController?
        weak var weakPushed: UIViewController?
        do {
            let nav = UINavigationController(rootViewController: UIViewController())
            let tabs = UITabBarController()
            tabs.viewControllers = [nav, UIViewController()]
            host.show(tabs)
            let pushed = UIViewController()
            nav.pushViewController(pushed, animated: true)
            host.runUntilIdle()
            weakNav = nav
            weakPushed = pushed
            host.window.rootViewController = UIViewController()
            host.runUntilIdle()
        }
        #expect(weakNav == nil && weakPushed == nil)
    }
}
