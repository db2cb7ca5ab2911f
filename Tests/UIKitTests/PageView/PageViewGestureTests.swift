import Testing
@testable import UIKit
import UIKitTesting

/// Gesture-driven page turns through real touches (UIKIT-SEMANTICS 9.2, 9.4, 2.1).
@Suite @MainActor struct PageViewGestureTests {
    @Test func swipeRightToLeftPastHalf_turnsToThePageAfter_scrollOrder_delegateAroundIt_rules9_2_9_4() {
        let f = PageFixture(style: .scroll)
        f.swipe(dx: -300, duration: 1.0)
        #expect(f.trace.take() == [
            "dataSource.after(A)",
            "delegate.willTransitionTo(B)",
            "B.willMove(toParent: UIPageViewController)",
            "B.loadView", "B.viewDidLoad",
            "B.viewWillAppear(true) movingToParent", "A.viewWillDisappear(true)",
            "B.viewIsAppearing(true)",
            "A.willMove(toParent: nil)",
        ])
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "B.viewDidAppear(true) movingToParent", "A.viewDidDisappear(true) movingFromParent",
            "A.didMove(toParent: nil)", "B.didMove(toParent: UIPageViewController)",
            "delegate.didFinish(finished: true, previous: A, completed: true)",
        ])
        #expect(f.pageViewController.viewControllers == [f["B"]])
        #expect(f.pageViewController.children == [f["B"]])
        #expect(f["B"].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(f["A"].view.superview == nil)
    }

    @Test func swipeLeftToRight_turnsToThePageBefore_pageCurlOrder_rules9_2_9_4() {
        let f = PageFixture(style: .pageCurl, start: 1)
        f.swipe(dx: 300, duration: 1.0)
        f.host.runUntilIdle()
        let trace = f.trace.take()
        #expect(trace.first == "dataSource.before(B)")
        #expect(trace.filter { $0.contains("ppear") } == [
            "A.viewWillAppear(true) movingToParent", "B.viewWillDisappear(true)",
            "A.viewIsAppearing(true)",
            "B.viewDidDisappear(true) movingFromParent", "A.viewDidAppear(true) movingToParent",
        ])
        #expect(trace.last == "delegate.didFinish(finished: true, previous: B, completed: true)")
        #expect(f.pageViewController.viewControllers == [f["A"]])
    }

    @Test func noPageInThatDirection_nothingHappens_rule9_2() {
        let f = PageFixture()
        f.swipe(dx: 300, duration: 1.0)
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["dataSource.before(A)"])
        #expect(f.pageViewController.viewControllers == [f["A"]])
        #expect(f.pageViewController.children == [f["A"]])
    }

    @Test func nilDataSource_disablesTheGesture_rule9_2() {
        let f = PageFixture()
        f.pageViewController.dataSource = nil
        #expect(f.pageViewController.gestureRecognizers.allSatisfy { !$0.isEnabled })
        f.swipe(dx: -300, duration: 1.0)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [])
        #expect(f.pageViewController.viewControllers == [f["A"]])
    }

    @Test func shortSlowSwipe_cancels_newPageAppearsThenDisappears_currentReappears_rules2_1_9_2() {
        let f = PageFixture()
        f.swipe(dx: -100, duration: 1.0)
        #expect(f.trace.take() == [
            "dataSource.after(A)",
            "delegate.willTransitionTo(B)",
            "B.willMove(toParent: UIPageViewController)",
            "B.loadView", "B.viewDidLoad",
            "B.viewWillAppear(true) movingToParent", "A.viewWillDisappear(true)",
            "B.viewIsAppearing(true)",
            "B.willMove(toParent: nil)",
        ])
        f.host.runUntilIdle()
        // The engine's order for a cancelled transition (2.1): the arriving page
        // disappears again, then the current one reappears.
        #expect(f.trace.take() == [
            "B.viewWillDisappear(true) movingFromParent", "B.viewDidDisappear(true) movingFromParent",
            "A.viewWillAppear(true)", "A.viewIsAppearing(true)", "A.viewDidAppear(true)",
            "B.didMove(toParent: nil)",
            "delegate.didFinish(finished: true, previous: A, completed: false)",
        ])
        #expect(f.pageViewController.viewControllers == [f["A"]])
        #expect(f.pageViewController.children == [f["A"]])
        #expect(f["A"].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(f["B"].view.superview == nil)
    }

    @Test func shortFastFlick_completesTheTurn_rule9_2() {
        let f = PageFixture()
        f.swipe(dx: -100, duration: 0.1, steps: 5)
        f.host.runUntilIdle()
        #expect(f.pageViewController.viewControllers == [f["B"]])
        #expect(f.trace.take().last == "delegate.didFinish(finished: true, previous: A, completed: true)")
    }

    @Test func pagesFollowTheFinger_whileDragging() {
        let f = PageFixture()
        let touch = f.host.touchDown(at: CGPoint(x: 300, y: 400))
        f.host.advance(by: 0.2)
        f.host.touchMove(touch, to: CGPoint(x: 250, y: 400))
        f.host.advance(by: 0.2)   // 250 pt/s: not a flick
        f.host.touchMove(touch, to: CGPoint(x: 200, y: 400))
        let width = f.pageViewController.view.bounds.width
        // The pages move by transforms scrubbed with the finger (presentation values).
        #expect(abs(f["A"].view.layer.presentation()!.affineTransform().tx + 100) < 0.01)
        #expect(abs(f["B"].view.layer.presentation()!.affineTransform().tx - (width - 100)) < 0.01)
        f.host.advance(by: 0.5)
        f.host.touchUp(touch)
        f.host.runUntilIdle()
        #expect(f.pageViewController.viewControllers == [f["A"]])
        #expect(f["A"].view.frame.minX == 0 && f["A"].view.transform == .identity)
    }

    @Test func verticalOrientation_swipeUpTurnsForward_horizontalSwipeDoesNothing() {
        let f = PageFixture(orientation: .vertical)
        f.swipe(dx: -300, duration: 1.0)
        f.host.runUntilIdle()
        #expect(f.pageViewController.viewControllers == [f["A"]])
        f.trace.take()
        let b = f.host.window.bounds
        f.host.swipe(from: CGPoint(x: b.midX, y: b.maxY - 40), to: CGPoint(x: b.midX, y: b.maxY - 540), duration: 1.0)
        f.host.runUntilIdle()
        #expect(f.pageViewController.viewControllers == [f["B"]])
        #expect(f.trace.take().first == "dataSource.after(A)")
    }

    @Test func delegateIsNotToldAboutSetViewControllers_onlyGestures_rule9_2() {
        let f = PageFixture()
        f.pageViewController.setViewControllers([f["C"]], direction: .forward, animated: true)
        f.host.runUntilIdle()
        #expect(!f.trace.take().contains { $0.hasPrefix("delegate.") || $0.hasPrefix("dataSource.") })
        f.swipe(dx: 300, duration: 1.0)
        f.host.runUntilIdle()
        #expect(f.trace.take().filter { $0.hasPrefix("delegate.") } == [
            "delegate.willTransitionTo(B)", "delegate.didFinish(finished: true, previous: C, completed: true)",
        ])
    }

    @Test func setViewControllersDuringADrag_cancelsTheTurnAtOnce_rule2_1() {
        let f = PageFixture()
        let touch = f.host.touchDown(at: CGPoint(x: 300, y: 400))
        f.host.advance(by: 0.1)
        f.host.touchMove(touch, to: CGPoint(x: 200, y: 400))
        f.trace.take()
        f.pageViewController.setViewControllers([f["C"]], direction: .forward, animated: false)
        f.host.touchUp(touch)
        f.host.runUntilIdle()
        #expect(f.pageViewController.viewControllers == [f["C"]])
        #expect(f.pageViewController.children == [f["C"]])
        let trace = f.trace.take()
        #expect(trace.contains("delegate.didFinish(finished: true, previous: A, completed: false)"))
        #expect(trace.filter { $0.hasPrefix("B.view") } == [
            "B.viewWillDisappear(true) movingFromParent", "B.viewDidDisappear(true) movingFromParent",
        ])
        #expect(f["A"].appearanceState == .disappeared && f["C"].appearanceState == .appeared)
    }
}

