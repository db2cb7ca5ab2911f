import Testing
import UIKitTesting

/// Tab bar items (UIKIT-SEMANTICS 4.14) and the bar's geometry and safe area (10.6, 10.12).
@Suite @MainActor struct TabBarItemAndLayoutTests {
    @Test func tabBarItem_isCreatedLazily_withTheControllersTitle_rule4_14() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        controller.title = "Home"
        let item = controller.tabBarItem!
        #expect(item === controller.tabBarItem)
        #expect(item.title == "Home")
        controller.title = "Start"
        #expect(item.title == "Start")
    }

    @Test func anExplicitItemTitle_isKept_whenTheControllerIsRetitled_rule4_14() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        controller.title = "Home"
        controller.tabBarItem.title = "Tab"
        controller.title = "Start"
        #expect(controller.tabBarItem.title == "Tab")
        let custom = UITabBarItem(title: nil, image: nil, selectedImage: nil)
        controller.tabBarItem = custom
        #expect(custom.title == "Start")  // no title of its own: the controller's
    }

    @Test func itemInitialisers() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let image = UIImage(size: CGSize(width: 25, height: 25))
        let item = UITabBarItem(title: "Mail", image: image, selectedImage: nil)
        #expect(item.title == "Mail" && item.image === image && item.selectedImage === image)
        item.badgeValue = "3"
        #expect(item.badgeValue == "3")
        let system = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
        #expect(system.title == "Favorites" && system.tag == 4 && system.systemItem == .favorites)
    }

    @Test func tabBarItems_areTheChildrensItems_inOrder_andFollowReplacement() {
        let f = TabFixture()
        #expect(f.tabBarController.tabBar.items?.map(\.title) == ["A", "B", "C"])
        let replacement = UITabBarItem(title: "Bee", image: nil, tag: 0)
        f["B"].tabBarItem = replacement
        #expect(f.tabBarController.tabBar.items?[1] === replacement)
        #expect(f.host.view(label: "Bee") != nil)
    }

    @Test func tabBar_sitsAtTheBottom_49PlusTheBottomInset_rule10_12() {
        let f = TabFixture()
        let bar = f.tabBarController.tabBar
        #expect(bar.superview === f.tabBarController.view)
        #expect(bar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        // Three buttons share the top 49 points.
        let button = f.host.view(label: "B")
        #expect(button?.frame == CGRect(x: 130, y: 0, width: 130, height: 49))
        #expect(f.tabBarController.view.subviews.last === bar)  // in front of the tab
    }

    @Test func selectedTab_fillsTheView_andTheBarAddsToItsBottomSafeArea_rule10_6() {
        let f = TabFixture()
        let child = f["A"].view!
        #expect(child.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        let guideFrame = child.safeAreaLayoutGuide.layoutFrame
        #expect(guideFrame.maxY == 761)
        // The next tab gets the same geometry.
        f.tabBarController.selectedIndex = 1
        f.host.runUntilIdle()
        #expect(f["B"].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(f["B"].view.safeAreaInsets.bottom == 83)
    }

    @Test func aHiddenBar_coversNothing() {
        let f = TabFixture()
        f.tabBarController.tabBar.isHidden = true
        #expect(f["A"].view.safeAreaInsets.bottom == 34)
    }

    @Test func additionalSafeAreaInsets_addOnTopOfTheBar_rule10_6() {
        let f = TabFixture()
        f["A"].additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        #expect(f["A"].view.safeAreaInsets.bottom == 93)
    }

    /// 49 points plus the 21-point bottom inset of a landscape iPhone 14, at the bottom of
    /// 844 × 390 (portrait: 49 + 34 at the bottom of 390 × 844).
    @Test func landscape_barFollowsTheNewSize() {
        let f = TabFixture()
        #expect(f.tabBarController.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        #expect(f.host.rotate(to: .landscapeRight))
        #expect(f.tabBarController.tabBar.frame == CGRect(x: 0, y: 320, width: 844, height: 70))
        #expect(f["A"].view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(f["A"].view.safeAreaInsets.bottom == 70)
    }
}
