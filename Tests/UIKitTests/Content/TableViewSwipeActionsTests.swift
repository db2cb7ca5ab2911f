import Foundation
@testable import UIKit
import Testing
import UIKitTesting

/// Revealed swipe actions on table rows, driven by `host.swipeRow(at:in:direction:)`.
@Suite @MainActor struct TableViewSwipeActionsTests {
    /// Gives every row trailing actions "Delete" (destructive) and "Flag", and a leading
    /// action "Pin"; records the editing callbacks and the handlers.
    @MainActor final class SwipeDelegate: UITableViewDelegate {
        let trace: TraceRecorder
        var performed = true
        init(trace: TraceRecorder) { self.trace = trace }
        static func p(_ path: IndexPath?) -> String { path.map { "[\($0.section), \($0.row)]" } ?? "nil" }
        private func action(_ title: String, _ style: UIContextualAction.Style, _ path: IndexPath) -> UIContextualAction {
            UIContextualAction(style: style, title: title) { [trace, performed] _, _, done in
                trace.record("handler \(title) \(Self.p(path))")
                done(performed)
            }
        }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            UISwipeActionsConfiguration(actions: [action("Delete", .destructive, indexPath), action("Flag", .normal, indexPath)])
        }
        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            UISwipeActionsConfiguration(actions: [action("Pin", .normal, indexPath)])
        }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            trace.record("willBeginEditing \(Self.p(indexPath))")
        }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            trace.record("didEndEditing \(Self.p(indexPath))")
        }
    }

    private func scene() -> (TableScene, SwipeDelegate) {
        let s = TableScene(rows: 20)
        let delegate = SwipeDelegate(trace: s.trace)
        s.table.delegate = delegate
        return (s, delegate)
    }

    private let row2 = IndexPath(row: 2, section: 0)

    private func buttons(_ cell: UITableViewCell?) -> [SwipeActionButton] {
        cell?.subviews.compactMap { $0 as? SwipeActionButton } ?? []
    }

    @Test func aShortSwipe_revealsTheTrailingActions_firstOutermost_andSlidesTheContent() throws {
        let (s, delegate) = scene()
        defer { withExtendedLifetime((s.host, delegate)) {} }
        try s.host.swipeRow(at: row2, in: s.table, direction: .left)
        #expect(s.trace.take() == ["willBeginEditing [0, 2]"])
        #expect(s.table._revealedSwipeActionTitles == ["Delete", "Flag"])
        let cell = s.table.cellForRow(at: row2)!
        let frames = buttons(cell).map(\.frame)
        #expect(frames.count == 2)
        #expect(frames[0].maxX == 300)
        #expect(frames[1].maxX == frames[0].minX)
        #expect(frames.allSatisfy { $0.minY == 0 && $0.height == 44 && $0.width >= 74 })
        #expect(buttons(cell)[0].backgroundColor == .systemRed)
        #expect(cell.contentView.frame.minX == -(frames[0].width + frames[1].width))
        #expect(cell.configurationState.isSwiped)
    }

    @Test func tappingARevealedAction_runsItsHandler_andItsCompletionClosesTheRow() throws {
        let (s, delegate) = scene()
        defer { withExtendedLifetime((s.host, delegate)) {} }
        try s.host.swipeRow(at: row2, in: s.table, direction: .left)
        s.trace.take()
        try s.host.tap(label: "Flag")
        #expect(s.trace.take() == ["handler Flag [0, 2]", "didEndEditing [0, 2]"])
        #expect(s.table._revealedSwipeActionTitles == [])
        let cell = s.table.cellForRow(at: row2)!
        s.host.pump()
        #expect(buttons(cell).isEmpty)
        #expect(cell.contentView.frame.minX == 0)
        #expect(!cell.configurationState.isSwiped)
    }

    @Test func aFullSwipe_performsTheFirstAction_withoutRevealing() throws {
        let (s, delegate) = scene()
        defer { withExtendedLifetime((s.host, delegate)) {} }
        try s.host.swipeRow(at: row2, in: s.table, direction: .left, .full)
        #expect(s.trace.take() == ["handler Delete [0, 2]"])
        #expect(s.table._revealedSwipeActionTitles == [])
    }

    @Test func aSwipeToTheTrailingSide_revealsTheLeadingActionsAtTheLeadingEdge() throws {
        let (s, delegate) = scene()
        defer { withExtendedLifetime((s.host, delegate)) {} }
        try s.host.swipeRow(at: row2, in: s.table, direction: .right)
        #expect(s.table._revealedSwipeActionTitles == ["Pin"])
        let cell = s.table.cellForRow(at: row2)!
        #expect(buttons(cell).map(\.frame.minX) == [0])
        #expect(cell.contentView.frame.minX == buttons(cell)[0].frame.width)
    }

    @Test func anotherSwipe_orEditing_closesTheActionsWithoutPerformingThem() throws {
        let (s, delegate) = scene()
        defer { withExtendedLifetime((s.host, delegate)) {} }
        try s.host.swipeRow(at: row2, in: s.table, direction: .left)
        try s.host.swipeRow(at: IndexPath(row: 4, section: 0), in: s.table, direction: .left)
        #expect(s.trace.take() == ["willBeginEditing [0, 2]", "didEndEditing [0, 2]"])
        #expect(s.table._revealedSwipeActionTitles == [])
        try s.host.swipeRow(at: row2, in: s.table, direction: .left)
        s.table.setEditing(true, animated: false)
        #expect(s.trace.take() == ["willBeginEditing [0, 2]", "didEndEditing [0, 2]"])
    }

    @Test func closedActionButtons_areReleased() throws {
        weak var weakButton: UIView?
        let (s, delegate) = scene()
        defer { withExtendedLifetime((s.host, delegate)) {} }
        try s.host.swipeRow(at: row2, in: s.table, direction: .left)
        weakButton = buttons(s.table.cellForRow(at: row2)).first
        #expect(weakButton != nil)
        try s.host.tap(label: "Delete")
        #expect(weakButton == nil)
    }
}
