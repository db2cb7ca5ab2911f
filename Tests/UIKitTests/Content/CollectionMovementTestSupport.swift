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

/// A data source and delegate over `items[section]` that lets items move and records every
/// call a movement makes: `canMoveItemAt`, `moveItemAt` (which updates `items`) and the
/// delegate's iOS 15 `targetIndexPathForMoveOfItem…` (answered from `redirects`).
@MainActor
final class MovableGridSource: UICollectionViewDataSource, UICollectionViewDelegate {
    let trace: TraceRecorder
    var items: [[String]]
    var refusesMoving: Set<IndexPath> = []
    /// Proposed index path → the one the delegate answers instead.
    var redirects: [IndexPath: IndexPath] = [:]

    init(trace: TraceRecorder, items: [[String]]) {
        self.trace = trace
        self.items = items
    }

    static func p(_ path: IndexPath) -> String { "[\(path.section), \(path.item)]" }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        trace.record("numberOfSections")
        return items.count
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        trace.record("numberOfItems(\(section))")
        return items[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.accessibilityLabel = items[indexPath.section][indexPath.item]
        trace.record("cellForItem \(Self.p(indexPath))")
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        trace.record("canMoveItemAt \(Self.p(indexPath))")
        return !refusesMoving.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        trace.record("moveItemAt \(Self.p(sourceIndexPath)) → \(Self.p(destinationIndexPath))")
        let item = items[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        items[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        trace.record("target original \(Self.p(originalIndexPath)) current \(Self.p(currentIndexPath)) proposed \(Self.p(proposedIndexPath))")
        return redirects[proposedIndexPath] ?? proposedIndexPath
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        trace.record("didEndDisplaying \(Self.p(indexPath)) \(cell.accessibilityLabel ?? "")")
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        trace.record("didSelect \(Self.p(indexPath))")
    }
}

/// A 300 × 400 collection view at (0, 100) with a flow layout of 90 × 90 items, 10 pt
/// spacing, no insets (the `GridScene` geometry): three items a line at x 0, 105, 210,
/// lines 100 pt apart, sections stacked without gaps; its data source lets items move.
@MainActor
struct MovementScene {
    let host = HeadlessHost()
    let trace = TraceRecorder()
    let collection: UICollectionView
    let layout = PrepareTracingFlowLayout()
    let source: MovableGridSource

    init(items: [[String]]) {
        host.show(UIViewController())
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.trace = trace
        collection = UICollectionView(frame: CGRect(x: 0, y: 100, width: 300, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        source = MovableGridSource(trace: trace, items: items)
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
            return "\(MovableGridSource.p(path)) \(cell.accessibilityLabel ?? "?") \(Int(cell.frame.minX)),\(Int(cell.frame.minY))"
        }
    }

    /// What `shown` is for items in their layout places, named by `labels` in order.
    static func inPlace(_ labels: [String], section: Int = 0, firstY: Int = 0) -> [String] {
        labels.enumerated().map { index, label in
            "[\(section), \(index)] \(label) \([0, 105, 210][index % 3]),\(firstY + index / 3 * 100)"
        }
    }
}
