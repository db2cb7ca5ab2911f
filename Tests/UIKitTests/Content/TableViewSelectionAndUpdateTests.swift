import Foundation
import Testing
import UIKitTesting

/// Selection by touch and in code, editing, swipe actions and batch updates.
@Suite @MainActor struct TableViewSelectionAndUpdateTests {
    /// The window point of the middle of a row (the table is at y = 100).
    private func point(row: Int) -> CGPoint { CGPoint(x: 150, y: 100 + CGFloat(row) * 44 + 22) }

    @Test func tappingRows_selectsInUIKitsOrder() {
        let s = TableScene()
        s.host.tap(at: point(row: 2))
        #expect(s.trace.take() == ["willSelect [0, 2]", "didSelect [0, 2]"])
        s.host.tap(at: point(row: 4))
        #expect(s.trace.take() == ["willSelect [0, 4]", "willDeselect [0, 2]", "didDeselect [0, 2]", "didSelect [0, 4]"])
        #expect(s.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(s.table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected == true)
        #expect(s.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test func willSelectReturningNil_refusesTheSelection() {
        let s = TableScene()
        s.source.refusesSelection = [IndexPath(row: 1, section: 0)]
        s.host.tap(at: point(row: 1))
        #expect(s.trace.take() == ["willSelect [0, 1]"])
        #expect(s.table.indexPathForSelectedRow == nil)
    }

