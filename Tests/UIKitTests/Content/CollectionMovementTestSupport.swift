import Foundation
import Testing
import UIKitTesting

/// A flow layout that records each `prepare()` (the collection view re-laying out).
@MainActor
final class PrepareTracingFlowLayout: UICollectionViewFlowLayout {
    var trace: TraceRecorder?
    override func prepare() {
        super.prepare()
        trace?.record("prepare")
    }
}

/// A 300 × 400 collection view at (0, 100) with a flow layout of 90 × 90 items, 10 pt
/// spacing, no insets (the `GridScene` geometry): three items a line at x 0, 105, 210,
/// lines 100 pt apart, sections stacked without gaps; its `TracingGridSource` lets items move.
@MainActor
struct MovementScene {
    let host = HeadlessHost()
    let trace = TraceRecorder()
    let collection: UICollectionView
    let layout = PrepareTracingFlowLayout()
    let source: TracingGridSource

    init(items: [[String]]) {
        host.show(UIViewController())
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.trace = trace
        collection = UICollectionView(frame: CGRect(x: 0, y: 100, width: 300, height: 400), collectionViewLayout: layout)
        collection.register(CountingGridCell.self, forCellWithReuseIdentifier: "item")
        source = TracingGridSource(trace: trace, items: items)
        collection.dataSource = source
        collection.delegate = source
        host.window.rootViewController!.view.addSubview(collection)
        host.pump()
        trace.take()
    }

    /// One section of `count` items named "Item 0", "Item 1", ….
    init(count: Int = 12) {
        self.init(items: [(0..<count).map { "Item \($0)" }])
    }

    func cell(_ item: Int, section: Int = 0) -> UICollectionViewCell? {
        collection.cellForItem(at: IndexPath(item: item, section: section))
    }

    /// Every visible cell in index-path order: "[section, item] label x,y" (the model frame's
    /// origin; every cell is 90 × 90).
    var shown: [String] {
        collection.indexPathsForVisibleItems.map { path in
            let cell = collection.cellForItem(at: path)!
            return "\(TracingGridSource.p(path)) \(cell.accessibilityLabel ?? "?") \(Int(cell.frame.minX)),\(Int(cell.frame.minY))"
        }
    }

    /// What `shown` is for items in their layout places, named by `labels` in order.
    static func inPlace(_ labels: [String], section: Int = 0, firstY: Int = 0) -> [String] {
        labels.enumerated().map { index, label in
            "[\(section), \(index)] \(label) \([0, 105, 210][index % 3]),\(firstY + index / 3 * 100)"
        }
    }
}
