import Foundation
import Testing
import UIKitTesting

/// A data source whose items have the given sizes, answering the flow-layout delegate.
@MainActor
final class SizingSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sizes: [CGSize]
    var inset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    init(_ sizes: [CGSize]) { self.sizes = sizes }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize { sizes[indexPath.item] }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets { inset }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat { 20 }
}

/// A cell whose content is pinned to a 120 × 40 box: it sizes itself to that.
@MainActor
final class BoxCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.widthAnchor.constraint(equalToConstant: 120),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
    }
    required init?(coder: NSCoder) { fatalError("not used") }
}

/// UICollectionViewFlowLayout's geometry: line breaking, UIKit's justified spacing, the last
/// line, insets, headers and footers, scroll direction, self-sizing.
@Suite @MainActor struct CollectionViewFlowLayoutTests {
    private func sized(_ sizes: [CGSize], width: CGFloat = 300) -> (HeadlessHost, UICollectionView, SizingSource) {
        let host = HeadlessHost()
        host.show(UIViewController())
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 100, width: width, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let source = SizingSource(sizes)
        collection.dataSource = source
        collection.delegate = source
        host.window.rootViewController!.view.addSubview(collection)
        host.pump()
        return (host, collection, source)
    }

    @Test func fullLinesAreJustified_theLastLineStartsAtTheInsetWithMinimumSpacing_itemsCentredInTheirLine() {
        let (host, c, source) = sized([CGSize(width: 100, height: 50), CGSize(width: 100, height: 80), CGSize(width: 50, height: 50),
                                       CGSize(width: 120, height: 50), CGSize(width: 60, height: 50), CGSize(width: 40, height: 50)])
        defer { withExtendedLifetime((host, source)) {} }
        // 280 pt between the insets; line 1 uses 270 → the 10 left over widens both gaps by 5.
        #expect(c.frame(of: IndexPath(item: 0, section: 0)) == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(c.frame(of: IndexPath(item: 1, section: 0)) == CGRect(x: 125, y: 5, width: 100, height: 80))
        #expect(c.frame(of: IndexPath(item: 2, section: 0)) == CGRect(x: 240, y: 20, width: 50, height: 50))
        // The last line: left-aligned at the minimum spacing, 20 pt (delegate) below line 1.
        #expect(c.frame(of: IndexPath(item: 3, section: 0)) == CGRect(x: 10, y: 105, width: 120, height: 50))
        #expect(c.frame(of: IndexPath(item: 4, section: 0)) == CGRect(x: 140, y: 105, width: 60, height: 50))
        #expect(c.frame(of: IndexPath(item: 5, section: 0)) == CGRect(x: 210, y: 105, width: 40, height: 50))
        #expect(c.contentSize == CGSize(width: 300, height: 160))
    }

    @Test func aFullLineOfOneItemIsCentred_aLastLineOfOtherSizesIsNot() {
        let (host, c, source) = sized([CGSize(width: 200, height: 50), CGSize(width: 150, height: 50)])
        defer { withExtendedLifetime((host, source)) {} }
        #expect(c.frame(of: IndexPath(item: 0, section: 0))?.minX == 50)
        #expect(c.frame(of: IndexPath(item: 1, section: 0))?.minX == 10)
    }

    @Test func withUniformItems_theLastLineLinesUpWithTheColumnsAbove() {
        let s = GridScene(items: 5)
        #expect(s.frame(3) == CGRect(x: 0, y: 100, width: 90, height: 90))
        #expect(s.frame(4) == CGRect(x: 105, y: 100, width: 90, height: 90))
        let single = GridScene(items: 1) { $0.itemSize = CGSize(width: 200, height: 50) }
        #expect(single.frame(0) == CGRect(x: 50, y: 0, width: 200, height: 50))   // a full line of one: centred
    }

    @Test func headersFootersAndInsets_stackInTheSection() {
        let s = GridScene(items: 3) {
            $0.headerReferenceSize = CGSize(width: 0, height: 30)
            $0.footerReferenceSize = CGSize(width: 0, height: 20)
            $0.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        }
        #expect(s.collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                     at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(s.frame(0) == CGRect(x: 0, y: 35, width: 90, height: 90))
        #expect(s.collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                                     at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 130, width: 300, height: 20))
        #expect(s.collection.contentSize == CGSize(width: 300, height: 150))
    }

    @Test func horizontalScrolling_fillsColumnsTopToBottom() {
        let s = GridScene(items: 8) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 90, height: 100)
            $0.minimumInteritemSpacing = 0
        }
        #expect(s.frame(3) == CGRect(x: 0, y: 300, width: 90, height: 100))
        #expect(s.frame(5) == CGRect(x: 100, y: 100, width: 90, height: 100))
        #expect(s.collection.contentSize == CGSize(width: 190, height: 400))
    }

    @Test func sectionInsetReference_fromLayoutMargins_startsInsideTheMargins() {
        let s = GridScene(items: 4) { $0.sectionInsetReference = .fromLayoutMargins }
        s.collection.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        s.layout.invalidateLayout()
        s.host.pump()
        // 260 pt wide: two items a line, justified.
        #expect(s.frame(0) == CGRect(x: 20, y: 0, width: 90, height: 90))
        #expect(s.frame(1) == CGRect(x: 190, y: 0, width: 90, height: 90))
    }

    @Test func aWidthChangeReflowsTheLines_scrollingKeepsThePreparedLayout() {
        let s = GridScene(items: 30)
        s.collection.contentOffset = CGPoint(x: 0, y: 200)
        s.host.pump()
        #expect(s.frame(4) == CGRect(x: 105, y: 100, width: 90, height: 90))
        s.collection.frame = CGRect(x: 0, y: 100, width: 200, height: 400)
        s.host.pump()
        #expect(s.frame(1) == CGRect(x: 110, y: 0, width: 90, height: 90))
        #expect(s.frame(4) == CGRect(x: 0, y: 200, width: 90, height: 90))
        #expect(s.collection.contentSize == CGSize(width: 200, height: 1490))
    }

    @Test func automaticSize_measuresEachCellWhenShown_andReflows() throws {
        let s = GridScene(items: 3, settle: false) { $0.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        s.collection.register(BoxCell.self, forCellWithReuseIdentifier: "item")
        s.host.pump()
        // 120 × 40 each (Auto Layout's fitting rounds the width to the 1/3-pt pixel grid):
        // two a line, the full line justified to both edges, the last lined up below.
        let first = try #require(s.frame(0)), second = try #require(s.frame(1)), third = try #require(s.frame(2))
        #expect(abs(first.width - 120) < 0.5 && first.height == 40 && first.origin == .zero)
        #expect(second.maxX == 300 && second.minY == 0)
        #expect(third.origin == CGPoint(x: 0, y: 50) && third.size == first.size)
        #expect(s.collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == second)
        #expect(s.collection.contentSize == CGSize(width: 300, height: 90))
        // Each cell asked once.
        #expect(s.trace.take().filter { $0.hasPrefix("cellForItem") }.map { $0.prefix(19) }
            == ["cellForItem [0, 0] ", "cellForItem [0, 1] ", "cellForItem [0, 2] "])
    }
}
