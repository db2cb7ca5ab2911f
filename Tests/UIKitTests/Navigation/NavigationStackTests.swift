import Testing
import UIKitTesting

/// Push and pop callbacks, arrays and views (UIKIT-SEMANTICS 4.1–4.8, 1.10, 3.13).
@Suite @MainActor struct NavigationStackTests {
    @Test func initWithRoot_makesChildWithoutLoading_rule4_1() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        let nav = UINavigationController(rootViewController: a)
        #expect(trace.events == ["A.willMove(toParent: UINavigationController)", "A.didMove(toParent: UINavigationController)"])
        #expect(nav.viewControllers == [a])
        #expect(nav.topViewController === a)
        #expect(nav.children == [a])
        #expect(a.parent === nav)
        #expect(a.navigationController === nav)
        #expect(!a.isViewLoaded)
        #expect(!nav.isViewLoaded)
    }

    @Test func navigationAppearing_forwardsToRootAfterItself_rules4_1_3_5() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        let nav = UINavigationController(rootViewController: a)
        trace.take()
        host.show(nav)
        #expect(trace.take() == [
            "A.loadView", "A.viewDidLoad",
            "A.viewWillAppear(false) movingToParent",
            "A.viewIsAppearing(false)",
            "A.viewDidAppear(false) movingToParent",
        ])
        #expect(a.view.superview === nav.view)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func push_notAnimated_fullTraceNextTurn_rule4_2() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: false)
        #expect(f.nav.viewControllers == [f.a, b])
        #expect(f.nav.topViewController === b)
        #expect(b.parent === f.nav)
        #expect(f.trace.events.last == "B.viewIsAppearing(false)")   // did-callbacks wait a turn
        f.host.pump()
        #expect(f.trace.take() == [
            "B.willMove(toParent: UINavigationController)",
            "B.loadView", "B.viewDidLoad",
            "A.viewWillDisappear(false)",
            "B.viewWillAppear(false) movingToParent",
            "B.viewIsAppearing(false)",
            "A.viewDidDisappear(false)",
            "B.viewDidAppear(false) movingToParent",
            "B.didMove(toParent: UINavigationController)",
        ])
        #expect(f.installedControllers == ["B"])
        #expect(!b.isMovingToParent)
    }

    @Test func push_sendsWillDisappearBeforeWillAppear_rule4_2() {
        let f = NavigationFixture()
        f.nav.pushViewController(f.make("B"), animated: false)
        let events = f.trace.events
        let willDisappear = try! #require(events.firstIndex(of: "A.viewWillDisappear(false)"))
        let willAppear = try! #require(events.firstIndex(of: "B.viewWillAppear(false) movingToParent"))
        #expect(willDisappear < willAppear)
    }

    @Test func push_animated_didCallbacksAfter035Seconds_rule4_2() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: true)
        #expect(f.trace.take() == [
            "B.willMove(toParent: UINavigationController)",
            "B.loadView", "B.viewDidLoad",
            "A.viewWillDisappear(true)",
            "B.viewWillAppear(true) movingToParent",
            "B.viewIsAppearing(true)",
        ])
        // Mid-animation: both views are in place, nothing finished.
        f.host.advance(by: 0.2)
        #expect(f.trace.events.isEmpty)
        #expect(f.installedControllers == ["A", "B"])
        f.host.advance(by: 0.15)
        #expect(f.trace.take() == [
            "A.viewDidDisappear(true)",
            "B.viewDidAppear(true) movingToParent",
            "B.didMove(toParent: UINavigationController)",
        ])
        #expect(f.installedControllers == ["B"])
    }

    @Test func push_coveredControllerStaysChild_rule4_3() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: false)
        f.host.runUntilIdle()
        #expect(f.trace.events.allSatisfy { !$0.hasPrefix("A.willMove") && !$0.hasPrefix("A.didMove") })
        #expect(f.a.parent === f.nav)
        #expect(f.nav.children == [f.a, b])
        #expect(f.a.view.superview == nil)
    }

    @Test func pop_fullTrace_returnsTop_rule4_4() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: false)
        f.host.runUntilIdle()
        f.trace.take()
        let popped = f.nav.popViewController(animated: false)
        #expect(popped === b)
        #expect(f.nav.viewControllers == [f.a])
        f.host.pump()
        #expect(f.trace.take() == [
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear(false) movingFromParent",
            "A.viewWillAppear(false)",
            "A.viewIsAppearing(false)",
            "B.viewDidDisappear(false) movingFromParent",
            "A.viewDidAppear(false)",
            "B.didMove(toParent: nil)",
        ])
        #expect(b.parent == nil)
        #expect(f.installedControllers == ["A"])
    }

    @Test func pop_animated_midAnimationAndEnd_rule4_4() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: true)
        f.host.runUntilIdle()
        f.trace.take()
        f.nav.popViewController(animated: true)
        #expect(f.nav.viewControllers == [f.a])
        #expect(b.parent === f.nav)   // removed only at the end
        f.host.advance(by: 0.3)
        #expect(f.trace.take() == [
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear(true) movingFromParent",
            "A.viewWillAppear(true)",
            "A.viewIsAppearing(true)",
        ])
        f.host.advance(by: 0.05)
        #expect(f.trace.take() == [
            "B.viewDidDisappear(true) movingFromParent",
            "A.viewDidAppear(true)",
            "B.didMove(toParent: nil)",
        ])
        #expect(b.parent == nil)
    }

    @Test func pop_atRoot_returnsNilAndDoesNothing_rule4_5() {
        let f = NavigationFixture()
        #expect(f.nav.popViewController(animated: true) == nil)
        f.host.runUntilIdle()
        #expect(f.trace.events.isEmpty)
        #expect(f.nav.viewControllers == [f.a])
    }

    @Test func popToRoot_onlyOldTopAndRootAppear_rule4_6() {
        let f = NavigationFixture()
        let b = f.make("B"), c = f.make("C")
        f.nav.pushViewController(b, animated: false)
        f.nav.pushViewController(c, animated: false)
        f.host.runUntilIdle()
        f.trace.take()
        let popped = f.nav.popToRootViewController(animated: false)
        #expect(popped?.count == 2 && popped?[0] === b && popped?[1] === c)
        #expect(f.nav.viewControllers == [f.a])
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "C.willMove(toParent: nil)",
            "B.willMove(toParent: nil)",
            "C.viewWillDisappear(false) movingFromParent",
            "A.viewWillAppear(false)",
            "A.viewIsAppearing(false)",
            "C.viewDidDisappear(false) movingFromParent",
            "A.viewDidAppear(false)",
            "B.didMove(toParent: nil)",
            "C.didMove(toParent: nil)",
        ])
        #expect(f.nav.children == [f.a])
    }

    @Test func popToRoot_atRoot_returnsEmpty_rule4_6() {
        let f = NavigationFixture()
        #expect(f.nav.popToRootViewController(animated: false) == [])
        f.host.runUntilIdle()
        #expect(f.trace.events.isEmpty)
    }

    @Test func popToViewController_popsAboveTarget_rule4_7() {
        let f = NavigationFixture()
        let b = f.make("B"), c = f.make("C"), d = f.make("D")
        f.nav.setViewControllers([f.a, b, c, d], animated: false)
        f.host.runUntilIdle()
        f.trace.take()
        let popped = f.nav.popToViewController(b, animated: true)
        #expect(popped?.count == 2 && popped?[0] === c && popped?[1] === d)
        #expect(f.nav.viewControllers == [f.a, b])
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "D.willMove(toParent: nil)",
            "C.willMove(toParent: nil)",
            "B.loadView", "B.viewDidLoad",
            "D.viewWillDisappear(true) movingFromParent",
            "B.viewWillAppear(true)",
            "B.viewIsAppearing(true)",
            "D.viewDidDisappear(true) movingFromParent",
            "B.viewDidAppear(true)",
            "C.didMove(toParent: nil)",
            "D.didMove(toParent: nil)",
        ])
        #expect(!c.isViewLoaded)
    }

    @Test func setViewControllers_newTopPushStyle_middleNotLoaded_rules4_8_1_10() {
        let f = NavigationFixture()
        let b = f.make("B"), c = f.make("C")
        f.nav.setViewControllers([f.a, b, c], animated: false)
        #expect(f.nav.viewControllers == [f.a, b, c])
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "B.willMove(toParent: UINavigationController)",
            "C.willMove(toParent: UINavigationController)",
            "C.loadView", "C.viewDidLoad",
            "A.viewWillDisappear(false)",
            "C.viewWillAppear(false) movingToParent",
            "C.viewIsAppearing(false)",
            "A.viewDidDisappear(false)",
            "C.viewDidAppear(false) movingToParent",
            "B.didMove(toParent: UINavigationController)",
            "C.didMove(toParent: UINavigationController)",
        ])
        #expect(!b.isViewLoaded)
        #expect(f.installedControllers == ["C"])
        // Uncovering B later loads it; it is not "moving to parent" then.
        f.nav.popViewController(animated: false)
        f.host.runUntilIdle()
        #expect(f.trace.events.contains("B.viewDidLoad"))
        #expect(f.trace.events.contains("B.viewWillAppear(false)"))
    }

    @Test func setViewControllers_replacingTop_dropsOldMembers_rule4_8() {
        let f = NavigationFixture()
        let b = f.make("B"), x = f.make("X")
        f.nav.pushViewController(b, animated: false)
        f.host.runUntilIdle()
        f.trace.take()
        f.nav.setViewControllers([x], animated: true)
        #expect(f.nav.viewControllers == [x])
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "B.willMove(toParent: nil)",
            "A.willMove(toParent: nil)",
            "X.willMove(toParent: UINavigationController)",
            "X.loadView", "X.viewDidLoad",
            "B.viewWillDisappear(true) movingFromParent",
            "X.viewWillAppear(true) movingToParent",
            "X.viewIsAppearing(true)",
            "B.viewDidDisappear(true) movingFromParent",
            "X.viewDidAppear(true) movingToParent",
            "A.didMove(toParent: nil)",
            "B.didMove(toParent: nil)",
            "X.didMove(toParent: UINavigationController)",
        ])
        #expect(f.nav.children == [x])
    }

    @Test func setViewControllers_sameTop_noAppearance_rule4_8() {
        let f = NavigationFixture()
        let z = f.make("Z")
        f.nav.viewControllers = [z, f.a]
        #expect(f.trace.take() == [
            "Z.willMove(toParent: UINavigationController)",
            "Z.didMove(toParent: UINavigationController)",
        ])
        f.host.runUntilIdle()
        #expect(f.trace.events.isEmpty)
        #expect(!z.isViewLoaded)
        #expect(f.nav.children == [z, f.a])
    }

    @Test func pushWhileNotOnScreen_noAppearanceNoLoad_rule1_10() {
        let f = NavigationFixture(show: false)
        f.trace.take()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: true)
        #expect(f.trace.take() == [
            "B.willMove(toParent: UINavigationController)",
            "B.didMove(toParent: UINavigationController)",
        ])
        #expect(!b.isViewLoaded && !f.a.isViewLoaded)
        f.host.show(f.nav)
        #expect(f.trace.take() == [
            "B.loadView", "B.viewDidLoad",
            "B.viewWillAppear(false) movingToParent",
            "B.viewIsAppearing(false)",
            "B.viewDidAppear(false) movingToParent",
        ])
        #expect(!f.a.isViewLoaded)
    }

    @Test func pushDuringTransition_finishesRunningOneFirst() {
        let f = NavigationFixture()
        let b = f.make("B"), c = f.make("C")
        f.nav.pushViewController(b, animated: true)
        f.host.advance(by: 0.1)
        f.trace.take()
        f.nav.pushViewController(c, animated: true)
        #expect(f.nav.viewControllers == [f.a, b, c])
        #expect(f.trace.take() == [
            "A.viewDidDisappear(true)",
            "B.viewDidAppear(true) movingToParent",
            "B.didMove(toParent: UINavigationController)",
            "C.willMove(toParent: UINavigationController)",
            "C.loadView", "C.viewDidLoad",
            "B.viewWillDisappear(true)",
            "C.viewWillAppear(true) movingToParent",
            "C.viewIsAppearing(true)",
        ])
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "B.viewDidDisappear(true)",
            "C.viewDidAppear(true) movingToParent",
            "C.didMove(toParent: UINavigationController)",
        ])
        #expect(f.installedControllers == ["C"])
    }

    @Test func navigationDisappearing_forwardsToTopOnly_rule3_5() {
        let f = NavigationFixture()
        f.nav.pushViewController(f.make("B"), animated: false)
        f.host.runUntilIdle()
        f.trace.take()
        f.host.window.rootViewController = f.make("R")
        f.host.runUntilIdle()
        let disappear = f.trace.events.filter { $0.contains("Disappear") }
        #expect(disappear == ["B.viewWillDisappear(false)", "B.viewDidDisappear(false)"])
    }
}

