import Testing
@testable import UIKit
import UIKitTesting

/// Gesture-driven page turns are interactive transitions on the shared engine: the pan's
/// progress is the transition's `percentComplete`, lifting past half (or with a flick)
/// finishes it, otherwise it is cancelled and undone with UIKit's callbacks for a
/// cancelled transition (UIKIT-SEMANTICS 9.2, 9.4, 2.1).
@Suite @MainActor struct PageViewInteractiveTurnTests {
    /// Pages A, B, C (coordinated) in a page view controller on an iPhone 14 (390 wide).
    @MainActor
    struct Fixture {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let pvc: UIPageViewController
        let pages: [CoordinatedController]
        let dataSource: RecordingPageDataSource
        let delegate: RecordingPageDelegate

        init(style: UIPageViewController.TransitionStyle = .scroll) {
            pvc = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
            let trace = trace
            pages = ["A", "B", "C"].map { name in
                let page = CoordinatedController(name, trace: trace)
                page.watchesInteraction = true
                return page
            }
            dataSource = RecordingPageDataSource(trace: trace, pages: pages)
            delegate = RecordingPageDelegate(trace: trace)
            pvc.dataSource = dataSource
            pvc.delegate = delegate
            pvc.setViewControllers([pages[0]], direction: .forward, animated: false)
            host.show(pvc)
            host.runUntilIdle()
            trace.take()
        }

        /// Puts a finger down at x = 300 and drags it slowly (no flick) to `x`.
        func drag(to x: CGFloat) -> SyntheticTouch {
            let touch = host.touchDown(at: CGPoint(x: 300, y: 400))
            host.advance(by: 0.5)
            host.touchMove(touch, to: CGPoint(x: 290, y: 400))
            host.advance(by: 0.5)
            host.touchMove(touch, to: CGPoint(x: x, y: 400))
            return touch
        }

        func tx(_ page: UIViewController) throws -> CGFloat {
            try #require(page.view.layer.presentation()).affineTransform().tx
        }
    }

