import Testing
import UIKitTesting

/// Columns, collapsed state and display mode (UIKIT-SEMANTICS 8.1, 8.2, 8.5, 8.7).
@Suite @MainActor struct SplitViewLayoutTests {
    @Test func expandedOnALandscapeIPad_showsBothColumnsBesideEachOther_rule8_1() {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        let trace = TraceRecorder()
        let split = TracingSplitViewController(trace: trace)
        let a = TracingViewController("A", trace: trace)
        let b = TracingViewController("B", trace: trace)
        split.viewControllers = [a, b]
        #expect(trace.take() == [
            "A.willMove(toParent: TracingSplitViewController)",
            "B.willMove(toParent: TracingSplitViewController)",
            "A.didMove(toParent: TracingSplitViewController)",
            "B.didMove(toParent: TracingSplitViewController)",
        ])
        host.show(split)
        host.runUntilIdle()
        #expect(split.viewControllers == [a, b])
        #expect(!split.isCollapsed)
        #expect(split.preferredDisplayMode == .automatic)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(b.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        // Added while the split was off screen, the children appear with it because they
        // were added: `isMovingToParent` (3.13), as a tab bar's first tab or a navigation root.
        #expect(trace.events(containing: "Appear") == [
            "Split.viewWillAppear(false)",
            "A.viewWillAppear(false) movingToParent",
            "B.viewWillAppear(false) movingToParent",
            "A.viewIsAppearing(false)",
            "B.viewIsAppearing(false)",
            "Split.viewDidAppear(false)",
            "A.viewDidAppear(false) movingToParent",
            "B.viewDidAppear(false) movingToParent",
        ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test func bothChildrenAreRealChildren_rule8_7() {
        let split = UISplitViewController()
        let a = UIViewController()
        let b = UIViewController()
        split.viewControllers = [a, b]
        #expect(split.children == [a, b])
        #expect(a.parent === split && b.parent === split)
        #expect(a.splitViewController === split && b.splitViewController === split)
    }

    @Test func portraitIPad_automaticHidesThePrimary_rule8_5() {
        let host = HeadlessHost(device: .iPadAir)
        let trace = TraceRecorder()
        let split = TracingSplitViewController(trace: trace)
        let a = TracingViewController("A", trace: trace)
        let b = TracingViewController("B", trace: trace)
        split.viewControllers = [a, b]
        host.show(split)
        host.runUntilIdle()
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .secondaryOnly)
        #expect(split.viewControllers == [a, b])
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
        #expect(trace.events(containing: "Appear") == [
            "Split.viewWillAppear(false)", "B.viewWillAppear(false) movingToParent", "B.viewIsAppearing(false)",
            "Split.viewDidAppear(false)", "B.viewDidAppear(false) movingToParent",
        ])
    }

    @Test func preferredDisplayMode_overlayAndBeside_rule8_5() {
        let host = HeadlessHost(device: .iPadAir)
        let trace = TraceRecorder()
        let split = UISplitViewController()
        let a = TracingViewController("A", trace: trace)
        let b = TracingViewController("B", trace: trace)
        split.viewControllers = [a, b]
        host.show(split)
        host.runUntilIdle()
        trace.take()
        split.preferredDisplayMode = .oneOverSecondary
        #expect(split.displayMode == .oneOverSecondary)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
        #expect(split.view.subviews.last === a.view)
        #expect(trace.take() == [
            "A.loadView", "A.viewDidLoad",
            "A.viewWillAppear(false)", "A.viewIsAppearing(false)", "A.viewDidAppear(false)",
        ])
        split.preferredDisplayMode = .oneBesideSecondary
        #expect(b.view.frame == CGRect(x: 320, y: 0, width: 500, height: 1180))
        #expect(trace.take().isEmpty)
        split.preferredDisplayMode = .secondaryOnly
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(trace.take() == ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test func iPhone_isCollapsedWithOneEntry_rule8_1_rule8_2() {
        let host = HeadlessHost(device: .iPhone14)
        let trace = TraceRecorder()
        let split = TracingSplitViewController(trace: trace)
        let a = TracingViewController("A", trace: trace)
        let nav = UINavigationController(rootViewController: a)
        let b = TracingViewController("B", trace: trace)
        split.viewControllers = [nav, b]
        #expect(!split.isCollapsed)   // starts expanded (8.2)
        trace.take()
        host.show(split)
        host.runUntilIdle()
        #expect(split.isCollapsed)
        #expect(split.viewControllers == [nav])
        #expect(nav.viewControllers == [a, b])
        #expect(b.parent === nav && b.splitViewController === split)
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // The split first; B (the navigation controller's new top) appears once, as
        // pushed. A never appears. (The navigation controller installs its top inside its
        // own viewWillAppear, so B's callbacks all run within it.)
        let appearance = trace.events(containing: "Appear")
        #expect(appearance.first == "Split.viewWillAppear(false)")
        #expect(appearance.filter { $0.hasPrefix("B.") } == [
            "B.viewWillAppear(false) movingToParent", "B.viewIsAppearing(false)",
            "B.viewDidAppear(false) movingToParent",
        ])
        #expect(!appearance.contains { $0.hasPrefix("A.") })
        #expect(host.diagnostics.isEmpty)
    }

    @Test func rotatingAnIPhone_staysCollapsed_rule8_2() {
        let host = HeadlessHost(device: .iPhone14)
        let split = UISplitViewController()
        let nav = UINavigationController(rootViewController: UIViewController())
        split.viewControllers = [nav, UIViewController()]
        host.show(split)
        host.runUntilIdle()
        #expect(host.rotate(to: .landscapeLeft))
        host.runUntilIdle()
        #expect(split.isCollapsed)
        #expect(split.viewControllers == [nav])
        #expect(nav.viewControllers.count == 2)
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test func rotatingAnIPad_switchesTheAutomaticMode_rule8_5() {
        let host = HeadlessHost(device: .iPadAir)
        let trace = TraceRecorder()
        let split = UISplitViewController()
        let a = TracingViewController("A", trace: trace)
        let b = TracingViewController("B", trace: trace)
        split.viewControllers = [a, b]
        host.show(split)
        host.runUntilIdle()
        trace.take()
        #expect(host.rotate(to: .landscapeLeft))
        host.runUntilIdle()
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(a.view.superview === split.view)
        #expect(b.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(trace.events(containing: "Appear") == [
            "A.viewWillAppear(false)", "A.viewIsAppearing(false)", "A.viewDidAppear(false)",
        ])
    }
}
