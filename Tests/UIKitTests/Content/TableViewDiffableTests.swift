import Foundation
import Testing
import UIKitTesting

/// UITableViewDiffableDataSource: snapshots applied as inserts, deletes and moves.
@Suite @MainActor struct TableViewDiffableTests {
    @MainActor private final class Scene {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 300, height: 440), style: .plain)
        var dataSource: UITableViewDiffableDataSource<Int, String>!

        init() {
            host.show(UIViewController())
            table.rowHeight = 44
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            dataSource = UITableViewDiffableDataSource(tableView: table) { [trace] table, indexPath, item in
                trace.record("cell \(item) at \(indexPath.row)")
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = item
                return cell
            }
            host.window.rootViewController!.view.addSubview(table)
        }

        func apply(_ items: [String], reloading: [String] = []) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            snapshot.reloadItems(reloading)
            dataSource.apply(snapshot, animatingDifferences: true)
            host.pump()
        }

        var shown: [String] { table.visibleCells.compactMap { $0.textLabel?.text } }
    }

    @Test func firstApply_loadsTheTable() {
        let s = Scene()
        s.apply(["A", "B", "C"])
        #expect(s.trace.take() == ["cell A at 0", "cell B at 1", "cell C at 2"])
        #expect(s.shown == ["A", "B", "C"])
        #expect(s.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "B")
        #expect(s.dataSource.indexPath(for: "C") == IndexPath(row: 2, section: 0))
    }

    @Test func laterApply_asksOnlyForNewItems_andCellsFollowTheirItems() {
        let s = Scene()
        s.apply(["A", "B", "C"])
        let cellC = s.table.cellForRow(at: IndexPath(row: 2, section: 0))
        s.trace.take()
        s.apply(["C", "A", "D"])
        #expect(s.trace.take() == ["cell D at 2"])
        #expect(s.shown == ["C", "A", "D"])
        #expect(s.table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellC)
        #expect(s.dataSource.snapshot().itemIdentifiers == ["C", "A", "D"])
    }

    @Test func reloadItems_asksForTheItemsCellAgain() {
        let s = Scene()
        s.apply(["A", "B"])
        s.trace.take()
        s.apply(["A", "B"], reloading: ["B"])
        #expect(s.trace.take() == ["cell B at 1"])
        #expect(s.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test func snapshotEditing() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3])
        snapshot.insertItems([9], afterItem: 1)
        snapshot.moveItem(3, beforeItem: 1)
        snapshot.deleteItems([2])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 1, 9])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [])
        #expect(snapshot.sectionIdentifier(containingItem: 9) == "a")
        #expect(snapshot.indexOfItem(9) == 2)
        #expect(snapshot.numberOfItems == 3)
        snapshot.deleteSections(["a"])
        #expect(snapshot.sectionIdentifiers == ["b"])
    }

    @Test func diffableDataSource_isReleasedWithItsTable() {
        weak var weakSource: UITableViewDiffableDataSource<Int, String>?
        weak var weakTable: UITableView?
        do {
            let s = Scene()
            s.apply(["A"])
            weakSource = s.dataSource
            weakTable = s.table
            s.table.removeFromSuperview()
        }
        #expect(weakSource == nil)
        #expect(weakTable == nil)
    }
}