/// Stack changes made while the navigation controller is itself appearing.
@Suite @MainActor struct NavigationDuringAppearanceTests {
    final class PushingRoot: TracingViewController {
        var pushOnLoad: UIViewController?
        var pushOnWillAppear: UIViewController?
        override func viewDidLoad() {
            super.viewDidLoad()
            if let pushOnLoad { navigationController?.pushViewController(pushOnLoad, animated: false) }
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if let pushOnWillAppear {
                self.pushOnWillAppear = nil
                navigationController?.pushViewController(pushOnWillAppear, animated: false)
            }
        }
    }

    @Test func pushFromRootViewDidLoad_showsOnlyPushedController() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let a = PushingRoot("A", trace: trace)
        let b = TracingViewController("B", trace: trace)
        a.pushOnLoad = b
        let nav = UINavigationController(rootViewController: a)
        trace.take()
        host.show(nav)
        #expect(nav.viewControllers == [a, b])
        #expect(trace.events.filter { $0.hasPrefix("A.view") && !$0.hasPrefix("A.viewDidLoad") }.isEmpty)
        #expect(trace.events.contains("B.viewDidAppear(false) movingToParent"))
        #expect(b.view.superview === nav.view)
        #expect(a.view.superview == nil)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func pushFromRootViewWillAppear_rootDisappearsBalanced_rule2_1() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let a = PushingRoot("A", trace: trace)
        let b = TracingViewController("B", trace: trace)
        a.pushOnWillAppear = b
        let nav = UINavigationController(rootViewController: a)
        trace.take()
        host.show(nav)
        let aAppearance = trace.events.filter { $0.hasPrefix("A.view") && !$0.contains("Load") && !$0.contains("loadView") }
        #expect(aAppearance == [
            "A.viewWillAppear(false) movingToParent",
            "A.viewWillDisappear(false)",
            "A.viewDidDisappear(false)",
        ])
        #expect(trace.events.contains("B.viewDidAppear(false) movingToParent"))
        #expect(b.view.superview === nav.view)
        #expect(a.view.superview == nil)
        #expect(host.diagnostics.isEmpty)
    }
}

