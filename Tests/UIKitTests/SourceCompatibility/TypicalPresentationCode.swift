import Foundation
import Testing
import UIKit
import UIKitTesting

// Presentation code written the way iOS apps write it, unchanged: it must compile, and
// overriding `dismiss`/`present` must still route through UIKit.

final class ComposeViewController: UIViewController {
    var onDone: (() -> Void)?
    private(set) var dismissCalls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        modalPresentationStyle = .fullScreen
        modalTransitionStyle = .crossDissolve
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissCalls += 1
        super.dismiss(animated: flag, completion: completion)
    }

    func done() {
        presentingViewController?.dismiss(animated: true) { [weak self] in self?.onDone?() }
    }
}

final class InboxViewController: UIViewController {
    func compose() {
        let compose = ComposeViewController()
        compose.modalPresentationStyle = .fullScreen
        present(compose, animated: true, completion: nil)
    }

    func showSettings() {
        let settings = UIViewController()
        settings.modalPresentationStyle = .formSheet
        if let presented = presentedViewController {
            presented.present(settings, animated: true)
        } else {
            show(settings, sender: self)
        }
    }
}

/// An iOS 15 popover that becomes a half-height sheet on iPhone: the adaptive sheet set up
/// in advance, and again from the delegate's `presentationController(_:prepare:)`.
final class FilterPickerPresenter: NSObject, UIPopoverPresentationControllerDelegate {
    private(set) var preparedSheets = 0
    private(set) var dismissedByUser = false

    func showFilters(from host: UIViewController, sourceView: UIView) {
        let vc = UIViewController()
        vc.modalPresentationStyle = .popover
        vc.preferredContentSize = CGSize(width: 320, height: 400)
        vc.popoverPresentationController?.sourceView = sourceView
        vc.popoverPresentationController?.delegate = self
        if let sheet = vc.popoverPresentationController?.adaptiveSheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        host.present(vc, animated: true)
    }

    func presentationController(_ presentationController: UIPresentationController,
                                prepare adaptivePresentationController: UIPresentationController) {
        if let sheet = adaptivePresentationController as? UISheetPresentationController {
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            preparedSheets += 1
        }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissedByUser = true
    }
}

@Suite @MainActor struct TypicalPresentationCodeTests {
    @Test func adaptivePopoverSheetCode_runs_onIPhone_asAMediumSheetWithAGrabber() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        host.show(root)
        let presenter = FilterPickerPresenter()
        presenter.showFilters(from: root, sourceView: root.view)
        host.runUntilIdle()
        let shown = try #require(root.presentedViewController)
        #expect(presenter.preparedSheets == 1)
        #expect(shown.view.frame == CGRect(x: 0, y: 433.5, width: 390, height: 410.5))
        #expect(shown.view.subviews.contains { $0.accessibilityIdentifier == "sheet-grabber" })
        try host.pullSheet(by: 400)
        host.runUntilIdle()
        #expect(presenter.dismissedByUser)
        #expect(root.presentedViewController == nil)
    }

    @Test func typicalPresentationCode_runs() {
        let host = HeadlessHost()
        let inbox = InboxViewController()
        host.show(inbox)
        inbox.compose()
        host.runUntilIdle()
        let compose = try! #require(inbox.presentedViewController as? ComposeViewController)
        #expect(host.window.statusBarStyle == .lightContent)
        inbox.showSettings()
        host.runUntilIdle()
        #expect(compose.presentedViewController != nil)
        var done = false
        compose.onDone = { done = true }
        compose.done()
        host.runUntilIdle()
        #expect(done)
        #expect(inbox.presentedViewController == nil)
        #expect(host.takeDiagnostics().isEmpty)
    }
}
