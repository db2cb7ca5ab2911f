import Testing
import UIKitTesting

/// `show` and `showDetailViewController` in a split view controller (UIKIT-SEMANTICS 7.3–7.6).
@Suite @MainActor struct SplitViewShowTests {
    @Test func showDetailExpanded_replacesTheSecondary_rule7_4() {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        let nav = UINavigationController(rootViewController: a)
        let b = TracingViewController("B", trace: trace)
        let split = UISplitViewController()
        split.viewControllers = [nav, b]
        host.show(split)
        host.runUntilIdle()
        trace.take()
        let c = TracingViewController("C", trace: trace)
        a.showDetailViewController(c, sender: nil)   // from a descendant: the nearest split
        #expect(split.viewControllers == [nav, c])
        #expect(nav.viewControllers == [a])
        #expect(b.parent == nil && c.parent === split)
        #expect(c.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(trace.take() == [
            "B.willMove(toParent: nil)",
            "C.willMove(toParent: UISplitViewController)",
            "C.loadView", "C.viewDidLoad",
            "C.viewWillAppear(false) movingToParent",
            "B.viewWillDisappear(false) movingFromParent",
            "B.viewDidDisappear(false) movingFromParent",
            "C.viewIsAppearing(false)",
            "C.viewDidAppear(false) movingToParent",
            "B.didMove(toParent: nil)",
            "C.didMove(toParent: UISplitViewController)",
        ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test func showDetailCollapsed_pushesOntoTheNavigationPrimary_rule7_4() {
        let host = HeadlessHost(device: .iPhone14)
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        let nav = UINavigationController(rootViewController: a)
        let split = UISplitViewController()
        split.viewControllers = [nav, UIViewController()]
        host.show(split)
        host.runUntilIdle()
        #expect(split.isCollapsed)
        nav.popToRootViewController(animated: false)
        host.runUntilIdle()
        trace.take()
        let c = TracingViewController("C", trace: trace)
        a.showDetailViewController(c, sender: nil)
        host.runUntilIdle()
        #expect(split.viewControllers == [nav])
        #expect(nav.viewControllers == [a, c])
        #expect(trace.take() == [
            "C.willMove(toParent: UINavigationController)",
            "C.loadView", "C.viewDidLoad",
            "A.viewWillDisappear(true)",
            "C.viewWillAppear(true) movingToParent",
            "C.viewIsAppearing(true)",
            "A.viewDidDisappear(true)",
            "C.viewDidAppear(true) movingToParent",
            "C.didMove(toParent: UINavigationController)",
        ])
        #expect(host.diagnostics.isEmpty)
    }

    /// An iPad Air in landscape showing an expanded split of traced A | B, with a traced
    /// delegate.
    @MainActor struct ExpandedSplit {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        let trace = TraceRecorder()
        let split = UISplitViewController()
        let delegate: TracingSplitDelegate
        let a: TracingViewController
        let b: TracingViewController

        init() {
            delegate = TracingSplitDelegate(trace: trace)
            split.delegate = delegate
            a = TracingViewController("A", trace: trace)
            b = TracingViewController("B", trace: trace)
            split.viewControllers = [a, b]
            host.show(split)
        }
    }

    @Test func showDetailOfTheCurrentSecondary_isANoOp_rule7_6() {
        let s = ExpandedSplit()
        s.trace.take()
        s.split.showDetailViewController(s.b, sender: nil)
        #expect(s.split.viewControllers == [s.a, s.b])
        #expect(s.trace.take().isEmpty)
    }

    @Test func delegateHandlingShowDetail_stopsTheSplit_rule7_6() {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        let trace = TraceRecorder()
        let split = UISplitViewController()
        let delegate = TracingSplitDelegate(trace: trace)
        delegate.showDetailHandled = true
        split.delegate = delegate
        let a = UIViewController()
        let b = UIViewController()
        split.viewControllers = [a, b]
        host.show(split)
        let c = TracingViewController("C", trace: trace)
        trace.take()
        split.showDetailViewController(c, sender: nil)
        #expect(split.viewControllers == [a, b])
        #expect(c.parent == nil)
        #expect(trace.take() == ["delegate.showDetail(C)"])
    }

    @Test func showExpanded_replacesThePrimary_rule7_5() {
        let s = ExpandedSplit()
        s.host.runUntilIdle()
        s.trace.take()
        let p = TracingViewController("P", trace: s.trace)
        s.b.show(p, sender: nil)   // no navigation controller above B: the split's show
        #expect(s.split.viewControllers == [p, s.b])
        #expect(s.a.parent == nil && p.parent === s.split)
        #expect(p.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(s.trace.take() == [
            "delegate.show(P)",
            "A.willMove(toParent: nil)",
            "P.willMove(toParent: UISplitViewController)",
            "P.loadView", "P.viewDidLoad",
            "P.viewWillAppear(false) movingToParent",
            "A.viewWillDisappear(false) movingFromParent",
            "A.viewDidDisappear(false) movingFromParent",
            "P.viewIsAppearing(false)",
            "P.viewDidAppear(false) movingToParent",
            "A.didMove(toParent: nil)",
            "P.didMove(toParent: UISplitViewController)",
        ])
        #expect(s.host.diagnostics.isEmpty)
    }

    @Test func showFromInsideANavigationPrimary_pushes_rule7_3() {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let b = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [nav, b]
        host.show(split)
        let c = UIViewController()
        a.show(c, sender: nil)
        host.runUntilIdle()
        #expect(nav.viewControllers == [a, c])
        #expect(split.viewControllers == [nav, b])
        #expect(c.splitViewController === split)
    }

    @Test func showDetailWithoutASplit_stillPresents_rule7_4() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.show(root)
        let detail = UIViewController()
        root.showDetailViewController(detail, sender: nil)
        host.runUntilIdle()
        #expect(root.presentedViewController === detail)
    }
}
