import Foundation
import Testing
import UIKitTesting

/// A flow layout that records what the collection view asks it during invalidations and
/// batch updates, and can move where appearing items start.
@MainActor
final class TracingFlowLayout: UICollectionViewFlowLayout {
    var calls: [String] = []
    /// Added to the flow layout's own appearing attributes (nil: super's answer as it is).
    var appearingOffset: CGFloat?
    var boundsContextOffset: CGPoint?

    private func r(_ rect: CGRect) -> String { "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))" }
    private func p(_ path: IndexPath?) -> String {
        guard let path else { return "-" }
        return path.item == NSNotFound ? "s\(path.section)" : "[\(path.section), \(path.item)]"
    }

    override func prepare() {
        calls.append("prepare")
        super.prepare()
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        calls.append("invalidate everything=\(context.invalidateEverything) flow=\(flow != nil) adjust=(\(context.contentOffsetAdjustment.x), \(context.contentOffsetAdjustment.y))")
        super.invalidateLayout(with: context)
    }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        calls.append("prepareForUpdates " + updateItems.map { "\($0.updateAction) \(p($0.indexPathBeforeUpdate))→\(p($0.indexPathAfterUpdate))" }
            .joined(separator: ", "))
    }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        calls.append("initial \(p(itemIndexPath)) \(attributes.map { "\(r($0.frame)) alpha \($0.alpha)" } ?? "nil")")
        if let appearingOffset, let attributes {
            attributes.frame.origin.y += appearingOffset
            attributes.alpha = 0.5
        }
        return attributes
    }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        calls.append("final \(p(itemIndexPath)) \(attributes.map { "\(r($0.frame)) alpha \($0.alpha)" } ?? "nil")")
        return attributes
    }
    override func finalizeCollectionViewUpdates() {
        calls.append("finalizeUpdates")
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsContextOffset != nil
    }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        calls.append("contextForBoundsChange \(r(newBounds))")
        context.contentOffsetAdjustment = boundsContextOffset ?? .zero
        return context
    }
}

/// A 300 × 400 collection view of 90 × 90 items, 10 pt apart (three a line at x 0/105/210,
/// lines 100 pt apart; items 0…11 visible), laid out by a ``TracingFlowLayout``.
@MainActor
struct TracedLayoutScene {
    let host = HeadlessHost()
    let layout = TracingFlowLayout()
    let collection: UICollectionView
    let source: TracingGridSource

    init(items: Int = 30) {
        host.show(UIViewController())
        layout.itemSize = CGSize(width: 90, height: 90)
        collection = UICollectionView(frame: CGRect(x: 0, y: 100, width: 300, height: 400), collectionViewLayout: layout)
        collection.register(CountingGridCell.self, forCellWithReuseIdentifier: "item")
        source = TracingGridSource(trace: TraceRecorder(), items: [(0..<items).map { "Item \($0)" }])
        source.tracesDisplay = false
        collection.dataSource = source
        collection.delegate = source
        host.window.rootViewController!.view.addSubview(collection)
        host.pump()
        layout.calls = []
    }

    func cell(_ item: Int) -> UICollectionViewCell? { collection.cellForItem(at: IndexPath(item: item, section: 0)) }
}

/// What a layout is asked around a batch update and an invalidation, in the order Apple's
/// `UICollectionViewLayout` reference gives ("Providing Layout Attributes for Animated
/// Updates", "Invalidating the Layout"): the update invalidates the layout, `prepare()`,
/// `prepare(forCollectionViewUpdates:)`, the appearing and disappearing attributes, then
/// `finalizeCollectionViewUpdates()` inside the animation block.
@Suite @MainActor struct CollectionLayoutUpdateTests {
    @Test func aBatchUpdate_asksTheLayoutInOrder_withItsChangesAsUpdateItems() {
        let s = TracedLayoutScene()
        s.source.items[0].remove(at: 4)
        s.source.items[0].insert("New", at: 0)
        s.collection.performBatchUpdates({
            s.collection.deleteItems(at: [IndexPath(item: 4, section: 0)])
            s.collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        #expect(s.layout.calls == [
            "invalidate everything=true flow=true adjust=(0.0, 0.0)",
            "prepare",
            "prepareForUpdates delete [0, 4]→-, insert -→[0, 0]",
            "final [0, 4] (105.0, 100.0, 90.0, 90.0) alpha 0.0",      // where it was, transparent
            "initial [0, 0] (0.0, 0.0, 90.0, 90.0) alpha 0.0",        // where it will be, transparent
            "finalizeUpdates",
        ])
    }

