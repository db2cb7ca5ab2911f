import Testing
@testable import UIKit
import UIKitTesting

/// A classic split's display-mode changes run on the shared transition engine: animated by
/// the display-mode button or inside an animation block, the primary slides in or out on
/// the clock, with the appearance callbacks at its start and end (UIKIT-SEMANTICS 8.5, 2.1, 3.4).
@Suite @MainActor struct SplitViewAnimatedColumnTests {
    /// `[nav(List), nav(Detail)]` on an iPad Air, settled; the trace is empty.
    @MainActor
    struct Fixture {
        let host: HeadlessHost
        let trace = TraceRecorder()
        let split = UISplitViewController()
        let list: TracingViewController
        let detail: TracingViewController
        let primary: UINavigationController
        let secondary: UINavigationController

        init(orientation: UIInterfaceOrientation) {
            host = HeadlessHost(device: .iPadAir, orientation: orientation)
            list = TracingViewController("List", trace: trace)
            detail = TracingViewController("Detail", trace: trace)
            primary = UINavigationController(rootViewController: list)
            secondary = UINavigationController(rootViewController: detail)
            split.viewControllers = [primary, secondary]
            host.show(split)
            host.runUntilIdle()
            trace.take()
        }
    }

    private func shown(_ view: UIView) throws -> CALayer {
        try #require(view.layer.presentation())
    }

    @Test func buttonHidesThePrimary_slidingOut_secondaryWidening_midFlight_rule8_5() throws {
        let f = Fixture(orientation: .landscapeLeft)
        f.split.displayModeButtonItem.performPrimaryAction()
        #expect(f.trace.take() == ["List.viewWillDisappear(true)"])
        #expect(f.split.displayMode == .secondaryOnly)
        // Model values at once: the primary's slide and the secondary's full width.
        #expect(f.primary.view.transform == CGAffineTransform(translationX: -320, y: 0))
        #expect(f.secondary.view.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
        #expect(f.primary.view.superview === f.split.view)
        f.host.advance(by: 0.175)                               // half way
        #expect(abs(try shown(f.primary.view).affineTransform().tx + 160) < 1)
        #expect(abs(try shown(f.secondary.view).frame.minX - 160) < 1)
        #expect(f.trace.take() == [])
        f.host.advance(by: 0.175)
        #expect(f.trace.take() == ["List.viewDidDisappear(true)"])
        #expect(f.primary.view.superview == nil)
        #expect(f.primary.view.transform == .identity)
        #expect(f.split.transitionCoordinator == nil)
    }

    @Test func buttonBringsThePrimaryInOverTheSecondary_withACoordinator_rule8_5() throws {
        let f = Fixture(orientation: .portrait)
        f.split.displayModeButtonItem.performPrimaryAction()
        // The primary's top loads now (it was never shown) and appears for the first time
        // inside the navigation controller it was added to (3.13).
        #expect(f.trace.take() == ["List.loadView", "List.viewDidLoad",
                                   "List.viewWillAppear(true) movingToParent", "List.viewIsAppearing(true)"])
        #expect(f.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(f.primary.view.transform == .identity)
        #expect(f.split.view.subviews.last === f.primary.view)
        let coordinator = try #require(f.split.transitionCoordinator)
        #expect(coordinator.isAnimated && coordinator.transitionDuration == ViewControllerKit.SplitTiming.duration)
        #expect(coordinator.viewController(forKey: .to) === f.primary)
        f.host.advance(by: 0.175)
        #expect(abs(try shown(f.primary.view).affineTransform().tx + 160) < 1)
        f.host.advance(by: 0.175)
        #expect(f.trace.take() == ["List.viewDidAppear(true) movingToParent"])
        #expect(f.secondary.view.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
    }

    @Test func preferredDisplayModeInsideAnAnimationBlock_animates_outside_isAtOnce_rule8_5() {
        let f = Fixture(orientation: .landscapeLeft)
        UIView.animate(withDuration: 0.3) { f.split.preferredDisplayMode = .secondaryOnly }
        #expect(f.trace.take() == ["List.viewWillDisappear(true)"])
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["List.viewDidDisappear(true)"])
        f.split.preferredDisplayMode = .oneBesideSecondary
        #expect(f.trace.take() == ["List.viewWillAppear(false)", "List.viewIsAppearing(false)", "List.viewDidAppear(false)"])
        #expect(f.primary.view.transform == .identity)
    }

    @Test func aChangeMidFlight_finishesTheFirst_thenRunsItsOwn_rule2_1() {
        let f = Fixture(orientation: .landscapeLeft)
        f.split.displayModeButtonItem.performPrimaryAction()
        f.host.advance(by: 0.1)
        f.split.displayModeButtonItem.performPrimaryAction()
        #expect(f.trace.take() == [
            "List.viewWillDisappear(true)", "List.viewDidDisappear(true)",
            "List.viewWillAppear(true)", "List.viewIsAppearing(true)",
        ])
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["List.viewDidAppear(true)"])
        #expect(f.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(f.secondary.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
    }

    @Test func leavingTheWindowMidFlight_settlesFirst_rule2_1() {
        let f = Fixture(orientation: .landscapeLeft)
        f.split.displayModeButtonItem.performPrimaryAction()
        f.host.advance(by: 0.1)
        f.host.window.rootViewController = nil
        #expect(f.trace.take() == [
            "List.viewWillDisappear(true)", "List.viewDidDisappear(true)",
            "Detail.viewWillDisappear(false)", "Detail.viewDidDisappear(false)",
        ])
    }

    @Test func delegateHearsWillChangeTo() {
        let f = Fixture(orientation: .landscapeLeft)
        let delegate = ColumnTracingDelegate(trace: f.trace)
        f.split.delegate = delegate
        f.split.preferredDisplayMode = .oneOverSecondary
        f.split.preferredDisplayMode = .oneOverSecondary
        f.split.preferredDisplayMode = .automatic                 // back to beside
        #expect(f.trace.take() == ["delegate.willChangeTo(oneOverSecondary)", "delegate.willChangeTo(oneBesideSecondary)"])
    }

    @Test func animatedChange_releasesTheTransition() {
        let f = Fixture(orientation: .landscapeLeft)
        weak var weakCoordinator: UIViewControllerTransitionCoordinator?
        do {
            f.split.displayModeButtonItem.performPrimaryAction()
            weakCoordinator = f.split.transitionCoordinator
        }
        #expect(weakCoordinator != nil)
        f.host.runUntilIdle()
        #expect(weakCoordinator == nil)
        #expect(f.split.activeColumnTransition == nil)
    }
}

/// Records the column-style delegate calls; answers as configured.
@MainActor
final class ColumnTracingDelegate: UISplitViewControllerDelegate {
    let trace: TraceRecorder
    var topColumn: UISplitViewController.Column?
    var expandingMode: UISplitViewController.DisplayMode?

    init(trace: TraceRecorder) { self.trace = trace }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        trace.record("delegate.willChangeTo(\(displayMode))")
    }
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        trace.record("delegate.topColumnForCollapsing(proposed: \(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode {
        trace.record("delegate.displayModeForExpanding(proposed: \(proposedDisplayMode))")
        return expandingMode ?? proposedDisplayMode
    }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        trace.record("delegate.willShow(\(column))")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        trace.record("delegate.willHide(\(column))")
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { trace.record("delegate.didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { trace.record("delegate.didExpand") }
}
