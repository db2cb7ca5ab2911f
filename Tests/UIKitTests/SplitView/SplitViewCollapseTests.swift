import Testing
import UIKitTesting

/// Collapsing and expanding with the delegate and the primary (UIKIT-SEMANTICS 8.2–8.4).
@Suite @MainActor struct SplitViewCollapseTests {
    /// An expanded split inside a plain parent on an iPad: `[nav(A), B]`, settled.
    private func makeExpanded(trace: TraceRecorder)
        -> (HeadlessHost, UIViewController, UISplitViewController, UINavigationController,
            TracingViewController, TracingViewController) {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        let split = UISplitViewController()
        let a = TracingViewController("A", trace: trace)
        let nav = UINavigationController(rootViewController: a)
        let b = TracingViewController("B", trace: trace)
        split.viewControllers = [nav, b]
        let parent = embed(split, in: host)
        host.runUntilIdle()
        trace.take()
        return (host, parent, split, nav, a, b)
    }

    @Test func compactOverride_collapsesAndPushesTheSecondary_rule8_2_rule8_3() {
        let trace = TraceRecorder()
        let (host, parent, split, nav, a, b) = makeExpanded(trace: trace)
        let delegate = TracingSplitDelegate(trace: trace)
        split.delegate = delegate
        #expect(!split.isCollapsed && split.viewControllers == [nav, b])
        setWidthClass(.compact, of: split, in: parent)
        host.runUntilIdle()
        #expect(split.isCollapsed)
        #expect(split.viewControllers == [nav])
        #expect(nav.viewControllers == [a, b])
        #expect(b.parent === nav)
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
        #expect(trace.take().filter { !$0.contains("traitCollection") && !$0.contains("willTransition") } == [
            "delegate.primaryForCollapsing",
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear(false) movingFromParent",
            "B.viewDidDisappear(false) movingFromParent",
            "B.didMove(toParent: nil)",
            "delegate.collapse(B onto UINavigationController)",
            "B.willMove(toParent: UINavigationController)",
            "A.viewWillDisappear(false)",
            "B.viewWillAppear(false) movingToParent",
            "B.viewIsAppearing(false)",
            "A.viewDidDisappear(false)",
            "B.viewDidAppear(false) movingToParent",
            "B.didMove(toParent: UINavigationController)",
        ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test func regularAgain_separatesThePoppedTop_rule8_4() {
        let trace = TraceRecorder()
        let (host, parent, split, nav, a, b) = makeExpanded(trace: trace)
        setWidthClass(.compact, of: split, in: parent)
        host.runUntilIdle()
        let delegate = TracingSplitDelegate(trace: trace)
        split.delegate = delegate
        trace.take()
        setWidthClass(.regular, of: split, in: parent)
        host.runUntilIdle()
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.viewControllers == [nav, b])
        #expect(nav.viewControllers == [a])
        #expect(b.parent === split)
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(b.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(trace.take().filter { !$0.contains("traitCollection") && !$0.contains("willTransition") } == [
            "delegate.separate(from UINavigationController)",
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear(false) movingFromParent",
            "A.viewWillAppear(false)",
            "A.viewIsAppearing(false)",
            "B.viewDidDisappear(false) movingFromParent",
            "A.viewDidAppear(false)",
            "B.didMove(toParent: nil)",
            "B.willMove(toParent: UISplitViewController)",
            "B.viewWillAppear(false) movingToParent",
            "B.viewIsAppearing(false)",
            "B.viewDidAppear(false) movingToParent",
            "B.didMove(toParent: UISplitViewController)",
        ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test func delegateHandlingTheCollapse_discardsTheSecondary_rule8_3() {
        let trace = TraceRecorder()
        let (host, parent, split, nav, a, b) = makeExpanded(trace: trace)
        let delegate = TracingSplitDelegate(trace: trace)
        delegate.collapseHandled = true
        split.delegate = delegate
        setWidthClass(.compact, of: split, in: parent)
        host.runUntilIdle()
        #expect(split.viewControllers == [nav])
        #expect(nav.viewControllers == [a])
        #expect(b.parent == nil)
        #expect(trace.events(containing: "delegate") == [
            "delegate.primaryForCollapsing", "delegate.collapse(B onto UINavigationController)",
        ])
    }

    @Test func withoutDelegate_thePrimaryCollapsesAndSeparates_rule8_3_rule8_4() {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        let trace = TraceRecorder()
        let split = UISplitViewController()
        let primary = CollapsingPrimary("P", trace: trace)
        let b = TracingViewController("B", trace: trace)
        split.viewControllers = [primary, b]
        let parent = embed(split, in: host)
        trace.take()
        setWidthClass(.compact, of: split, in: parent)
        #expect(split.viewControllers == [primary])
        #expect(trace.events(containing: "Secondary") == ["P.collapseSecondary"])
        #expect(b.parent == nil)   // a plain primary's no-op: the secondary is discarded
        trace.take()
        let detail = TracingViewController("D", trace: trace)
        primary.separateResult = detail
        setWidthClass(.regular, of: split, in: parent)
        #expect(trace.events(containing: "Secondary") == ["P.separateSecondary"])
        #expect(split.viewControllers == [primary, detail])
        #expect(detail.parent === split)
        #expect(detail.view.superview === split.view)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func delegateChoosesTheRemainingPrimaryAndTheSeparatedSecondary_rule8_3_rule8_4() {
        let trace = TraceRecorder()
        let (host, parent, split, nav, _, b) = makeExpanded(trace: trace)
        let delegate = TracingSplitDelegate(trace: trace)
        let other = TracingViewController("Other", trace: trace)
        delegate.primaryForCollapsing = other
        delegate.collapseHandled = true
        split.delegate = delegate
        setWidthClass(.compact, of: split, in: parent)
        #expect(split.viewControllers == [other])
        #expect(nav.parent == nil && b.parent == nil)
        #expect(other.view.superview === split.view)
        let fresh = TracingViewController("Fresh", trace: trace)
        delegate.separated = fresh
        trace.take()
        setWidthClass(.regular, of: split, in: parent)
        #expect(split.viewControllers == [other, fresh])
        #expect(trace.events(containing: "delegate") == ["delegate.separate(from Other)"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test func iPadAirVersusIPhone14_rule8_2() {
        for (device, collapsed) in [(ViewControllerKit.DeviceProfile.iPadAir, false), (.iPhone14, true)] {
            let host = HeadlessHost(device: device)
            let split = UISplitViewController()
            split.viewControllers = [UINavigationController(rootViewController: UIViewController()), UIViewController()]
            host.show(split)
            #expect(split.isCollapsed == collapsed)
            #expect(split.viewControllers.count == (collapsed ? 1 : 2))
            #expect(split.displayMode != .automatic)
        }
    }

    @Test func settingViewControllersWhileCollapsed_collapsesTheNewSecondary_rule8_1_rule8_3() {
        let host = HeadlessHost(device: .iPhone14)
        let split = UISplitViewController()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        split.viewControllers = [UINavigationController(rootViewController: UIViewController())]
        host.show(split)
        #expect(split.isCollapsed)
        let detail = UIViewController()
        split.viewControllers = [nav, detail]
        host.runUntilIdle()
        #expect(split.viewControllers == [nav])
        #expect(nav.viewControllers == [root, detail])
        #expect(nav.view.superview === split.view)
        #expect(host.diagnostics.isEmpty)
    }
}
