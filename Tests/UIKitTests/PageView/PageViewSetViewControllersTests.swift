import Testing
@testable import UIKit
import UIKitTesting

/// `setViewControllers` containment and appearance (UIKIT-SEMANTICS 9.1, 9.4, 3.5, 1.10).
@Suite @MainActor struct PageViewSetViewControllersTests {
    @Test func initializer_readsStyleOrientationAndOptions() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical,
                                        options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(curl.transitionStyle == .pageCurl)
        #expect(curl.navigationOrientation == .vertical)
        #expect(curl.spineLocation == .mid)
        #expect(UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal).spineLocation == .min)
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                          options: [.interPageSpacing: 8, .spineLocation: 2])
        #expect(scroll.spineLocation == .none)
        #expect(scroll.interPageSpacing == 8)
        #expect(scroll.viewControllers == [])
        #expect(UIPageViewController.OptionsKey.spineLocation.rawValue == "UIPageViewControllerOptionSpineLocationKey")
    }

    @Test func pagesSetBeforeShowing_becomeChildren_andAppearWithThePageViewController_rules9_1_3_5() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let a = TracingViewController("A", trace: trace)
        pvc.setViewControllers([a], direction: .forward, animated: false)
        #expect(trace.take() == ["A.willMove(toParent: UIPageViewController)", "A.didMove(toParent: UIPageViewController)"])
        #expect(pvc.children == [a])
        #expect(pvc.viewControllers == [a])
        #expect(!a.isViewLoaded)
        host.show(pvc)
        #expect(trace.take() == [
            "A.loadView", "A.viewDidLoad",
            "A.viewWillAppear(false) movingToParent", "A.viewIsAppearing(false)",
            "A.viewDidAppear(false) movingToParent",
        ])
        #expect(a.view.superview === pvc.view)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        host.window.rootViewController = nil
        #expect(trace.take() == ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)"])
    }

    @Test func replacingNonAnimated_scroll_newWillAppearFirst_newDidAppearBeforeOldDidDisappear_nextTurn_rules9_1_9_4() {
        let f = PageFixture(style: .scroll)
        var completions: [Bool] = []
        f.pageViewController.setViewControllers([f["B"]], direction: .forward, animated: false) { completions.append($0) }
        #expect(f.trace.take() == [
            "A.willMove(toParent: nil)", "B.willMove(toParent: UIPageViewController)",
            "B.loadView", "B.viewDidLoad",
            "B.viewWillAppear(false) movingToParent", "A.viewWillDisappear(false) movingFromParent",
            "B.viewIsAppearing(false)",
        ])
        #expect(f.pageViewController.viewControllers == [f["B"]])
        #expect(completions.isEmpty)
        f.host.pump()
        #expect(f.trace.take() == [
            "B.viewDidAppear(false) movingToParent", "A.viewDidDisappear(false) movingFromParent",
            "A.didMove(toParent: nil)", "B.didMove(toParent: UIPageViewController)",
        ])
        #expect(completions == [true])
        #expect(f.pageViewController.children == [f["B"]])
        #expect(f["A"].viewIfLoaded?.superview == nil)
        #expect(f["B"].view.superview === f.pageViewController.view)
    }

    @Test func replacingAnimated_pageCurl_oldDidDisappearBeforeNewDidAppear_afterTheDuration_rule9_4() {
        let f = PageFixture(style: .pageCurl)
        var completions: [Bool] = []
        f.pageViewController.setViewControllers([f["B"]], direction: .reverse, animated: true) { completions.append($0) }
        #expect(f.trace.take() == [
            "A.willMove(toParent: nil)", "B.willMove(toParent: UIPageViewController)",
            "B.loadView", "B.viewDidLoad",
            "B.viewWillAppear(true) movingToParent", "A.viewWillDisappear(true) movingFromParent",
            "B.viewIsAppearing(true)",
        ])
        f.host.advance(by: ViewControllerKit.PageTiming.duration - 0.01)
        #expect(f.trace.take() == [])
        #expect(completions.isEmpty)
        f.host.advance(by: 0.01)
        #expect(f.trace.take() == [
            "A.viewDidDisappear(true) movingFromParent", "B.viewDidAppear(true) movingToParent",
            "A.didMove(toParent: nil)", "B.didMove(toParent: UIPageViewController)",
        ])
        #expect(completions == [true])
    }

    @Test func replacingAnimated_scroll_orderOfRule9_4() {
        let f = PageFixture(style: .scroll)
        f.pageViewController.setViewControllers([f["C"]], direction: .forward, animated: true)
        f.host.runUntilIdle()
        let appearance = f.trace.take().filter { $0.contains("Appear") || $0.contains("Disappear") }
        #expect(appearance == [
            "C.viewWillAppear(true) movingToParent", "A.viewWillDisappear(true) movingFromParent",
            "C.viewIsAppearing(true)",
            "C.viewDidAppear(true) movingToParent", "A.viewDidDisappear(true) movingFromParent",
        ])
    }

    @Test func settingTheDisplayedPageAgain_sendsNoCallbacks_completesNextTurn_rule9_1() {
        let f = PageFixture()
        var completions: [Bool] = []
        f.pageViewController.setViewControllers([f["A"]], direction: .forward, animated: true) { completions.append($0) }
        f.host.runUntilIdle()
        #expect(f.trace.take() == [])
        #expect(completions == [true])
    }

    @Test func replacingWhileOffScreen_changesChildrenOnly_completesNextTurn_rule9_1() {
        let f = PageFixture()
        f.host.window.rootViewController = nil
        f.trace.take()
        var completions: [Bool] = []
        f.pageViewController.setViewControllers([f["B"]], direction: .forward, animated: true) { completions.append($0) }
        #expect(f.trace.take() == [
            "A.willMove(toParent: nil)", "B.willMove(toParent: UIPageViewController)",
            "A.didMove(toParent: nil)", "B.didMove(toParent: UIPageViewController)",
        ])
        f.host.pump()
        #expect(completions == [true])
        #expect(f["A"].viewIfLoaded?.superview == nil)
    }

    @Test func aSecondSetDuringAnAnimatedOne_finishesTheFirstAtOnce_keeping2_1Balanced() {
        let f = PageFixture()
        var completions: [String] = []
        f.pageViewController.setViewControllers([f["B"]], direction: .forward, animated: true) { completions.append("B \($0)") }
        f.pageViewController.setViewControllers([f["C"]], direction: .forward, animated: true) { completions.append("C \($0)") }
        #expect(completions == ["B true"])
        f.host.runUntilIdle()
        #expect(completions == ["B true", "C true"])
        let b = f.trace.take().filter { $0.hasPrefix("B.view") && $0.contains("ppear") }
        #expect(b == [
            "B.viewWillAppear(true) movingToParent", "B.viewIsAppearing(true)", "B.viewDidAppear(true) movingToParent",
            "B.viewWillDisappear(true) movingFromParent", "B.viewDidDisappear(true) movingFromParent",
        ])
        #expect(f.pageViewController.children == [f["C"]])
    }

    @Test func wrongNumberOfPages_raises_changingNothing() {
        let f = PageFixture()
        f.host.expectException(containing: "doesn't match the number required (1)") {
            f.pageViewController.setViewControllers([f["B"], f["C"]], direction: .forward, animated: false)
        }
        #expect(f.host.takeDiagnostics().map(\.message).contains {
            $0.contains("doesn't match the number required (1)")
        })
        #expect(f.pageViewController.viewControllers == [f["A"]])
        #expect(f.trace.take() == [])
    }

    @Test func midSpine_showsTwoPagesSideBySide_rule9_1() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        let a = TracingViewController("A", trace: trace), b = TracingViewController("B", trace: trace)
        pvc.setViewControllers([a, b], direction: .forward, animated: false)
        host.show(pvc)
        #expect(pvc.children == [a, b])
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 195, height: 844))
        #expect(b.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
        #expect(a.appearanceState == .appeared && b.appearanceState == .appeared)
    }
}
