import Testing
import UIKit
import UIKitTesting

/// Who dismisses what, and chains (UIKIT-SEMANTICS 6.14–6.16).
@Suite @MainActor struct DismissalRoutingTests {
    /// Root "A" presenting "B" presenting "C", both with `style`, settled, trace emptied.
    static func chain(_ style: UIModalPresentationStyle)
        -> (HeadlessHost, TraceRecorder, TracingViewController, TracingViewController, TracingViewController) {
        let (host, trace, a, b) = PresentationAppearanceTests.setUp(style: style)
        a.present(b, animated: false)
        host.runUntilIdle()
        let c = TracingViewController("C", trace: trace)
        c.modalPresentationStyle = style
        b.present(c, animated: false)
        host.runUntilIdle()
        trace.take()
        return (host, trace, a, b, c)
    }

    @Test func dismissOnPresenter_dismissesWhatItPresented_rule6_14() {
        let (host, trace, _, b, c) = Self.chain(.fullScreen)
        b.dismiss(animated: false)
        host.runUntilIdle()
        #expect(b.presentedViewController == nil)
        #expect(c.presentingViewController == nil)
        #expect(b.presentingViewController != nil)
        #expect(trace.take() == [
            "C.viewWillDisappear(false) beingDismissed",
            "B.viewWillAppear(false)", "B.viewIsAppearing(false)",
            "B.viewDidAppear(false)", "C.viewDidDisappear(false) beingDismissed",
        ])
    }

    @Test func dismissOnPresentedThatPresentsNothing_goesToItsPresenter_rule6_14() {
        let (host, _, a, b, c) = Self.chain(.fullScreen)
        c.dismiss(animated: false)
        host.runUntilIdle()
        #expect(b.presentedViewController == nil)
        #expect(a.presentedViewController === b)
    }

    @Test func dismissWithNothingPresented_doesNothing_andSkipsCompletion_rule6_14() {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        var completed = false
        a.dismiss(animated: false) { completed = true }
        host.runUntilIdle()
        #expect(!completed)
        #expect(host.takeDiagnostics().isEmpty)
    }

    @Test func dismissFromBottomOfFullScreenChain_onlyTopAnimates_rule6_15() {
        let (host, trace, a, b, c) = Self.chain(.fullScreen)
        var completed = false
        a.dismiss(animated: true) { completed = true }
        // B was covered by C (its view already gone): it gets nothing.
        #expect(trace.take() == [
            "C.viewWillDisappear(true) beingDismissed",
            "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
        ])
        host.advance(by: 0.5)
        #expect(completed)
        #expect(trace.take() == ["A.viewDidAppear(true)", "C.viewDidDisappear(true) beingDismissed"])
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil && b.presentedViewController == nil)
        #expect(c.presentingViewController == nil)
        #expect(host.window.subviews.count == 1)
        #expect(host.window.subviews.first === a.view)
    }

    @Test func dismissFromBottomOfOverFullScreenChain_visibleIntermediateLeavesUnanimated_rule6_15() {
        let (host, trace, a, b, c) = Self.chain(.overFullScreen)
        a.dismiss(animated: true)
        host.runUntilIdle()
        #expect(trace.take() == [
            "C.viewWillDisappear(true) beingDismissed",
            "B.viewWillDisappear(false) beingDismissed",
            "C.viewDidDisappear(true) beingDismissed",
            "B.viewDidDisappear(false) beingDismissed",
        ])
        #expect(b.viewIfLoaded?.superview == nil && c.viewIfLoaded?.superview == nil)
        #expect(a.presentedViewController == nil)
    }
}
