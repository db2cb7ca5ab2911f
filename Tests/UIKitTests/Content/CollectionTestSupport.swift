import Foundation
import Testing
import UIKitTesting

/// A collection cell that counts how many were created and records `prepareForReuse`.
@MainActor
final class CountingGridCell: UICollectionViewCell {
    static var created = 0
    var trace: TraceRecorder?
    override init(frame: CGRect) {
        CountingGridCell.created += 1
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func prepareForReuse() {
        super.prepareForReuse()
        trace?.record("prepareForReuse")
    }
}

/// A data source and delegate over `items[section]` that records what the collection asks,
/// including an interactive movement's `canMoveItemAt`, `moveItemAt` (which updates
/// `items`) and the delegate's iOS 15 `targetIndexPathForMoveOfItem…` (answered from
/// `redirects`).
@MainActor
final class TracingGridSource: UICollectionViewDataSource, UICollectionViewDelegate {
    let trace: TraceRecorder
    var items: [[String]]
    var refusesSelection: Set<IndexPath> = []
    var refusesMoving: Set<IndexPath> = []
    /// Proposed index path → the one the delegate answers instead.
    var redirects: [IndexPath: IndexPath] = [:]
    var tracesDisplay = true

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
        let before = CountingGridCell.created
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        (cell as? CountingGridCell)?.trace = trace
        cell.accessibilityLabel = items[indexPath.section][indexPath.item]
        trace.record("cellForItem \(Self.p(indexPath)) \(CountingGridCell.created > before ? "new" : "reused")")
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        trace.record("supplementary \(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if tracesDisplay { trace.record("willDisplay \(Self.p(indexPath))") }
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if tracesDisplay { trace.record("didEndDisplaying \(Self.p(indexPath))") }
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        trace.record("shouldHighlight \(Self.p(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        trace.record("shouldSelect \(Self.p(indexPath))")
        return !refusesSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        trace.record("didSelect \(Self.p(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        trace.record("shouldDeselect \(Self.p(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        trace.record("didDeselect \(Self.p(indexPath))")
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
}

/// A 300 × 400 collection view at (0, 100) with a flow layout of 90 × 90 items, 10 pt
/// spacing, no insets: three items a line (0, 105, 210 — justified), lines 100 pt apart,
/// so lines 0…3 (items 0…11) meet the bounds.
@MainActor
struct GridScene {
    let host = HeadlessHost()
    let trace = TraceRecorder()
    let collection: UICollectionView
    let layout = UICollectionViewFlowLayout()
    let source: TracingGridSource

    init(items: Int = 300, settle: Bool = true, configure: (UICollectionViewFlowLayout) -> Void = { _ in }) {
        host.show(UIViewController())
        layout.itemSize = CGSize(width: 90, height: 90)
        configure(layout)
        collection = UICollectionView(frame: CGRect(x: 0, y: 100, width: 300, height: 400), collectionViewLayout: layout)
        collection.register(CountingGridCell.self, forCellWithReuseIdentifier: "item")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                            withReuseIdentifier: "header")
        source = TracingGridSource(trace: trace, items: [(0..<items).map { "Item \($0)" }])
        collection.dataSource = source
        collection.delegate = source
        host.window.rootViewController!.view.addSubview(collection)
        if settle {
            host.pump()
            trace.take()
        }
    }

    func frame(_ item: Int, section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}
