import Testing
import UIKitTesting

/// Containers that forward appearance themselves (UIKIT-SEMANTICS 3.6, 3.7; seed 000 listings 5-4, 5-5).
@Suite @MainActor struct ManualAppearanceForwardingTests {
    final class ManualContainer: TracingViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    @Test func noAutomaticCallbacks_whenTheContainerOptsOut_rule3_6() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let container = ManualContainer("P", trace: trace)
        let child = TracingViewController("C", trace: trace)
        ContainmentTests.embed(child, in: container)
        trace.take()
        host.show(container)
        #expect(trace.take() == ["P.viewWillAppear(false)", "P.viewIsAppearing(false)", "P.viewDidAppear(false)"])
    }

    @Test func beginAndEnd_sendTheCallbacks_rule3_7() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let container = ManualContainer("P", trace: trace)
        host.show(container)
        let child = TracingViewController("C", trace: trace)
        container.addChild(child)
        trace.take()
        child.beginAppearanceTransition(true, animated: true)
        container.view.addSubview(child.view)  // no automatic callbacks while managed
        child.endAppearanceTransition()
        child.didMove(toParent: container)
        #expect(trace.take() == [
            "C.loadView", "C.viewDidLoad",
            "C.viewWillAppear(true) movingToParent",
            "C.viewIsAppearing(true)",
            "C.viewDidAppear(true) movingToParent",
            "C.didMove(toParent: P)",
        ])
        child.beginAppearanceTransition(false, animated: false)
        child.view.removeFromSuperview()  // automatic disappear suppressed while begin(false) is outstanding
        child.endAppearanceTransition()
        #expect(trace.take() == ["C.viewWillDisappear(false)", "C.viewDidDisappear(false)"])
    }

    @Test func unbalancedCalls_warnAndChangeNothing() {
        let host = HeadlessHost()
        let child = UIViewController()
        child.endAppearanceTransition()
        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(true, animated: false)
        let address = host.diagnostics.first.map { String($0.message.split(separator: " ").last!.dropLast(2)) } ?? ""
        #expect(host.diagnostics == [
            ViewControllerKit.Diagnostic(kind: .warning, message: "Unbalanced calls to begin/end appearance transitions for <UIViewController: \(address)>."),
            ViewControllerKit.Diagnostic(kind: .warning, message: "Unbalanced calls to begin/end appearance transitions for <UIViewController: \(address)>."),
        ])
        #expect(address.hasPrefix("0x"))
    }

    @Test func reversingMidway_isAllowed_likeACancelledTransition_rule2_1() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let child = TracingViewController("C", trace: trace)
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(false, animated: true)
        child.endAppearanceTransition()
        #expect(trace.events == [
            "C.loadView", "C.viewDidLoad", "C.viewWillAppear(true)", "C.viewWillDisappear(true)", "C.viewDidDisappear(true)",
        ])
        #expect(host.diagnostics.isEmpty)
    }
}

/// Calling appearance methods directly (UIKIT-SEMANTICS 2.8).
@Suite @MainActor struct DirectAppearanceCallTests {
    final class CallsSuper: UIViewController {
        var calls = 0
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            calls += 1
        }
    }

    @Test func callingViewWillAppearDirectly_warnsWithUIKitsMessage_rule2_8() {
        let host = HeadlessHost()
        let controller = CallsSuper()
        controller.viewWillAppear(false)
        #expect(controller.calls == 1)
        #expect(host.diagnostics.count == 1)
        let message = host.diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("Calling -viewWillAppear: directly on a view controller is not supported, and may "
                                  + "result in out-of-order callbacks and other inconsistent behavior."))
        #expect(message.contains("Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse "
                                 + "to catch this in the debugger. View controller: <CallsSuper: 0x"))
        #expect(message.hasSuffix(">"))
    }

    @Test func uikitsOwnDispatch_doesNotWarn() {
        let host = HeadlessHost()
        let controller = CallsSuper()
        host.show(controller)
        host.window.rootViewController = nil
        #expect(controller.calls == 1)
        #expect(host.diagnostics.isEmpty)
    }
}

/// A transition begun inside the previous one's did-callback stays managed explicitly.
@Suite @MainActor struct NestedExplicitTransitionTests {
    final class Restarting: TracingViewController {
        var restartOnDidAppear = true
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if restartOnDidAppear {
                restartOnDidAppear = false
                beginAppearanceTransition(false, animated: false)
            }
        }
    }

    @Test func beginInsideDidAppear_isNotForgottenByTheEndingTransition_rule3_7() {
        let host = HeadlessHost()
        final class Manual: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let container = Manual()
        host.show(container)
        let trace = TraceRecorder()
        let child = Restarting("C", trace: trace)
        container.addChild(child)
        child.beginAppearanceTransition(true, animated: false)
        container.view.addSubview(child.view)
        child.endAppearanceTransition()   // viewDidAppear begins the disappearance
        child.view.removeFromSuperview()  // still managed: no automatic callbacks
        child.endAppearanceTransition()
        #expect(trace.events(containing: "Disappear") == ["C.viewWillDisappear(false)", "C.viewDidDisappear(false)"])
        #expect(host.diagnostics.isEmpty)
    }
}