    @Test func withoutAnimation_theUpdateIsFinalizedAtOnce_andNoElementIsAskedWhereItComesFrom() {
        let s = TracedLayoutScene()
        s.source.items[0].insert("New", at: 0)
        UIView.performWithoutAnimation { s.collection.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(s.layout.calls == [
            "invalidate everything=true flow=true adjust=(0.0, 0.0)", "prepare",
            "prepareForUpdates insert -→[0, 0]", "finalizeUpdates",
        ])
    }

    @Test func sectionChanges_comeFirst_withNSNotFoundAsTheirItem() {
        let s = TracedLayoutScene()
        s.source.items.append(["A", "B"])
        s.source.items[0][1] = "Changed"
        s.source.items[0].swapAt(2, 3)
        s.collection.performBatchUpdates({
            s.collection.insertSections(IndexSet(integer: 1))
            s.collection.reloadItems(at: [IndexPath(item: 1, section: 0)])
            s.collection.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 3, section: 0))
        })
        #expect(s.layout.calls.dropFirst(2).first == "prepareForUpdates insert -→s1, reload [0, 1]→[0, 1], move [0, 2]→[0, 3]")
    }

    @Test func theInitialAttributesALayoutGives_areWhereTheItemComesFrom_frameAndAlpha() {
        let s = TracedLayoutScene()
        s.layout.appearingOffset = 200
        s.source.items[0].insert("New", at: 0)
        s.collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        let inserted = s.cell(0)!
        #expect(inserted.frame == CGRect(x: 0, y: 0, width: 90, height: 90))   // the model: final at once
        s.host.advance(by: 0.15)                                                // ease-in-out: halfway
        let shown = inserted.layer.presentation()!.frame
        #expect(abs(shown.minY - 100) < 1e-6 && shown.minX == 0)               // 200 → 0
        #expect(close(opacity(inserted), 0.75, within: 1e-6))                   // 0.5 → 1
        s.host.advance(by: 0.15)
        #expect(inserted.layer.presentation() == nil)
        #expect(inserted.alpha == 1)
    }

    @Test func aCustomLayoutsDefault_isNil_andItsItemsFade() {
        let host = HeadlessHost()
        final class Column: UICollectionViewLayout {
            var asked: [String] = []
            override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 50 * CGFloat(collectionView!.numberOfItems(inSection: 0))) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                (0..<collectionView!.numberOfItems(inSection: 0)).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
                    .filter { $0.frame.intersects(rect) }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: 0, y: 50 * CGFloat(indexPath.item), width: 300, height: 40)
                return attributes
            }
            override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
                asked.append("initial \(itemIndexPath.item) \(attributes == nil ? "nil" : "given")")
                return attributes
            }
        }
        let layout = Column()
        host.show(UIViewController())
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        let source = TracingGridSource(trace: TraceRecorder(), items: [["A", "B"]])
        collection.register(CountingGridCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = source
        host.window.rootViewController!.view.addSubview(collection)
        host.pump()
        source.items[0].append("C")
        collection.insertItems(at: [IndexPath(item: 2, section: 0)])
        let inserted = collection.cellForItem(at: IndexPath(item: 2, section: 0))!
        host.advance(by: 0.15)
        #expect(layout.asked == ["initial 2 nil"])
        #expect(inserted.layer.presentation()?.frame == CGRect(x: 0, y: 100, width: 300, height: 40))
        #expect(close(opacity(inserted), 0.5, within: 1e-6))
    }

    @Test func invalidateLayout_passesAContextOfTheLayoutsClass_thatInvalidatesEverything() {
        let s = TracedLayoutScene()
        s.layout.invalidateLayout()
        s.host.pump()
        #expect(s.layout.calls == ["invalidate everything=true flow=true adjust=(0.0, 0.0)", "prepare"])
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
        context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 0)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 3, section: 0)])
        #expect(context.invalidatedSupplementaryIndexPaths == [UICollectionView.elementKindSectionHeader: [IndexPath(item: 0, section: 0)]])
        #expect(context.invalidateFlowLayoutDelegateMetrics && context.invalidateFlowLayoutAttributes)
        #expect(!context.invalidateEverything)
    }

    @Test func aBoundsChangeTheLayoutInvalidatesFor_asksItsContext_andAppliesTheOffsetAdjustment() {
        let s = TracedLayoutScene()
        s.layout.boundsContextOffset = CGPoint(x: 0, y: 10)
        s.collection.contentOffset = CGPoint(x: 0, y: 40)
        s.host.pump()
        #expect(s.layout.calls == [
            "contextForBoundsChange (0.0, 40.0, 300.0, 400.0)",
            "invalidate everything=false flow=true adjust=(0.0, 10.0)",
            "prepare",
        ])
        #expect(s.collection.contentOffset == CGPoint(x: 0, y: 50))
    }
}

