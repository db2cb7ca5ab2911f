import Testing
import UIKitTesting

/// The navigation controller's toolbar: hidden by default, the top controller's
/// `toolbarItems` as tappable views, flexible and fixed spaces, and the bottom safe area
/// it covers (UIKIT-SEMANTICS 10.6, 10.12). Toolbar heights: 49 on an iPhone with a home
/// indicator, 44 with a home button, 32 in compact height, 50 on an iPad.
@Suite @MainActor struct NavigationToolbarTests {
    /// A (toolbar items given) in a navigation controller on `device`, toolbar shown.
    private func showing(_ items: [UIBarButtonItem], device: ViewControllerKit.DeviceProfile = .iPhone14,
                         orientation: UIInterfaceOrientation = .portrait) -> (HeadlessHost, UINavigationController, UIViewController) {
        let host = HeadlessHost(device: device, orientation: orientation)
        let a = UIViewController()
        a.toolbarItems = items
        let nav = UINavigationController(rootViewController: a)
        nav.setToolbarHidden(false, animated: false)
        host.show(nav)
        return (host, nav, a)
    }

    @Test func hiddenByDefault_thenShownAboveTheHomeIndicator_coveringTheChildsBottom() {
        let f = NavigationFixture()
        #expect(f.nav.isToolbarHidden)
        #expect(f.nav.toolbar.isHidden)
        #expect(f.nav.toolbar.superview === f.nav.view)
        #expect(f.a.view.safeAreaInsets.bottom == 34)
        f.nav.setToolbarHidden(false, animated: true)
        f.host.runUntilIdle()
        #expect(!f.nav.isToolbarHidden && !f.nav.toolbar.isHidden)
        #expect(f.nav.toolbar.frame == CGRect(x: 0, y: 761, width: 390, height: 49))
        #expect(f.a.view.safeAreaInsets.bottom == 83)
        f.nav.isToolbarHidden = true
        f.host.runUntilIdle()
        #expect(f.nav.toolbar.isHidden)
        #expect(f.a.view.safeAreaInsets.bottom == 34)
    }

    @Test func flexibleSpaces_centreAnItem_orPushItemsToTheEdges() throws {
        let (host, nav, a) = showing([.flexibleSpace(), UIBarButtonItem(systemItem: .compose), .flexibleSpace()])
        // (390 − 2 × 16 − 22) / 2 = 168 on each side.
        #expect(try #require(host.view(label: "Compose")).frame == CGRect(x: 184, y: 0, width: 22, height: 49))
        #expect(try #require(host.view(label: "Compose")).superview === nav.toolbar)
        a.toolbarItems = [UIBarButtonItem(systemItem: .edit), .flexibleSpace(), UIBarButtonItem(systemItem: .add)]
        host.runUntilIdle()
        #expect(try #require(host.view(label: "Edit")).frame == CGRect(x: 16, y: 0, width: 33, height: 49))
        #expect(try #require(host.view(label: "Add")).frame == CGRect(x: 352, y: 0, width: 22, height: 49))
        #expect(host.view(label: "Compose") == nil)
    }

    @Test func fixedSpaces_andNeighbours_areSpacedExactly() throws {
        let (host, _, a) = showing([UIBarButtonItem(title: "Edit"), .fixedSpace(20), UIBarButtonItem(title: "Save")])
        #expect(try #require(host.view(label: "Edit")).frame == CGRect(x: 16, y: 0, width: 33, height: 49))
        #expect(try #require(host.view(label: "Save")).frame.minX == 69)  // 16 + 33 + 20
        a.toolbarItems = [UIBarButtonItem(title: "Edit"), UIBarButtonItem(title: "Save")]
        host.runUntilIdle()
        #expect(try #require(host.view(label: "Save")).frame.minX == 57)  // 16 + 33 + 8
    }

