import Foundation
import Testing
import UIKitTesting

/// Which rows a table asks for, when it reuses cells, and its geometry.
@Suite(.serialized) @MainActor struct TableViewReuseTests {
    @Test func firstLayout_asksForTheCounts_thenOnlyTheVisibleRows() {
        let s = TableScene(settle: false)
        s.host.pump()
        var expected = ["numberOfSections", "numberOfRows(0)"]
        for row in 0...9 { expected += ["cellForRow [0, \(row)] new", "willDisplay [0, \(row)]"] }
        #expect(s.trace.take() == expected)
        #expect(s.table.visibleCells.count == 10)
        #expect(s.table.contentSize == CGSize(width: 300, height: 44_000))
    }

    @Test func scrolling_endsTheDisplayOfRowsThatLeft_thenReusesTheirCellsForRowsThatCame() {
        let s = TableScene()
        s.table.contentOffset = CGPoint(x: 0, y: 132)           // three rows down
        s.host.pump()
        #expect(s.trace.take() == [
            "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "didEndDisplaying [0, 2]",
            "prepareForReuse", "cellForRow [0, 10] reused", "willDisplay [0, 10]",
            "prepareForReuse", "cellForRow [0, 11] reused", "willDisplay [0, 11]",
            "prepareForReuse", "cellForRow [0, 12] reused", "willDisplay [0, 12]",
        ])
        #expect(s.table.indexPathsForVisibleRows == (3...12).map { IndexPath(row: $0, section: 0) })
        #expect(s.table.subviews.filter { $0 is UITableViewCell }.count == 10)
    }

    @Test func geometry_rowsStackFromTheTop() {
        let s = TableScene()
        #expect(s.table.rectForRow(at: IndexPath(row: 5, section: 0)) == CGRect(x: 0, y: 220, width: 300, height: 44))
        #expect(s.table.cellForRow(at: IndexPath(row: 5, section: 0))?.frame == CGRect(x: 0, y: 220, width: 300, height: 44))
        #expect(s.table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
        let cell = s.table.cellForRow(at: IndexPath(row: 3, section: 0))!
        #expect(s.table.indexPath(for: cell) == IndexPath(row: 3, section: 0))
        #expect(s.table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 2, section: 0))
        #expect(cell.textLabel?.text == "Row 3")
        #expect(s.table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 300, height: 44_000))
    }

    @Test func scrollToRow_putsTheRowAtThePosition() {
        let s = TableScene()
        s.table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
        #expect(s.table.contentOffset == CGPoint(x: 0, y: 4400))
        s.table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .bottom, animated: false)
        #expect(s.table.contentOffset == CGPoint(x: 0, y: 4004))
        s.table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .middle, animated: false)
        #expect(s.table.contentOffset == CGPoint(x: 0, y: 4202))
        #expect(s.table.indexPathsForVisibleRows?.first == IndexPath(row: 95, section: 0))
    }

    @Test func reloadData_returnsTheVisibleCells_andAsksAgainOnTheNextLayout() {
        let s = TableScene(rows: 3)
        s.source.rows = [["x", "y"]]
        s.table.reloadData()
        #expect(s.trace.take() == [])                       // nothing until layout
        s.host.pump()
        #expect(s.trace.take() == [
            "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "didEndDisplaying [0, 2]",
            "numberOfSections", "numberOfRows(0)",
            "prepareForReuse", "cellForRow [0, 0] reused", "willDisplay [0, 0]",
            "prepareForReuse", "cellForRow [0, 1] reused", "willDisplay [0, 1]",
        ])
    }

    @Test func dequeueWithoutRegistration_raisesUIKitsException() {
        let s = TableScene(rows: 1)
        s.host.expectException(containing: "unable to dequeue a cell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard") {
            _ = s.table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
        }
        #expect(s.table.dequeueReusableCell(withIdentifier: "nope") == nil)
    }

    @Test func headerTitles_takeTheirHeight_andShowAHeaderView() {
        let s = TableScene(rows: 3, settle: false)
        s.source.headerTitles = [0: "Fruit"]
        s.host.pump()
        #expect(s.table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 300, height: 28))
        #expect(s.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(s.table.headerView(forSection: 0)?.textLabel?.text == "Fruit")
        #expect(s.table.contentSize.height == CGFloat(28 + 3 * 44))
    }

    @Test func insetGroupedRows_areInsetFromTheSides() {
        let s = TableScene(rows: 2, style: .insetGrouped)
        // Grouped: an 18 pt header without a title, rows inset 20 pt.
        #expect(s.table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame == CGRect(x: 20, y: 18, width: 260, height: 44))
    }

    @Test func tableHeaderView_pushesTheRowsDown() {
        let s = TableScene(rows: 2)
        s.table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        s.host.pump()
        #expect(s.table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == CGRect(x: 0, y: 144, width: 300, height: 44))
        #expect(s.table.contentSize.height == 188)
    }

    @Test func selfSizingRows_takeTheirAutoLayoutHeight_whenShown() {
        final class TallCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.heightAnchor.constraint(equalToConstant: 60),
                ])
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        let s = TableScene(rows: 100, rowHeight: UITableView.automaticDimension, settle: false)
        s.table.register(TallCell.self, forCellReuseIdentifier: "row")
        s.host.pump()
        // 80 pt rows: six cover 440 pt; the rest keep the 44 pt estimate.
        #expect(s.table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 80, width: 300, height: 80))
        #expect(s.table.visibleCells.count == 6)
        #expect(s.table.contentSize.height == CGFloat(6 * 80 + 94 * 44))
    }
}

