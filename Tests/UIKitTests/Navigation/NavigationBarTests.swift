import Testing
import UIKitTesting

/// Navigation items, the bar, back-button titles and the safe area under the bar
/// (UIKIT-SEMANTICS 4.14–4.16, 10.6, 10.12).
@Suite @MainActor struct NavigationBarTests {
    @Test func navigationItem_isLazyAndFollowsTitle_rule4_14() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let vc = UIViewController()
        vc.title = "Inbox"
        let item = vc.navigationItem
        #expect(item === vc.navigationItem)
        #expect(item.title == "Inbox")
        vc.title = "Archive"
        #expect(item.title == "Archive")
        #expect(UIViewController().navigationItem.title == nil)
    }

    @Test func barItems_followStack_rule4_16() {
        let f = NavigationFixture()
        let b = f.make("B")
        #expect(f.nav.navigationBar.topItem === f.a.navigationItem)
        #expect(f.nav.navigationBar.backItem == nil)
        f.nav.pushViewController(b, animated: true)
        #expect(f.nav.navigationBar.topItem === b.navigationItem)
        #expect(f.nav.navigationBar.backItem === f.a.navigationItem)
        #expect(f.nav.navigationBar.items?.count == 2)
        f.nav.popViewController(animated: false)
        #expect(f.nav.navigationBar.topItem === f.a.navigationItem)
    }

    @Test func backTitle_noBackButtonAtRoot_rule4_15() {
        let f = NavigationFixture()
        #expect(f.nav.navigationBar.resolvedBackButtonTitle == nil)
        #expect(!f.nav.navigationBar.showsBackButton)
    }

    @Test func backTitle_previousTitle_thenBackButtonTitle_thenBackBarButtonItem_rule4_15() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: false)
        let bar = f.nav.navigationBar
        #expect(bar.resolvedBackButtonTitle == "A")
        f.a.navigationItem.backButtonTitle = "Home"
        #expect(bar.resolvedBackButtonTitle == "Home")
        f.a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Custom")
        #expect(bar.resolvedBackButtonTitle == "Custom")
    }

    @Test func backTitle_genericBackWhenPreviousHasNoTitle_rule4_15() {
        let f = NavigationFixture()
        f.a.title = nil
        f.nav.pushViewController(f.make("B"), animated: false)
        #expect(f.nav.navigationBar.resolvedBackButtonTitle == "Back")
    }

    @Test func backTitle_leftItemReplacesBackButton_rule4_15() {
        let f = NavigationFixture()
        let b = f.make("B")
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close")
        f.nav.pushViewController(b, animated: false)
        #expect(f.nav.navigationBar.resolvedBackButtonTitle == nil)
        b.navigationItem.leftItemsSupplementBackButton = true
        #expect(f.nav.navigationBar.resolvedBackButtonTitle == "A")
        b.navigationItem.hidesBackButton = true
        #expect(f.nav.navigationBar.resolvedBackButtonTitle == nil)
    }

    @Test func backTitle_displayModes_rule4_15() {
        let f = NavigationFixture()
        f.nav.pushViewController(f.make("B"), animated: false)
        f.a.navigationItem.backButtonDisplayMode = .generic
        #expect(f.nav.navigationBar.resolvedBackButtonTitle == "Back")
        f.a.navigationItem.backButtonDisplayMode = .minimal
        #expect(f.nav.navigationBar.resolvedBackButtonTitle == "")
    }

    @Test func navigationItem_barButtonItemAccessors() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let item = UINavigationItem(title: "T")
        let one = UIBarButtonItem(title: "1"), two = UIBarButtonItem(title: "2")
        item.rightBarButtonItems = [one, two]
        #expect(item.rightBarButtonItem === one)
        item.leftBarButtonItem = two
        #expect(item.leftBarButtonItems?.count == 1)
        item.leftBarButtonItem = nil
        #expect(item.leftBarButtonItems == nil)
        item.prompt = "p"
        item.largeTitleDisplayMode = .never
        #expect(item.prompt == "p" && item.largeTitleDisplayMode == .never)
    }

    @Test func bar_sitsBelowStatusBar_childSafeAreaIncludesBar_rule10_6() {
        let f = NavigationFixture()
        #expect(f.nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(f.nav.navigationBar.superview === f.nav.view)
        #expect(f.a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(f.a.view.safeAreaInsets.top == 91)
        #expect(f.nav.view.safeAreaInsets.top == 47)
        #expect(f.a.additionalSafeAreaInsets == .zero)
        let b = f.make("B")
        f.nav.pushViewController(b, animated: false)
        f.host.runUntilIdle()
        #expect(b.view.safeAreaInsets.top == 91)
    }

    @Test func hidingBar_removesItsInset() {
        let f = NavigationFixture()
        f.nav.setNavigationBarHidden(true, animated: false)
        f.host.runUntilIdle()
        #expect(f.nav.isNavigationBarHidden)
        #expect(f.nav.navigationBar.isHidden)
        #expect(f.a.view.safeAreaInsets.top == 47)
        f.nav.isNavigationBarHidden = false
        f.host.runUntilIdle()
        #expect(f.a.view.safeAreaInsets.top == 91)
    }

    /// Portrait: 44 points below the 47-point status bar; landscape (compact height, no
    /// status bar): 32 points at the top, full width (10.6, 10.12).
    @Test func bar_followsRotation() {
        let f = NavigationFixture()
        let bar = f.nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(f.a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(f.a.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(f.host.rotate(to: .landscapeLeft))
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 844, height: 32))
        #expect(f.a.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(f.a.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 47, bottom: 21, right: 47))
        #expect(f.host.rotate(to: .portrait))
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(f.a.view.safeAreaInsets.top == 91)
    }
}

@Suite @MainActor struct NavigationBarInsetReleaseTests {
    @Test func poppedController_losesBarInset() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: false)
        f.host.runUntilIdle()
        f.nav.popViewController(animated: false)
        f.host.runUntilIdle()
        let host = UIViewController()
        f.host.window.rootViewController = host
        host.view.addSubview(b.view)
        b.view.frame = host.view.bounds
        #expect(b.view.safeAreaInsets.top == 47)
    }
}
