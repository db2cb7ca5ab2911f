import Testing
import UIKitTesting

/// Custom containment (UIKIT-SEMANTICS 3.1–3.5, 3.9, 3.11, 3.13; seed 000 listings 5-1, 5-2).
@Suite @MainActor struct ContainmentTests {
    /// Listing 5-1: addChild, frame, addSubview, didMove.
    static func embed(_ child: UIViewController, in parent: UIViewController) {
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    /// Listing 5-2: willMove(nil), removeFromSuperview, removeFromParent.
    static func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    @Test func addChild_callsWillMoveOnly_rule3_1() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let parent = TracingViewController("P", trace: trace)
        let child = TracingViewController("C", trace: trace)
        parent.addChild(child)
        #expect(trace.events == ["C.willMove(toParent: P)"])
        #expect(child.parent === parent)
        #expect(parent.children == [child])
    }

    @Test func removeFromParent_callsDidMoveNilOnly_rule3_2() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let parent = TracingViewController("P", trace: trace)
        let child = TracingViewController("C", trace: trace)
        parent.addChild(child)
        trace.take()
        child.removeFromParent()
        #expect(trace.events == ["C.didMove(toParent: nil)"])
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
    }

    @Test func children_keepInsertionOrder_rule3_3() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let parent = UIViewController()
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        [a, b, c].forEach(parent.addChild)
        #expect(parent.children == [a, b, c])
        b.removeFromParent()
        #expect(parent.children == [a, c])
    }

    @Test func embeddingInAVisibleContainer_fullTrace_rules3_9_3_13() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let parent = TracingViewController("P", trace: trace)
        host.show(parent)
        trace.take()
        let child = TracingViewController("C", trace: trace)
        Self.embed(child, in: parent)
        #expect(trace.take() == [
            "C.willMove(toParent: P)",
            "C.loadView", "C.viewDidLoad",
            "C.viewWillAppear(false) movingToParent",
            "C.viewIsAppearing(false)",
            "C.viewDidAppear(false) movingToParent",
            "C.didMove(toParent: P)",
        ])
        Self.unembed(child)
        #expect(trace.take() == [
            "C.willMove(toParent: nil)",
            "C.viewWillDisappear(false) movingFromParent",
            "C.viewDidDisappear(false) movingFromParent",
            "C.didMove(toParent: nil)",
        ])
        #expect(!child.isMovingFromParent && !child.isMovingToParent)
    }

    @Test func containerAppearing_forwardsToChildren_containerFirst_rule3_5() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let parent = TracingViewController("P", trace: trace)
        let a = TracingViewController("A", trace: trace)
        let b = TracingViewController("B", trace: trace)
        Self.embed(a, in: parent)
        Self.embed(b, in: parent)
        let notEmbedded = TracingViewController("X", trace: trace)
        parent.addChild(notEmbedded)  // a child whose view is not in the container's view
        trace.take()
        host.show(parent)
        #expect(trace.take() == [
            "P.viewWillAppear(false)", "A.viewWillAppear(false) movingToParent", "B.viewWillAppear(false) movingToParent",
            "P.viewIsAppearing(false)", "A.viewIsAppearing(false)", "B.viewIsAppearing(false)",
            "P.viewDidAppear(false)", "A.viewDidAppear(false) movingToParent", "B.viewDidAppear(false) movingToParent",
        ])
        host.window.rootViewController = nil
        #expect(trace.take() == [
            "P.viewWillDisappear(false)", "A.viewWillDisappear(false)", "B.viewWillDisappear(false)",
            "P.viewDidDisappear(false)", "A.viewDidDisappear(false)", "B.viewDidDisappear(false)",
        ])
    }

    @Test func embeddingOutsideAWindow_sendsNoAppearance_rule3_4() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let parent = TracingViewController("P", trace: trace)
        let child = TracingViewController("C", trace: trace)
        Self.embed(child, in: parent)
        // `child.view.frame = parent.view.bounds` reads the child's view first.
        #expect(trace.events == [
            "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad",
            "P.loadView", "P.viewDidLoad", "C.didMove(toParent: P)",
        ])
    }

    @Test func movingFlags_areFalseOutsideTheCallbacks_rule2_6() {
        let host = HeadlessHost()
        let parent = UIViewController()
        host.show(parent)
        let child = UIViewController()
        parent.addChild(child)
        #expect(!child.isMovingToParent)
        child.willMove(toParent: nil)
        #expect(!child.isMovingFromParent)
        #expect(!child.isBeingPresented && !child.isBeingDismissed)
    }

    @Test func addingToAnotherParent_removesFromTheFirst() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let p1 = TracingViewController("P1", trace: trace)
        let p2 = TracingViewController("P2", trace: trace)
        let child = TracingViewController("C", trace: trace)
        p1.addChild(child)
        trace.take()
        p2.addChild(child)
        #expect(trace.events == ["C.didMove(toParent: nil)", "C.willMove(toParent: P2)"])
        #expect(p1.children.isEmpty && p2.children == [child])
    }

    @Test func addingItselfOrAnAncestor_isRejected() {
        let host = HeadlessHost()
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        host.expectException(containing: "can not be its own child") { parent.addChild(parent) }
        host.expectException(containing: "would create a cycle") { child.addChild(parent) }
        #expect(host.diagnostics.map(\.kind) == [.exception(.invalidArgumentException), .exception(.invalidArgumentException)])
        #expect(parent.children == [child] && child.children.isEmpty && parent.parent == nil)
    }

    @Test func containerAccessors_findTheNearestAncestor_rule3_11() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let split = UISplitViewController()
        let tab = UITabBarController()
        let nav = UINavigationController()
        let inner = UIViewController()
        let leaf = UIViewController()
        split.addChild(tab)
        tab.addChild(nav)
        nav.addChild(inner)
        inner.addChild(leaf)
        #expect(leaf.navigationController === nav)
        #expect(leaf.tabBarController === tab)
        #expect(leaf.splitViewController === split)
        #expect(nav.navigationController == nil)
        #expect(nav.tabBarController === tab)
        #expect(UIViewController().navigationController == nil)
    }

    @Test func preferredContentSize_changeTellsTheParent_rule3_12() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        final class Parent: UIViewController {
            var notified: [UIContentContainer] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
                notified.append(container)
            }
        }
        let parent = Parent()
        let child = UIViewController()
        parent.addChild(child)
        #expect(child.preferredContentSize == .zero)
        child.preferredContentSize = CGSize(width: 200, height: 100)
        child.preferredContentSize = CGSize(width: 200, height: 100)
        #expect(parent.notified.count == 1)
        #expect(parent.notified.first === child)
        #expect(parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 5, height: 6))
                == CGSize(width: 5, height: 6))
    }
}