/// Turns that meet other transitions (UIKIT-SEMANTICS 2.1, 3.5, 9.1).
@Suite @MainActor struct PageViewInterplayTests {
    @Test func pageViewControllerDisappearingDuringADrag_cancelsTheTurn_everyPageBalanced_rule2_1() {
        let f = PageFixture()
        let touch = f.host.touchDown(at: CGPoint(x: 300, y: 400))
        f.host.advance(by: 0.1)
        f.host.touchMove(touch, to: CGPoint(x: 150, y: 400))
        f.trace.take()
        f.host.window.rootViewController = UIViewController()
        f.host.touchUp(touch)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear(true) movingFromParent", "B.viewDidDisappear(true) movingFromParent",
            "A.viewWillAppear(true)", "A.viewIsAppearing(true)", "A.viewDidAppear(true)",
            "B.didMove(toParent: nil)",
            "delegate.didFinish(finished: true, previous: A, completed: false)",
            "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
        ])
        #expect(f.pageViewController.children == [f["A"]])
    }

    @Test func swipeDuringAnAnimatedSet_isIgnored_dataSourceNotAsked_rule9_1() {
        let f = PageFixture()
        f.pageViewController.setViewControllers([f["B"]], direction: .forward, animated: true)
        f.trace.take()
        let touch = f.host.touchDown(at: CGPoint(x: 300, y: 400))
        f.host.touchMove(touch, to: CGPoint(x: 100, y: 400))
        #expect(!f.trace.take().contains { $0.hasPrefix("dataSource.") })
        f.host.touchUp(touch)
        f.host.runUntilIdle()
        #expect(f.pageViewController.viewControllers == [f["B"]])
    }

    @Test func pagesSetInViewDidLoad_appearWithThePageViewController_containerFirst_rules9_1_3_5() {
        final class Pager: UIPageViewController {
            let trace = TraceRecorder()
            init() { super.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal) }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() {
                super.viewDidLoad()
                setViewControllers([TracingViewController("A", trace: trace)], direction: .forward, animated: false)
            }
            override func viewWillAppear(_ animated: Bool) {
                trace.record("P.viewWillAppear(\(animated))")
                super.viewWillAppear(animated)
            }
            override func viewDidAppear(_ animated: Bool) {
                trace.record("P.viewDidAppear(\(animated))")
                super.viewDidAppear(animated)
            }
        }
        let host = HeadlessHost()
        let pager = Pager()
        var completed = false
        host.show(pager)
        pager.setViewControllers(pager.viewControllers, direction: .forward, animated: false) { completed = $0 }
        host.runUntilIdle()
        #expect(completed)
        #expect(pager.trace.events == [
            "A.willMove(toParent: Pager)", "A.didMove(toParent: Pager)",
            "P.viewWillAppear(false)",
            "A.loadView", "A.viewDidLoad",
            "A.viewWillAppear(false) movingToParent", "A.viewIsAppearing(false)",
            "P.viewDidAppear(false)", "A.viewDidAppear(false) movingToParent",
        ])
    }
}

/// Page geometry: pages fill the page view controller's view and follow its size.
@Suite @MainActor struct PageViewLayoutTests {
    @Test func pageFollowsRotation() {
        let f = PageFixture()
        #expect(f["A"].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(f.host.rotate(to: .landscapeLeft))
        #expect(f.pageViewController.view.bounds == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(f["A"].view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test func interPageSpacing_separatesThePagesWhileDragging() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                       options: [.interPageSpacing: 10])
        let pages = ["A", "B"].map { TracingViewController($0, trace: trace) }
        let dataSource = RecordingPageDataSource(trace: trace, pages: pages)
        pvc.dataSource = dataSource
        pvc.setViewControllers([pages[0]], direction: .forward, animated: false)
        host.show(pvc)
        let touch = host.touchDown(at: CGPoint(x: 300, y: 400))
        host.advance(by: 0.5)   // 200 pt/s: slow enough not to count as a flick
        host.touchMove(touch, to: CGPoint(x: 200, y: 400))
        // 390 + 10 spacing − 100 dragged
        #expect(abs(pages[1].view.layer.presentation()!.affineTransform().tx - 300) < 0.01)
        host.touchUp(touch)
        host.runUntilIdle()
        #expect(pvc.viewControllers == [pages[0]])
    }
}
