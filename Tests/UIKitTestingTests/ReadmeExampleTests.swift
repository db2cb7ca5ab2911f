import Foundation
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

    /// "Pictures of every screen": take the window's picture and compare it with a reference.
    @Test func picturesExample_takesAndComparesTheWindowsPicture() throws {
        let host = HeadlessHost(device: .iPhone14)
        let inbox = UIViewController()
        inbox.view.backgroundColor = .systemBackground
        host.show(inbox)
        let svg = host.svgPicture()
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844""#))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vck-readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(svg.utf8).write(to: folder.appendingPathComponent("inbox.svg"))   // as recording would
        PictureSnapshots(directory: folder).expectSVG(of: host.window, named: "inbox")
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
