import Testing
import UIKitTesting

/// The delegate (UIKIT-SEMANTICS 4.13).
@Suite @MainActor struct NavigationDelegateTests {
    @Test func push_willShowBeforeViewWillAppear_didShowAfterViewDidAppear_rule4_13() {
        let f = NavigationFixture()
        let delegate = TracingNavigationDelegate(trace: f.trace)
        f.nav.delegate = delegate
        f.nav.pushViewController(f.make("B"), animated: true)
        f.host.runUntilIdle()
        #expect(f.trace.take() == [
            "B.willMove(toParent: UINavigationController)",
            "delegate.willShow(B, true)",
            "B.loadView", "B.viewDidLoad",
            "A.viewWillDisappear(true)",
            "B.viewWillAppear(true) movingToParent",
            "B.viewIsAppearing(true)",
            "A.viewDidDisappear(true)",
            "B.viewDidAppear(true) movingToParent",
            "delegate.didShow(B, true)",
            "B.didMove(toParent: UINavigationController)",
        ])
    }

    @Test func pop_delegateSeesUncoveredController_rule4_13() {
        let f = NavigationFixture()
        f.nav.pushViewController(f.make("B"), animated: false)
        f.host.runUntilIdle()
        let delegate = TracingNavigationDelegate(trace: f.trace)
        f.nav.delegate = delegate
        f.trace.take()
        f.nav.popViewController(animated: false)
        f.host.runUntilIdle()
        let events = f.trace.take()
        #expect(events.filter { $0.hasPrefix("delegate") } == ["delegate.willShow(A, false)", "delegate.didShow(A, false)"])
        let willShow = events.firstIndex(of: "delegate.willShow(A, false)")!
        let willAppear = events.firstIndex(of: "A.viewWillAppear(false)")!
        let didAppear = events.firstIndex(of: "A.viewDidAppear(false)")!
        let didShow = events.firstIndex(of: "delegate.didShow(A, false)")!
        #expect(willShow < willAppear && didAppear < didShow)
    }

    @Test func setViewControllersWithSameTop_doesNotCallDelegate_rule4_13() {
        let f = NavigationFixture()
        let delegate = TracingNavigationDelegate(trace: f.trace)
        f.nav.delegate = delegate
        f.nav.viewControllers = [f.make("Z"), f.a]
        f.host.runUntilIdle()
        #expect(f.trace.events.allSatisfy { !$0.hasPrefix("delegate") })
    }

    @Test func delegate_isWeak_rule4_13() {
        let f = NavigationFixture()
        var delegate: TracingNavigationDelegate? = TracingNavigationDelegate(trace: f.trace)
        weak let weakDelegate = delegate
        f.nav.delegate = delegate
        delegate = nil
        #expect(weakDelegate == nil)
        #expect(f.nav.delegate == nil)
    }
}

@Suite @MainActor struct NavigationDelegateAppearanceTests {
    @Test func firstAppearance_announcesRoot_rule4_13() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        let nav = UINavigationController(rootViewController: a)
        let delegate = TracingNavigationDelegate(trace: trace)
        nav.delegate = delegate
        trace.take()
        host.show(nav)
        #expect(trace.take() == [
            "delegate.willShow(A, false)",
            "A.loadView", "A.viewDidLoad",
            "A.viewWillAppear(false) movingToParent",
            "A.viewIsAppearing(false)",
            "A.viewDidAppear(false) movingToParent",
            "delegate.didShow(A, false)",
        ])
    }

    @Test func reappearingWithSameTop_doesNotAnnounceAgain_rule4_13() {
        let f = NavigationFixture()
        let delegate = TracingNavigationDelegate(trace: f.trace)
        f.nav.delegate = delegate
        f.nav.pushViewController(f.make("B"), animated: false)
        f.host.runUntilIdle()
        f.trace.take()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        f.nav.present(modal, animated: false)
        f.host.runUntilIdle()
        modal.dismiss(animated: false)
        f.host.runUntilIdle()
        #expect(f.trace.events.contains("B.viewDidAppear(false)"))
        #expect(f.trace.events.allSatisfy { !$0.hasPrefix("delegate") })
    }
}
