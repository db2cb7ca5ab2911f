import Testing
import UIKit
import UIKitTesting

/// An alert controller that records its appearance callbacks in a trace.
@MainActor
final class TracingAlertController: UIAlertController {
    var trace: TraceRecorder?
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); trace?.record("alert.viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); trace?.record("alert.viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); trace?.record("alert.viewDidDisappear") }
}

/// UIAlertController and UIAlertAction: actions, layout, presentation (UIKIT-SEMANTICS 6.8)
/// and dismissal by an action.
@Suite @MainActor struct AlertControllerTests {
    static func deleteAlert(trace: TraceRecorder? = nil) -> TracingAlertController {
        let alert = TracingAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.trace = trace
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in trace?.record("Cancel handler") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in trace?.record("Delete handler") })
        return alert
    }

    @Test func secondCancelAction_raisesUIKitsException_andIsNotAdded() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        host.expectException(containing: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel") {
            alert.addAction(UIAlertAction(title: "Close", style: .cancel))
        }
        #expect(alert.actions.map(\.title) == ["Cancel"])
    }

    @Test func preferredActionNotInActions_raises() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        host.expectException(containing: "The -preferredAction of an alert controller must be contained in the -actions array or be nil.") {
            alert.preferredAction = UIAlertAction(title: "Other", style: .default)
        }
        #expect(alert.preferredAction == nil)
        alert.preferredAction = ok
        #expect(alert.preferredAction === ok)
    }

    @Test func alert_isCustomPresentation_centred_twoActionsSideBySide_cancelLeft_presenterGetsNoCallbacks_rule6_8() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        host.show(a)
        trace.take()
        let alert = Self.deleteAlert(trace: trace)
        #expect(alert.modalPresentationStyle == .custom)
        #expect(alert.popoverPresentationController == nil)
        a.present(alert, animated: true)
        host.runUntilIdle()
        #expect(trace.take() == ["alert.viewDidAppear"])
        #expect(a.presentedViewController === alert)
        #expect(alert.view.frame == CGRect(x: 60, y: 361, width: 270, height: 122))
        let buttons = alert.view.subviews.compactMap { $0 as? UIControl }
        #expect(buttons.map(\.accessibilityLabel) == ["Cancel", "Delete"])
        #expect(buttons.map(\.frame) == [CGRect(x: 0, y: 78, width: 135, height: 44), CGRect(x: 135, y: 78, width: 135, height: 44)])
    }

    @Test func threeActions_areStacked_cancelLast() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController()
        host.show(a)
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "One", style: .default))
        alert.addAction(UIAlertAction(title: "Two", style: .default))
        a.present(alert, animated: false)
        host.runUntilIdle()
        let buttons = alert.view.subviews.compactMap { $0 as? UIControl }
        #expect(buttons.map(\.accessibilityLabel) == ["One", "Two", "Cancel"])
        #expect(buttons.map(\.frame) == [CGRect(x: 0, y: 0, width: 270, height: 44), CGRect(x: 0, y: 44, width: 270, height: 44),
                                         CGRect(x: 0, y: 88, width: 270, height: 44)])
        #expect(alert.view.frame == CGRect(x: 60, y: 356, width: 270, height: 132))
    }

    /// The handler is the completion of the dismissal UIKit's alert starts
    /// (`dismissViewControllerAnimated:completion:` in `_dismissAnimated:triggeringAction:`).
    @Test func tappingAnAction_dismissesAnimated_thenRunsItsHandler_rule6_7() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let a = TracingViewController("A", trace: trace)
        host.show(a)
        let alert = Self.deleteAlert(trace: trace)
        a.present(alert, animated: true)
        host.runUntilIdle()
        trace.take()
        try host.tapAlertAction("Delete")
        #expect(trace.take() == ["alert.viewWillDisappear"])
        #expect(a.presentedViewController === alert)   // until the dismissal ends (6.16)
        host.advance(by: 0.49)
        #expect(trace.take().isEmpty)
        host.advance(by: 0.01)
        #expect(trace.take() == ["alert.viewDidDisappear", "Delete handler"])
        #expect(a.presentedViewController == nil)
        #expect(alert.viewIfLoaded?.window == nil)
        // A second tap on the gone alert finds nothing.
        #expect(throws: TouchSynthesisError.notFound(query: "alert action \"Delete\"")) { try host.tapAlertAction("Delete") }
    }

    @Test func disabledAction_ignoresTaps_untilEnabled() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let a = UIViewController()
        host.show(a)
        let alert = Self.deleteAlert(trace: trace)
        alert.actions[1].isEnabled = false
        a.present(alert, animated: false)
        host.runUntilIdle()
        trace.take()
        try host.tapAlertAction("Delete")
        host.runUntilIdle()
        #expect(a.presentedViewController === alert)
        #expect(trace.take().isEmpty)
        alert.actions[1].isEnabled = true
        try host.tapAlertAction("Delete")
        host.runUntilIdle()
        #expect(a.presentedViewController == nil)
        #expect(trace.take() == ["alert.viewWillDisappear", "alert.viewDidDisappear", "Delete handler"])
    }

    @Test func actionSheet_onIPhone_sitsAtTheBottom_cancelInItsOwnGroup_dimmingTapCancels() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let a = UIViewController()
        host.show(a)
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in trace.record("Cancel handler") })
        sheet.addAction(UIAlertAction(title: "Camera", style: .default))
        sheet.addAction(UIAlertAction(title: "Library", style: .default))
        #expect(sheet.modalPresentationStyle == .custom)
        a.present(sheet, animated: true)
        host.runUntilIdle()
        // 844 − 34 (bottom safe area) = 810; 14 + 16 + 14 header, 2 × 57, 8, 57.
        #expect(sheet.view.frame == CGRect(x: 8, y: 587, width: 374, height: 223))
        let buttons = sheet.view.subviews.compactMap { $0 as? UIControl }
        #expect(buttons.map(\.accessibilityLabel) == ["Camera", "Library", "Cancel"])
        #expect(buttons.map(\.frame.minY) == [44, 101, 166])
        host.tap(at: CGPoint(x: 195, y: 200))   // the dimming view above the sheet
        host.runUntilIdle()
        #expect(a.presentedViewController == nil)
        #expect(trace.take() == ["Cancel handler"])
    }

    @Test func alert_dimmingTap_doesNothing() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController()
        host.show(a)
        let alert = Self.deleteAlert()
        a.present(alert, animated: false)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 195, y: 100))
        host.runUntilIdle()
        #expect(a.presentedViewController === alert)
    }

    @Test func handler_canPresentAnotherController() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController()
        host.show(a)
        let next = UIViewController()
        let alert = UIAlertController(title: "Next?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Go", style: .default) { _ in a.present(next, animated: false) })
        a.present(alert, animated: false)
        host.runUntilIdle()
        try host.tapAlertAction("Go")
        host.runUntilIdle()
        #expect(a.presentedViewController === next)
        #expect(host.takeDiagnostics().isEmpty)
    }

    @Test(arguments: [false, true])
    func alert_itsActions_andPresentationController_areDeallocatedAfterDismissal(popover: Bool) throws {
        let host = HeadlessHost(device: popover ? .iPadAir : .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController()
        host.show(a)
        weak var weakAlert: UIAlertController?
        weak var weakAction: UIAlertAction?
        weak var weakController: UIPresentationController?
        weak var weakView: UIView?
        do {
            let alert = UIAlertController(title: "T", message: "M", preferredStyle: popover ? .actionSheet : .alert)
            let ok = UIAlertAction(title: "OK", style: .default) { [weak alert] _ in _ = alert?.title }
            alert.addAction(ok)
            let source = UIView(frame: CGRect(x: 20, y: 100, width: 40, height: 40))
            a.view.addSubview(source)
            alert.popoverPresentationController?.sourceView = source
            weakAlert = alert
            weakAction = ok
            weakView = alert.view
            a.present(alert, animated: true)
            host.runUntilIdle()
            weakController = alert.presentationController
            try host.tapAlertAction("OK")
            host.runUntilIdle()
        }
        #expect(weakAlert == nil)
        #expect(weakAction == nil)
        #expect(weakController == nil)
        #expect(weakView == nil)
    }
}