/// `UICollectionViewLayoutAttributes.transform3D`: its 2-D part is what the cell shows; the
/// whole transform is kept and copied, and the cell's layer carries it.
@Suite @MainActor struct CollectionLayoutTransformTests {
    @Test func transform3D_keepsDepth_andItsAffinePartIsTheTransform() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        let turned = CATransform3DRotate(perspective, .pi / 2, 0, 0, 1)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform3D = turned
        #expect(CATransform3DEqualToTransform(attributes.transform3D, turned))
        #expect(attributes.transform == CATransform3DGetAffineTransform(turned))
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(copy.transform3D.m34 == -0.002)
        attributes.transform = CGAffineTransform(scaleX: 2, y: 2)               // a 2-D transform replaces it
        #expect(attributes.transform3D.m34 == 0)
        #expect(attributes.transform3D.m11 == 2)
    }

    @Test func aCellTurnsAboutTheCentreOfItsFrame_andLosesTheTurnWhenTheLayoutDropsIt() {
        final class Turning: UICollectionViewFlowLayout {
            var angle: CGFloat = .pi / 2
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                super.layoutAttributesForElements(in: rect)?.map {
                    let copy = $0.copy() as! UICollectionViewLayoutAttributes
                    copy.transform = CGAffineTransform(rotationAngle: angle)
                    return copy
                }
            }
        }
        let host = HeadlessHost()
        let layout = Turning()
        layout.itemSize = CGSize(width: 100, height: 50)
        host.show(UIViewController())
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        let source = TracingGridSource(trace: TraceRecorder(), items: [["A"]])
        collection.register(CountingGridCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = source
        host.window.rootViewController!.view.addSubview(collection)
        host.pump()
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(cell.center == CGPoint(x: 50, y: 25))
        #expect(cell.bounds.size == CGSize(width: 100, height: 50))
        #expect(CATransform3DEqualToTransform(cell.layer.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        #expect(abs(cell.frame.width - 50) < 1e-9 && abs(cell.frame.height - 100) < 1e-9)   // turned a quarter
        layout.angle = 0
        layout.invalidateLayout()
        host.pump()
        #expect(CATransform3DIsIdentity(cell.layer.transform))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }
}

/// Collection view prefetching (policy as for tables; UIKit documents none): the screenful
/// beyond the visible bounds in the direction of scrolling is prefetched once, nearest first;
/// what leaves it unseen is cancelled.
@Suite(.serialized) @MainActor struct CollectionPrefetchingTests {
    final class Prefetcher: UICollectionViewDataSourcePrefetching {
        var calls: [String] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            calls.append("prefetch \(indexPaths.map(\.item))")
        }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            calls.append("cancel \(indexPaths.map(\.item))")
        }
    }

    @Test func theNextScreenfulIsPrefetched_thenOnlyWhatIsNew_andWhatLeavesUnseenIsCancelled() {
        let s = GridScene()
        let prefetcher = Prefetcher()
        s.collection.prefetchDataSource = prefetcher
        s.host.pump()
        #expect(prefetcher.calls == ["prefetch \(Array(12...23))"])          // lines 4…7 (y 400…790)
        s.collection.contentOffset = CGPoint(x: 0, y: 100)                     // items 3…14 visible
        s.host.pump()
        #expect(prefetcher.calls.last == "prefetch [24, 25, 26]")
        s.collection.contentOffset = .zero                                      // back up: nothing above
        s.host.pump()
        #expect(prefetcher.calls.last == "cancel \(Array(15...26))")
        s.collection.isPrefetchingEnabled = false
        s.collection.contentOffset = CGPoint(x: 0, y: 100)
        s.host.pump()
        #expect(prefetcher.calls.count == 3)
    }

    @Test func theCollectionViewHoldsItsPrefetcherWeakly() {
        let s = GridScene()
        weak var released: Prefetcher?
        do {
            let prefetcher = Prefetcher()
            released = prefetcher
            s.collection.prefetchDataSource = prefetcher
            s.host.pump()
        }
        #expect(released == nil)
        #expect(s.collection.prefetchDataSource == nil)
        s.collection.contentOffset = CGPoint(x: 0, y: 100)
        s.host.pump()                                                            // nothing to call: no crash
    }
}
