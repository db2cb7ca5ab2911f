import Testing
import UIKit
import UIKitTesting

/// Refused presentations: UIKit's exact messages, and nothing changes (UIKIT-SEMANTICS 6.11–6.13, 6.22).
@Suite @MainActor struct PresentationErrorTests {
    static func name(_ controller: UIViewController) -> String {
        "<\(type(of: controller)): \(Unmanaged.passUnretained(controller).toOpaque())>"
    }

    @Test func alreadyPresenting_warnsAndIgnores_rule6_11() {
        let (host, trace, a, b) = PresentationAppearanceTests.setUp()
        a.present(b, animated: false)
        host.runUntilIdle()
        host.takeDiagnostics()
        trace.take()
        let c = TracingViewController("C", trace: trace)
        a.present(c, animated: false)
        host.runUntilIdle()
        #expect(host.takeDiagnostics() == [ViewControllerKit.Diagnostic(kind: .warning, message:
            "Attempt to present \(Self.name(c)) on \(Self.name(a)) (from \(Self.name(a))) "
                + "which is already presenting \(Self.name(b)).")])
        #expect(trace.take().isEmpty)
        #expect(c.presentingViewController == nil)
        #expect(a.presentedViewController === b)
    }

    @Test func alreadyPresenting_fromAChild_namesTheResolvedPresenter_rule6_11() {
        let (host, _, a, b) = PresentationAppearanceTests.setUp()
        let child = UIViewController()
        ContainmentTests.embed(child, in: a)
        a.present(b, animated: false)
        host.runUntilIdle()
        host.takeDiagnostics()
        let c = UIViewController()
        child.present(c, animated: false)
        #expect(host.takeDiagnostics().map(\.message) == [
            "Attempt to present \(Self.name(c)) on \(Self.name(a)) (from \(Self.name(child))) "
                + "which is already presenting \(Self.name(b)).",
        ])
    }

    @Test func whileAPresentationIsInProgress_warnsAndIgnores_rule6_12() {
        let (host, trace, a, b) = PresentationAppearanceTests.setUp()
        a.present(b, animated: true)
        trace.take()
        let c = TracingViewController("C", trace: trace)
        b.present(c, animated: true)
        #expect(host.takeDiagnostics().map(\.message) == [
            "Attempt to present \(Self.name(c)) on \(Self.name(b)) (from \(Self.name(b))) "
                + "while a presentation is in progress.",
        ])
        host.runUntilIdle()
        #expect(!trace.events.contains { $0.hasPrefix("C.") })
        #expect(b.presentedViewController == nil)
    }

    @Test func dismissWhileInProgress_warnsAndIgnores_rule6_12() {
        let (host, _, a, b) = PresentationAppearanceTests.setUp()
        a.present(b, animated: true)
        a.dismiss(animated: true)
        #expect(host.takeDiagnostics().map(\.message) == [
            "Attempt to dismiss from view controller \(Self.name(a)) while a presentation or dismiss is in progress!",
        ])
        host.runUntilIdle()
        #expect(a.presentedViewController === b)
    }

    @Test func presenterNotInWindow_warnsAndIgnores_rule6_13() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let offscreen = UIViewController()
        let b = TracingViewController("B", trace: trace)
        offscreen.present(b, animated: false)
        host.runUntilIdle()
        #expect(host.takeDiagnostics() == [ViewControllerKit.Diagnostic(kind: .warning, message:
            "Attempt to present \(Self.name(b)) on \(Self.name(offscreen)) (from \(Self.name(offscreen))) "
                + "whose view is not in the window hierarchy.")])
        #expect(trace.events.isEmpty)
        #expect(offscreen.presentedViewController == nil)
    }

    @Test func presentingAnAlreadyPresentedController_raises_rule6_22() {
        let (host, trace, a, b) = PresentationAppearanceTests.setUp(style: .overFullScreen)
        a.present(b, animated: false)
        host.runUntilIdle()
        trace.take()
        host.takeDiagnostics()
        host.expectException(containing: "that is already being presented by") { b.present(b, animated: false) }
        #expect(host.takeDiagnostics() == [ViewControllerKit.Diagnostic(kind: .exception(.invalidArgumentException), message:
            "Application tried to present modally a view controller \(Self.name(b)) "
                + "that is already being presented by \(Self.name(a)).")])
        host.runUntilIdle()
        #expect(trace.take().isEmpty)
        #expect(b.presentedViewController == nil)
    }

    @Test func presentingAChildController_raises_rule6_22() {
        let (host, trace, a, _) = PresentationAppearanceTests.setUp()
        let child = TracingViewController("Child", trace: trace)
        ContainmentTests.embed(child, in: a)
        trace.take()
        host.expectException(containing: "that has a parent view controller") { a.present(child, animated: false) }
        #expect(host.takeDiagnostics() == [ViewControllerKit.Diagnostic(kind: .exception(.invalidArgumentException), message:
            "Application tried to present modally a view controller \(Self.name(child)) "
                + "that has a parent view controller \(Self.name(a)).")])
        host.runUntilIdle()
        #expect(trace.take().isEmpty)
        #expect(a.presentedViewController == nil)
        #expect(child.view.superview === a.view)
    }
}

@Suite @MainActor struct ActiveControllerPresentationTests {
    @Test func presentingAControllerAlreadyOnScreen_raises_rule6_22() {
        let (host, trace, a, _) = PresentationAppearanceTests.setUp()
        let child = UIViewController()
        ContainmentTests.embed(child, in: a)
        trace.take()
        host.expectException(containing: "Application tried to present modally an active controller") {
            a.present(a, animated: false)
            child.present(a, animated: false)
        }
        let expected = ViewControllerKit.Diagnostic(kind: .exception(.invalidArgumentException), message:
            "Application tried to present modally an active controller \(PresentationErrorTests.name(a)).")
        #expect(host.takeDiagnostics() == [expected, expected])
        host.runUntilIdle()
        #expect(trace.take().isEmpty)
        #expect(a.presentedViewController == nil)
        #expect(a.view.window === host.window)
    }
}

@Suite @MainActor struct CoveredRootPresentationTests {
    @Test func presentingTheCoveredRootFromItsPresented_raises_rule6_22() {
        let (host, _, a, b) = PresentationAppearanceTests.setUp()
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(a.viewIfLoaded?.window == nil)
        host.expectException(containing: "Application tried to present modally an active controller") {
            b.present(a, animated: false)
        }
        #expect(host.takeDiagnostics().map(\.message) == [
            "Application tried to present modally an active controller \(PresentationErrorTests.name(a)).",
        ])
        #expect(b.presentedViewController == nil)
    }
}
