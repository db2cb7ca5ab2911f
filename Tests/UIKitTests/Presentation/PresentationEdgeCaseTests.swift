import Testing
import UIKit
import UIKitTesting

/// Presentation interacting with the rest of the system: callbacks that present, rotation
/// while covered, hidden windows, the dump's resolved style.
@Suite @MainActor struct PresentationEdgeCaseTests {
    @Test func presentingFromViewDidAppearOfAPresentedController_isAccepted_rule6_12() {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        let c = UIViewController()
        c.modalPresentationStyle = .fullScreen
        let b = PresentsOnAppear(next: c)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        host.runUntilIdle()
        #expect(host.takeDiagnostics().isEmpty)
        #expect(b.presentedViewController === c)
        #expect(c.view.window === host.window)
        #expect(a.viewIfLoaded?.window == nil && b.viewIfLoaded?.window == nil)
        #expect(b.appearanceStateDescription == "disappeared")
        #expect(host.window.subviews == [c.view])
    }

    @Test func presentingFromDismissCompletion_isAccepted_rule6_20() {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        let b = UIViewController(), c = UIViewController()
        a.present(b, animated: false)
        host.runUntilIdle()
        a.dismiss(animated: true) { a.present(c, animated: true) }
        host.runUntilIdle()
        #expect(host.takeDiagnostics().isEmpty)
        #expect(a.presentedViewController === c)
    }

    @Test func rotationWhileCovered_rootViewComesBackAtTheWindowsBounds() {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(host.rotate(to: .landscapeLeft))
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        a.dismiss(animated: false)
        host.runUntilIdle()
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test func hiddenWindow_changesViewsButSendsNoCallbacks_untilShown() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        host.show(a)
        host.window.isHidden = true
        trace.take()
        let b = TracingViewController("B", trace: trace)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(trace.take() == ["B.loadView", "B.viewDidLoad"])
        #expect(b.view.superview === host.window)
        host.window.isHidden = false
        host.runUntilIdle()
        #expect(trace.take().contains("B.viewDidAppear(false)"))
        #expect(a.appearanceStateDescription == "disappeared")
    }

    @Test func hierarchyDump_showsTheResolvedStyle_rule6_9() {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        let b = UIViewController()
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(host.hierarchyDump().contains("presented: pageSheet"))
        #expect(b.modalPresentationStyle == .automatic)
    }
}

private final class PresentsOnAppear: UIViewController {
    let followUp: UIViewController
    init(next: UIViewController) {
        self.followUp = next
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if presentedViewController == nil { present(followUp, animated: true) }
    }
}

extension UIViewController {
    /// The appearance state as the hierarchy dump prints it.
    var appearanceStateDescription: String {
        let line = printHierarchy().split(separator: "\n").first ?? ""
        return line.components(separatedBy: "state: ").last?.components(separatedBy: ",").first ?? ""
    }
}

/// A controller that dismisses itself as soon as it has appeared.
private final class DismissesOnAppear: TracingViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if isBeingPresented { dismiss(animated: false) }
    }
}

@Suite @MainActor struct ImmediateDismissalTests {
    @Test func dismissInsideViewDidAppear_reversesThePresenter_andLeavesItOnScreen() {
        let (host, trace, a, _) = PresentationAppearanceTests.setUp()
        let b = DismissesOnAppear("B", trace: trace)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(trace.take() == [
            "B.loadView", "B.viewDidLoad",
            "A.viewWillDisappear(false)",
            "B.viewWillAppear(false) beingPresented", "B.viewIsAppearing(false)",
            "B.viewDidAppear(false) beingPresented",
            "B.viewWillDisappear(false) beingDismissed",
            "A.viewWillAppear(false)", "A.viewIsAppearing(false)",
            "A.viewDidAppear(false)", "B.viewDidDisappear(false) beingDismissed",
        ])
        #expect(host.takeDiagnostics().isEmpty)
        #expect(a.view.window === host.window)
        #expect(a.presentedViewController == nil)
        #expect(host.window.subviews == [a.view])
    }
}
