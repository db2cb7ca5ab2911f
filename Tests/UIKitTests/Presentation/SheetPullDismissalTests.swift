import Testing
@testable import UIKit
import UIKitTesting

/// Pulling a sheet: down from its smallest detent dismisses it as an interactive
/// transition (or, refused, tells the delegate of the attempt); between detents it changes
/// the selected detent. Delegate order as Apple describes it for iOS 13 sheets; the
/// presenter gets no callbacks (UIKIT-SEMANTICS 6.8); a cancelled pull restores the sheet
/// with the reversed callbacks (2.1); the relationships go only when it finishes (6.16).
@Suite @MainActor struct SheetPullDismissalTests {
    @Test func pullPastHalf_dismisses_delegateAndAppearanceInUIKitsOrder_rules6_8_6_16_6_17() throws {
        let f = SheetFixture()
        defer { withExtendedLifetime(f.host) {} }
        f.present(animated: true)
        try f.host.pullSheet(by: 500)
        #expect(f.trace.take() == ["shouldDismiss", "willDismiss", "P.viewWillDisappear(true) beingDismissed"])
        #expect(f.root.presentedViewController === f.content)   // 6.16: until it ends
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["P.viewDidDisappear(true) beingDismissed", "didDismiss"])
        #expect(f.root.presentedViewController == nil)
        #expect(f.content.presentingViewController == nil)
        #expect(f.content.viewIfLoaded?.superview == nil)
        #expect(f.content.view.transform == .identity)
        #expect(f.dimmingView == nil)
    }

    @Test func shortSlowPull_isCancelled_theSheetStays_withTheReversedCallbacks_rule2_1() throws {
        let f = SheetFixture()
        defer { withExtendedLifetime(f.host) {} }
        f.present(animated: true)
        try f.host.pullSheet(by: 100, duration: 1)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "shouldDismiss", "willDismiss", "P.viewWillDisappear(true) beingDismissed",
            "P.viewWillAppear(true)", "P.viewIsAppearing(true)", "P.viewDidAppear(true)",
        ])
        #expect(f.root.presentedViewController === f.content)
        #expect(f.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(f.content.view.transform == .identity)
        #expect(f.dimmingView?.alpha == 1)
        // The sheet can be pulled again, and this time it goes.
        try f.host.pullSheet(by: 600)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "shouldDismiss", "willDismiss", "P.viewWillDisappear(true) beingDismissed",
            "P.viewDidDisappear(true) beingDismissed", "didDismiss",
        ])
        #expect(f.root.presentedViewController == nil)
    }

    @Test func midPull_theTransitionIsInteractive_andTheSheetFollowsTheFinger() throws {
        let f = SheetFixture()
        defer { withExtendedLifetime(f.host) {} }
        f.present(animated: true)
        let finger = f.host.touchDown(at: CGPoint(x: 195, y: 77))
        for step in 1...4 {
            f.host.advance(by: 0.05)
            f.host.touchMove(finger, to: CGPoint(x: 195, y: 77 + CGFloat(step) * 50))
        }
        let coordinator = try #require(f.content.transitionCoordinator)
        #expect(coordinator.isInteractive)
        #expect(coordinator.percentComplete == CGFloat(200) / 787)
        // The scrubbed slide: the sheet is 200 points down, the dimming a quarter faded.
        let layer = try #require(f.content.view.layer.presentation())
        #expect(abs(layer.frame.minY - 257) < 0.001)
        #expect(abs(Double(try #require(f.dimmingView?.layer.presentation()).opacity) - (1 - 200.0 / 787)) < 0.001)
        f.host.advance(by: 0.5)
        f.host.touchMove(finger, to: CGPoint(x: 195, y: 278))
        f.host.touchUp(finger)
        f.host.runUntilIdle()
        // 201 of 787 at 2 points a second: cancelled.
        #expect(f.root.presentedViewController === f.content)
        #expect(f.trace.take().last == "P.viewDidAppear(true)")
    }

    @Test func isModalInPresentation_refusesThePull_onlyDidAttemptToDismiss() throws {
        let f = SheetFixture()
        defer { withExtendedLifetime(f.host) {} }
        f.content.isModalInPresentation = true
        f.present(animated: true)
        try f.host.pullSheet(by: 600)
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["didAttemptToDismiss"])
        #expect(f.root.presentedViewController === f.content)
        #expect(f.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    }

    @Test func isModalInPresentation_onAControllerInsideThePresentedOne_refusesToo() throws {
        let trace = TraceRecorder()
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        host.show(root)
        let form = UIViewController()
        form.isModalInPresentation = true
        let nav = UINavigationController(rootViewController: form)
        let delegate = RecordingSheetDelegate(trace: trace)
        nav.presentationController?.delegate = delegate
        root.present(nav, animated: true)
        host.runUntilIdle()
        #expect(trace.take() == ["adaptivePresentationStyle(compact)", "willPresentWithAdaptiveStyle(-1)"])
        try host.pullSheet(by: 600)
        host.runUntilIdle()
        #expect(trace.take() == ["didAttemptToDismiss"])
        form.isModalInPresentation = false
        try host.pullSheet(by: 600)
        host.runUntilIdle()
        #expect(trace.take() == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(root.presentedViewController == nil)
    }

    @Test func shouldDismissFalse_refusesThePull_thenDidAttemptToDismiss() throws {
        let f = SheetFixture()
        defer { withExtendedLifetime(f.host) {} }
        f.delegate.allowsDismissal = false
        f.present(animated: true)
        try f.host.pullSheet(by: 600)
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(f.root.presentedViewController === f.content)
    }

    @Test func dragBetweenDetents_changesTheSelectedDetent_andTellsTheDelegate() throws {
        let f = SheetFixture { $0.detents = [.medium(), .large()] }
        defer { withExtendedLifetime(f.host) {} }
        f.present(animated: true)
        try f.host.pullSheet(by: -300)
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["didChangeSelectedDetent(com.apple.UIKit.large)"])
        #expect(f.sheet.selectedDetentIdentifier == .large)
        #expect(f.content.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        // Down from large to medium: a detent change, not a dismissal.
        try f.host.pullSheet(by: 350)
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["didChangeSelectedDetent(com.apple.UIKit.medium)"])
        #expect(f.content.view.frame == CGRect(x: 0, y: 433.5, width: 390, height: 410.5))
        // A small drag up settles back on medium: no change, no delegate call.
        try f.host.pullSheet(by: -40, duration: 1)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [])
        #expect(f.content.view.frame.minY == 433.5)
    }

    @Test func pullDownAtTheSmallestDetent_dismissesFromMedium() throws {
        let f = SheetFixture { $0.detents = [.medium(), .large()] }
        defer { withExtendedLifetime(f.host) {} }
        f.present(animated: true)
        try f.host.pullSheet(by: 300)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "shouldDismiss", "willDismiss", "P.viewWillDisappear(true) beingDismissed",
            "P.viewDidDisappear(true) beingDismissed", "didDismiss",
        ])
    }

    @Test func pullOnAScrollViewScrolledAwayFromItsTop_doesNotMoveTheSheet() throws {
        let f = SheetFixture()
        defer { withExtendedLifetime(f.host) {} }
        f.present(animated: true)
        let scroll = UIScrollView(frame: f.content.view.bounds)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        scroll.contentOffset = CGPoint(x: 0, y: 1000)
        f.content.view.addSubview(scroll)
        try f.host.pullSheet(by: 600)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [])
        #expect(f.root.presentedViewController === f.content)
    }

    @Test(arguments: [false, true])
    func pullDismissal_releasesPresentedSheetContextAnimatorAndInteraction(cancelledFirst: Bool) throws {
        weak var weakPresented: UIViewController?
        weak var weakSheet: UISheetPresentationController?
        weak var weakContext: TransitionContext?
        weak var weakAnimator: AnyObject?
        weak var weakInteraction: AnyObject?
        weak var weakCoordinator: UIViewControllerTransitionCoordinator?
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        host.show(root)
        try {
            let content = UIViewController()
            weakPresented = content
            weakSheet = content.sheetPresentationController
            root.present(content, animated: true)
            host.runUntilIdle()
            if cancelledFirst {
                try host.pullSheet(by: 50, duration: 1)
                host.runUntilIdle()
            }
            let finger = host.touchDown(at: CGPoint(x: 195, y: 77))
            host.advance(by: 0.05)
            host.touchMove(finger, to: CGPoint(x: 195, y: 400))
            let performer = try #require(content.transitionInProgress as? TransitionPerformer)
            weakContext = performer.context
            weakAnimator = performer.context.animator
            weakInteraction = performer.plan.interactionController
            weakCoordinator = content.transitionCoordinator
            #expect(weakContext != nil && weakAnimator != nil && weakInteraction != nil && weakCoordinator != nil)
            host.advance(by: 0.05)
            host.touchMove(finger, to: CGPoint(x: 195, y: 700))
            host.touchUp(finger)
            host.runUntilIdle()
        }()
        #expect(root.presentedViewController == nil)
        #expect(weakPresented == nil)
        #expect(weakSheet == nil)
        #expect(weakContext == nil)
        #expect(weakAnimator == nil)
        #expect(weakInteraction == nil)
        #expect(weakCoordinator == nil)
    }
}
