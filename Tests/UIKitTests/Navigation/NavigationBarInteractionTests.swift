import Testing
import UIKitTesting

/// Tapping the navigation bar's views through the real hit-test path: the back button pops
/// (UIKIT-SEMANTICS 4.4, 4.13), bar button items run their actions, and the bar's contents
/// follow the stack and the items (4.15, 4.16).
@Suite @MainActor struct NavigationBarInteractionTests {
    @Test func tappingBack_popsAnimated_exactTrace_rule4_4_rule4_13() throws {
        let f = NavigationFixture()
        f.a.title = nil   // an untitled item below: the back button says "Back" (4.15)
        let delegate = TracingNavigationDelegate(trace: f.trace)
        f.nav.delegate = delegate
        let b = f.make("B")
        f.nav.pushViewController(b, animated: false)
        f.host.runUntilIdle()
        f.trace.take()

        try f.host.tap(label: "Back")
        // The stack changed at once; the did-callbacks wait for the 0.35-s animation.
        #expect(f.nav.viewControllers == [f.a])
        #expect(f.trace.take() == [
            "B.willMove(toParent: nil)",
            "delegate.willShow(A, true)",
            "B.viewWillDisappear(true) movingFromParent",
            "A.viewWillAppear(true)",
            "A.viewIsAppearing(true)",
        ])
        f.host.advance(by: ViewControllerKit.NavigationTiming.duration)
        #expect(f.trace.take() == [
            "B.viewDidDisappear(true) movingFromParent",
            "A.viewDidAppear(true)",
            "delegate.didShow(A, true)",
            "B.didMove(toParent: nil)",
        ])
        #expect(b.parent == nil)
        #expect(f.host.view(identifier: "BackButton") == nil)
    }

    @Test func backButton_isLabelledWithItsTitle_andIdentifiedAsBackButton_rule4_15() throws {
        let f = BarFixture()
        #expect(f.backButton?.accessibilityLabel == "Inbox")
        #expect(f.host.view(label: "Back") == nil)
        try f.host.tap(label: "Inbox")
        f.host.runUntilIdle()
        #expect(f.nav.viewControllers == [f.a])

        let g = BarFixture()
        try g.host.tap(identifier: "BackButton")
        g.host.runUntilIdle()
        #expect(g.nav.viewControllers == [g.a])
    }

    @Test func backButton_goesThroughAnOverriddenPop() throws {
        let host = HeadlessHost()
        let nav = CountingPopNavigationController(rootViewController: UIViewController())
        host.show(nav)
        nav.pushViewController(UIViewController(), animated: false)
        host.runUntilIdle()
        try host.tap(label: "Back")
        #expect(nav.pops == [true])
    }

    @Test func shouldPop_inASubclassAdoptingTheBarDelegate_canRefuseTheBackButton() throws {
        let host = HeadlessHost()
        let nav = GuardedNavigationController(rootViewController: UIViewController())
        host.show(nav)
        nav.pushViewController(UIViewController(), animated: false)
        host.runUntilIdle()
        nav.allowsPop = false
        try host.tap(label: "Back")
        host.runUntilIdle()
        #expect(nav.viewControllers.count == 2)
        #expect(nav.asked.count == 1 && nav.asked.first === nav.navigationBar.topItem)
        nav.allowsPop = true
        try host.tap(label: "Back")
        host.runUntilIdle()
        #expect(nav.viewControllers.count == 1)
    }

    @Test func managedBar_refusesDelegateAndDirectItemChanges() {
        let f = NavigationFixture()
        let bar = f.nav.navigationBar
        f.host.expectException(containing: "on a UINavigationBar managed by a controller") {
            bar.delegate = RecordingBarDelegate()
            bar.pushItem(UINavigationItem(title: "X"), animated: false)
            #expect(bar.popItem(animated: false) == nil)
            bar.setItems([], animated: false)
        }
        #expect(f.host.takeDiagnostics().map(\.message) == [
            "Cannot manually set the delegate on a UINavigationBar managed by a controller.",
            "Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller.",
            "Cannot call popNavigationItemAnimated: directly on a UINavigationBar managed by a controller.",
            "Cannot call setItems:animated: directly on a UINavigationBar managed by a controller.",
        ])
        #expect(bar.items?.count == 1 && bar.topItem === f.a.navigationItem)
        #expect(bar.delegate == nil)
    }

    @Test func standaloneBar_backButtonAsksTheDelegate_andPopsTheItem() throws {
        let host = HeadlessHost()
        let root = UIViewController()
        host.show(root)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        root.view.addSubview(bar)
        let delegate = RecordingBarDelegate()
        bar.delegate = delegate
        let first = UINavigationItem(title: "First"), second = UINavigationItem(title: "Second")
        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: false)
        host.runUntilIdle()
        try host.tap(label: "First")
        #expect(bar.items?.count == 1 && bar.topItem === first)
        #expect(delegate.calls == ["shouldPush First", "didPush First", "shouldPush Second", "didPush Second",
                                   "shouldPop Second", "didPop Second"])
        #expect(host.view(identifier: "BackButton") == nil)
    }

    @Test func tappingABarButtonItem_runsItsAction_withTheItemAsSender() throws {
        let f = BarFixture()
        try f.host.tap(label: "Settings")
        #expect(f.taps.count == 1)
        #expect(f.taps.lastSender === f.settings)
        // A disabled item's view is disabled: the tap does nothing.
        f.settings.isEnabled = false
        f.host.runUntilIdle()
        #expect((f.settingsView as? UIControl)?.isEnabled == false)
        try f.host.tap(label: "Settings")
        #expect(f.taps.count == 1)
    }

    @Test func everyPrimaryActionForm_isTappable() throws {
        let f = BarFixture()
        var fired: [String] = []
        f.b.navigationItem.leftBarButtonItems = [
            UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in fired.append("cancel") }, menu: nil),
            UIBarButtonItem(primaryAction: UIAction(title: "Share") { _ in fired.append("share") }),
        ]
        f.b.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in fired.append("add") }),
            UIBarButtonItem(title: "Ignored", image: nil, primaryAction: UIAction(title: "Sort") { _ in fired.append("sort") },
                            menu: UIMenu(title: "Order", children: [UIAction(title: "Name") { _ in }])),
        ]
        f.host.runUntilIdle()
        for label in ["Cancel", "Share", "Add", "Sort"] { try f.host.tap(label: label) }
        #expect(fired == ["cancel", "share", "add", "sort"])
    }

    @Test func primaryAction_takesPrecedenceOverTitleAndImage_exceptForSystemItems() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let gear = UIImage(size: CGSize(width: 20, height: 20), name: "gear")
        let item = UIBarButtonItem(title: "Ignored", image: gear, primaryAction: UIAction(title: "Save") { _ in })
        #expect(item.title == "Save" && item.image == nil)
        #expect(UIBarButtonItem(title: "Untitled action", primaryAction: UIAction { _ in }).title == "")
        let plain = UIBarButtonItem(title: "Old")
        plain.primaryAction = UIAction(title: "New", image: gear) { _ in }
        #expect(plain.title == "New" && plain.image === gear)
        let system = UIBarButtonItem(systemItem: .done, primaryAction: UIAction(title: "Finish") { _ in })
        #expect(system.title == "Done")
        system.primaryAction = UIAction(title: "Finish") { _ in }
        #expect(system.title == "Done")
    }

    @Test func customViewItem_receivesTheTouchItself() throws {
        let f = BarFixture()
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Filter") { _ in taps += 1 })
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        f.b.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: button)
        f.host.runUntilIdle()
        try f.host.tap(label: "Filter")
        #expect(taps == 1)
        #expect(f.settingsView == nil)
    }

    @Test func editButtonItem_togglesEditing_andRetitles() throws {
        let f = BarFixture()
        f.b.navigationItem.rightBarButtonItem = f.b.editButtonItem
        f.host.runUntilIdle()
        try f.host.tap(label: "Edit")
        #expect(f.b.isEditing)
        #expect(f.b.editButtonItem.title == "Done" && f.b.editButtonItem.style == .done)
        #expect(f.host.view(label: "Edit") == nil)
        try f.host.tap(label: "Done")
        #expect(!f.b.isEditing)
        #expect(f.host.view(label: "Edit") != nil)
    }

    @Test func contents_followTheStack_pushAndPop_rule4_16() {
        let f = BarFixture()
        let c = TracingViewController("C", trace: f.trace)
        c.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save")
        f.nav.pushViewController(c, animated: true)
        // The bar shows the new top at once, during the push; the leaving title only fades
        // out in a stand-in label (NavigationTitleCrossFadeTests).
        f.host.pump()
        #expect(f.bar.controlLabels == ["Detail", "Save"])
        #expect(f.bar.label("C") != nil)
        #expect(f.bar.label("Detail")?.accessibilityIdentifier == "navigation-bar-leaving-title")
        f.host.runUntilIdle()
        #expect(f.bar.controlLabels == ["Detail", "Save"])
        #expect(f.bar.label("Detail") == nil)
        f.nav.popViewController(animated: true)
        f.host.pump()
        #expect(f.bar.controlLabels == ["Inbox", "Settings"])
        f.host.runUntilIdle()
        #expect(f.bar.controlLabels == ["Inbox", "Settings"])
        #expect(f.bar.label("Detail") != nil)
    }

    @Test func popDuringAPush_endsOnTheFinalStack() {
        let f = BarFixture()
        f.nav.pushViewController(TracingViewController("C", trace: f.trace), animated: true)
        f.host.advance(by: 0.1)
        f.nav.popViewController(animated: true)
        f.host.runUntilIdle()
        #expect(f.nav.topViewController === f.b)
        #expect(f.bar.controlLabels == ["Inbox", "Settings"])
        #expect(f.bar.label("Detail") != nil && f.bar.label("C") == nil)
    }

    @Test func contents_followTheItems() throws {
        let f = BarFixture()
        f.b.title = "Message"
        f.settings.title = "Options"
        f.a.title = "Mail"
        f.host.runUntilIdle()
        #expect(f.bar.label("Message") != nil)
        #expect(f.bar.controlLabels == ["Mail", "Options"])
        f.a.navigationItem.backButtonTitle = "Back to mail"
        f.host.runUntilIdle()
        #expect(f.bar.controlLabels == ["Back to mail", "Options"])
        let back = UIBarButtonItem(title: "Up")
        f.a.navigationItem.backBarButtonItem = back
        f.host.runUntilIdle()
        #expect(f.bar.controlLabels == ["Up", "Options"])
        back.title = "Higher"
        f.host.runUntilIdle()
        #expect(f.bar.controlLabels == ["Higher", "Options"])
        f.settings.isHidden = true
        f.host.runUntilIdle()
        #expect(f.bar.controlLabels == ["Higher"])
        f.settings.isHidden = false
        f.host.runUntilIdle()
        #expect(f.bar.controlLabels == ["Higher", "Options"])
        // The same view is kept while its item stays.
        let view = try #require(f.host.view(label: "Options"))
        f.b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close")
        f.host.runUntilIdle()
        #expect(f.host.view(label: "Options") === view)
        #expect(f.bar.controlLabels == ["Close", "Options"])
    }

    @Test func barViews_followRotation() throws {
        let f = BarFixture()
        let settings = try #require(f.settingsView)
        #expect(settings.frame == CGRect(x: 304, y: 0, width: 70, height: 44))
        f.host.rotate(to: .landscapeLeft)
        #expect(settings.frame == CGRect(x: 711, y: 0, width: 70, height: 32))
        #expect(f.backButton?.frame.minX == 55)
        f.host.rotate(to: .portrait)
        #expect(settings.frame == CGRect(x: 304, y: 0, width: 70, height: 44))
        #expect(f.backButton?.frame.minX == 8)
    }

    @Test func poppedController_andItsBarViews_areDeallocated() throws {
        let f = NavigationFixture()
        weak var weakB: UIViewController?
        weak var weakItem: UIBarButtonItem?
        weak var weakView: UIView?
        weak var weakCustom: UIView?
        weak var weakBack: UIView?
        do {
            let b = UIViewController()
            let item = UIBarButtonItem(primaryAction: UIAction(title: "Settings") { _ in })
            let custom = UIControl(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            b.navigationItem.rightBarButtonItem = item
            b.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: custom)
            b.navigationItem.leftItemsSupplementBackButton = true
            f.nav.pushViewController(b, animated: false)
            f.host.runUntilIdle()
            try f.host.tap(label: "Settings")
            (weakB, weakItem, weakCustom) = (b, item, custom)
            weakView = f.host.view(label: "Settings")
            weakBack = f.host.view(identifier: "BackButton")
        }
        #expect(weakView != nil && weakBack != nil && weakCustom?.superview === f.nav.navigationBar)
        try f.host.tap(label: "A")
        f.host.runUntilIdle()
        #expect(f.nav.viewControllers == [f.a])
        #expect(weakB == nil)
        #expect(weakItem == nil)
        #expect(weakView == nil)
        #expect(weakCustom == nil)
        #expect(weakBack == nil)
    }
}

/// Records the bar delegate's calls with the item's title.
@MainActor
final class RecordingBarDelegate: UINavigationBarDelegate {
    private(set) var calls: [String] = []
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        calls.append("shouldPush \(item.title ?? "")")
        return true
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        calls.append("didPush \(item.title ?? "")")
    }
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        calls.append("shouldPop \(item.title ?? "")")
        return true
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        calls.append("didPop \(item.title ?? "")")
    }
}

/// The iOS pattern for guarding the back button: a subclass adopting the bar delegate.
final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
    var allowsPop = true
    private(set) var asked: [UINavigationItem] = []

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        asked.append(item)
        return allowsPop
    }
}

/// Records the animated flag of every pop.
final class CountingPopNavigationController: UINavigationController {
    private(set) var pops: [Bool] = []

    override func popViewController(animated: Bool) -> UIViewController? {
        pops.append(animated)
        return super.popViewController(animated: animated)
    }
}
