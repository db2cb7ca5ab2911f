import Testing
import UIKitTesting

private let pushNavigationMessage = "UIKit raised an exception: *** Terminating app due to uncaught exception "
    + "'NSInvalidArgumentException', reason: 'Pushing a navigation controller is not supported'"

/// UIKit exceptions fail the test by default, with UIKit's exact message, at the test step
/// that caused them; the offending call changes nothing (UIKIT-SEMANTICS 4.9).
@Suite @MainActor struct ExceptionReportingTests {
    @Test func anUnexpectedException_failsTheTest_atTheLastStep_andChangesNothing() {
        let host = HeadlessHost()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        host.show(nav); let showLine = #line
        withKnownIssue {
            nav.pushViewController(nav, animated: false)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [pushNavigationMessage]
                && issue.sourceLocation?.line == showLine && issue.sourceLocation?.fileID == #fileID
        }
        #expect(nav.viewControllers == [root])
        #expect(host.diagnostics.map(\.kind) == [.exception(.invalidArgumentException)])
    }

    @Test func anExceptionDuringATap_failsTheTest_atTheTap() throws {
        let host = HeadlessHost()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        host.show(nav)
        let button = UIButton(type: .system)
        button.setTitle("Push", for: .normal)
        button.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        button.addAction(UIAction { _ in nav.pushViewController(nav, animated: true) }, for: .touchUpInside)
        root.view.addSubview(button)
        let tapLine = #line + 2
        try withKnownIssue {
            try host.tap(label: "Push")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [pushNavigationMessage] && issue.sourceLocation?.line == tapLine
        }
        #expect(nav.viewControllers == [root])
    }

    @Test func anExpectedException_isRecorded_notAFailure() {
        let host = HeadlessHost()
        let nav = UINavigationController(rootViewController: UIViewController())
        host.show(nav)
        host.expectException(containing: "Pushing a navigation controller is not supported") {
            nav.pushViewController(nav, animated: false)
        }
        #expect(host.takeDiagnostics() == [ViewControllerKit.Diagnostic(
            kind: .exception(.invalidArgumentException), message: "Pushing a navigation controller is not supported")])
    }

    @Test func anExpectedExceptionThatNeverComes_failsAtTheExpectation() {
        let host = HeadlessHost()
        let expectLine = #line + 2
        withKnownIssue {
            host.expectException(containing: "Pushing") {}
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["Expected a UIKit exception containing \"Pushing\", but none was raised"]
                && issue.sourceLocation?.line == expectLine
        }
    }

    @Test func anExceptionOtherThanTheExpectedOne_stillFails() {
        let host = HeadlessHost()
        let nav = UINavigationController(rootViewController: UIViewController())
        host.show(nav)
        withKnownIssue {
            host.expectException(containing: "Tried to pop to a view controller that doesn't exist.") {
                nav.pushViewController(nav, animated: false)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [pushNavigationMessage]
                || issue.comments.map(\.rawValue) == [
                    "Expected a UIKit exception containing \"Tried to pop to a view controller that doesn't exist.\", "
                        + "but none was raised"]
        }
    }

    /// Calling an appearance method directly is a console warning (UIKIT-SEMANTICS 2.8):
    /// recorded, and a failure only when the host is strict.
    @Test func warnings_areRecorded_andFailOnlyWhenStrict() {
        let host = HeadlessHost()
        let controller = UIViewController()
        host.show(controller)
        controller.viewWillAppear(false)
        #expect(host.takeDiagnostics().map(\.kind) == [.warning])
        host.warningsAreFailures = true
        withKnownIssue {
            controller.viewWillAppear(false)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix(
                "UIKit warned: Calling -viewWillAppear: directly on a view controller is not supported") == true
        }
    }
}
