import Foundation
import Testing
import UIKitTesting

/// A cell that records `prepareForReuse` and counts how many were created.
@MainActor
final class CountingCell: UITableViewCell {
    static var created = 0
    var trace: TraceRecorder?
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        CountingCell.created += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func prepareForReuse() {
        super.prepareForReuse()
        trace?.record("prepareForReuse")
    }
}

/// A data source and delegate over `rows[section]` that records what the table asks.
@MainActor
final class TracingTableSource: UITableViewDataSource, UITableViewDelegate {
    let trace: TraceRecorder
    var rows: [[String]]
    var tracesDisplay = true
    var refusesSelection: Set<IndexPath> = []
    var created = 0
    var headerTitles: [Int: String] = [:]

    init(trace: TraceRecorder, rows: [[String]]) {
        self.trace = trace
        self.rows = rows
    }

    static func p(_ path: IndexPath) -> String { "[\(path.section), \(path.row)]" }

    func numberOfSections(in tableView: UITableView) -> Int {
        trace.record("numberOfSections")
        return rows.count
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        trace.record("numberOfRows(\(section))")
        return rows[section].count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let before = CountingCell.created
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        (cell as? CountingCell)?.trace = trace
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        trace.record("cellForRow \(Self.p(indexPath)) \(CountingCell.created > before ? "new" : "reused")")
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        trace.record("commit \(editingStyle) \(Self.p(indexPath))")
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if tracesDisplay { trace.record("willDisplay \(Self.p(indexPath))") }
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if tracesDisplay { trace.record("didEndDisplaying \(Self.p(indexPath))") }
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        trace.record("willSelect \(Self.p(indexPath))")
        return refusesSelection.contains(indexPath) ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        trace.record("didSelect \(Self.p(indexPath))")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        trace.record("willDeselect \(Self.p(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        trace.record("didDeselect \(Self.p(indexPath))")
    }
}

/// A 300 × 440 plain table at (0, 100) (clear of the safe area), 44 pt rows: ten visible.
@MainActor
struct TableScene {
    let host = HeadlessHost()
    let trace = TraceRecorder()
    let table: UITableView
    let source: TracingTableSource

    init(rows: Int = 1000, style: UITableView.Style = .plain, rowHeight: CGFloat = 44, settle: Bool = true) {
        host.show(UIViewController())
        table = UITableView(frame: CGRect(x: 0, y: 100, width: 300, height: 440), style: style)
        table.rowHeight = rowHeight
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        source = TracingTableSource(trace: trace, rows: [(0..<rows).map { "Row \($0)" }])
        table.dataSource = source
        table.delegate = source
        host.window.rootViewController!.view.addSubview(table)
        if settle {
            host.pump()
            trace.take()
        }
    }

    static func rows(_ range: ClosedRange<Int>, _ prefix: String, section: Int = 0, _ suffix: String = "") -> [String] {
        range.map { "\(prefix) [\(section), \($0)]\(suffix)" }
    }
}

/// A 300 × 400 table of a given style at (0, 100) of a shown window, 44-point rows of plain
/// cells registered as "row", over a data source of the test's own; `configure` runs before
/// the data source is set, and the table is laid out once.
@MainActor
struct TableOverSource<Source: UITableViewDataSource> {
    let host = HeadlessHost()
    let table: UITableView
    let source: Source

    init(_ source: Source, style: UITableView.Style = .plain, configure: (UITableView, Source) -> Void = { _, _ in }) {
        host.show(UIViewController())
        self.source = source
        table = UITableView(frame: CGRect(x: 0, y: 100, width: 300, height: 400), style: style)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        configure(table, source)
        table.dataSource = source
        host.window.rootViewController!.view.addSubview(table)
        host.pump()
    }
}
