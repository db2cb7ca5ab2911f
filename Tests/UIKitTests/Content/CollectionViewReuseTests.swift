import Foundation
import Testing
import UIKitTesting

/// Which items a collection view asks for, when it reuses cells, and what the layout is asked.
@Suite(.serialized) @MainActor struct CollectionViewReuseTests {
    @Test func firstLayout_asksForTheCounts_thenOnlyTheVisibleItems_inTheLayoutsOrder() {
        let s = GridScene(settle: false)
        s.host.pump()
        var expected = ["numberOfSections", "numberOfItems(0)"]
        for item in 0...11 { expected += ["cellForItem [0, \(item)] new", "willDisplay [0, \(item)]"] }
        #expect(s.trace.take() == expected)
        #expect(s.collection.visibleCells.count == 12)
        // 100 lines of 90 pt, 99 gaps of 10.
        #expect(s.collection.contentSize == CGSize(width: 300, height: 9990))
    }

    @Test func scrolling_endsTheDisplayOfItemsThatLeft_thenReusesTheirCells() {
        let s = GridScene()
        s.collection.contentOffset = CGPoint(x: 0, y: 100)            // one line down
        s.host.pump()
        #expect(s.trace.take() == [
            "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "didEndDisplaying [0, 2]",
            "prepareForReuse", "cellForItem [0, 12] reused", "willDisplay [0, 12]",
            "prepareForReuse", "cellForItem [0, 13] reused", "willDisplay [0, 13]",
            "prepareForReuse", "cellForItem [0, 14] reused", "willDisplay [0, 14]",
        ])
        #expect(s.collection.indexPathsForVisibleItems == (3...14).map { IndexPath(item: $0, section: 0) })
        #expect(s.collection.subviews.filter { $0 is UICollectionViewCell }.count == 12)
    }

    @Test func scrollingFarAndBack_neverCreatesMoreCellsThanAScreenNeeds() {
        let s = GridScene()
        let before = CountingGridCell.created
        for step in 1...40 {
            s.collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            s.host.pump()
        }
        s.collection.contentOffset = .zero
        s.host.pump()
        // A screen at an offset between lines shows five lines: three more cells at most.
        #expect(CountingGridCell.created - before == 3)
        #expect(s.collection.indexPathsForVisibleItems == (0...11).map { IndexPath(item: $0, section: 0) })
    }

    @Test func geometry_cellsTakeTheLayoutsFrames_andQueriesAnswerFromThem() {
        let s = GridScene()
        #expect(s.collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 105, y: 100, width: 90, height: 90))
        #expect(s.collection.cellForItem(at: IndexPath(item: 12, section: 0)) == nil)
        let cell = s.collection.cellForItem(at: IndexPath(item: 7, section: 0))!
        #expect(s.collection.indexPath(for: cell) == IndexPath(item: 7, section: 0))
        #expect(cell.accessibilityLabel == "Item 7")
        #expect(s.collection.indexPathForItem(at: CGPoint(x: 250, y: 150)) == IndexPath(item: 5, section: 0))
        #expect(s.collection.indexPathForItem(at: CGPoint(x: 100, y: 150)) == nil)      // in a gap
        #expect(s.collection.numberOfSections == 1)
        #expect(s.collection.numberOfItems(inSection: 0) == 300)
    }

    @Test func scrollToItem_putsTheItemAtThePosition() {
        let s = GridScene()
        s.collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
        #expect(s.collection.contentOffset == CGPoint(x: 0, y: 1000))
        s.collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .bottom, animated: false)
        #expect(s.collection.contentOffset == CGPoint(x: 0, y: 690))
        s.collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
        #expect(s.collection.contentOffset == CGPoint(x: 0, y: 845))
        #expect(s.collection.indexPathsForVisibleItems.first == IndexPath(item: 24, section: 0))
        s.host.expectException(containing: "Attempted to scroll the collection view to an out-of-bounds item (300) when there are only 300 items in section 0.") {
            s.collection.scrollToItem(at: IndexPath(item: 300, section: 0), at: .top, animated: false)
        }
    }

    @Test func reloadData_returnsTheVisibleCells_andAsksAgainOnTheNextLayout() {
        let s = GridScene(items: 2)
        s.source.items = [["x"]]
        s.collection.reloadData()
        #expect(s.trace.take() == [])
        s.host.pump()
        #expect(s.trace.take() == [
            "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]",
            "numberOfSections", "numberOfItems(0)",
            "prepareForReuse", "cellForItem [0, 0] reused", "willDisplay [0, 0]",
        ])
    }

    @Test func dequeueWithoutRegistration_raisesUIKitsException() {
        let s = GridScene(items: 1)
        s.host.expectException(containing: "could not dequeue a view of kind: UICollectionElementKindCell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard") {
            _ = s.collection.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        }
    }

    @Test func headers_areAskedForWithTheirSection_andReusedLikeCells() {
        let s = GridScene(items: 3, settle: false) { $0.headerReferenceSize = CGSize(width: 0, height: 30) }
        s.source.items = [["a", "b", "c"], ["d"]]
        s.host.pump()
        #expect(s.trace.take() == [
            "numberOfSections", "numberOfItems(0)", "numberOfItems(1)",
            "supplementary header 0",
            "cellForItem [0, 0] new", "willDisplay [0, 0]", "cellForItem [0, 1] new", "willDisplay [0, 1]",
            "cellForItem [0, 2] new", "willDisplay [0, 2]",
            "supplementary header 1", "cellForItem [1, 0] new", "willDisplay [1, 0]",
        ])
        let header = s.collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                    at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 120, width: 300, height: 30))
        #expect(s.collection.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
            == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    }

    @Test func aLayoutIsPreparedOnce_thenAskedForTheVisibleRect_onEachScroll() {
        let s = GridScene(items: 30, settle: false)
        let layout = RecordingLayout(trace: s.trace)
        s.collection.collectionViewLayout = layout
        s.source.tracesDisplay = false
        s.host.pump()
        let firstPass = s.trace.take().filter { !$0.hasPrefix("cellForItem") }
        #expect(firstPass == ["numberOfSections", "numberOfItems(0)", "prepare", "contentSize",
                              "elements(in: (0.0, 0.0, 300.0, 400.0))"])
        s.collection.contentOffset = CGPoint(x: 0, y: 50)
        s.host.pump()
        #expect(s.trace.take().filter { !$0.hasPrefix("cellForItem") }
            == ["shouldInvalidate(forBoundsChange: (0.0, 50.0, 300.0, 400.0))", "elements(in: (0.0, 50.0, 300.0, 400.0))"])
        layout.invalidateLayout()
        s.host.pump()
        #expect(s.trace.take() == ["prepare", "contentSize", "elements(in: (0.0, 50.0, 300.0, 400.0))"])
        #expect(layout.collectionView === s.collection)
    }
}

/// A one-column layout of 100-pt rows that records what the collection view asks it.
@MainActor
final class RecordingLayout: UICollectionViewLayout {
    let trace: TraceRecorder
    init(trace: TraceRecorder) {
        self.trace = trace
        super.init()
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    private var count = 0
    private static func r(_ rect: CGRect) -> String { "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))" }

    override func prepare() {
        trace.record("prepare")
        count = collectionView?.numberOfItems(inSection: 0) ?? 0
    }
    override var collectionViewContentSize: CGSize {
        trace.record("contentSize")
        return CGSize(width: 300, height: CGFloat(count) * 100)
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        trace.record("elements(in: \(Self.r(rect)))")
        return (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: 300, height: 100)
        return attributes
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        trace.record("shouldInvalidate(forBoundsChange: \(Self.r(newBounds)))")
        return false
    }
}