    @Test func multipleSelection_togglesRows() {
        let s = TableScene()
        s.table.allowsMultipleSelection = true
        s.host.tap(at: point(row: 1))
        s.host.tap(at: point(row: 3))
        s.host.tap(at: point(row: 1))
        #expect(s.trace.take() == [
            "willSelect [0, 1]", "didSelect [0, 1]", "willSelect [0, 3]", "didSelect [0, 3]",
            "willDeselect [0, 1]", "didDeselect [0, 1]",
        ])
        #expect(s.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test func selectionInCode_callsNoDelegateMethods() {
        let s = TableScene()
        s.table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .top)
        s.host.pump()
        s.table.deselectRow(at: IndexPath(row: 50, section: 0), animated: false)
        s.table.selectRow(at: IndexPath(row: 51, section: 0), animated: false, scrollPosition: .none)
        #expect(s.trace.events.filter { $0.contains("elect") }.isEmpty)
        #expect(s.table.contentOffset == CGPoint(x: 0, y: 2200))
        #expect(s.table.indexPathsForSelectedRows == [IndexPath(row: 51, section: 0)])
        #expect(s.table.cellForRow(at: IndexPath(row: 51, section: 0))?.isSelected == true)
    }

    @Test func aScrollingPan_selectsNothing() {
        let s = TableScene()
        s.host.swipe(from: point(row: 8), to: point(row: 2), duration: 0.2, steps: 6)
        #expect(s.trace.events.filter { $0.contains("elect") }.isEmpty)
        #expect(s.table.contentOffset.y > 0)
    }

    @Test func deleteRows_withTheModelUpdated_renumbersAndFillsTheGap() {
        let s = TableScene()
        s.table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        s.source.rows[0].remove(at: 0)
        // `.none`: the row vanishes at once, so its cell is reused for the row that comes in
        // (animated deletes: TableViewRowAnimationTests).
        s.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(s.trace.take() == [
            "numberOfSections", "numberOfRows(0)",
            "didEndDisplaying [0, 0]",
            "prepareForReuse", "cellForRow [0, 9] reused", "willDisplay [0, 9]",
        ])
        #expect(s.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(s.table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Row 1")
        #expect(s.table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 0)
        #expect(s.table.contentSize.height == CGFloat(999 * 44))
    }

    @Test func batchUpdates_insertAndMove_inOneBatch() {
        let s = TableScene(rows: 4)
        s.source.rows = [["Row 3", "New", "Row 0", "Row 1", "Row 2"]]
        var completed: [Bool] = []
        s.table.performBatchUpdates({
            s.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            s.table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
        }, completion: { completed.append($0) })
        #expect(s.trace.take() == ["numberOfSections", "numberOfRows(0)", "cellForRow [0, 1] new", "willDisplay [0, 1]"])
        #expect(s.table.visibleCells.compactMap { $0.textLabel?.text } == ["Row 3", "New", "Row 0", "Row 1", "Row 2"])
        #expect(completed.isEmpty)
        s.host.advance(by: 0.3)                             // UIKit's row animation
        #expect(completed == [true])
    }

    @Test func anUpdateThatDoesNotMatchTheModel_raisesUIKitsInvalidUpdate_andChangesNothing() {
        let s = TableScene()
        s.host.expectException(containing: "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (1000) must be equal to the number of rows contained in that section before the update (1000), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).") {
            s.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(s.table.numberOfRows(inSection: 0) == 1000)
        #expect(s.table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Row 0")
    }

    @Test func reloadRows_asksForTheRowsCellAgain() {
        let s = TableScene()
        s.source.rows[0][2] = "Changed"
        s.table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        #expect(s.trace.take() == [
            "numberOfSections", "numberOfRows(0)",
            "didEndDisplaying [0, 2]", "prepareForReuse", "cellForRow [0, 2] reused", "willDisplay [0, 2]",
        ])
        #expect(s.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Changed")
    }

    @Test func editing_theEditingControlCommitsTheRowsStyle() {
        let s = TableScene()
        s.table.setEditing(true, animated: false)
        #expect(s.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isEditing == true)
        s.host.tap(at: CGPoint(x: 10, y: 100 + 44 + 22))
        #expect(s.trace.take() == [])                       // the Delete confirmation first
        #expect(s.table._revealedSwipeActionTitles == ["Delete"])
        try? s.host.tap(label: "Delete")
        #expect(s.trace.take() == ["commit delete [0, 1]"])
        s.host.tap(at: point(row: 1))                       // selection is off while editing
        #expect(s.trace.take() == [])
    }

    @Test func fullSwipe_performsTheFirstTrailingAction() {
        final class Swiping: UITableViewDelegate {
            var performed: [String] = []
            func tableView(_ tableView: UITableView,
                           trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .destructive, title: "Delete") { [unowned self] action, _, done in
                        self.performed.append("\(action.title!) [\(indexPath.section), \(indexPath.row)]")
                        done(true)
                    },
                ])
            }
        }
        let s = TableScene()
        let swiping = Swiping()
        s.table.delegate = swiping
        s.host.swipe(from: CGPoint(x: 280, y: 100 + 3 * 44 + 22), to: CGPoint(x: 60, y: 100 + 3 * 44 + 22), duration: 0.2, steps: 5)
        #expect(swiping.performed == ["Delete [0, 3]"])
        #expect(s.table.contentOffset == .zero)
    }
}

/// Reordering: the data source is asked whether a row can move and told where it went.
@Suite @MainActor struct TableViewReorderTests {
    @MainActor final class Reordering: UITableViewDataSource, UITableViewDelegate {
        var rows = ["a", "b", "c", "d"]
        var asked: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            asked.append("canMove \(indexPath.row)")
            return indexPath.row != 3
        }
        func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                       toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
            asked.append("target \(sourceIndexPath.row) → \(proposedDestinationIndexPath.row)")
            return proposedDestinationIndexPath
        }
        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            asked.append("move \(sourceIndexPath.row) → \(destinationIndexPath.row)")
            rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
    }

    @Test func interactiveMove_asksThenTellsTheDataSource_andTheCellsFollow() {
        let s = TableScene(rows: 0)
        let reordering = Reordering()
        s.table.dataSource = reordering
        s.table.delegate = reordering
        s.host.pump()
        s.table.setEditing(true, animated: false)
        s.table._moveRowInteractively(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        s.table._moveRowInteractively(from: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
        #expect(reordering.asked == ["canMove 0", "target 0 → 2", "move 0 → 2", "canMove 3"])
        #expect(s.table.visibleCells.compactMap { $0.textLabel?.text } == ["b", "c", "a", "d"])
    }
}
