import Foundation
import Testing
import UIKitTesting
@testable import UIKitWeb

/// Issue 11's wire budget: when one label changes in a 1,000-view screen, the whole
/// `frame` message the page receives (envelope and diff) stays under 200 bytes, and does
/// not grow with the screen (Benchmarks' render-bench measures the diff alone and the time).
@Suite @MainActor struct WebFrameSizeTests {
    /// N/2 rows, each a container with a label: N views under the root view.
    final class RowsViewController: UIViewController {
        let rows: Int
        var labels: [UILabel] = []
        init(views: Int) {
            rows = views / 2
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewDidLoad() {
            super.viewDidLoad()
            for index in 0..<rows {
                let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 2, width: 390, height: 2))
                let label = UILabel(frame: CGRect(x: 8, y: 0, width: 200, height: 2))
                label.text = "Row \(index)"
                row.addSubview(label)
                view.addSubview(row)
                labels.append(label)
            }
        }
    }

    private func frameBytes(views: Int) throws -> (first: Int, change: Int, text: String) {
        let outbox = Outbox()
        let controller = RowsViewController(views: views)
        let box = Box(controller)
        let session = ViewControllerKit.WebSession(id: 1, app: ViewControllerKit.WebApp(name: "Rows") { box.take() },
                                                   send: outbox.send)
        defer { session.close() }
        session.tick(elapsed: 1.0 / 60)
        let first = outbox.takeRaw().filter { $0.hasPrefix("{\"type\":\"frame\"") }
        controller.labels[views / 4].text = "Changed"
        session.tick(elapsed: 1.0 / 60)
        let change = outbox.takeRaw().filter { $0.hasPrefix("{\"type\":\"frame\"") }
        try #require(first.count == 1 && change.count == 1)
        return (first[0].utf8.count, change[0].utf8.count, change[0])
    }

    /// Hands the prepared controller to the app factory once.
    @MainActor final class Box: @unchecked Sendable {
        var controller: UIViewController?
        init(_ controller: UIViewController) { self.controller = controller }
        func take() -> UIViewController { defer { controller = nil }; return controller ?? UIViewController() }
    }

    @Test func oneLabelChangeInAThousandViewScreenIsUnder200Bytes() throws {
        let thousand = try frameBytes(views: 1000)
        let hundred = try frameBytes(views: 100)
        #expect(thousand.first > 100_000)
        #expect(thousand.change < 200, "\(thousand.text)")
        #expect(thousand.change - hundred.change <= 2, "only the node id's digits differ")
    }
}
