import Testing
import UIKitTesting

/// User taps on the tab bar and the delegate (UIKIT-SEMANTICS 5.4, 5.5). Taps go through
/// real touch delivery and hit-testing: `host.tap(label:)` finds the tab button by its
/// accessibility label, the item's title.
@Suite @MainActor struct TabBarInteractionTests {
    @Test func userTap_asksShouldSelect_switches_thenDidSelect_rule5_4() throws {
        let f = TabFixture()
        let delegate = RecordingTabBarDelegate(trace: f.trace)
        f.tabBarController.delegate = delegate
        try f.host.tap(label: "B")
        #expect(f.trace.take() == [
            "delegate.shouldSelect(B)",
            "B.loadView", "B.viewDidLoad",
            "B.viewWillAppear(false)",
            "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
            "B.viewIsAppearing(false)", "B.viewDidAppear(false)",
            "delegate.didSelect(B)",
        ])
        #expect(f.tabBarController.selectedIndex == 1)
        #expect(f.tabBarController.tabBar.selectedItem === f["B"].tabBarItem)
    }

    @Test func programmaticChanges_neverCallTheDelegate_rule5_4() {
        let f = TabFixture()
        let delegate = RecordingTabBarDelegate(trace: f.trace)
        f.tabBarController.delegate = delegate
        f.tabBarController.selectedIndex = 1
        f.tabBarController.selectedViewController = f["C"]
        f.tabBarController.viewControllers = [f["A"], f["B"]]
        f.tabBarController.setViewControllers([f["B"]], animated: true)
        #expect(f.trace.events(containing: "delegate").isEmpty)
    }

    @Test func shouldSelectFalse_keepsTheCurrentTab_andSkipsDidSelect_rule5_5() throws {
        let f = TabFixture()
        let delegate = RecordingTabBarDelegate(trace: f.trace)
        delegate.allows = { ($0 as? TracingViewController)?.name != "C" }
        f.tabBarController.delegate = delegate
        try f.host.tap(label: "C")
        #expect(f.trace.take() == ["delegate.shouldSelect(C)"])
        #expect(f.tabBarController.selectedViewController === f["A"])
        #expect(f.tabBarController.tabBar.selectedItem === f["A"].tabBarItem)
        #expect(!f["C"].isViewLoaded)
    }

    @Test func tappingTheSelectedTab_stillCallsDidSelect_rule5_5() throws {
        let f = TabFixture()
        let delegate = RecordingTabBarDelegate(trace: f.trace)
        f.tabBarController.delegate = delegate
        try f.host.tap(label: "A")
        #expect(f.trace.take() == ["delegate.shouldSelect(A)", "delegate.didSelect(A)"])
        #expect(f.tabBarController.selectedIndex == 0)
    }

    @Test func withoutADelegate_aTapSwitches_rule5_4() throws {
        let f = TabFixture()
        try f.host.tap(label: "C")
        #expect(f.tabBarController.selectedViewController === f["C"])
    }

    @Test func delegate_isWeak() {
        let f = TabFixture()
        weak var weakDelegate: RecordingTabBarDelegate?
        do {
            let delegate = RecordingTabBarDelegate(trace: f.trace)
            weakDelegate = delegate
            f.tabBarController.delegate = delegate
        }
        #expect(weakDelegate == nil)
        #expect(f.tabBarController.delegate == nil)
    }

    @Test func tabButtons_areLabelledWithTheItemTitle_andFollowTitleChanges_rule4_14() throws {
        let f = TabFixture()
        f["B"].title = "Inbox"
        #expect(f.host.view(label: "B") == nil)
        try f.host.tap(label: "Inbox")
        #expect(f.tabBarController.selectedViewController === f["B"])
    }

    @Test func aStandaloneTabBar_tellsItsDelegate() throws {
        let host = HeadlessHost()
        final class Recorder: UITabBarDelegate {
            var selected: [String?] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title) }
        }
        let bar = UITabBar(frame: CGRect(x: 0, y: 300, width: 390, height: 49))
        let one = UITabBarItem(title: "One", image: nil, tag: 1)
        let two = UITabBarItem(title: "Two", image: nil, tag: 2)
        bar.items = [one, two]
        let recorder = Recorder()
        bar.delegate = recorder
        let root = UIViewController()
        host.show(root)
        root.view.addSubview(bar)
        host.runUntilIdle()
        try host.tap(label: "Two")
        #expect(recorder.selected == ["Two"])
        #expect(bar.selectedItem === two)
    }
}
