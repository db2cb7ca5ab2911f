import Foundation
@testable import UIKit
import Testing
import UIKitTesting

/// Revealed swipe actions close as UIKit closes them: on a tap anywhere in the table that is
/// not on an action — without selecting the tapped row — and when the table starts to
/// scroll. (UIKit documents no rule for this; it is what a device does: a tap elsewhere
/// dismisses the actions and is consumed.)
@Suite @MainActor struct TableSwipeActionsClosingTests {
    private let row2 = IndexPath(row: 2, section: 0)

    private func scene() -> (TableScene, TableViewSwipeActionsTests.SwipeDelegate) {
        let s = TableScene(rows: 20)
        let delegate = TableViewSwipeActionsTests.SwipeDelegate(trace: s.trace)
        s.table.delegate = delegate
        return (s, delegate)
    }

    @Test func aTapOnAnotherRow_closesTheActions_andSelectsNothing_theNextTapSelects() throws {
        let (s, delegate) = scene()
        defer { withExtendedLifetime((s.host, delegate)) {} }
        try s.host.swipeRow(at: row2, in: s.table, direction: .left)
        s.trace.take()
        try s.host.tap(label: "Row 5")
        #expect(s.trace.take() == ["didEndEditing [0, 2]"])
        #expect(s.table._revealedSwipeActionTitles == [])
        #expect(s.table.indexPathForSelectedRow == nil)
        #expect(s.table.cellForRow(at: row2)?.contentView.frame.minX == 0)
        try s.host.tap(label: "Row 5")
        #expect(s.table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
    }

    @Test func aTapOnTheSwipedRowsOwnContent_closesTheActions_andSelectsNothing() throws {
        let (s, delegate) = scene()
        defer { withExtendedLifetime((s.host, delegate)) {} }
        try s.host.swipeRow(at: row2, in: s.table, direction: .left)
        s.trace.take()
        // The slid content's visible part: the row's leading 40 points (table at x 0, y 100).
        s.host.tap(at: CGPoint(x: 20, y: 100 + 2 * 44 + 22))
        #expect(s.trace.take() == ["didEndEditing [0, 2]"])
        #expect(s.table._revealedSwipeActionTitles == [])
        #expect(s.table.indexPathForSelectedRow == nil)
    }

    @Test func aTapBelowTheRows_closesTheActions() throws {
        let s = TableScene(rows: 3)
        let delegate = TableViewSwipeActionsTests.SwipeDelegate(trace: s.trace)
        s.table.delegate = delegate
        defer { withExtendedLifetime((s.host, delegate)) {} }
        try s.host.swipeRow(at: row2, in: s.table, direction: .right)
        s.trace.take()
        s.host.tap(at: CGPoint(x: 150, y: 100 + 300))
        #expect(s.trace.take() == ["didEndEditing [0, 2]"])
        #expect(s.table._revealedSwipeActionTitles == [])
    }

    @Test func aTapOnAnAction_stillPerformsIt() throws {
        let (s, delegate) = scene()
        defer { withExtendedLifetime((s.host, delegate)) {} }
        try s.host.swipeRow(at: row2, in: s.table, direction: .left)
        s.trace.take()
        try s.host.tap(label: "Delete")
        #expect(s.trace.take() == ["handler Delete [0, 2]", "didEndEditing [0, 2]"])
        #expect(s.table.indexPathForSelectedRow == nil)
    }

    @Test func scrollingTheTable_closesTheActionsAsTheDragBegins() throws {
        let (s, delegate) = scene()
        defer { withExtendedLifetime((s.host, delegate)) {} }
        try s.host.swipeRow(at: row2, in: s.table, direction: .left)
        s.trace.take()
        let cell = try #require(s.table.cellForRow(at: row2))
        let finger = s.host.touchDown(at: CGPoint(x: 150, y: 400))
        s.host.touchMove(finger, to: CGPoint(x: 150, y: 380))
        s.host.touchMove(finger, to: CGPoint(x: 150, y: 340))
        #expect(s.table.isDragging)
        // Closed as the drag began; then the row scrolled into view got its cell.
        #expect(s.trace.take() == ["didEndEditing [0, 2]", "cellForRow [0, 10] new"])
        #expect(s.table._revealedSwipeActionTitles == [])
        #expect(cell.swipeOffset == 0)
        s.host.touchUp(finger)
        s.host.runUntilIdle()
        #expect(s.table.indexPathForSelectedRow == nil)
    }

    @Test func whileEditing_aDeleteConfirmationStays_whenTheTableScrolls() throws {
        let s = TableScene(rows: 20)
        defer { withExtendedLifetime(s.host) {} }
        s.table.setEditing(true, animated: false)
        s.host.pump()
        // Reveal the Delete confirmation with the row's minus control.
        let minus = CGPoint(x: 19, y: 100 + 2 * 44 + 22)
        s.host.tap(at: minus)
        #expect(s.table._revealedSwipeActionTitles == ["Delete"])
        let finger = s.host.touchDown(at: CGPoint(x: 150, y: 400))
        s.host.touchMove(finger, to: CGPoint(x: 150, y: 380))
        s.host.touchMove(finger, to: CGPoint(x: 150, y: 340))
        s.host.touchUp(finger)
        s.host.runUntilIdle()
        #expect(s.table._revealedSwipeActionTitles == ["Delete"])
        // A tap beside it closes it without selecting.
        s.host.tap(at: CGPoint(x: 150, y: 100 + 6 * 44 + 22 - s.table.contentOffset.y))
        #expect(s.table._revealedSwipeActionTitles == [])
        #expect(s.table.indexPathForSelectedRow == nil)
    }
}
