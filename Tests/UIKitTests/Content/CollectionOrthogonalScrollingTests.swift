import Foundation
import Testing
import UIKitTesting

/// Compositional sections with an `orthogonalScrollingBehavior`: the section's groups go
/// side by side in one band that scrolls sideways in its own scroll view (the cells are its
/// subviews, as on iOS), with reuse along the band, offsets kept while the band is scrolled
/// out of view, and each behaviour's resting offsets when a drag ends (stepped on the
/// manual clock). UIKit's documentation of `UICollectionLayoutSectionOrthogonalScrollingBehavior`
/// names the resting places; the geometry follows docs/DifferencesFromIOS.md.
@Suite @MainActor struct CollectionOrthogonalScrollingTests {
    /// Even sections: a 40 pt header, then 100 × 80 groups 10 pt apart, insets 5/15/5/15,
    /// scrolling sideways with `behavior`. Odd sections: full-width 50 pt rows. With 20
    /// items in section 0, its band is y 40…130 of the 300 × 400 collection view and its
    /// items sit at x = 15 + 110·i.
    static func layout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let full = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            if section % 2 == 1 {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                    subitems: [NSCollectionLayoutItem(layoutSize: full)])
                return NSCollectionLayoutSection(group: group)
            }
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80)),
                subitems: [NSCollectionLayoutItem(layoutSize: full)])
            let band = NSCollectionLayoutSection(group: group)
            band.interGroupSpacing = 10
            band.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 15, bottom: 5, trailing: 15)
            band.orthogonalScrollingBehavior = behavior
            band.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            return band
        }
    }

    static func scene(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous,
                      items: Int = 20) -> GridScene {
        let s = GridScene(items: 0, settle: false)
        s.source.items = [(0..<items).map { "Band \($0)" }, (0..<10).map { "Row \($0)" }]
        s.collection.collectionViewLayout = layout(behavior)
        s.host.pump()
        return s
    }

    func scroller(_ s: GridScene) throws -> UIScrollView {
        try #require(s.collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
            ?? s.collection.visibleCells.first { s.collection.indexPath(for: $0)?.section == 0 }?.superview as? UIScrollView)
    }

    /// A 200 pt swipe to the left across the band (window y 185) in ten moves over 0.25 s:
    /// the pan begins at the first move, so the content moves 180 pt, released at 800 pt/s.
    func flickLeft(_ s: GridScene) {
        s.host.swipe(from: CGPoint(x: 250, y: 185), to: CGPoint(x: 50, y: 185), duration: 0.25, steps: 10)
    }

    @Test func theBand_laysOutGroupsSideBySide_inItsOwnScrollView_exactFrames() throws {
        let s = Self.scene()
        let collection = s.collection
        // Layout frames are in the collection view's content coordinates, unscrolled.
        #expect(s.frame(0) == CGRect(x: 15, y: 45, width: 100, height: 80))
        #expect(s.frame(1) == CGRect(x: 125, y: 45, width: 100, height: 80))
        #expect(s.frame(19) == CGRect(x: 2105, y: 45, width: 100, height: 80))
        #expect(s.frame(0, section: 1) == CGRect(x: 0, y: 130, width: 300, height: 50))
        // 40 header + 5 + 80 + 5, then ten 50 pt rows; the collection view scrolls vertically only.
        #expect(collection.contentSize == CGSize(width: 300, height: 630))
        let band = try scroller(s)
        #expect(band.superview === collection)
        #expect(band.frame == CGRect(x: 0, y: 40, width: 300, height: 90))
        // 15 + 20 × 100 + 19 × 10 + 15.
        #expect(band.contentSize == CGSize(width: 2220, height: 90))
        #expect(band.contentOffset == .zero)
        #expect(!band.scrollsToTop && !band.showsHorizontalScrollIndicator)
        // Items 0…2 meet the 300 pt band; their cells are the band's subviews, framed in it.
        #expect(collection.indexPathsForVisibleItems.filter { $0.section == 0 } == (0...2).map { IndexPath(item: $0, section: 0) })
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.superview === band)
        #expect(cell.frame == CGRect(x: 125, y: 5, width: 100, height: 80))
        #expect(cell.convert(cell.bounds, to: collection) == CGRect(x: 125, y: 45, width: 100, height: 80))
        // The header stays in the collection view.
        let header = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                               at: IndexPath(item: 0, section: 0)))
        #expect(header.superview === collection && header.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collection)
    }

    @Test func scrollingTheBand_showsTheItemsThatComeIn_reusingTheCellsThatLeave() throws {
        let s = Self.scene()
        let band = try scroller(s)
        s.trace.take()
        band.contentOffset = CGPoint(x: 200, y: 0)
        s.collection.layoutIfNeeded()
        // x 200…500 of the band meets items 1…4 (125…225 … 455…555); item 0 leaves first.
        #expect(s.trace.take() == [
            "didEndDisplaying [0, 0]",
            "prepareForReuse", "cellForItem [0, 3] reused", "willDisplay [0, 3]",
            "cellForItem [0, 4] new", "willDisplay [0, 4]",
        ])
        #expect(s.collection.indexPathsForVisibleItems.filter { $0.section == 0 } == (1...4).map { IndexPath(item: $0, section: 0) })
        let cell = try #require(s.collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(cell.frame == CGRect(x: 345, y: 5, width: 100, height: 80))
        #expect(cell.convert(cell.bounds, to: s.collection) == CGRect(x: 145, y: 45, width: 100, height: 80))
        // The layout's frame does not move; what is under a point does.
        #expect(s.frame(3) == CGRect(x: 345, y: 45, width: 100, height: 80))
        #expect(s.collection.indexPathForItem(at: CGPoint(x: 150, y: 60)) == IndexPath(item: 3, section: 0))
        #expect(s.collection.indexPathForItem(at: CGPoint(x: 20, y: 60)) == IndexPath(item: 1, section: 0))   // at −75…25
        #expect(s.collection.indexPathForItem(at: CGPoint(x: 30, y: 60)) == nil)     // between item 1 (…25) and item 2 (35…)
        // The collection view itself did not scroll.
        #expect(s.collection.contentOffset == .zero)
        #expect(s.host.diagnostics.isEmpty)
    }

    @Test func tappingACellInTheScrolledBand_selectsItsItem() throws {
        let s = Self.scene()
        try scroller(s).contentOffset = CGPoint(x: 200, y: 0)
        s.collection.layoutIfNeeded()
        s.trace.take()
        s.host.tap(at: CGPoint(x: 150, y: 185))    // window: the collection view is at y 100
        #expect(s.trace.take() == ["shouldHighlight [0, 3]", "shouldSelect [0, 3]", "didSelect [0, 3]"])
        #expect(s.collection.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == true)
    }

    @Test func theBandsOffset_isKept_whileTheSectionIsScrolledOutOfView() throws {
        let s = Self.scene()
        weak let firstScroller = try scroller(s)
        firstScroller?.contentOffset = CGPoint(x: 200, y: 0)
        s.collection.layoutIfNeeded()
        s.trace.take()
        s.collection.contentOffset = CGPoint(x: 0, y: 200)
        s.collection.layoutIfNeeded()
        #expect(s.collection.indexPathsForVisibleItems.allSatisfy { $0.section == 1 })
        #expect(s.trace.events(containing: "didEndDisplaying [0,").count == 4)
        #expect(firstScroller == nil)                  // the scroller left with its band
        s.trace.take()
        s.collection.contentOffset = .zero
        s.collection.layoutIfNeeded()
        let band = try scroller(s)
        #expect(band.contentOffset == CGPoint(x: 200, y: 0))
        #expect(s.collection.indexPathsForVisibleItems.filter { $0.section == 0 } == (1...4).map { IndexPath(item: $0, section: 0) })
        #expect(s.trace.events(containing: "cellForItem [0,") == [
            "cellForItem [0, 1] reused", "cellForItem [0, 2] reused", "cellForItem [0, 3] reused", "cellForItem [0, 4] reused",
        ])
    }

    @Test func continuous_aFlickDeceleratesOnThePublishedCurve_andRestsWhereItStops() throws {
        let s = Self.scene(.continuous)
        let band = try scroller(s)
        flickLeft(s)
        #expect(band.contentOffset == CGPoint(x: 180, y: 0))
        #expect(band.isDecelerating)
        #expect(band.decelerationRate == .normal)
        s.host.advance(by: 0.5)
        let expected = 180 + publishedDecelerationDistance(velocity: 800, rate: 0.998, milliseconds: 500)
        #expect(abs(Double(band.contentOffset.x) - expected) < 1e-6)
        s.host.runUntilIdle()
        #expect(abs(Double(band.contentOffset.x) - (180 + publishedProjection(velocity: 800, rate: 0.998))) < 1e-9)
        // The outer collection view never moved, and the band shows the items at its offset (579.2).
        #expect(s.collection.contentOffset == .zero)
        #expect(s.collection.indexPathsForVisibleItems.filter { $0.section == 0 } == (5...7).map { IndexPath(item: $0, section: 0) })
    }

    @Test func paging_restsOnTheNextMultipleOfTheBandsWidth() throws {
        let s = Self.scene(.paging)
        let band = try scroller(s)
        #expect(band.isPagingEnabled)
        flickLeft(s)
        s.host.runUntilIdle()
        #expect(band.contentOffset == CGPoint(x: 300, y: 0))
    }

    @Test func groupPaging_restsOnTheNextGroupsLeadingEdge_atTheLeadingInset() throws {
        let s = Self.scene(.groupPaging)
        let band = try scroller(s)
        #expect(band.decelerationRate == .fast && !band.isPagingEnabled)
        flickLeft(s)
        // Released at 180: the next group in the flick's direction is group 2 (x 235 − 15 = 220).
        // It decelerates at the fast rate from the velocity that travels exactly 40 pt.
        let rate = 0.99
        let v0 = 40.0 * 1000 * (1 - rate) / rate
        s.host.advance(by: 0.1)
        let expected = 180 + publishedDecelerationDistance(velocity: v0, rate: rate, milliseconds: 100)
        #expect(abs(Double(band.contentOffset.x) - expected) < 1e-6)
        s.host.runUntilIdle()
        #expect(band.contentOffset == CGPoint(x: 220, y: 0))
        #expect(s.collection.cellForItem(at: IndexPath(item: 2, section: 0))?.convert(CGPoint.zero, to: s.collection)
            == CGPoint(x: 15, y: 45))
    }

    @Test func groupPaging_aDragThatStops_restsOnTheNearestGroup() throws {
        let s = Self.scene(.groupPaging)
        let band = try scroller(s)
        // 70 pt left in seven moves, then the finger holds still before lifting.
        let finger = s.host.touchDown(at: CGPoint(x: 250, y: 185))
        for step in 1...7 {
            s.host.advance(by: 0.02)
            s.host.touchMove(finger, to: CGPoint(x: 250 - CGFloat(step) * 10, y: 185))
        }
        s.host.advance(by: 0.3)
        s.host.touchUp(finger)
        #expect(band.contentOffset == CGPoint(x: 60, y: 0))
        s.host.runUntilIdle()
        #expect(band.contentOffset == CGPoint(x: 110, y: 0))     // nearer 110 than 0
    }

    @Test func continuousGroupLeadingBoundary_restsOnTheGroupEdgeNearestTheDecelerationsEnd() throws {
        let s = Self.scene(.continuousGroupLeadingBoundary)
        let band = try scroller(s)
        flickLeft(s)
        s.host.runUntilIdle()
        // The deceleration alone would stop at 579.2; the nearest group edge is 550 (group 5).
        #expect(band.contentOffset == CGPoint(x: 550, y: 0))
    }

    @Test func groupPagingCentered_centresTheGroups_andPagesFromCentreToCentre() throws {
        let s = Self.scene(.groupPagingCentered)
        // 270 pt between the insets: the 100 pt group is centred with 85 pt either side.
        #expect(s.frame(0) == CGRect(x: 100, y: 45, width: 100, height: 80))
        let band = try scroller(s)
        #expect(band.contentSize == CGSize(width: 2390, height: 90))
        flickLeft(s)
        s.host.runUntilIdle()
        #expect(band.contentOffset == CGPoint(x: 220, y: 0))
        // Item 2 (x 320) is in the middle of the band.
        let cell = try #require(s.collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.convert(cell.bounds, to: s.collection).midX == 150)
    }

    @Test func aVerticalSwipeOnTheBand_scrollsTheCollectionView_notTheBand() throws {
        let s = Self.scene()
        let band = try scroller(s)
        s.host.swipe(from: CGPoint(x: 150, y: 220), to: CGPoint(x: 150, y: 120), duration: 0.25, steps: 10)
        #expect(band.contentOffset == .zero)
        #expect(s.collection.contentOffset.y == 90)
        s.host.runUntilIdle()
    }

    @Test func aStatusBarTap_stillScrollsTheCollectionViewToTheTop() throws {
        let s = Self.scene()
        _ = try scroller(s)
        s.collection.contentOffset = CGPoint(x: 0, y: 100)
        s.collection.layoutIfNeeded()
        #expect(s.host.tapStatusBar())
        s.host.runUntilIdle()
        #expect(s.collection.contentOffset == .zero)
    }

    @Test func sectionsInsertedBefore_theBandKeepsItsOffset_underItsNewNumber() throws {
        let s = Self.scene(.continuous)
        let band = try scroller(s)
        band.contentOffset = CGPoint(x: 200, y: 0)
        s.collection.layoutIfNeeded()
        s.source.items.insert(contentsOf: [["New 0", "New 1"], ["New row"]], at: 0)
        s.collection.insertSections(IndexSet([0, 1]))
        s.host.runUntilIdle()
        // The old band is section 2 now (y 220…310 after the new band and row); a new band is section 0.
        #expect(s.frame(0, section: 2) == CGRect(x: 15, y: 225, width: 100, height: 80))
        let moved = try #require(s.collection.cellForItem(at: IndexPath(item: 3, section: 2))?.superview as? UIScrollView)
        #expect(moved === band)
        #expect(moved.contentOffset == CGPoint(x: 200, y: 0))
        let fresh = try #require(s.collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        #expect(fresh !== band && fresh.contentOffset == .zero)
        #expect(s.host.diagnostics.isEmpty)
    }

    @Test func aBandOfTenThousandItems_hasCellsOnlyForTheVisibleOnes() throws {
        let s = Self.scene(.continuous, items: 10_000)
        let band = try scroller(s)
        #expect(band.contentSize.width == 1_100_020)      // 15 + 10,000 × 100 + 9,999 × 10 + 15
        band.contentOffset = CGPoint(x: 550_010, y: 0)
        s.collection.layoutIfNeeded()
        #expect(s.collection.indexPathsForVisibleItems.filter { $0.section == 0 } == (5000...5002).map { IndexPath(item: $0, section: 0) })
        #expect(band.subviews.filter { $0 is UICollectionViewCell }.count == 3)
    }

    @Test func theBandsScrollerAndCells_areDeallocatedWithTheCollectionView() throws {
        weak var weakScroller: UIScrollView?, weakCell: UICollectionViewCell?, weakCollection: UICollectionView?
        let host: HeadlessHost
        do {
            let s = Self.scene()
            host = s.host
            weakScroller = try scroller(s)
            weakCell = s.collection.cellForItem(at: IndexPath(item: 0, section: 0))
            weakCollection = s.collection
            s.collection.removeFromSuperview()
        }
        host.runUntilIdle()
        #expect(weakCollection == nil)
        #expect(weakScroller == nil)
        #expect(weakCell == nil)
    }
}
