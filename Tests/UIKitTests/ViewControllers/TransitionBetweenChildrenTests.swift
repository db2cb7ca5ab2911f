import Testing
import UIKitTesting

/// `transition(from:to:duration:options:animations:completion:)` (UIKIT-SEMANTICS 3.10; seed 000 listing 5-3).
@Suite @MainActor struct TransitionBetweenChildrenTests {
    @Test func swapsViews_andOrdersAppearance_rule3_10() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let container = TracingViewController("P", trace: trace)
        host.show(container)
        let old = TracingViewController("Old", trace: trace)
        ContainmentTests.embed(old, in: container)
        let new = TracingViewController("New", trace: trace)
        trace.take()
        // Listing 5-3's bracket: willMove(nil), addChild, transition, then in completion
        // removeFromParent and didMove.
        old.willMove(toParent: nil)
        container.addChild(new)
        var completed: Bool?
        container.transition(from: old, to: new, duration: 0.25, options: [], animations: {
            new.view.frame = container.view.bounds
            old.view.frame = container.view.bounds.offsetBy(dx: -390, dy: 0)
        }, completion: { finished in
            completed = finished
            old.removeFromParent()
            new.didMove(toParent: container)
        })
        #expect(new.view.superview === container.view)
        #expect(old.view.superview === container.view)
        #expect(completed == nil)
        host.advance(by: 0.24)
        #expect(completed == nil)
        host.advance(by: 0.01)
        #expect(completed == true)
        #expect(old.viewIfLoaded?.superview == nil)
        #expect(trace.take() == [
            "Old.willMove(toParent: nil)",
            "New.willMove(toParent: P)",
            "New.loadView", "New.viewDidLoad",
            "New.viewWillAppear(true) movingToParent",
            "Old.viewWillDisappear(true) movingFromParent",
            "Old.viewDidDisappear(true) movingFromParent",
            "New.viewIsAppearing(true)",
            "New.viewDidAppear(true) movingToParent",
            "Old.didMove(toParent: nil)",
            "New.didMove(toParent: P)",
        ])
        #expect(container.children == [new])
    }

    @Test func zeroDuration_completesOnTheNextTurn() {
        let host = HeadlessHost()
        let container = UIViewController()
        host.show(container)
        let a = UIViewController(), b = UIViewController()
        ContainmentTests.embed(a, in: container)
        container.addChild(b)
        var completed = false
        container.transition(from: a, to: b, duration: 0, options: [], animations: nil) { _ in completed = true }
        #expect(!completed)
        host.pump()
        #expect(completed)
    }

    @Test func nonChildren_raiseInvalidArgument_andNothingChanges_rule3_10() {
        let host = HeadlessHost()
        let container = UIViewController()
        host.show(container)
        let a = UIViewController(), stranger = UIViewController()
        ContainmentTests.embed(a, in: container)
        host.expectException(containing: "must have a common parent view controller") {
            container.transition(from: a, to: stranger, duration: 0, options: [], animations: nil)
        }
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics[0].kind == .exception(.invalidArgumentException))
        #expect(host.diagnostics[0].message.hasPrefix("Children view controllers <UIViewController: 0x"))
        #expect(host.diagnostics[0].message.hasSuffix(
            "must have a common parent view controller when calling "
            + "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"))
        #expect(stranger.viewIfLoaded == nil)
        #expect(a.view.superview === container.view)
    }
}
