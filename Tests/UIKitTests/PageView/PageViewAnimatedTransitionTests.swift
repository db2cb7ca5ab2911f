import Testing
@testable import UIKit
import UIKitTesting

/// An animated `setViewControllers` runs on the shared transition engine: the pages move on
/// the clock (model values at once, presentation values frame by frame), the page view
/// controller and the pages answer `transitionCoordinator`, and the callbacks keep 9.4's
/// order (UIKIT-SEMANTICS 9.1, 9.4, 2.1).
@Suite @MainActor struct PageViewAnimatedTransitionTests {
    /// The horizontal (or vertical) translation and scale of `view`'s presentation transform.
    private func shown(_ view: UIView) throws -> CGAffineTransform {
        try #require(view.layer.presentation()).affineTransform()
    }

    @Test func scrollForward_slidesTheNewPageInFromTheRight_midFlight_rule9_4() throws {
        let f = PageFixture(style: .scroll)
        var completions: [Bool] = []
        f.pageViewController.setViewControllers([f["B"]], direction: .forward, animated: true) { completions.append($0) }
        #expect(f.trace.take() == [
            "A.willMove(toParent: nil)", "B.willMove(toParent: UIPageViewController)",
            "B.loadView", "B.viewDidLoad",
            "B.viewWillAppear(true) movingToParent", "A.viewWillDisappear(true) movingFromParent",
            "B.viewIsAppearing(true)",
        ])
        // Model values are the end state at once; layout is untouched.
        #expect(f["B"].view.transform == .identity)
        #expect(f["A"].view.transform == CGAffineTransform(translationX: -390, y: 0))
        #expect(f["B"].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        f.host.advance(by: 0.15)                                 // half way (ease in-out is symmetric)
        #expect(abs(try shown(f["B"].view).tx - 195) < 1)
        #expect(abs(try shown(f["A"].view).tx + 195) < 1)
        #expect(f.trace.take() == [])
        f.host.advance(by: 0.15)
        #expect(f.trace.take() == [
            "B.viewDidAppear(true) movingToParent", "A.viewDidDisappear(true) movingFromParent",
            "A.didMove(toParent: nil)", "B.didMove(toParent: UIPageViewController)",
        ])
        #expect(completions == [true])
        #expect(f["A"].view.transform == .identity && f["A"].view.superview == nil)
        #expect(f["B"].view.transform == .identity)
    }

    @Test func scrollReverse_withSpacing_slidesFromTheLeftByPagePlusSpacing() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                       options: [.interPageSpacing: 10])
        let a = UIViewController(), b = UIViewController()
        pvc.setViewControllers([a], direction: .forward, animated: false)
        host.show(pvc)
        pvc.setViewControllers([b], direction: .reverse, animated: true)
        #expect(a.view.transform == CGAffineTransform(translationX: 400, y: 0))
        host.advance(by: 0.15)
        #expect(abs(try shown(b.view).tx + 200) < 1)
        host.runUntilIdle()
        #expect(pvc.children == [b] && a.view.superview == nil)
    }

    @Test func verticalScroll_movesAlongY() {
        let f = PageFixture(style: .scroll, orientation: .vertical)
        f.pageViewController.setViewControllers([f["B"]], direction: .forward, animated: true)
        #expect(f["A"].view.transform == CGAffineTransform(translationX: 0, y: -844))
        f.host.runUntilIdle()
        #expect(f["B"].view.transform == .identity)
    }

    @Test func pageCurlForward_theOldPageFoldsOntoTheSpineOverTheNewOne_rule9_4() throws {
        let f = PageFixture(style: .pageCurl)
        f.pageViewController.setViewControllers([f["B"]], direction: .forward, animated: true)
        f.trace.take()
        let pageViews = f.pageViewController.view.subviews.filter { $0 !== f.pageViewController.pageIndicator }
        #expect(pageViews.last === f["A"].view)                 // the turning page is on top
        let folded = f["A"].view.transform
        #expect(folded.a == PageTurnMotion.folded)
        #expect(abs(folded.tx + 195 * (1 - PageTurnMotion.folded)) < 0.001)   // the left edge (spine) stays
        f.host.advance(by: 0.15)
        let mid = try shown(f["A"].view)
        #expect(abs(mid.a - 0.5005) < 0.001)
        #expect(abs(mid.tx + 97.4) < 0.2)
        f.host.advance(by: 0.15)
        #expect(f.trace.take() == [
            "A.viewDidDisappear(true) movingFromParent", "B.viewDidAppear(true) movingToParent",
            "A.didMove(toParent: nil)", "B.didMove(toParent: UIPageViewController)",
        ])
        #expect(f["A"].view.transform == .identity)
    }

    @Test func pageCurlReverse_theNewPageUnfoldsFromTheSpine() throws {
        let f = PageFixture(style: .pageCurl, start: 1)
        f.pageViewController.setViewControllers([f["A"]], direction: .reverse, animated: true)
        #expect(f["A"].view.transform == .identity)
        #expect(f["B"].view.transform == .identity)
        f.host.advance(by: 0.15)
        #expect(abs(try shown(f["A"].view).a - 0.5005) < 0.001)
        f.host.runUntilIdle()
        #expect(f.pageViewController.viewControllers == [f["A"]])
    }

    @Test func coordinator_duringTheTurn_runsAlongsideAndCompletes() throws {
        let f = PageFixture(style: .scroll)
        f.pageViewController.setViewControllers([f["B"]], direction: .forward, animated: true)
        let coordinator = try #require(f.pageViewController.transitionCoordinator)
        #expect(f["B"].transitionCoordinator === coordinator)
        #expect(f["A"].transitionCoordinator === coordinator)
        #expect(coordinator.isAnimated && !coordinator.isInteractive)
        #expect(coordinator.transitionDuration == ViewControllerKit.PageTiming.duration)
        #expect(coordinator.viewController(forKey: .from) === f["A"])
        #expect(coordinator.viewController(forKey: .to) === f["B"])
        let badge = UIView()
        var events: [String] = []
        coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: { context in
            events.append("completion(cancelled: \(context.isCancelled))")
        })
        f.host.advance(by: 0.15)
        #expect(events.isEmpty)
        f.host.runUntilIdle()
        #expect(events == ["completion(cancelled: false)"])
        #expect(badge.alpha == 0)
        #expect(f.pageViewController.transitionCoordinator == nil)
    }

    @Test func aSecondChangeMidFlight_finishesTheFirstAtOnce_rule2_1() {
        let f = PageFixture(style: .scroll)
        var completions: [String] = []
        f.pageViewController.setViewControllers([f["B"]], direction: .forward, animated: true) { completions.append("B \($0)") }
        f.trace.take()
        f.host.advance(by: 0.1)
        f.pageViewController.setViewControllers([f["C"]], direction: .forward, animated: true) { completions.append("C \($0)") }
        #expect(f.trace.take() == [
            "B.viewDidAppear(true) movingToParent", "A.viewDidDisappear(true) movingFromParent",
            "A.didMove(toParent: nil)", "B.didMove(toParent: UIPageViewController)",
            "B.willMove(toParent: nil)", "C.willMove(toParent: UIPageViewController)",
            "C.loadView", "C.viewDidLoad",
            "C.viewWillAppear(true) movingToParent", "B.viewWillDisappear(true) movingFromParent",
            "C.viewIsAppearing(true)",
        ])
        #expect(completions == ["B true"])
        #expect(f["A"].view.transform == .identity && f["B"].view.transform == CGAffineTransform(translationX: -390, y: 0))
        f.host.runUntilIdle()
        #expect(completions == ["B true", "C true"])
        #expect(f["B"].view.transform == .identity)
    }

    @Test func leavingTheWindowMidFlight_settlesTheTurnFirst_rule2_1() {
        let f = PageFixture(style: .scroll)
        f.pageViewController.setViewControllers([f["B"]], direction: .forward, animated: true)
        f.trace.take()
        f.host.advance(by: 0.1)
        f.host.window.rootViewController = nil
        #expect(f.trace.take() == [
            "B.viewDidAppear(true) movingToParent", "A.viewDidDisappear(true) movingFromParent",
            "A.didMove(toParent: nil)", "B.didMove(toParent: UIPageViewController)",
            "B.viewWillDisappear(false)", "B.viewDidDisappear(false)",
        ])
    }

    @Test func animatedTurn_releasesTheOldPageAndTheTransition() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        weak var weakOld: UIViewController?
        weak var weakCoordinator: UIViewControllerTransitionCoordinator?
        do {
            let old = UIViewController()
            weakOld = old
            pvc.setViewControllers([old], direction: .forward, animated: false)
            host.show(pvc)
            pvc.setViewControllers([UIViewController()], direction: .forward, animated: true)
            weakCoordinator = pvc.transitionCoordinator
            host.advance(by: 0.1)
        }
        #expect(weakOld != nil && weakCoordinator != nil)
        host.runUntilIdle()
        #expect(weakOld == nil)
        #expect(weakCoordinator == nil)
        #expect(pvc.activeTransition == nil)
    }
}
