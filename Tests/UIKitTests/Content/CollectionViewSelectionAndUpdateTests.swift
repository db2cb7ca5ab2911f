import Foundation
import Testing
import UIKitTesting

/// Selection by touch and in code, and batch updates with UIKit's consistency check.
@Suite(.serialized) @MainActor struct CollectionViewSelectionAndUpdateTests {
    /// Item 4 is at (105, 100) in content, the collection view at y = 100 in the window.
    static let item4 = CGPoint(x: 150, y: 245)
    static let item0 = CGPoint(x: 45, y: 145)

    @Test func tap_asksHighlightThenSelect_thenSelects() {
        let s = GridScene()
        s.host.tap(at: Self.item4)
        #expect(s.trace.take() == ["shouldHighlight [0, 4]", "shouldSelect [0, 4]", "didSelect [0, 4]"])
        #expect(s.collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(s.collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    }

    @Test func tapAnotherItem_singleSelection_deselectsThePreviousFirst() {
        let s = GridScene()
        s.host.tap(at: Self.item4)
        s.trace.take()
        s.host.tap(at: Self.item0)
        #expect(s.trace.take() == ["shouldHighlight [0, 0]", "shouldSelect [0, 0]",
                                   "shouldDeselect [0, 4]", "didDeselect [0, 4]", "didSelect [0, 0]"])
        #expect(s.collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(s.collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == false)
    }

    @Test func shouldSelectFalse_refuses() {
        let s = GridScene()
        s.source.refusesSelection = [IndexPath(item: 4, section: 0)]
        s.host.tap(at: Self.item4)
        #expect(s.trace.take() == ["shouldHighlight [0, 4]", "shouldSelect [0, 4]"])
        #expect(s.collection.indexPathsForSelectedItems == [])
    }

    @Test func multipleSelection_tapASelectedItem_deselectsIt() {
        let s = GridScene()
        s.collection.allowsMultipleSelection = true
        s.host.tap(at: Self.item4)
        s.host.tap(at: Self.item0)
        s.trace.take()
        #expect(s.collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 4, section: 0)])
        s.host.tap(at: Self.item4)
        #expect(s.trace.take() == ["shouldDeselect [0, 4]", "didDeselect [0, 4]"])
        #expect(s.collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func allowsSelectionFalse_ignoresTaps() {
        let s = GridScene()
        s.collection.allowsSelection = false
        s.host.tap(at: Self.item4)
        #expect(s.trace.take() == [])
    }

    @Test func selectItemInCode_callsNoDelegate_andAReusedCellShowsItsItemsSelection() {
        let s = GridScene()
        s.collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        s.collection.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: .top)
        #expect(s.collection.indexPathsForSelectedItems == [IndexPath(item: 40, section: 0)])
        #expect(s.collection.contentOffset == CGPoint(x: 0, y: 1300))
        s.host.pump()
        #expect(!s.trace.take().contains { $0.hasPrefix("didSelect") || $0.hasPrefix("shouldSelect") || $0.hasPrefix("didDeselect") })
        #expect(s.collection.cellForItem(at: IndexPath(item: 40, section: 0))?.isSelected == true)
        #expect(s.collection.cellForItem(at: IndexPath(item: 41, section: 0))?.isSelected == false)
        s.collection.deselectItem(at: IndexPath(item: 40, section: 0), animated: false)
        #expect(s.collection.indexPathsForSelectedItems == [])
        #expect(s.trace.take() == [])
    }

    @Test func deleteItems_endsTheDeletedCellsDisplay_andAsksOnlyForTheItemThatCameIntoView() {
        let s = GridScene()
        s.collection.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        s.source.items[0].remove(at: 1)
        s.collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
        // The deleted cell fades out first, so the item that comes in gets a new cell.
        #expect(s.trace.take() == [
            "numberOfSections", "numberOfItems(0)", "cellForItem [0, 11] new", "willDisplay [0, 11]",
        ])
        s.host.advance(by: 0.3)
        #expect(s.trace.take() == ["didEndDisplaying [0, 1]"])
        #expect(s.collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(s.collection.cellForItem(at: IndexPath(item: 1, section: 0))?.accessibilityLabel == "Item 2")
        #expect(s.collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 105, y: 0, width: 90, height: 90))
    }

    @Test func batch_insertMoveReload_asOneUpdate() {
        let s = GridScene(items: 4)
        // Old [0, 1, 2, 3]: the insert takes 0, the move puts 3 at 2, the rest fill in order.
        s.source.items = [["new", "Item 0", "Item 3", "Item 1 reloaded", "Item 2"]]
        s.collection.performBatchUpdates {
            s.collection.insertItems(at: [IndexPath(item: 0, section: 0)])
            s.collection.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 2, section: 0))
            s.collection.reloadItems(at: [IndexPath(item: 1, section: 0)])
        }
        #expect(s.trace.take() == [
            "numberOfSections", "numberOfItems(0)",
            "cellForItem [0, 0] new", "willDisplay [0, 0]", "cellForItem [0, 3] new", "willDisplay [0, 3]",
        ])
        #expect(s.collection.visibleCells.map(\.accessibilityLabel) == ["new", "Item 0", "Item 3", "Item 1 reloaded", "Item 2"])
        s.host.advance(by: 0.3)
        #expect(s.trace.take() == ["didEndDisplaying [0, 1]"])
    }

    @Test func inconsistentUpdate_raisesUIKitsException_andChangesNothing() {
        let s = GridScene()
        s.host.expectException(containing: "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (300) must be equal to the number of items contained in that section before the update (300), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).") {
            s.collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(s.collection.numberOfItems(inSection: 0) == 300)
        #expect(s.collection.cellForItem(at: IndexPath(item: 0, section: 0))?.accessibilityLabel == "Item 0")
        s.host.expectException(containing: "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (1) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).") {
            s.collection.insertSections(IndexSet(integer: 1))
        }
    }

    @Test func insertSections_renumbersTheFollowingSections() {
        let s = GridScene(items: 2)
        s.source.items = [["s0"], ["Item 0", "Item 1"]]
        s.collection.insertSections(IndexSet(integer: 0))
        #expect(s.trace.take() == ["numberOfSections", "numberOfItems(0)", "numberOfItems(1)",
                                   "cellForItem [0, 0] new", "willDisplay [0, 0]"])
        #expect(s.collection.cellForItem(at: IndexPath(item: 1, section: 1))?.accessibilityLabel == "Item 1")
        #expect(s.collection.frame(of: IndexPath(item: 0, section: 1)) == CGRect(x: 0, y: 90, width: 90, height: 90))
    }

    @Test func performBatchUpdates_completionRunsOnALaterTurn() {
        let s = GridScene(items: 1)
        var completed: [Bool] = []
        s.collection.performBatchUpdates(nil) { completed.append($0) }
        #expect(completed == [])
        s.host.runUntilIdle()
        #expect(completed == [true])
    }
}

extension UICollectionView {
    func frame(of path: IndexPath) -> CGRect? { layoutAttributesForItem(at: path)?.frame }
}
