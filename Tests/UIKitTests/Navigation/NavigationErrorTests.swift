import Testing
import UIKitTesting

/// Programming errors (UIKIT-SEMANTICS 4.9, 4.10, 4.7): reported through diagnostics,
/// state unchanged.
@Suite @MainActor struct NavigationErrorTests {
    @Test func pushingNavigationController_raises_rule4_9() {
        let f = NavigationFixture()
        let other = UINavigationController(rootViewController: f.make("X"))
        f.trace.take()
        f.host.expectException(containing: "Pushing a navigation controller is not supported") {
            f.nav.pushViewController(other, animated: true)
        }
        #expect(f.host.takeDiagnostics() == [ViewControllerKit.Diagnostic(
            kind: .exception(.invalidArgumentException), message: "Pushing a navigation controller is not supported")])
        #expect(f.nav.viewControllers == [f.a])
        #expect(other.parent == nil)
        f.host.runUntilIdle()
        #expect(f.trace.events.isEmpty)
    }

    @Test func pushingSelf_raises_rule4_9() {
        let f = NavigationFixture()
        f.host.expectException(containing: "Pushing a navigation controller is not supported") {
            f.nav.pushViewController(f.nav, animated: false)
        }
        #expect(f.host.takeDiagnostics().map(\.message) == ["Pushing a navigation controller is not supported"])
        #expect(f.nav.viewControllers == [f.a])
    }

    @Test func pushingControllerAlreadyOnStack_raisesWithItsName_rule4_10() {
        let f = NavigationFixture()
        f.host.expectException(containing: "Pushing the same view controller instance more than once is not supported") {
            f.nav.pushViewController(f.a, animated: false)
        }
        let diagnostics = f.host.takeDiagnostics()
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.kind == .exception(.invalidArgumentException))
        let message = diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("Pushing the same view controller instance more than once is not supported (<TracingViewController: 0x"))
        #expect(message.hasSuffix(">)"))
        #expect(f.nav.viewControllers == [f.a])
        f.host.runUntilIdle()
        #expect(f.trace.events.isEmpty)
    }

    @Test func pushingTwiceBeforeFirstPushFinishes_raises_rule4_10() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: true)
        f.host.expectException(containing: "Pushing the same view controller instance more than once is not supported") {
            f.nav.pushViewController(b, animated: true)
        }
        #expect(f.host.takeDiagnostics().count == 1)
        #expect(f.nav.viewControllers == [f.a, b])
        f.host.runUntilIdle()
        #expect(f.trace.events.filter { $0.hasPrefix("B.viewDidAppear") }.count == 1)
    }

    @Test func popToControllerNotOnStack_raises_rule4_7() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.nav.pushViewController(b, animated: false)
        f.host.runUntilIdle()
        f.trace.take()
        f.host.expectException(containing: "Tried to pop to a view controller that doesn't exist.") {
            #expect(f.nav.popToViewController(f.make("Stranger"), animated: true) == nil)
        }
        #expect(f.host.takeDiagnostics() == [ViewControllerKit.Diagnostic(
            kind: .exception(.internalInconsistencyException), message: "Tried to pop to a view controller that doesn't exist.")])
        #expect(f.nav.viewControllers == [f.a, b])
        f.host.runUntilIdle()
        #expect(f.trace.events.isEmpty)
    }

    @Test func setViewControllersWithDuplicate_raises_rule4_8() {
        let f = NavigationFixture()
        let b = f.make("B")
        f.host.expectException(containing: "All view controllers in a navigation controller must be distinct") {
            f.nav.setViewControllers([b, b], animated: false)
        }
        let diagnostics = f.host.takeDiagnostics()
        #expect(diagnostics.first?.kind == .exception(.internalInconsistencyException))
        #expect(diagnostics.first?.message.hasPrefix("All view controllers in a navigation controller must be distinct (") == true)
        #expect(f.nav.viewControllers == [f.a])
        #expect(b.parent == nil)
    }
}

@Suite @MainActor struct NavigationTabBarPushTests {
    @Test func pushingTabBarController_doesNotRaise_rule4_11() {
        let f = NavigationFixture()
        let tabs = UITabBarController()
        f.nav.pushViewController(tabs, animated: false)
        f.host.runUntilIdle()
        #expect(f.host.diagnostics.isEmpty)
        #expect(f.nav.topViewController === tabs)
    }
}
