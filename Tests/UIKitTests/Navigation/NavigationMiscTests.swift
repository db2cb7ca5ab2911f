import Testing
import UIKitTesting

/// Presentation context, show, status bar, visible controller and leaks
/// (UIKIT-SEMANTICS 4.12, 4.17–4.19, 7.3).
@Suite @MainActor struct NavigationMiscTests {
    @Test func definesPresentationContext_defaultsTrue_rule4_17() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        #expect(UINavigationController(rootViewController: UIViewController()).definesPresentationContext)
        #expect(UINavigationController(nibName: nil, bundle: nil).definesPresentationContext)
        #expect(UINavigationController().definesPresentationContext)
        #expect(!UIViewController().definesPresentationContext)
    }

    @Test func show_pushesAnimated_rule4_18() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.show(b, sender: nil)
        #expect(f.nav.topViewController === b)
        #expect(f.trace.events.contains("B.viewWillAppear(true) movingToParent"))
        #expect(f.nav.presentedViewController == nil)
    }

    @Test func showFromDescendant_pushesOnNearestNavigation_rule7_3() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.a.show(b, sender: nil)
        #expect(f.nav.viewControllers == [f.a, b])
        #expect(f.a.presentedViewController == nil)
    }

    @Test func showDetail_withoutSplit_stillPresents_rule7_4() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.a.showDetailViewController(b, sender: nil)
        f.host.runUntilIdle()
        #expect(f.nav.viewControllers == [f.a])
        #expect(b.presentingViewController != nil)
    }

    @Test func statusBar_navigationDecidesStyle_rule4_19() {
        final class Light: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        let host = HeadlessHost()
        let nav = UINavigationController(rootViewController: Light())
        host.show(nav)
        #expect(nav.childForStatusBarStyle == nil)
        #expect(host.window.statusBarStyle == .default)
        nav.navigationBar.barStyle = .black
        nav.setNeedsStatusBarAppearanceUpdate()
        host.runUntilIdle()
        #expect(host.window.statusBarStyle == .lightContent)
    }

    @Test func statusBar_overridingChildForStatusBarStyle_delegatesToTop_rule4_19() {
        final class Light: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        final class Forwarding: UINavigationController {
            override var childForStatusBarStyle: UIViewController? { topViewController }
        }
        let host = HeadlessHost()
        let nav = Forwarding(rootViewController: Light())
        host.show(nav)
        #expect(host.window.statusBarStyle == .lightContent)
    }

    @Test func statusBar_hiddenIsTopControllersCall() {
        final class Hiding: UIViewController {
            override var prefersStatusBarHidden: Bool { true }
        }
        let host = HeadlessHost()
        let top = Hiding()
        let nav = UINavigationController(rootViewController: top)
        host.show(nav)
        #expect(nav.childForStatusBarHidden === top)
        #expect(host.window.isStatusBarHidden)
    }

    @Test func visibleViewController_isPresentedOrTop_rule4_12() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: false)
        f.host.runUntilIdle()
        #expect(f.nav.visibleViewController === b)
        let modal = f.make("M")
        b.present(modal, animated: false)
        f.host.runUntilIdle()
        #expect(f.nav.topViewController === b)
        #expect(f.nav.visibleViewController === modal)
    }

    @Test func poppedControllersAndViewsAreDeallocated() {
        let f = NavigationFixture()
        weak var weakB: UIViewController?
        weak var weakBView: UIView?
        weak var weakC: UIViewController?
        do {
            let b = f.make("B"), c = f.make("C")
            weakB = b
            weakC = c
            f.nav.pushViewController(b, animated: true)
            f.nav.pushViewController(c, animated: true)
            f.host.runUntilIdle()
            weakBView = b.view
        }
        f.nav.popToRootViewController(animated: true)
        f.host.runUntilIdle()
        #expect(weakB == nil)
        #expect(weakBView == nil)
        #expect(weakC == nil)
    }

    @Test func replacedStackIsDeallocated() {
        let host = HeadlessHost()
        weak var weakA: UIViewController?
        weak var weakAView: UIView?
        weak var weakB: UIViewController?
        let nav: UINavigationController
        do {
            let a = UIViewController(), b = UIViewController()
            weakA = a
            weakB = b
            nav = UINavigationController(rootViewController: a)
            host.show(nav)
            weakAView = a.view
            nav.pushViewController(b, animated: false)
            host.runUntilIdle()
        }
        nav.setViewControllers([UIViewController()], animated: true)
        host.runUntilIdle()
        #expect(weakA == nil)
        #expect(weakAView == nil)
        #expect(weakB == nil)
        #expect(nav.children.count == 1)
    }

    @Test func navigationControllerItselfIsDeallocated() {
        let host = HeadlessHost()
        weak var weakNav: UINavigationController?
        weak var weakRoot: UIViewController?
        do {
            let root = UIViewController()
            let nav = UINavigationController(rootViewController: root)
            weakNav = nav
            weakRoot = root
            host.show(nav)
            nav.pushViewController(UIViewController(), animated: true)
            host.runUntilIdle()
            host.window.rootViewController = UIViewController()
            host.runUntilIdle()
        }
        #expect(weakNav == nil)
        #expect(weakRoot == nil)
    }
}
