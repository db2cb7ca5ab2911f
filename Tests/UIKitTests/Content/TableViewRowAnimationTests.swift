import Foundation
import Testing
import UIKitTesting

/// Row animations: UIKit's 0.3 s update animation on the manual clock. The default curve is
/// ease-in-out, symmetric about its middle, so at 0.15 s every moving row is exactly halfway.
@Suite @MainActor struct TableViewRowAnimationTests {
    private func minY(_ view: UIView?) -> CGFloat? { view?.layer.presentation()?.frame.minY }
    private func minX(_ view: UIView?) -> CGFloat? { view?.layer.presentation()?.frame.minX }
    private func row(_ n: Int, _ s: TableScene) -> UITableViewCell? {
        s.table.cellForRow(at: IndexPath(row: n, section: 0))
    }

    @Test func deleteRow_fadesItOut_whileTheRowsBelowSlideUp_thenEndsItsDisplay() {
        let s = TableScene()
        let deleted = row(2, s)!
        let below = row(3, s)!
        s.source.rows[0].remove(at: 2)
        s.table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        // The deleted cell is still on screen: the row that comes into view gets a new cell.
        #expect(s.trace.take() == ["numberOfSections", "numberOfRows(0)", "cellForRow [0, 9] new", "willDisplay [0, 9]"])
        #expect(below.frame.minY == 88)                                   // model: final at once
        #expect(deleted.superview === s.table)
        s.host.advance(by: 0.15)
        #expect(close(minY(below), 110, within: 1e-6))                    // 132 → 88
        #expect(close(minY(row(9, s)), 418, within: 1e-6))                // 440 → 396
        #expect(close(opacity(deleted), 0.5, within: 1e-6))
        #expect(close(minY(deleted), 88, within: 1e-6))                   // it fades where it was
        #expect(s.trace.take() == [])
        s.host.advance(by: 0.15)
        #expect(s.trace.take() == ["didEndDisplaying [0, 2]"])
        #expect(deleted.superview == nil)
        #expect(deleted.alpha == 1)
        #expect(below.layer.presentation() == nil)
        #expect(s.table.visibleCells.map(\.frame.minY) == (0..<10).map { CGFloat($0 * 44) })
        #expect(s.table.visibleCells.compactMap { $0.textLabel?.text } == [0, 1, 3, 4, 5, 6, 7, 8, 9, 10].map { "Row \($0)" })
        // The deleted cell went to the reuse queue.
        s.table.contentOffset = CGPoint(x: 0, y: 44)
        s.host.pump()
        #expect(s.trace.take() == ["didEndDisplaying [0, 0]", "prepareForReuse", "cellForRow [0, 10] reused", "willDisplay [0, 10]"])
    }

