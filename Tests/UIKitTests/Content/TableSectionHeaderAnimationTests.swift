import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Headers and footers take part in animated section updates: a deleted section's header
/// leaves with its rows in the section's row animation, an inserted section's header comes
/// in with its rows, and the headers that stay slide to their new place — UIKit's 0.3 s
/// ease-in-out update on the manual clock (halfway at 0.15 s).
@Suite @MainActor struct TableSectionHeaderAnimationTests {
    /// A plain table with titled sections [a, b] and [c, d]: headers 28 pt, rows 44 pt, so
    /// "First" at 0, "Second" at 116.
    private func scene() -> TableScene {
        let s = TableScene(rows: 0, settle: false)
        s.source.rows = [["a", "b"], ["c", "d"]]
        s.source.headerTitles = [0: "First", 1: "Second"]
        s.source.tracesDisplay = false
        s.host.pump()
        s.trace.take()
        return s
    }

    private func header(_ s: TableScene, _ section: Int) throws -> UITableViewHeaderFooterView {
        try #require(s.table.headerView(forSection: section))
    }

    @Test func deleteSections_fade_theHeaderFadesOutWhereItWas_withItsRows_andTheNextHeaderSlidesUp() throws {
        let s = scene()
        let first = try header(s, 0), second = try header(s, 1)
        #expect(first.textLabel?.text == "First" && first.frame.minY == 0)
        #expect(second.frame.minY == 116)
        let rowA = try #require(s.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        s.source.rows.remove(at: 0)
        s.source.headerTitles = [0: "Second"]
        s.table.deleteSections(IndexSet(integer: 0), with: .fade)
        #expect(try header(s, 0) === second && second.frame.minY == 0)    // model: final at once
        #expect(first.superview === s.table)
        s.host.advance(by: 0.15)
        #expect(close(opacity(first), 0.5, within: 1e-6))
        #expect(first.layer.presentation()?.frame.minY == 0)
        #expect(close(opacity(rowA), 0.5, within: 1e-6))                  // with its rows
        #expect(close(second.layer.presentation()?.frame.minY, 58, within: 1e-6))   // 116 → 0
        s.host.advance(by: 0.15)
        #expect(first.superview == nil)
        #expect(first.alpha == 1)
        #expect(second.layer.presentation() == nil && second.frame.minY == 0)
        // The title view went to the reuse queue: a new titled section gets it back.
        s.source.rows.append(["e"])
        s.source.headerTitles[1] = "Third"
        UIView.performWithoutAnimation { s.table.insertSections(IndexSet(integer: 1), with: .none) }
        #expect(try header(s, 1) === first && first.textLabel?.text == "Third")
    }

    @Test func deleteSections_left_theHeaderSlidesOutToTheLeft() throws {
        let s = scene()
        let first = try header(s, 0)
        s.source.rows.remove(at: 0)
        s.source.headerTitles = [0: "Second"]
        s.table.deleteSections(IndexSet(integer: 0), with: .left)
        s.host.advance(by: 0.15)
        #expect(close(first.layer.presentation()?.frame.minX, -150, within: 1e-6))  // 0 → -300
        #expect(opacity(first) == 1)
        s.host.advance(by: 0.15)
        #expect(first.superview == nil)
    }

    @Test func deleteSections_none_orWithoutAnimation_theHeaderGoesAtOnce() throws {
        for animated in [true, false] {
            let s = scene()
            let first = try header(s, 0)
            s.source.rows.remove(at: 0)
            s.source.headerTitles = [0: "Second"]
            if animated {
                s.table.deleteSections(IndexSet(integer: 0), with: .none)
            } else {
                UIView.performWithoutAnimation { s.table.deleteSections(IndexSet(integer: 0), with: .fade) }
            }
            #expect(first.superview == nil, "animated: \(animated)")
        }
    }

    @Test func insertSections_fade_theNewHeaderFadesIn_andTheHeaderBelowSlidesDown() throws {
        let s = scene()
        let second = try header(s, 1)
        s.source.rows.insert(["x"], at: 1)
        s.source.headerTitles = [0: "First", 1: "New", 2: "Second"]
        s.table.insertSections(IndexSet(integer: 1), with: .fade)
        let inserted = try header(s, 1)
        #expect(inserted.textLabel?.text == "New" && inserted.frame.minY == 116)
        #expect(try header(s, 2) === second && second.frame.minY == 188)     // 116 + 28 + 44
        s.host.advance(by: 0.15)
        #expect(close(opacity(inserted), 0.5, within: 1e-6))
        #expect(close(second.layer.presentation()?.frame.minY, 152, within: 1e-6))  // 116 → 188
        s.host.advance(by: 0.15)
        #expect(inserted.layer.presentation() == nil && inserted.alpha == 1)
    }

    @Test func aTableReleasedMidFlight_releasesTheLeavingHeader() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        weak var weakTable: UITableView?, weakHeader: UIView?
        let trace = TraceRecorder()
        do {
            let source = TracingTableSource(trace: trace, rows: [["a"], ["b"]])
            source.headerTitles = [0: "First", 1: "Second"]
            let table = UITableView(frame: CGRect(x: 0, y: 100, width: 300, height: 440), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = source
            table.delegate = source
            host.window.rootViewController!.view.addSubview(table)
            host.pump()
            weakTable = table
            weakHeader = table.headerView(forSection: 0)
            source.rows.remove(at: 0)
            source.headerTitles = [0: "Second"]
            table.deleteSections(IndexSet(integer: 0), with: .fade)
            host.advance(by: 0.1)
            table.removeFromSuperview()
        }
        host.runUntilIdle()
        #expect(weakHeader == nil)
        #expect(weakTable == nil)
    }
}
