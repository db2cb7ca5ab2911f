import Testing
import UIKitTesting

/// The README's examples, compiled and run, so the front page never lies.
@Suite @MainActor struct ReadmeExampleTests {
    final class ContainerViewController: UIViewController {
        func display(_ content: UIViewController) {
            addChild(content)
            content.view.frame = view.bounds
            view.addSubview(content.view)
            content.didMove(toParent: self)
        }
    }

    @Test func showingTheInbox_loadsThenAppears() {
        let host = HeadlessHost(device: .iPhone14)
        let trace = TraceRecorder()
        let inbox = TracingViewController("Inbox", trace: trace)
        host.show(inbox)
        #expect(trace.events == [
            "Inbox.loadView", "Inbox.viewDidLoad",
            "Inbox.viewWillAppear(false)", "Inbox.viewIsAppearing(false)", "Inbox.viewDidAppear(false)",
        ])
        host.rotate(to: .landscapeLeft)
        #expect(inbox.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func containerExample_embedsItsContent() {
        let host = HeadlessHost()
        let container = ContainerViewController()
        host.show(container)
        let content = UIViewController()
        container.display(content)
        #expect(container.children == [content])
        #expect(content.view.superview === container.view)
        #expect(content.view.window === host.window)
    }
}