/// Prefetching: the screen-height beyond the visible rows in the scrolling direction.
@Suite @MainActor struct TableViewPrefetchingTests {
    @MainActor final class Prefetcher: UITableViewDataSourcePrefetching {
        var calls: [String] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            calls.append("prefetch \(indexPaths.map(\.row))")
        }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            calls.append("cancel \(indexPaths.map(\.row))")
        }
    }

    /// Under a navigation bar the first offset is the negative top inset: not a scroll up.
    @Test func underANavigationBar_theFirstLayoutPrefetchesTheRowsBelow() {
        final class Rows: UITableViewController {
            let prefetcher = Prefetcher()
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
                tableView.prefetchDataSource = prefetcher
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
        }
        let host = HeadlessHost()
        let rows = Rows(style: .plain)
        host.show(UINavigationController(rootViewController: rows))
        host.pump()
        #expect(rows.tableView.contentOffset.y < 0)
        let below = rows.tableView.indexPathsForVisibleRows!.last!.row + 1
        let screenful = Int((rows.tableView.bounds.height / 44).rounded(.up))
        let expected = (below..<below + screenful).filter { CGFloat($0 * 44) < rows.tableView.bounds.maxY + rows.tableView.bounds.height }
        #expect(rows.prefetcher.calls == ["prefetch \(expected)"])
    }

    @Test func rowsBelowTheScreen_arePrefetchedOnce_andCancelledWhenTheScrollTurnsBack() {
        let s = TableScene(settle: false)
        let prefetcher = Prefetcher()
        s.table.prefetchDataSource = prefetcher
        s.host.pump()
        #expect(prefetcher.calls == ["prefetch \(Array(10...19))"])
        s.table.contentOffset = CGPoint(x: 0, y: 132)            // rows 3…12 visible
        s.host.pump()
        #expect(prefetcher.calls.last == "prefetch [20, 21, 22]")
        s.table.contentOffset = .zero                             // back up: nothing above
        s.host.pump()
        #expect(prefetcher.calls.last == "cancel \(Array(13...22))")
        s.table.isPrefetchingEnabled = false
        s.table.contentOffset = CGPoint(x: 0, y: 44)
        s.host.pump()
        #expect(prefetcher.calls.count == 3)
    }
}
