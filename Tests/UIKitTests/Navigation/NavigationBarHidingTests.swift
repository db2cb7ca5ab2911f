import Testing
import UIKitTesting

/// Animated `setNavigationBarHidden`/`setToolbarHidden`: model values at once (the bar's
/// end frame, the child's safe area, UIKIT-SEMANTICS 10.6), the bar visible and sliding on
/// the clock until the end; and `hidesBottomBarWhenPushed` hiding the tab bar.
@Suite @MainActor struct NavigationBarHidingTests {
    @Test func hideNavigationBarAnimated_slidesUpOnTheClock_thenHides_rule10_6() throws {
        let f = NavigationFixture()
        defer { withExtendedLifetime(f.host) {} }
        #expect(f.nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(f.a.view.safeAreaInsets.top == 91)
        f.nav.setNavigationBarHidden(true, animated: true)
        #expect(f.nav.isNavigationBarHidden)
        #expect(!f.nav.navigationBar.isHidden)                  // still sliding
        #expect(f.nav.navigationBar.frame == CGRect(x: 0, y: -44, width: 390, height: 44))
        #expect(f.a.view.safeAreaInsets.top == 47)
        f.host.advance(by: 0.1)
        let midway = try #require(f.nav.navigationBar.layer.presentation()).frame.minY
        #expect(midway < 47 && midway > -44)
        f.host.runUntilIdle()
        #expect(f.nav.navigationBar.isHidden)
        #expect(UINavigationController.hideShowBarDuration == 0.2)
    }

    @Test func showNavigationBarAnimated_slidesDownFromAboveTheView() throws {
        let f = NavigationFixture()
        defer { withExtendedLifetime(f.host) {} }
        f.nav.setNavigationBarHidden(true, animated: false)
        f.host.runUntilIdle()
        #expect(f.nav.navigationBar.isHidden)
        f.nav.setNavigationBarHidden(false, animated: true)
        #expect(!f.nav.navigationBar.isHidden)
        #expect(f.nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(f.a.view.safeAreaInsets.top == 91)
        f.host.advance(by: 0.1)
        let midway = try #require(f.nav.navigationBar.layer.presentation()).frame.minY
        #expect(midway < 47 && midway > -44)
        f.host.runUntilIdle()
        #expect(!f.nav.navigationBar.isHidden)
        #expect(f.nav.navigationBar.frame.minY == 47)
    }

    @Test func toolbarAnimated_slidesUpFromBelow_thenDownAndHides() throws {
        let f = NavigationFixture()
        defer { withExtendedLifetime(f.host) {} }
        f.nav.setToolbarHidden(false, animated: true)
        #expect(!f.nav.toolbar.isHidden)
        #expect(f.nav.toolbar.frame == CGRect(x: 0, y: 761, width: 390, height: 49))
        f.host.advance(by: 0.1)
        let rising = try #require(f.nav.toolbar.layer.presentation()).frame.minY
        #expect(rising > 761 && rising < 844)
        f.host.runUntilIdle()
        f.nav.setToolbarHidden(true, animated: true)
        #expect(!f.nav.toolbar.isHidden)
        #expect(f.nav.toolbar.frame.minY == 844)
        #expect(f.a.view.safeAreaInsets.bottom == 34)
        f.host.runUntilIdle()
        #expect(f.nav.toolbar.isHidden)
    }

    @Test func hidesBottomBarWhenPushed_hidesTheTabBar_untilPoppedBelowIt() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        host.show(tabs)
        #expect(!tabs.tabBar.isHidden)
        #expect(a.view.safeAreaInsets.bottom == 83)
        let b = UIViewController()
        b.hidesBottomBarWhenPushed = true
        nav.pushViewController(b, animated: false)
        host.runUntilIdle()
        #expect(tabs.tabBar.isHidden)
        #expect(b.view.safeAreaInsets.bottom == 34)
        // Controllers pushed after it keep the bar hidden.
        let c = UIViewController()
        nav.pushViewController(c, animated: false)
        host.runUntilIdle()
        #expect(tabs.tabBar.isHidden)
        nav.popToRootViewController(animated: false)
        host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden)
        #expect(a.view.safeAreaInsets.bottom == 83)
        // The other tab shows the bar; coming back to the pushed stack hides it again.
        nav.pushViewController(b, animated: false)
        host.runUntilIdle()
        tabs.selectedIndex = 1
        #expect(!tabs.tabBar.isHidden)
        tabs.selectedIndex = 0
        #expect(tabs.tabBar.isHidden)
    }

    @Test func hidesBottomBarWhenPushed_onTheRoot_doesNotHideTheTabBar() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController()
        a.hidesBottomBarWhenPushed = true
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: a)]
        host.show(tabs)
        #expect(!tabs.tabBar.isHidden)
    }
}
