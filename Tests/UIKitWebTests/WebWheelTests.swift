import Foundation
import Testing
import UIKitTesting
@testable import UIKitWeb

/// The page's wheel: the scroll view under the pointer scrolls by the wheel's delta,
/// clamped to its content; a wheel over no scroll view does nothing.
@Suite @MainActor struct WebWheelTests {
    final class ScrollingViewController: UIViewController {
        let scrollView = UIScrollView()
        override func loadView() {
            scrollView.contentSize = CGSize(width: 390, height: 2000)
            view = scrollView
        }
    }

    /// Hands the prepared controller to the app factory once.
    final class Box: @unchecked Sendable {
        let controller: UIViewController
        init(_ controller: UIViewController) { self.controller = controller }
    }

    @Test func wheelScrollsTheScrollViewUnderThePointerWithinItsContent() {
        let controller = ScrollingViewController()
        let box = Box(controller)
        let outbox = Outbox()
        let session = ViewControllerKit.WebSession(id: 1, app: ViewControllerKit.WebApp(name: "Scroll") { box.controller },
                                                   send: outbox.send)
        defer { session.close() }
        session.tick(elapsed: 1.0 / 60)
        let scrollView = controller.scrollView
        let start = scrollView.contentOffset.y
        #expect(start == -scrollView.adjustedContentInset.top)
        session.receive(#"{"type":"wheel","x":200,"y":400,"dx":0,"dy":120}"#)
        #expect(scrollView.contentOffset.y == start + 120)
        session.receive(#"{"type":"wheel","x":200,"y":400,"dx":0,"dy":-5000}"#)
        #expect(scrollView.contentOffset.y == start)
        session.receive(#"{"type":"wheel","x":200,"y":400,"dx":300,"dy":90000}"#)
        #expect(scrollView.contentOffset == CGPoint(x: -scrollView.adjustedContentInset.left,
                                                    y: 2000 + scrollView.adjustedContentInset.bottom - scrollView.bounds.height))
        #expect(outbox.take().ofType("error").isEmpty)
    }
}