/// Interrupted transitions stay balanced (UIKIT-SEMANTICS 2.1).
@Suite @MainActor struct NavigationInterruptionTests {
    @Test func popDuringAnimatedPush_finishesPushThenPops_rule2_1() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: true)
        f.host.advance(by: 0.1)
        f.trace.take()
        #expect(f.nav.popViewController(animated: true) === b)
        #expect(f.nav.viewControllers == [f.a])
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "A.viewDidDisappear(true)",
            "B.viewDidAppear(true) movingToParent",
            "B.didMove(toParent: UINavigationController)",
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear(true) movingFromParent",
            "A.viewWillAppear(true)",
            "A.viewIsAppearing(true)",
            "B.viewDidDisappear(true) movingFromParent",
            "A.viewDidAppear(true)",
            "B.didMove(toParent: nil)",
        ])
        #expect(f.installedControllers == ["A"])
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func navigationLeavingWindowMidPush_topDisappearsAfterFinishing_rule3_5() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: true)
        f.host.advance(by: 0.1)
        f.trace.take()
        f.host.window.rootViewController = UIViewController()
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "A.viewDidDisappear(true)",
            "B.viewDidAppear(true) movingToParent",
            "B.didMove(toParent: UINavigationController)",
            "B.viewWillDisappear(false)",
            "B.viewDidDisappear(false)",
        ])
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func pushingControllerThatHidesStatusBar_hidesItAfterPush() {
        final class Hiding: UIViewController {
            override var prefersStatusBarHidden: Bool { true }
        }
        let f = NavigationFixture()
        #expect(!f.host.window.isStatusBarHidden)
        f.nav.pushViewController(Hiding(), animated: true)
        f.host.runUntilIdle()
        #expect(f.host.window.isStatusBarHidden)
        f.nav.popViewController(animated: false)
        f.host.runUntilIdle()
        #expect(!f.host.window.isStatusBarHidden)
    }
}
