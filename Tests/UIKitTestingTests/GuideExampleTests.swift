import Testing
import UIKitTesting

/// docs/UIKitTesting.md's examples for touches and lifecycle observation, run as written.
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
}
