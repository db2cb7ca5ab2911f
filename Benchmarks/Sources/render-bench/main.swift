import BenchmarkTiming
import Foundation
import RenderTree
import UIKitHeadless

// Render-tree cost per frame (issue 11, "Benchmarks").
//
// bytes      For screens of N views (N/2 rows, each a container view holding a label), one
//            label's text changes and one run-loop turn runs; the frame's diff, encoded as
//            the JSON a page receives, is measured in bytes. Goal: the same bytes whatever
//            N, under 200.
// frame-time For a 500-view screen, the server-side time of one frame: the change, then one
//            turn — update constraints, layout, the display pass building the window's tree,
//            diffing it with the last one and encoding the diff as JSON — as a fraction of a
//            120 Hz frame (8.3 ms). Median and p95 over the frames. Workloads:
//              one-label        one label's text changes (frames: fixed)
//              one-label-al     the same with every row laid out by Auto Layout (4
//                               constraints a row, labels sized by their text)
//              all-move         every row moves by a point (a diff patching every row)

/// Receives frames as a page's server would: encodes each diff, keeps the byte count.
@MainActor
final class EncodingHost: ViewControllerKit.RenderHost {
    var lastBytes = 0
    var frames = 0
    func render(_ frame: RenderFrame) {
        frames += 1
        lastBytes = (try? RenderJSON.encode(frame.diff).count) ?? -1
    }
}

@MainActor
struct Screen {
    let host: HeadlessHost
    let recorder = EncodingHost()
    let rows: [UIView]
    let labels: [UILabel]

    /// `views` views: `views / 2` rows of a container and its label.
    init(views: Int, autoLayout: Bool = false) {
        host = HeadlessHost(device: .iPhone14,
                            createdAt: HostSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column),
                            reportingFailures: { fatalError($0.description) })
        let controller = UIViewController()
        host.show(controller)
        var rows: [UIView] = [], labels: [UILabel] = []
        for index in 0..<views / 2 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 2, width: 390, height: 44))
            row.backgroundColor = index % 2 == 0 ? .white : .systemGray6
            let label = UILabel(frame: CGRect(x: 16, y: 12, width: 300, height: 20))
            label.text = "Row \(index)"
            row.addSubview(label)
            controller.view.addSubview(row)
            if autoLayout {
                label.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                    label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                    label.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor, constant: -16),
                    label.topAnchor.constraint(greaterThanOrEqualTo: row.topAnchor),
                ])
            }
            rows.append(row)
            labels.append(label)
        }
        self.rows = rows
        self.labels = labels
        host.runUntilIdle()
        host.runtime.connect(recorder, to: host.window)
        host.pump()
    }

    /// One frame: `change`, then one turn. Returns seconds.
    func frame(_ change: () -> Void) -> Double {
        nanoseconds {
            change()
            host.pump()
        } / 1e9
    }
}

@MainActor
func bytesWhenOneLabelChanges() {
    print("== bytes: one label's text changes (diff as JSON)")
    print("views\tnodes\tfirst-frame bytes\tdiff bytes")
    for views in [100, 1_000, 10_000] {
        let screen = Screen(views: views)
        let firstFrameBytes = screen.recorder.lastBytes
        let label = screen.labels[screen.labels.count / 2]
        _ = screen.frame { label.text = "Changed" }
        let treeNodes = ViewControllerKit.RenderTreeBuilder().tree(of: screen.host.window).nodes.count
        print("\(views)\t\(treeNodes)\t\(firstFrameBytes)\t\(screen.recorder.lastBytes)")
    }
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

@MainActor
func frameTime(frames: Int) {
    print("== frame-time: 500-view screen, \(frames) frames each (layout + display + diff + JSON)")
    print("workload\tmedian ms\tp95 ms\tmedian / 8.3 ms\tdiff bytes")
    let budget = 1.0 / 120
    let workloads: [(String, Bool, (Screen, Int) -> Void)] = [
        ("one-label", false, { screen, i in screen.labels[125].text = "Row 125 · \(i)" }),
        ("one-label-al", true, { screen, i in screen.labels[125].text = "Row 125 · \(i)" }),
        ("all-move", false, { screen, i in
            for row in screen.rows { row.frame.origin.x = CGFloat(i % 2) }
        }),
    ]
    for (name, autoLayout, change) in workloads {
        let screen = Screen(views: 500, autoLayout: autoLayout)
        for i in 0..<20 { _ = screen.frame { change(screen, i) } }   // warm up
        var times: [Double] = []
        for i in 0..<frames { times.append(screen.frame { change(screen, 20 + i) }) }
        let median = percentile(times, 0.5), p95 = percentile(times, 0.95)
        print(String(format: "%@\t%.3f\t%.3f\t%.1f %%\t%d", name, median * 1000, p95 * 1000, median / budget * 100,
                     screen.recorder.lastBytes))
    }
}

let arguments = CommandLine.arguments.dropFirst()
let frames = arguments.contains("--quick") ? 50 : 500
MainActor.assumeIsolated {
    bytesWhenOneLabelChanges()
    frameTime(frames: frames)
}
