import BenchmarkTiming
import Foundation
import UIKitHeadless

// Table cost versus row count (issue 9, "Done when"): a full-screen table of N rows is
// scrolled by 1/120 s steps at 1,000 pt/s (8.33 pt a step, one run-loop turn each, the
// layout pass included). With real reuse, cells created and the time per step depend on
// the visible rows only; the reported ratio is (N = 100,000) / (N = 1,000).

@MainActor
final class Source: UITableViewDataSource, UITableViewDelegate {
    let rows: Int
    var cellsCreated = 0
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let reused = tableView.dequeueReusableCell(withIdentifier: "row") {
            cell = reused
        } else {
            cellsCreated += 1
            cell = UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        }
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = "Section \(indexPath.section)"
        return cell
    }
}

@MainActor
struct Fixture {
    let host: HeadlessHost
    let table: UITableView
    let source: Source

    init(rows: Int) {
        host = HeadlessHost(device: .iPhone14,
                            createdAt: HostSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column),
                            reportingFailures: { fatalError($0.description) })
        let controller = UIViewController()
        host.show(controller)
        table = UITableView(frame: controller.view.bounds, style: .plain)
        table.rowHeight = 44
        source = Source(rows: rows)
        table.dataSource = source
        table.delegate = source
        controller.view.addSubview(table)
        host.pump()
    }

    /// One frame of scrolling down (wrapping back to the top before the end of 1,000 rows).
    func step() {
        var y = table.contentOffset.y + 1000.0 / 120.0
        if y > 40_000 { y = 0 }
        table.contentOffset = CGPoint(x: 0, y: y)
        host.pump()
    }
}

/// Resident memory of the process, in kilobytes (Linux `/proc/self/statm`).
func residentKilobytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

@MainActor
func run() {
    let quick = CommandLine.arguments.contains("--quick")
    let steps = quick ? 600 : 4_800            // 5 s or 40 s of scrolling at 120 Hz
    let repetitions = quick ? 3 : 7
    let sizes = [1_000, 100_000]
    if let only = ProcessInfo.processInfo.environment["TABLE_BENCH_PROFILE"], let size = Int(only) {
        // Profiling aid (callgrind): one table of `size` rows, TABLE_BENCH_STEPS (600) steps;
        // two step counts give the instructions per step.
        let steps = ProcessInfo.processInfo.environment["TABLE_BENCH_STEPS"].flatMap(Int.init) ?? 600
        let before = residentKilobytes()
        let fixture = Fixture(rows: size)
        for _ in 0..<steps { fixture.step() }
        // Memory needs a process per size (a freed table's pages are reused by the next).
        print("rows \(size): \(fixture.source.cellsCreated) cells created, resident growth \(Int(residentKilobytes() - before)) KB")
        return
    }
    var results: [Int: (load: Double, step: Double, cells: Int, afterScroll: Int, subviews: Int)] = [:]
    for size in sizes {
        var fixture: Fixture!
        let load = nanoseconds { fixture = Fixture(rows: size) }
        let cellsAfterLoad = fixture.source.cellsCreated
        for _ in 0..<(steps / 10) { fixture.step() }       // warm-up
        let samples = (0..<repetitions).map { _ in nanoseconds { for _ in 0..<steps { fixture.step() } } / Double(steps) }
        precondition(fixture.host.diagnostics.isEmpty, "benchmark raised diagnostics")
        let subviews = fixture.table.subviews.filter { $0 is UITableViewCell }.count
        results[size] = (load, median(samples), cellsAfterLoad, fixture.source.cellsCreated, subviews)
    }
    let small = results[1_000]!, large = results[100_000]!
    func cell(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
    print("measure                      " + cell("N=1000", 12) + cell("N=100000", 12) + cell("ratio", 8))
    let lines: [(String, Double, Double)] = [
        ("ns per scroll step", small.step, large.step),
        ("cells created (load)", Double(small.cells), Double(large.cells)),
        ("cells created (scrolled)", Double(small.afterScroll), Double(large.afterScroll)),
        ("cells in the table", Double(small.subviews), Double(large.subviews)),
        ("ms to load (first layout)", small.load / 1e6, large.load / 1e6),
    ]
    for (name, a, b) in lines {
        print(name.padding(toLength: 29, withPad: " ", startingAt: 0) + cell(String(format: a < 100 ? "%.1f" : "%.0f", a), 12)
              + cell(String(format: b < 100 ? "%.1f" : "%.0f", b), 12) + cell(String(format: "%.2f", b / a), 8))
    }
    print("{\"benchmark\": \"table\", \"ns_per_step_1000\": \(Int(small.step)), \"ns_per_step_100000\": \(Int(large.step)), "
          + "\"step_ratio\": \(String(format: "%.3f", large.step / small.step)), \"cells_1000\": \(small.afterScroll), "
          + "\"cells_100000\": \(large.afterScroll)}")
}

MainActor.assumeIsolated { run() }
