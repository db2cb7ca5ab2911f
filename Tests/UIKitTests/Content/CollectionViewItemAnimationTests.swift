import Foundation
import Testing
import UIKitTesting

/// Item animations: one 0.3 s ease-in-out animation per update on the manual clock (at
/// 0.15 s a moving item is exactly halfway). GridScene: 90 × 90 items at x 0/105/210, lines
/// 100 pt apart, items 0…11 visible.
@Suite @MainActor struct CollectionViewItemAnimationTests {
    private func shown(_ view: UIView?) -> CGRect? { view?.layer.presentation()?.frame }
    private func cell(_ item: Int, _ s: GridScene) -> UICollectionViewCell? {
        s.collection.cellForItem(at: IndexPath(item: item, section: 0))
    }
    private func near(_ rect: CGRect?, _ x: CGFloat, _ y: CGFloat) -> Bool {
        guard let rect else { return false }
        return abs(rect.minX - x) < 1e-6 && abs(rect.minY - y) < 1e-6
    }

    @Test func insertItems_fadeIn_whileTheOthersSlide_andAnItemComingIntoViewSlidesFromItsOldPlace() {
        let s = GridScene()
        let first = cell(0, s)!
        s.source.items[0].insert("New", at: 0)
        s.collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(s.trace.take() == ["numberOfSections", "numberOfItems(0)", "cellForItem [0, 0] new", "willDisplay [0, 0]"])
        #expect(first.frame.origin == CGPoint(x: 105, y: 0))              // model: final at once
        let inserted = cell(0, s)!
        s.host.advance(by: 0.15)
        #expect(near(shown(first), 52.5, 0))                              // 0 → 105
        #expect(close(opacity(inserted), 0.5, within: 1e-6))
        #expect(near(shown(cell(3, s)), 105, 50))                         // (210, 0) → (0, 100)
        s.host.advance(by: 0.15)
        // Item 11 was pushed out of sight: it slid to (0, 400), then left.
        #expect(s.trace.take() == ["didEndDisplaying [0, 12]"])
        #expect(first.layer.presentation() == nil)
        #expect(s.collection.visibleCells.count == 12)
    }

    @Test func deleteItems_itemThatComesIntoView_slidesFromBelow() {
        let s = GridScene()
        s.source.items[0].remove(at: 1)
        s.collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
        s.host.advance(by: 0.15)
        #expect(near(shown(cell(11, s)), 105, 350))                       // (0, 400) → (210, 300)
    }

    @Test func performBatchUpdates_completesWithTrue_afterTheAnimation_onlyOnce() {
        let s = GridScene(items: 4)
        var completed: [Bool] = []
        s.source.items = [["Item 1", "Item 0", "Item 2", "Item 3"]]
        s.collection.performBatchUpdates({
            s.collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
        }, completion: { completed.append($0) })
        s.host.advance(by: 0.29)
        #expect(completed == [])
        s.host.advance(by: 0.01)
        #expect(completed == [true])
        s.host.runUntilIdle()
        #expect(completed == [true])
    }

    @Test func performWithoutAnimation_movesAtOnce() {
        let s = GridScene()
        s.source.items[0].remove(at: 1)
        UIView.performWithoutAnimation { s.collection.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
        #expect(s.trace.take() == [
            "numberOfSections", "numberOfItems(0)",
            "didEndDisplaying [0, 1]", "prepareForReuse", "cellForItem [0, 11] reused", "willDisplay [0, 11]",
        ])
        #expect(s.collection.visibleCells.allSatisfy { $0.layer.presentation() == nil })
    }

    @Test func reconfigureItems_asksAgainWithTheSameCell() {
        let s = GridScene()
        let shownCell = cell(4, s)!
        s.source.items[0][4] = "Changed"
        s.collection.reconfigureItems(at: [IndexPath(item: 4, section: 0)])
        #expect(s.trace.take() == ["numberOfSections", "numberOfItems(0)", "cellForItem [0, 4] reused"])
        #expect(cell(4, s) === shownCell && shownCell.accessibilityLabel == "Changed")
    }

    @Test func diffableApply_animates_reconfigures_andCompletesAfterTheAnimation() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 100, width: 300, height: 400), collectionViewLayout: layout)
        host.window.rootViewController!.view.addSubview(collection)
        var configured: [String] = []
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, item in
            configured.append(item)
            cell.accessibilityLabel = item
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B"])
        source.apply(snapshot, animatingDifferences: false)
        host.pump()
        configured.removeAll()
        let b = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        var completions = 0
        snapshot.deleteItems(["A"])
        snapshot.reconfigureItems(["B"])
        source.apply(snapshot) { completions += 1 }
        #expect(configured == ["B"])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === b)
        host.advance(by: 0.15)
        #expect(near(shown(b), 52.5, 0))
        #expect(completions == 0)
        host.advance(by: 0.15)
        #expect(completions == 1)
    }

    @Test func aCollectionLeavingMidAnimation_isReleasedWithItsCells() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        weak var weakCollection: UICollectionView?
        weak var weakCell: UICollectionViewCell?
        do {
            let source = TracingGridSource(trace: TraceRecorder(), items: [["a", "b", "c"]])
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 90, height: 90)
            let collection = UICollectionView(frame: CGRect(x: 0, y: 100, width: 300, height: 400), collectionViewLayout: layout)
            collection.register(CountingGridCell.self, forCellWithReuseIdentifier: "item")
            collection.dataSource = source
            host.window.rootViewController!.view.addSubview(collection)
            host.pump()
            weakCell = collection.cellForItem(at: IndexPath(item: 0, section: 0))
            source.items[0].remove(at: 0)
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            host.advance(by: 0.1)
            collection.removeFromSuperview()
            weakCollection = collection
        }
        host.runUntilIdle()
        #expect(weakCollection == nil)
        #expect(weakCell == nil)
    }
}
