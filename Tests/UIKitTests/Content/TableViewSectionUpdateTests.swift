import Foundation
import Testing
import UIKitTesting

/// Inserting, deleting and reloading sections.
@Suite @MainActor struct TableViewSectionUpdateTests {
    private func scene() -> TableScene {
        let s = TableScene(rows: 0, settle: false)
        s.source.rows = [["a", "b"], ["c", "d"]]
        s.source.tracesDisplay = false
        s.host.pump()
        s.trace.take()
        return s
    }

    @Test func insertSections_asksForTheNewRows_andLaterSectionsKeepTheirCells() {
        let s = scene()
        let cellC = s.table.cellForRow(at: IndexPath(row: 0, section: 1))
        s.source.rows.insert(["x"], at: 1)
        s.table.insertSections(IndexSet(integer: 1), with: .automatic)
        #expect(s.trace.take() == ["numberOfSections", "numberOfRows(0)", "numberOfRows(1)", "numberOfRows(2)", "cellForRow [1, 0] new"])
        #expect(s.table.cellForRow(at: IndexPath(row: 0, section: 2)) === cellC)
        #expect(s.table.visibleCells.compactMap { $0.textLabel?.text } == ["a", "b", "x", "c", "d"])
        #expect(s.table.numberOfSections == 3)
    }

    @Test func deleteSections_removesItsRowsCells() {
        let s = scene()
        s.table.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
        s.source.rows.remove(at: 0)
        s.table.deleteSections(IndexSet(integer: 0), with: .fade)
        #expect(s.table.visibleCells.compactMap { $0.textLabel?.text } == ["c", "d"])
        #expect(s.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(s.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
    }

    @Test func aSectionCountThatDoesNotMatch_raisesUIKitsInvalidUpdate() {
        let s = scene()
        s.host.expectException(containing: "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).") {
            s.table.deleteSections(IndexSet(integer: 0), with: .automatic)
        }
        #expect(s.table.visibleCells.count == 4)
    }

    @Test func reloadSections_asksForEveryRowOfTheSectionAgain() {
        let s = scene()
        s.source.rows[1] = ["e", "f"]
        s.table.reloadSections(IndexSet(integer: 1), with: .automatic)
        // The old cells fade out while the new ones come in, so the new rows get new cells.
        #expect(s.trace.take() == [
            "numberOfSections", "numberOfRows(0)", "numberOfRows(1)", "cellForRow [1, 0] new", "cellForRow [1, 1] new",
        ])
        #expect(s.table.visibleCells.compactMap { $0.textLabel?.text } == ["a", "b", "e", "f"])
    }
}
