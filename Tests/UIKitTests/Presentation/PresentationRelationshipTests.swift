import Testing
import UIKit
import UIKitTesting

/// Who presents, and what the relationship accessors answer (UIKIT-SEMANTICS 6.1–6.5, 6.16, 6.21).
@Suite @MainActor struct PresentationRelationshipTests {
    @Test func relationshipExistsAtOnce_andIsGoneAfterDismissal_rules6_1_6_16() {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        let b = UIViewController()
        a.present(b, animated: true)
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        host.runUntilIdle()
        a.dismiss(animated: true)
        #expect(a.presentedViewController === b)   // still there while dismissing
        host.runUntilIdle()
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
    }

    @Test func relationshipIsTornDownBeforeDismissedDidDisappear_rule6_16() {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        let b = ProbeViewController()
        a.present(b, animated: false)
        host.runUntilIdle()
        a.dismiss(animated: false)
        host.runUntilIdle()
        #expect(b.presenterSeenInDidDisappear == .some(nil))
    }

    @Test func childPresentingFullScreen_presenterIsTheRoot_rule6_2() {
        let (host, root, child) = PresentationFixture.rootWithEmbeddedChild()
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        child.present(b, animated: false)
        host.runUntilIdle()
        #expect(b.presentingViewController === root)
        #expect(root.presentedViewController === b)
        // 6.4: the child answers through its ancestor.
        #expect(child.presentedViewController === b)
    }

    @Test func descendantOfPresented_answersPresenterThroughAncestor_rule6_5() {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        let container = UIViewController()
        let inner = UIViewController()
        container.addChild(inner)
        container.view.addSubview(inner.view)
        inner.didMove(toParent: container)
        a.present(container, animated: false)
        host.runUntilIdle()
        #expect(inner.presentingViewController === a)
        #expect(UIViewController().presentingViewController == nil)
    }

    @Test func currentContext_withoutDefiningAncestor_isHostedByTheRoot_rule6_3() {
        let (host, root, child) = PresentationFixture.rootWithEmbeddedChild()
        let b = UIViewController()
        b.modalPresentationStyle = .overCurrentContext
        child.present(b, animated: false)
        host.runUntilIdle()
        #expect(b.presentingViewController === root)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func overCurrentContext_coversTheContextFrame_rule6_3() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.show(root)
        let context = UIViewController()
        context.definesPresentationContext = true
        ContainmentTests.embed(context, in: root)
        context.view.frame = CGRect(x: 10, y: 20, width: 100, height: 200)
        let b = UIViewController()
        b.modalPresentationStyle = .overCurrentContext
        context.present(b, animated: false)
        host.runUntilIdle()
        #expect(b.presentingViewController === context)
        #expect(b.view.frame == CGRect(x: 10, y: 20, width: 100, height: 200))
        #expect(context.view.superview === root.view)   // over: the context stays
    }

    @Test func childOfPresentedController_presentsFromThePresented_rule6_21() {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        let bChild = UIViewController()
        ContainmentTests.embed(bChild, in: b)
        a.present(b, animated: false)
        host.runUntilIdle()
        let c = UIViewController()
        bChild.present(c, animated: false)
        host.runUntilIdle()
        #expect(c.presentingViewController === b)
        #expect(host.takeDiagnostics().isEmpty)
    }

    @Test func hierarchyDump_showsThePresentedController() {
        let host = HeadlessHost()
        let a = UIViewController()
        a.title = "A"
        host.show(a)
        let b = UIViewController()
        b.title = "B"
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(host.hierarchyDump() == """
            <UIViewController> title: "A", state: appeared, view: (0 0; 390 844)
               + <UIViewController> title: "B", state: appeared, view: (0 0; 390 844), presented: overFullScreen
            """)
    }
}

/// Records what `presentingViewController` answers inside `viewDidDisappear`.
private final class ProbeViewController: UIViewController {
    var presenterSeenInDidDisappear: UIViewController??
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        presenterSeenInDidDisappear = .some(presentingViewController)
    }
}

/// 6.21: a controller inside a covered context presents on top of the covering chain.
@Suite @MainActor struct CoveredContextPresentationTests {
    @Test func childOfCoveredContext_presentsOnTopOfTheContextChain_rule6_21() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.show(root)
        let context = UIViewController()
        context.definesPresentationContext = true
        ContainmentTests.embed(context, in: root)
        let inner = UIViewController()
        ContainmentTests.embed(inner, in: context)
        let cover = UIViewController()
        cover.modalPresentationStyle = .overCurrentContext
        inner.present(cover, animated: false)
        host.runUntilIdle()
        #expect(cover.presentingViewController === context)
        let next = UIViewController()
        next.modalPresentationStyle = .fullScreen
        inner.present(next, animated: false)
        host.runUntilIdle()
        #expect(host.takeDiagnostics().isEmpty)
        #expect(next.presentingViewController === cover)
        // The context itself presenting in its context again is still refused (6.11).
        let again = UIViewController()
        again.modalPresentationStyle = .overCurrentContext
        context.present(again, animated: false)
        #expect(host.takeDiagnostics().map(\.message).first?.hasSuffix("which is already presenting \(PresentationErrorTests.name(cover)).") == true)
    }
}