    @Test func scrollTurn_percentFollowsTheFinger_releasePastHalfFinishesOnTheClock_rule9_2_rule9_4() throws {
        let f = Fixture()
        let (a, b) = (f.pages[0], f.pages[1])
        let touch = f.drag(to: 300 - 97.5)                       // a quarter of 390
        let coordinator = try #require(f.pvc.transitionCoordinator)
        #expect(coordinator.isInteractive && coordinator.isAnimated)
        #expect(coordinator.viewController(forKey: .from) === a && coordinator.viewController(forKey: .to) === b)
        #expect(abs(coordinator.percentComplete - 0.25) < 1e-9)
        #expect(abs(try f.tx(a) + 97.5) < 0.01)
        #expect(abs(try f.tx(b) - 292.5) < 0.01)
        f.host.advance(by: 0.5)
        f.host.touchMove(touch, to: CGPoint(x: 300 - 234, y: 400))   // 0.6
        #expect(abs(coordinator.percentComplete - 0.6) < 1e-9)
        #expect(abs(try f.tx(a) + 234) < 0.01)
        #expect(f.trace.take() == [
            "dataSource.after(A)",
            "delegate.willTransitionTo(B)",
            "B.willMove(toParent: UIPageViewController)",
            "B.loadView", "B.viewDidLoad",
            "B.viewWillAppear(true) movingToParent", "B.coordinator(appear, interactive: true)",
            "A.viewWillDisappear(true)", "A.coordinator(disappear, interactive: true)",
            "B.viewIsAppearing(true)",
        ])
        f.host.advance(by: 0.5)
        f.host.touchUp(touch)
        #expect(f.trace.take() == [
            "A.willMove(toParent: nil)",
            "B.interactionChanged(cancelled: false, percent: 0.6)",
            "A.interactionChanged(cancelled: false, percent: 0.6)",
        ])
        // The rest, 40 % of 0.3 s, plays on the clock.
        f.host.advance(by: 0.06)
        let midway = try f.tx(a)
        #expect(midway < -234 && midway > -390)
        #expect(f.trace.take() == [])
        f.host.advance(by: 0.061)
        #expect(f.trace.take() == [
            "B.completion(appear, cancelled: false)", "A.completion(disappear, cancelled: false)",
            "B.viewDidAppear(true) movingToParent", "A.viewDidDisappear(true) movingFromParent",
            "A.didMove(toParent: nil)", "B.didMove(toParent: UIPageViewController)",
            "delegate.didFinish(finished: true, previous: A, completed: true)",
        ])
        #expect(f.pvc.viewControllers == [b] && f.pvc.children == [b])
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844) && b.view.transform == .identity)
        #expect(a.view.superview == nil && a.view.transform == .identity)
        #expect(f.pvc.transitionCoordinator == nil)
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func scrollTurn_releaseShortOfHalf_cancels_pagesRunBack_reversedCallbacks_rule2_1_rule9_2() throws {
        let f = Fixture()
        let (a, b) = (f.pages[0], f.pages[1])
        let touch = f.drag(to: 300 - 97.5)
        f.trace.take()
        f.host.advance(by: 0.5)
        f.host.touchUp(touch)
        #expect(f.trace.take() == [
            "B.willMove(toParent: nil)",
            "B.interactionChanged(cancelled: true, percent: 0.25)",
            "A.interactionChanged(cancelled: true, percent: 0.25)",
        ])
        #expect(f.pvc.transitionCoordinator?.isCancelled == true)
        // 25 % of 0.3 s back to the start.
        f.host.advance(by: 0.035)
        let midway = try f.tx(a)
        #expect(midway > -97.5 && midway < 0)
        f.host.advance(by: 0.041)
        #expect(f.trace.take() == [
            "B.completion(appear, cancelled: true)", "A.completion(disappear, cancelled: true)",
            // The reversed callbacks come after the transition: no coordinator in them.
            "B.viewWillDisappear(true) movingFromParent", "B.disappear: no coordinator",
            "B.viewDidDisappear(true) movingFromParent",
            "A.viewWillAppear(true)", "A.appear: no coordinator", "A.viewIsAppearing(true)", "A.viewDidAppear(true)",
            "B.didMove(toParent: nil)",
            "delegate.didFinish(finished: true, previous: A, completed: false)",
        ])
        #expect(f.pvc.viewControllers == [a] && f.pvc.children == [a])
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844) && a.view.transform == .identity)
        #expect(b.view.superview == nil && b.view.transform == .identity)
        #expect(a.appearanceState == .appeared && b.appearanceState == .disappeared)
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func pastHalfButFlickedBack_cancels_shortButFlicked_finishes_rule9_2() {
        let f = Fixture()
        // Past half, then a fast move back towards the start: cancelled.
        var touch = f.drag(to: 300 - 250)
        f.host.advance(by: 0.02)
        f.host.touchMove(touch, to: CGPoint(x: 300 - 230, y: 400))   // 1,000 pt/s back
        f.host.touchUp(touch)
        f.host.runUntilIdle()
        #expect(f.pvc.viewControllers == [f.pages[0]])
        #expect(f.trace.take().last == "delegate.didFinish(finished: true, previous: A, completed: false)")
        // Short of half, with a fast flick forward: finished.
        touch = f.drag(to: 300 - 60)
        f.host.advance(by: 0.02)
        f.host.touchMove(touch, to: CGPoint(x: 300 - 80, y: 400))    // 1,000 pt/s forward
        f.host.touchUp(touch)
        f.host.runUntilIdle()
        #expect(f.pvc.viewControllers == [f.pages[1]])
        #expect(f.trace.take().last == "delegate.didFinish(finished: true, previous: A, completed: true)")
    }

    @Test func pageCurlTurn_theTurningPageFoldsWithTheFinger_andFinishes_rule9_4() throws {
        let f = Fixture(style: .pageCurl)
        let (a, b) = (f.pages[0], f.pages[1])
        let touch = f.drag(to: 300 - 97.5)
        // Forward, the current page folds onto the spine (x = 0) over the new one.
        let fold = try #require(a.view.layer.presentation()).affineTransform()
        #expect(abs(fold.a - (1 - 0.25 * (1 - PageTurnMotion.folded))) < 1e-6)
        #expect(f.pvc.view.subviews.firstIndex { $0 === a.view }! > f.pvc.view.subviews.firstIndex { $0 === b.view }!)
        f.host.advance(by: 0.5)
        f.host.touchMove(touch, to: CGPoint(x: 300 - 300, y: 400))
        f.host.advance(by: 0.5)
        f.host.touchUp(touch)
        f.host.runUntilIdle()
        #expect(f.trace.take().filter { $0.contains("Appear") || $0.contains("Disappear") } == [
            "B.viewWillAppear(true) movingToParent", "A.viewWillDisappear(true)",
            "B.viewIsAppearing(true)",
            "A.viewDidDisappear(true) movingFromParent", "B.viewDidAppear(true) movingToParent",
        ])
        #expect(f.pvc.viewControllers == [b])
        #expect(a.view.transform == .identity && b.view.transform == .identity)
    }

    @Test func leaks_turnsReleaseTheirTransitionInteractionAndDiscardedPage_rule2_1() {
        let f = Fixture()
        weak var weakPerformer: TransitionPerformer?
        weak var weakInteraction: UIPercentDrivenInteractiveTransition?
        weak var weakCoordinator: AnyObject?
        weak var weakPage: CoordinatedController?
        do {
            let extra = CoordinatedController("X", trace: f.trace)
            weakPage = extra
            f.dataSource.pages = [f.pages[0], extra]
            let touch = f.drag(to: 300 - 100)
            weakPerformer = f.pvc.interactiveTurn?.performer
            weakInteraction = f.pvc.interactiveTurn?.interaction
            weakCoordinator = f.pvc.transitionCoordinator
            f.host.advance(by: 0.5)
            f.host.touchUp(touch)
            f.dataSource.pages = f.pages
        }
        #expect(weakPerformer != nil && weakInteraction != nil && weakCoordinator != nil)
        f.host.runUntilIdle()
        #expect(f.pvc.interactiveTurn == nil)
        #expect(weakPerformer == nil && weakInteraction == nil && weakCoordinator == nil)
        #expect(weakPage == nil)
        #expect(f.host.diagnostics.isEmpty)
    }
}
