import Testing
import UIKit
import UIKitTesting

/// Appearance order of presenting and dismissing (UIKIT-SEMANTICS 6.6–6.8, 6.17, 6.20).
@Suite @MainActor struct PresentationAppearanceTests {
    /// A shown root "A" and an unloaded "B" with `style`, trace emptied.
    static func setUp(style: UIModalPresentationStyle = .fullScreen)
        -> (HeadlessHost, TraceRecorder, TracingViewController, TracingViewController) {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        host.show(a)
        let b = TracingViewController("B", trace: trace)
        b.modalPresentationStyle = style
        trace.take()
        return (host, trace, a, b)
    }

    @Test func fullScreenPresent_presenterDidDisappearComesLast_rule6_6() {
        let (host, trace, a, b) = Self.setUp()
        var completed = false
        a.present(b, animated: true) { completed = true; trace.record("completion") }
        // Mid-animation: both views are in the window, the did-phase has not happened.
        #expect(trace.take() == [
            "B.loadView", "B.viewDidLoad",
            "A.viewWillDisappear(true)",
            "B.viewWillAppear(true) beingPresented",
            "B.viewIsAppearing(true)",
        ])
        #expect(b.view.window === host.window)
        #expect(a.view.window === host.window)
        host.advance(by: 0.49)
        #expect(!completed)
        #expect(trace.take().isEmpty)
        host.advance(by: 0.01)
        #expect(trace.take() == [
            "B.viewDidAppear(true) beingPresented",
            "A.viewDidDisappear(true)",
            "completion",
        ])
        #expect(a.viewIfLoaded?.window == nil)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(b.view.superview === host.window)
    }

    @Test func fullScreenPresent_nonAnimated_finishesOnTheNextTurn_rule6_6() {
        let (host, trace, a, b) = Self.setUp()
        var completed = false
        a.present(b, animated: false) { completed = true }
        #expect(!completed)
        #expect(trace.take() == [
            "B.loadView", "B.viewDidLoad",
            "A.viewWillDisappear(false)",
            "B.viewWillAppear(false) beingPresented",
            "B.viewIsAppearing(false)",
        ])
        host.pump()
        #expect(completed)
        #expect(trace.take() == ["B.viewDidAppear(false) beingPresented", "A.viewDidDisappear(false)"])
    }

    @Test func fullScreenDismiss_presenterAppearsBeforeDismissedDidDisappear_rule6_7() {
        let (host, trace, a, b) = Self.setUp()
        a.present(b, animated: false)
        host.runUntilIdle()
        trace.take()
        var completed = false
        a.dismiss(animated: true) { completed = true; trace.record("completion") }
        #expect(trace.take() == [
            "B.viewWillDisappear(true) beingDismissed",
            "A.viewWillAppear(true)",
            "A.viewIsAppearing(true)",
        ])
        #expect(a.presentedViewController === b)
        host.advance(by: 0.25)
        #expect(!completed)
        host.advance(by: 0.25)
        #expect(trace.take() == [
            "A.viewDidAppear(true)",
            "B.viewDidDisappear(true) beingDismissed",
            "completion",
        ])
        #expect(a.view.superview === host.window)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(b.viewIfLoaded?.superview == nil)
    }

    @Test(arguments: [UIModalPresentationStyle.overFullScreen, .pageSheet, .formSheet, .popover, .custom,
                      .automatic, .overCurrentContext])
    func stylesKeepingThePresenter_sendItNoCallbacks_rule6_8(style: UIModalPresentationStyle) {
        let (host, trace, a, b) = Self.setUp(style: style)
        a.present(b, animated: true)
        host.runUntilIdle()
        #expect(trace.take() == [
            "B.loadView", "B.viewDidLoad",
            "B.viewWillAppear(true) beingPresented", "B.viewIsAppearing(true)",
            "B.viewDidAppear(true) beingPresented",
        ])
        #expect(a.view.window === host.window)
        b.dismiss(animated: true)
        host.runUntilIdle()
        #expect(trace.take() == [
            "B.viewWillDisappear(true) beingDismissed", "B.viewDidDisappear(true) beingDismissed",
        ])
        #expect(a.presentedViewController == nil)
    }

    @Test func pageSheet_isInsetFromTheTop_rule6_9() {
        let (host, _, a, b) = Self.setUp(style: .automatic)
        a.present(b, animated: false)
        host.runUntilIdle()
        // 10 points below the 47-point safe-area top of an iPhone 14.
        #expect(b.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    }

    @Test func flagsReadTrueOnlyInsideCallbacks_rule6_17() {
        let (host, _, a, b) = Self.setUp()
        a.present(b, animated: true)
        #expect(!b.isBeingPresented)
        host.runUntilIdle()
        #expect(!b.isBeingPresented)
        a.dismiss(animated: true)
        #expect(!b.isBeingDismissed)
        host.runUntilIdle()
        #expect(!b.isBeingDismissed && !a.isBeingPresented && !a.isBeingDismissed)
    }

    @Test func childrenOfPresenterAndPresented_getForwardedCallbacks_containerFirst_rule6_6() {
        let (host, trace, a, b) = Self.setUp()
        let child = TracingViewController("AChild", trace: trace)
        ContainmentTests.embed(child, in: a)
        // Added while B is off screen, BChild's first appearance is its move to the parent (3.13).
        let bChild = TracingViewController("BChild", trace: trace)
        ContainmentTests.embed(bChild, in: b)
        trace.take()
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(trace.take() == [
            "A.viewWillDisappear(false)", "AChild.viewWillDisappear(false)",
            "B.viewWillAppear(false) beingPresented", "BChild.viewWillAppear(false) movingToParent",
            "B.viewIsAppearing(false)", "BChild.viewIsAppearing(false)",
            "B.viewDidAppear(false) beingPresented", "BChild.viewDidAppear(false) movingToParent",
            "A.viewDidDisappear(false)", "AChild.viewDidDisappear(false)",
        ])
    }

    @Test func currentContext_removesTheContextView_andSendsItsCallbacks_rule6_8() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let root = TracingViewController("Root", trace: trace)
        host.show(root)
        let context = TracingViewController("Ctx", trace: trace)
        context.definesPresentationContext = true
        ContainmentTests.embed(context, in: root)
        context.view.frame = CGRect(x: 0, y: 100, width: 200, height: 300)
        let inner = TracingViewController("Inner", trace: trace)
        ContainmentTests.embed(inner, in: context)
        let b = TracingViewController("B", trace: trace)
        b.modalPresentationStyle = .currentContext
        trace.take()
        inner.present(b, animated: false)
        host.runUntilIdle()
        #expect(b.presentingViewController === context)
        #expect(b.view.frame == CGRect(x: 0, y: 100, width: 200, height: 300))
        #expect(b.view.superview === root.view)
        #expect(context.view.superview == nil)
        #expect(trace.take() == [
            "B.loadView", "B.viewDidLoad",
            "Ctx.viewWillDisappear(false)", "Inner.viewWillDisappear(false)",
            "B.viewWillAppear(false) beingPresented", "B.viewIsAppearing(false)",
            "B.viewDidAppear(false) beingPresented",
            "Ctx.viewDidDisappear(false)", "Inner.viewDidDisappear(false)",
        ])
        b.dismiss(animated: false)
        host.runUntilIdle()
        #expect(context.view.superview === root.view)
        #expect(trace.take() == [
            "B.viewWillDisappear(false) beingDismissed",
            "Ctx.viewWillAppear(false)", "Inner.viewWillAppear(false)",
            "Ctx.viewIsAppearing(false)", "Inner.viewIsAppearing(false)",
            "Ctx.viewDidAppear(false)", "Inner.viewDidAppear(false)",
            "B.viewDidDisappear(false) beingDismissed",
        ])
    }
}
