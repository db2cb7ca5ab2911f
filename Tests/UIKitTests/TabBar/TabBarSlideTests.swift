import Testing
import UIKitTesting

/// `hidesBottomBarWhenPushed` with an animated push or pop: the tab bar slides with the
/// transition on its clock (the coordinator), the children's safe area changes at once
/// (UIKIT-SEMANTICS 4.2, 4.4, 10.6).
@Suite @MainActor struct TabBarSlideTests {
    private func shownX(_ view: UIView) throws -> CGFloat {
        try #require(view.layer.presentation()).affineTransform().tx
    }

    @Test func animatedPush_slidesTheTabBarOut_thenHidesIt_popSlidesItBack_rule4_2_rule4_4() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        host.show(tabs)
        let b = UIViewController()
        b.hidesBottomBarWhenPushed = true
        nav.pushViewController(b, animated: true)
        #expect(!tabs.tabBar.isHidden)
        #expect(tabs.tabBar.transform == CGAffineTransform(translationX: -390, y: 0))
        host.advance(by: 0.175)                                  // half the push
        #expect(abs(try shownX(tabs.tabBar) + 195) < 1)
        #expect(b.view.safeAreaInsets.bottom == 34)
        host.advance(by: 0.175)
        #expect(tabs.tabBar.isHidden)
        #expect(tabs.tabBar.transform == .identity)

        nav.popViewController(animated: true)
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.transform == .identity)
        host.advance(by: 0.175)
        #expect(abs(try shownX(tabs.tabBar) + 195) < 1)
        host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.transform == .identity)
        #expect(a.view.safeAreaInsets.bottom == 83)
    }

    @Test func unanimatedPush_hidesTheBarAtOnce_andAPushThatKeepsItHidden_slidesNothing() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let nav = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        host.show(tabs)
        let b = UIViewController()
        b.hidesBottomBarWhenPushed = true
        nav.pushViewController(b, animated: false)
        #expect(tabs.tabBar.isHidden && tabs.tabBar.transform == .identity)
        host.runUntilIdle()
        nav.pushViewController(UIViewController(), animated: true)
        #expect(tabs.tabBar.isHidden && tabs.tabBar.transform == .identity)
        host.runUntilIdle()
        #expect(tabs.tabBar.isHidden)
    }

    /// A tab bar controller whose first tab is a navigation stack [A, B] with B hiding the
    /// bar, pushed unanimated and settled.
    private func hiddenByB(_ host: HeadlessHost) -> (UITabBarController, UINavigationController, UIViewController) {
        let nav = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        host.show(tabs)
        let b = UIViewController()
        b.hidesBottomBarWhenPushed = true
        nav.pushViewController(b, animated: false)
        host.runUntilIdle()
        return (tabs, nav, b)
    }

    @Test func cancelledInteractivePop_slidesTheBarBackOut_andHidesItAgain_rule2_1() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (tabs, nav, b) = hiddenByB(host)
        #expect(tabs.tabBar.isHidden)
        let finger = host.touchDown(at: CGPoint(x: 5, y: 400))
        host.advance(by: 0.1)
        host.touchMove(finger, to: CGPoint(x: 40, y: 400))
        #expect(nav.transitionCoordinator?.isInteractive == true)
        // The pop shows the bar at once, sliding in from the leading side with the finger.
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.transform == .identity)
        #expect(try shownX(tabs.tabBar) < -300)
        host.advance(by: 0.5)
        host.touchMove(finger, to: CGPoint(x: 80, y: 400))
        host.advance(by: 0.5)
        host.touchUp(finger)
        host.runUntilIdle()
        #expect(nav.viewControllers.last === b)
        #expect(tabs.tabBar.isHidden)
        #expect(tabs.tabBar.transform == .identity)
        #expect(b.view.safeAreaInsets.bottom == 34)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func slidingBar_leavesNothingBehind_poppedControllerAndCoordinatorAreDeallocated() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let nav = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        host.show(tabs)
        weak var weakPushed: UIViewController?
        weak var weakPushCoordinator: UIViewControllerTransitionCoordinator?
        weak var weakPopCoordinator: UIViewControllerTransitionCoordinator?
        do {
            let b = UIViewController()
            b.hidesBottomBarWhenPushed = true
            weakPushed = b
            nav.pushViewController(b, animated: true)
            weakPushCoordinator = nav.transitionCoordinator
            #expect(weakPushCoordinator != nil)
            host.runUntilIdle()
            nav.popViewController(animated: true)
            weakPopCoordinator = nav.transitionCoordinator
            #expect(weakPopCoordinator != nil)
            host.runUntilIdle()
        }
        #expect(weakPushCoordinator == nil)
        #expect(weakPopCoordinator == nil)
        #expect(weakPushed == nil)
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.transform == .identity)
    }
}
