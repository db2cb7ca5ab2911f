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

@Suite @MainActor struct TypicalPresentationCodeTests {
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
