import Foundation
import Testing
import UIKitTesting

/// A table view controller listing `items`, recording selection.
@MainActor
final class ListController: UITableViewController {
    var items = (0..<30).map { "Item \($0)" }
    let trace: TraceRecorder
    init(trace: TraceRecorder) {
        self.trace = trace
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.rowHeight = 44
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        trace.record("didSelect \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        trace.record("didDeselect \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

/// UITableViewController's rules: the table is its view, data source and delegate;
/// insets under a navigation bar; selection cleared on reappearing; editing from the edit
/// button; no leaks.
@Suite @MainActor struct TableViewControllerTests {
    @Test func underANavigationBar_rowsStartBelowTheBar_andFillTheScreen() {
        let host = HeadlessHost()
        let list = ListController(trace: TraceRecorder())
        host.show(UINavigationController(rootViewController: list))
        let table = list.tableView!
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(table.contentOffset == CGPoint(x: 0, y: -91))
        // 844 pt tall from y = -91: rows 0…17 meet the bounds.
        #expect(table.indexPathsForVisibleRows == (0...17).map { IndexPath(row: $0, section: 0) })
        #expect(table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
            == CGRect(x: 0, y: 91, width: 390, height: 44))
    }

    @Test func clearsSelectionOnViewWillAppear_deselectsWithoutDelegateCalls_whenTheListReappears() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let list = ListController(trace: trace)
        let nav = UINavigationController(rootViewController: list)
        host.show(nav)
        host.tap(at: CGPoint(x: 100, y: 91 + 2 * 44 + 22))
        #expect(trace.take() == ["didSelect 2"])
        nav.pushViewController(UIViewController(), animated: false)
        host.runUntilIdle()
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        nav.popViewController(animated: false)
        host.runUntilIdle()
        #expect(list.tableView.indexPathForSelectedRow == nil)
        #expect(trace.take() == [])
    }

    @Test func clearsSelectionOff_keepsTheSelection() {
        let host = HeadlessHost()
        let list = ListController(trace: TraceRecorder())
        list.clearsSelectionOnViewWillAppear = false
        let nav = UINavigationController(rootViewController: list)
        host.show(nav)
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        nav.pushViewController(UIViewController(), animated: false)
        nav.popViewController(animated: false)
        host.runUntilIdle()
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func editButtonItem_setsTheTablesEditing_andDeletingThroughTheControlRemovesTheRow() throws {
        let host = HeadlessHost()
        let list = ListController(trace: TraceRecorder())
        list.navigationItem.rightBarButtonItem = list.editButtonItem
        host.show(UINavigationController(rootViewController: list))
        try host.tap(label: "Edit")
        host.runUntilIdle()
        #expect(list.isEditing)
        #expect(list.tableView.isEditing)
        host.tap(at: CGPoint(x: 10, y: 91 + 22))            // row 0's editing control
        try host.tap(label: "Delete")                       // its Delete confirmation
        #expect(list.items.first == "Item 1")
        #expect(list.tableView.numberOfRows(inSection: 0) == 29)
        try host.tap(label: "Done")
        host.runUntilIdle()
        #expect(!list.tableView.isEditing)
    }

    @Test func contentConfiguration_showsTheText() {
        let host = HeadlessHost()
        let list = ListController(trace: TraceRecorder())
        host.show(list)
        let cell = list.tableView.cellForRow(at: IndexPath(row: 3, section: 0))!
        let content = cell.contentConfiguration as? UIListContentConfiguration
        #expect(content?.text == "Item 3")
        #expect(host.view(label: "Item 3") != nil)
    }

    @Test func poppedTableController_isDeallocated_withItsTableAndCells() {
        let host = HeadlessHost()
        let nav = UINavigationController(rootViewController: UIViewController())
        host.show(nav)
        weak var weakList: ListController?
        weak var weakTable: UITableView?
        weak var weakCell: UITableViewCell?
        do {
            let list = ListController(trace: TraceRecorder())
            weakList = list
            nav.pushViewController(list, animated: false)
            host.runUntilIdle()
            weakTable = list.tableView
            weakCell = list.tableView.visibleCells.first
            list.tableView.contentOffset = CGPoint(x: 0, y: 300)   // some cells in the reuse queue
            host.pump()
            nav.popViewController(animated: false)
            host.runUntilIdle()
        }
        #expect(weakList == nil)
        #expect(weakTable == nil)
        #expect(weakCell == nil)
    }

    @Test func removedTable_releasesItsDataSourceAndCells() {
        let s = TableScene()
        weak var weakCell: UITableViewCell?
        weak var weakTable: UITableView?
        weak var weakSource: TracingTableSource?
        do {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .grouped)
            let source = TracingTableSource(trace: TraceRecorder(), rows: [["a", "b"]])
            table.register(CountingCell.self, forCellReuseIdentifier: "row")
            table.dataSource = source
            s.host.window.rootViewController!.view.addSubview(table)
            s.host.pump()
            weakCell = table.visibleCells.first
            weakTable = table
            weakSource = source
            table.removeFromSuperview()
        }
        #expect(weakTable == nil)
        #expect(weakCell == nil)
        #expect(weakSource == nil)
    }
}
