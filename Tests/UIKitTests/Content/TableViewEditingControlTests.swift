import Foundation
import Testing
import UIKitTesting

/// The editing control's Delete confirmation and the reorder control's drag, through
/// synthesized touches.
@Suite @MainActor struct TableViewEditingControlTests {
    /// The centre of the editing control (leading 38 pt) of `row` in a TableScene.
    private func control(row: Int) -> CGPoint { CGPoint(x: 19, y: 100 + CGFloat(row) * 44 + 22) }

    @Test func tappingTheDeleteControl_revealsDelete_whoseTapCommits() throws {
        let s = TableScene()
        s.table.setEditing(true, animated: false)
        s.host.tap(at: control(row: 2))
        #expect(s.trace.take() == [])
        #expect(s.table._revealedSwipeActionTitles == ["Delete"])
        let cell = s.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(cell.configurationState.isSwiped)
        try s.host.tap(label: "Delete")
        #expect(s.trace.take() == ["commit delete [0, 2]"])
        #expect(s.table._revealedSwipeActionTitles == [])
        #expect(!cell.configurationState.isSwiped)
    }

    @Test func theConfirmation_closesOnASecondTapOfTheControl_orATapElsewhere_withoutSelecting() {
        final class Titled: UITableViewDelegate {
            func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
                "Remove"
            }
        }
        let s = TableScene()
        let titled = Titled()
        s.table.delegate = titled
        s.table.setEditing(true, animated: false)
        s.host.tap(at: control(row: 1))
        #expect(s.table._revealedSwipeActionTitles == ["Remove"])
        s.host.tap(at: control(row: 1))
        #expect(s.table._revealedSwipeActionTitles == [])
        s.host.tap(at: control(row: 1))
        s.host.tap(at: CGPoint(x: 150, y: 100 + 5 * 44 + 22))
        #expect(s.table._revealedSwipeActionTitles == [])
        s.table.allowsSelectionDuringEditing = true
        #expect(s.trace.take() == [])
    }

    @Test func theInsertControl_commitsAtOnce() {
        final class Inserting: UITableViewDelegate {
            func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
                .insert
            }
        }
        let s = TableScene()
        let inserting = Inserting()
        s.table.delegate = inserting
        s.table.setEditing(true, animated: false)
        s.host.tap(at: control(row: 4))
        #expect(s.trace.take() == ["commit insert [0, 4]"])
        #expect(s.table._revealedSwipeActionTitles == [])
    }

    @Test func draggingTheReorderControl_asksForTargets_thenMovesTheRow() {
        let s = TableScene(rows: 0)
        let reordering = TableViewReorderTests.Reordering()
        s.table.dataSource = reordering
        s.table.delegate = reordering
        s.host.pump()
        s.table.setEditing(true, animated: false)
        let a = s.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        reordering.asked.removeAll()
        // From row 0's grip (trailing 38 pt) down two rows.
        let touch = s.host.touchDown(at: CGPoint(x: 285, y: 122))
        for step in 1...4 { s.host.touchMove(touch, to: CGPoint(x: 285, y: 122 + CGFloat(step) * 11)) }
        #expect(s.table.contentOffset == .zero)                // the table does not scroll
        let lifted = a.frame.minY
        #expect(lifted > 0 && lifted <= 44)                    // the row follows the finger
        for step in 5...8 { s.host.touchMove(touch, to: CGPoint(x: 285, y: 122 + CGFloat(step) * 11)) }
        s.host.touchUp(touch)
        #expect(reordering.asked.filter { !$0.hasPrefix("canMove") } == ["target 0 → 1", "target 0 → 2", "move 0 → 2"])
        #expect(reordering.asked.filter { $0.hasPrefix("canMove") }.allSatisfy { $0 == "canMove 0" })
        #expect(reordering.rows == ["b", "c", "a", "d"])
        s.host.runUntilIdle()
        #expect(s.table.visibleCells.compactMap { $0.textLabel?.text } == ["b", "c", "a", "d"])
        #expect(a.frame.minY == 88)
    }

    @Test func aDragOnARowThatCannotMove_scrollsInstead() {
        let s = TableScene(rows: 0)
        let reordering = TableViewReorderTests.Reordering()
        reordering.rows = (0..<30).map { "r\($0)" }
        s.table.dataSource = reordering
        s.table.delegate = reordering
        s.host.pump()
        s.table.setEditing(true, animated: false)
        s.host.swipe(from: CGPoint(x: 285, y: 100 + 3 * 44 + 22), to: CGPoint(x: 285, y: 100 + 22), duration: 0.2, steps: 6)
        #expect(!reordering.asked.contains { $0.hasPrefix("move") })
        #expect(s.table.contentOffset.y > 0)
    }
}
