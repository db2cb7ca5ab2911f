import Testing
import UIKitTesting

/// docs/UIKitTesting.md's examples for touches, lifecycle observation and animations, run as written.
@Suite @MainActor struct GuideExampleTests {
    final class InboxViewController: UIViewController {
        var composeTaps = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            let compose = UIButton(type: .system, primaryAction: UIAction(title: "Compose") { [weak self] _ in
                self?.composeTaps += 1
            })
            compose.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            view.addSubview(compose)
        }
    }

    @Test func observingAPlainNavigationStack_logsEveryCallbackWithItsTime() {
        let host = HeadlessHost(device: .iPhone14)
        var log: [String] = []
        let token = host.runtime.lifecycleObservers.add { event in
            guard !event.callback.isLayout else { return }
            log.append("[\(event.time)] \(type(of: event.controller)).\(event.callback.name)")
        }
        host.show(UINavigationController(rootViewController: InboxViewController()))
        host.runtime.lifecycleObservers.remove(token)
        host.show(InboxViewController())
        #expect(log == [
            "[0.0] InboxViewController.willMove",
            "[0.0] InboxViewController.didMove",
            "[0.0] UINavigationController.loadView", "[0.0] UINavigationController.viewDidLoad",
            "[0.0] UINavigationController.viewWillAppear",
            "[0.0] InboxViewController.loadView", "[0.0] InboxViewController.viewDidLoad",
            "[0.0] InboxViewController.viewWillAppear",
            "[0.0] UINavigationController.viewIsAppearing", "[0.0] InboxViewController.viewIsAppearing",
            "[0.0] UINavigationController.viewDidAppear", "[0.0] InboxViewController.viewDidAppear",
        ])
    }

    @Test func tappingByLabel_firesTheButtonsAction_andAMissingLabelThrows() throws {
        let host = HeadlessHost(device: .iPhone14)
        let inbox = InboxViewController()
        host.show(inbox)
        try host.tap(label: "Compose")
        host.runUntilIdle()
        #expect(inbox.composeTaps == 1)
        #expect(throws: TouchSynthesisError.notFound(query: "label \"Delete\"")) { try host.tap(label: "Delete") }
    }

    @Test func animationsExample_runsAsWritten() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        #expect(view.alpha == 0)                                   // the model, at once
        host.advance(by: 0.25)                                     // 30 frames
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)   // the frame on screen
        host.runUntilIdle()                                        // completion; presentation() is nil again
        #expect(view.layer.presentation() == nil)
    }
}
