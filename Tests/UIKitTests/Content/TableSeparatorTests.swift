import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Row separators of a table view: where each style draws them, `separatorInset` (the
/// table's and a cell's own), `separatorStyle`, `separatorColor` — as Apple's UITableView
/// and UITableViewCell documentation describes them. Not a numbered UIKIT-SEMANTICS rule.
@Suite @MainActor struct TableSeparatorTests {
    @MainActor final class Rows: UITableViewDataSource {
        var counts = [2, 1]
        var customInset: [IndexPath: UIEdgeInsets] = [:]
        func numberOfSections(in tableView: UITableView) -> Int { counts.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            if let inset = customInset[indexPath] { cell.separatorInset = inset }
            return cell
        }
    }

    /// A 300-point-wide table of 44-point rows at scale 3 (a hairline is ⅓ point).
    typealias Scene = TableOverSource<Rows>
    static func scene(style: UITableView.Style, configure: (UITableView, Rows) -> Void = { _, _ in }) -> Scene {
        Scene(Rows(), style: style, configure: configure)
    }

    static let hair: CGFloat = 1.0 / 3
    static func bottom(_ x: CGFloat, width: CGFloat) -> CGRect { CGRect(x: x, y: 44 - hair, width: width, height: hair) }
    static func top(width: CGFloat) -> CGRect { CGRect(x: 0, y: 0, width: width, height: hair) }

    @Test func plain_everyRowHasAnInsetLineAtItsBottom() {
        let scene = Self.scene(style: .plain)
        #expect(scene.lines() == [[Self.bottom(16, width: 284)], [Self.bottom(16, width: 284)], [Self.bottom(16, width: 284)]])
        let separator = scene.table.cellForRow(at: IndexPath(row: 0, section: 0))!.subviews.last
        #expect(separator is ListSeparatorView)
        #expect(separator?.backgroundColor == .separator)
    }

    @Test func grouped_sectionEdgesRunFullWidth_insetLinesBetweenRows() {
        let scene = Self.scene(style: .grouped)
        #expect(scene.lines() == [
            [Self.top(width: 300), Self.bottom(16, width: 284)],
            [Self.bottom(0, width: 300)],
            [Self.top(width: 300), Self.bottom(0, width: 300)],
        ])
    }

    @Test func insetGrouped_linesOnlyBetweenRowsOfACard() {
        let scene = Self.scene(style: .insetGrouped)
        // Cells are 260 wide (20-point margins).
        #expect(scene.lines() == [[Self.bottom(16, width: 244)], [], []])
    }

    @Test func separatorInset_ofTheTable_andOfACell_andTheStyleAndColour() {
        let scene = Self.scene(style: .plain) { table, rows in
            table.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
            table.separatorColor = .systemRed
            rows.customInset[IndexPath(row: 1, section: 0)] = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        }
        #expect(scene.lines() == [[Self.bottom(30, width: 260)], [Self.bottom(0, width: 300)], [Self.bottom(30, width: 260)]])
        #expect(scene.table.cellForRow(at: IndexPath(row: 0, section: 0))!.separatorInset.left == 30)
        let colours = scene.table.visibleCells.flatMap { $0.subviews.compactMap { $0 as? ListSeparatorView } }.map(\.backgroundColor)
        #expect(colours == [.systemRed, .systemRed, .systemRed])
        scene.table.separatorStyle = .none
        scene.host.pump()
        #expect(scene.lines() == [[], [], []])
    }

    @Test func whileEditing_theLineStartsFromTheShiftedContent() {
        let scene = Self.scene(style: .plain)
        scene.table.setEditing(true, animated: false)
        scene.host.pump()
        #expect(scene.lines().first == [Self.bottom(38 + 16, width: 300 - 54)])
    }
}

extension TableOverSource {
    /// Each visible row's separator frames, top to bottom.
    func lines() -> [[CGRect]] {
        (table.indexPathsForVisibleRows ?? []).sorted().map { path in
            table.cellForRow(at: path)!.subviews.compactMap { $0 as? ListSeparatorView }.map(\.frame)
        }
    }
}