    @Test func insertRow_right_slidesInFromTheRight_andTheRowPushedOutOfSightLeavesAtTheEnd() {
        let s = TableScene()
        let last = row(9, s)!
        s.source.rows[0].insert("New", at: 1)
        s.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .right)
        #expect(s.trace.take() == ["numberOfSections", "numberOfRows(0)", "cellForRow [0, 1] new", "willDisplay [0, 1]"])
        let inserted = row(1, s)!
        #expect(inserted.frame == CGRect(x: 0, y: 44, width: 300, height: 44))
        s.host.advance(by: 0.15)
        #expect(close(minX(inserted), 150, within: 1e-6))                 // 300 → 0
        #expect(close(minY(inserted), 44, within: 1e-6))
        #expect(opacity(inserted) == 1)
        #expect(close(minY(last), 418, within: 1e-6))                     // 396 → 440, then gone
        #expect(s.table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
        s.host.advance(by: 0.15)
        #expect(s.trace.take() == ["didEndDisplaying [0, 10]"])
        #expect(last.superview == nil)
        #expect(inserted.layer.presentation() == nil && inserted.frame.minX == 0)
    }

    @Test func rowAnimationStyles_moveTheRowFromTheirOwnPlace() {
        let styles: [(UITableView.RowAnimation, CGRect)] = [
            (.left, CGRect(x: -150, y: 44, width: 300, height: 44)),
            (.top, CGRect(x: 0, y: 22, width: 300, height: 44)),
            (.bottom, CGRect(x: 0, y: 66, width: 300, height: 44)),
            (.middle, CGRect(x: 0, y: 55, width: 300, height: 22)),
        ]
        for (style, halfway) in styles {
            let s = TableScene(rows: 3)
            s.source.rows[0].insert("New", at: 1)
            s.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: style)
            s.host.advance(by: 0.15)
            let shown = row(1, s)!.layer.presentation()!.frame
            #expect(close(shown.minX, halfway.minX, within: 1e-6) && close(shown.minY, halfway.minY, within: 1e-6)
                    && close(shown.height, halfway.height, within: 1e-6), "\(style)")
        }
    }

    /// Apple: with `.none` "the inserted or deleted rows use the default animations" — the
    /// row itself appears and vanishes at once; the other rows still slide.
    @Test func noneAnimation_theRowAppearsAtOnce_theOthersStillSlide() {
        let s = TableScene()
        s.source.rows[0].remove(at: 0)
        s.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        // The deleted cell leaves at once, so the row that comes into view reuses it.
        #expect(s.trace.take() == [
            "numberOfSections", "numberOfRows(0)",
            "didEndDisplaying [0, 0]", "prepareForReuse", "cellForRow [0, 9] reused", "willDisplay [0, 9]",
        ])
        s.host.advance(by: 0.15)
        #expect(close(minY(row(0, s)), 22, within: 1e-6))
        s.source.rows[0].insert("New", at: 0)
        s.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(row(0, s)!.layer.presentation() == nil)
    }

    @Test func performWithoutAnimation_appliesAtOnce_andCompletesOnTheNextTurn() {
        let s = TableScene()
        var completed: [Bool] = []
        s.source.rows[0].remove(at: 0)
        UIView.performWithoutAnimation {
            s.table.performBatchUpdates({ s.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) },
                                        completion: { completed.append($0) })
        }
        #expect(s.trace.take() == [
            "numberOfSections", "numberOfRows(0)",
            "didEndDisplaying [0, 0]", "prepareForReuse", "cellForRow [0, 9] reused", "willDisplay [0, 9]",
        ])
        #expect(s.table.visibleCells.allSatisfy { $0.layer.presentation() == nil })
        #expect(completed == [])
        s.host.pump()
        #expect(completed == [true])
    }

    @Test func performBatchUpdates_completesWithTrue_whenTheAnimationEnds() {
        let s = TableScene(rows: 4)
        s.source.rows = [["Row 3", "New", "Row 0", "Row 1", "Row 2"]]
        var completed: [Bool] = []
        s.table.performBatchUpdates({
            s.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            s.table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
        }, completion: { completed.append($0) })
        let moved = row(0, s)!
        s.host.advance(by: 0.15)
        #expect(close(minY(moved), 66, within: 1e-6))                    // 132 → 0
        #expect(close(opacity(row(1, s)!), 0.5, within: 1e-6))
        s.host.advance(by: 0.1)
        #expect(completed == [])
        s.host.advance(by: 0.05)
        #expect(completed == [true])
        #expect(s.table.visibleCells.map(\.frame.minY) == [0, 44, 88, 132, 176])
    }

    @Test func beginUpdatesEndUpdates_animateAsOneBatch() {
        let s = TableScene(rows: 5)
        s.source.rows = [["Row 0", "Row 2", "Row 3", "Row 4", "New"]]
        s.table.beginUpdates()
        s.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        s.table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .bottom)
        #expect(s.trace.take() == [])
        s.table.endUpdates()
        #expect(s.trace.take() == ["numberOfSections", "numberOfRows(0)", "cellForRow [0, 4] new", "willDisplay [0, 4]"])
        s.host.advance(by: 0.15)
        #expect(close(minY(row(1, s)), 66, within: 1e-6))                // 88 → 44
        #expect(close(minY(row(4, s)), 198, within: 1e-6))               // from 220 to 176
        s.host.advance(by: 0.15)
        #expect(s.trace.take() == ["didEndDisplaying [0, 1]"])
    }

    @Test func reloadRows_fade_crossFadesANewCellOverTheOld() {
        let s = TableScene()
        let old = row(2, s)!
        s.source.rows[0][2] = "Changed"
        s.table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        #expect(s.trace.take() == ["numberOfSections", "numberOfRows(0)", "cellForRow [0, 2] new", "willDisplay [0, 2]"])
        let new = row(2, s)!
        #expect(new !== old && new.textLabel?.text == "Changed")
        s.host.advance(by: 0.15)
        #expect(close(opacity(old), 0.5, within: 1e-6) && close(opacity(new), 0.5, within: 1e-6))
        s.host.advance(by: 0.15)
        #expect(s.trace.take() == ["didEndDisplaying [0, 2]"])
    }

    @Test func reconfigureRows_asksAgainWithTheSameCell_noPrepareForReuse_noDisplayCalls() {
        let s = TableScene()
        let shown = row(2, s)!
        s.source.rows[0][2] = "Changed"
        s.table.reconfigureRows(at: [IndexPath(row: 2, section: 0), IndexPath(row: 500, section: 0)])
        #expect(s.trace.take() == ["numberOfSections", "numberOfRows(0)", "cellForRow [0, 2] reused"])
        #expect(row(2, s) === shown && shown.textLabel?.text == "Changed")
    }

    @Test func diffableApply_animatesWithDefaultRowAnimation_andCompletesAfterTheAnimation() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 300, height: 440), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        host.window.rootViewController!.view.addSubview(table)
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C"])
        source.apply(snapshot, animatingDifferences: false)
        host.pump()
        let b = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        source.defaultRowAnimation = .left
        var completions = 0
        snapshot.deleteItems(["A"])
        source.apply(snapshot, animatingDifferences: true) { completions += 1 }
        let a = table.subviews.compactMap { $0 as? UITableViewCell }.first { $0.textLabel?.text == "A" }!
        host.advance(by: 0.15)
        #expect(close(minX(a), -150, within: 1e-6))
        #expect(close(minY(b), 22, within: 1e-6))
        #expect(completions == 0)
        host.advance(by: 0.15)
        #expect(completions == 1)
        #expect(a.superview == nil)
        // Without animating differences: at once, completion on the next turn.
        snapshot.appendItems(["D"])
        source.apply(snapshot, animatingDifferences: false) { completions += 1 }
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.layer.presentation() == nil)
        host.pump()
        #expect(completions == 2)
    }

    @Test func aTableLeavingMidAnimation_isReleasedWithItsDeletedCell() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        weak var weakTable: UITableView?
        weak var weakCell: UITableViewCell?
        do {
            let trace = TraceRecorder()
            let source = TracingTableSource(trace: trace, rows: [["a", "b", "c"]])
            let table = UITableView(frame: CGRect(x: 0, y: 100, width: 300, height: 440), style: .plain)
            table.register(CountingCell.self, forCellReuseIdentifier: "row")
            table.dataSource = source
            host.window.rootViewController!.view.addSubview(table)
            host.pump()
            weakCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
            source.rows[0].remove(at: 0)
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            host.advance(by: 0.1)
            table.removeFromSuperview()
            weakTable = table
        }
        host.runUntilIdle()
        #expect(weakTable == nil)
        #expect(weakCell == nil)
    }
}