    @Test func landscape_iPhone_compactToolbar_insideTheSafeArea() throws {
        let (host, nav, a) = showing([.flexibleSpace(), UIBarButtonItem(systemItem: .compose), .flexibleSpace()],
                                     orientation: .landscapeLeft)
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 337, width: 844, height: 32))
        // From 47 + 16 to 844 − 47 − 16: (718 − 22) / 2 = 348 each side.
        #expect(try #require(host.view(label: "Compose")).frame == CGRect(x: 411, y: 0, width: 22, height: 32))
        #expect(a.view.safeAreaInsets.bottom == 53)
    }

    @Test func iPad_andHomeButtonIPhone_heights() {
        let (padHost, pad, padChild) = showing([UIBarButtonItem(title: "Edit")], device: .iPadAir)
        #expect(pad.toolbar.frame == CGRect(x: 0, y: 1110, width: 820, height: 50))
        #expect(padChild.view.safeAreaInsets.bottom == 70)
        #expect(padHost.view(label: "Edit")?.frame == CGRect(x: 20, y: 0, width: 33, height: 50))
        let (seHost, se, seChild) = showing([UIBarButtonItem(title: "Edit")], device: .iPhoneSE)
        #expect(se.toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
        #expect(seChild.view.safeAreaInsets.bottom == 44)
        #expect(seHost.view(label: "Edit")?.frame == CGRect(x: 16, y: 0, width: 33, height: 44))
    }

    @Test func toolbar_followsRotation() {
        let (host, nav, a) = showing([UIBarButtonItem(title: "Edit")])
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 761, width: 390, height: 49))
        host.rotate(to: .landscapeRight)
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 337, width: 844, height: 32))
        #expect(a.view.safeAreaInsets.bottom == 53)
        host.rotate(to: .portrait)
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 761, width: 390, height: 49))
        #expect(a.view.safeAreaInsets.bottom == 83)
    }

    @Test func tappingAToolbarItem_runsItsAction() throws {
        var fired = 0
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Archive") { _ in fired += 1 })
        let (host, _, _) = showing([.flexibleSpace(), item])
        try host.tap(label: "Archive")
        #expect(fired == 1)
    }

    @Test func items_followTheTopController() throws {
        let (host, nav, a) = showing([UIBarButtonItem(title: "Edit")])
        let b = UIViewController()
        b.toolbarItems = [UIBarButtonItem(title: "Save")]
        nav.pushViewController(b, animated: true)
        host.runUntilIdle()
        #expect(nav.toolbar.items?.map(\.title) == ["Save"])
        #expect(host.view(label: "Save")?.superview === nav.toolbar && host.view(label: "Edit") == nil)
        b.setToolbarItems([UIBarButtonItem(title: "Send")], animated: true)
        host.runUntilIdle()
        #expect(nav.toolbar.items?.map(\.title) == ["Send"])
        // Changing a controller that is not on top changes nothing on screen.
        a.toolbarItems = [UIBarButtonItem(title: "Delete")]
        #expect(nav.toolbar.items?.map(\.title) == ["Send"])
        nav.popViewController(animated: false)
        host.runUntilIdle()
        #expect(nav.toolbar.items?.map(\.title) == ["Delete"])
    }

    @Test func hidesBottomBarWhenPushed_hidesTheToolbar_whileThatControllerIsOnTop() {
        let (host, nav, a) = showing([UIBarButtonItem(title: "Edit")])
        let b = UIViewController()
        b.hidesBottomBarWhenPushed = true
        nav.pushViewController(b, animated: true)
        host.runUntilIdle()
        #expect(nav.toolbar.isHidden)
        #expect(!nav.isToolbarHidden)
        #expect(b.view.safeAreaInsets.bottom == 34)
        nav.popViewController(animated: true)
        host.runUntilIdle()
        #expect(!nav.toolbar.isHidden)
        #expect(a.view.safeAreaInsets.bottom == 83)
    }

    @Test func poppedControllersToolbarItems_andViews_areDeallocated() throws {
        let (host, nav, _) = showing([UIBarButtonItem(title: "Edit")])
        weak var weakItem: UIBarButtonItem?
        weak var weakView: UIView?
        do {
            let b = UIViewController()
            let item = UIBarButtonItem(title: "Save")
            b.toolbarItems = [item]
            nav.pushViewController(b, animated: false)
            host.runUntilIdle()
            weakItem = item
            weakView = host.view(label: "Save")
        }
        #expect(weakView != nil)
        nav.popViewController(animated: false)
        host.runUntilIdle()
        #expect(weakItem == nil)
        #expect(weakView == nil)
    }
}
