import Foundation
import Testing
import UIKitTesting

/// `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds`: GridScene's
/// 300 × 400 collection view, two sections of 9 items (three lines, 290 pt) each with a
/// 40 pt header and a 30 pt footer: section 0 spans 0…360 (header 0…40, items 40…330, footer
/// 330…360), section 1 spans 360…720.
@Suite(.serialized) @MainActor struct CollectionPinnedHeaderTests {
    private func scene(pinHeaders: Bool = true, pinFooters: Bool = false) -> GridScene {
        let s = GridScene(items: 9) { layout in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 30)
            layout.sectionHeadersPinToVisibleBounds = pinHeaders
            layout.sectionFootersPinToVisibleBounds = pinFooters
        }
        s.source.items.append((0..<9).map { "Second \($0)" })
        s.collection.reloadData()
        s.host.pump()
        return s
    }

    private func header(_ section: Int, _ s: GridScene) -> CGRect? {
        s.collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                       at: IndexPath(item: 0, section: section))?.frame
    }
    private func footer(_ section: Int, _ s: GridScene) -> CGRect? {
        s.collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter,
                                       at: IndexPath(item: 0, section: section))?.frame
    }

    @Test func aHeaderStaysAtTheTop_whileItsSectionIsInView_thenItsSectionsEndPushesItUp() {
        let s = scene()
        #expect(header(0, s) == CGRect(x: 0, y: 0, width: 300, height: 40))
        s.collection.contentOffset = CGPoint(x: 0, y: 100)
        s.host.pump()
        #expect(header(0, s) == CGRect(x: 0, y: 100, width: 300, height: 40))        // pinned
        #expect(s.collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.zIndex == 10)
        s.collection.contentOffset = CGPoint(x: 0, y: 310)
        s.host.pump()
        #expect(header(0, s) == CGRect(x: 0, y: 290, width: 300, height: 40))        // pushed up by the footer at 330
        #expect(header(1, s) == CGRect(x: 0, y: 360, width: 300, height: 40))        // its own place
        s.collection.contentOffset = CGPoint(x: 0, y: 400)
        s.host.pump()
        #expect(header(0, s) == nil)                                                   // its section left
        #expect(header(1, s) == CGRect(x: 0, y: 400, width: 300, height: 40))
    }

    @Test func withoutPinning_headersScrollAway() {
        let s = scene(pinHeaders: false)
        s.collection.contentOffset = CGPoint(x: 0, y: 100)
        s.host.pump()
        #expect(header(0, s) == nil)
        #expect(s.collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 0, width: 300, height: 40))
    }

    @Test func aFooterStaysAtTheBottom_untilItsSectionsHeaderPushesItDown() {
        let s = scene(pinHeaders: false, pinFooters: true)
        #expect(footer(0, s) == CGRect(x: 0, y: 330, width: 300, height: 30))        // in place
        s.collection.contentOffset = CGPoint(x: 0, y: 100)
        s.host.pump()
        // Bounds 100…500: section 1's footer (690…720) is held at the bottom.
        #expect(footer(1, s) == CGRect(x: 0, y: 470, width: 300, height: 30))
        s.collection.contentOffset = CGPoint(x: 0, y: 20)
        s.host.pump()
        #expect(footer(1, s) == CGRect(x: 0, y: 400, width: 300, height: 30))        // not above its header's end
    }

    @Test func underANavigationBar_theHeaderPinsBelowTheAdjustedInset() {
        let host = HeadlessHost()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let controller = UICollectionViewController(collectionViewLayout: layout)
        controller.collectionView.register(CountingGridCell.self, forCellWithReuseIdentifier: "item")
        controller.collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                           withReuseIdentifier: "header")
        let source = TracingGridSource(trace: TraceRecorder(), items: [(0..<60).map { "\($0)" }])
        controller.collectionView.dataSource = source
        host.show(UINavigationController(rootViewController: controller))
        host.pump()
        let top = controller.collectionView.adjustedContentInset.top
        #expect(top > 0)
        controller.collectionView.contentOffset = CGPoint(x: 0, y: 200 - top)
        host.pump()
        let pinned = controller.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                 at: IndexPath(item: 0, section: 0))
        #expect(pinned?.frame.minY == 200)
        #expect(pinned.map { controller.collectionView.convert($0.frame.origin, to: nil).y } == top)
    }
}
