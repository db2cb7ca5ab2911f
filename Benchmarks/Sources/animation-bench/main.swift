import BenchmarkTiming
import Foundation
import UIKitHeadless

// Concurrent view animations stepped at 120 frames per second (issue 7, "Done when").
//
// For each N in 100, 1 000 and 10 000, a window holds N views; each gets its own
// `UIView.animate` call (ease-in-out, 10 s, so every measured frame is mid-flight) moving
// its frame and fading its alpha — two tracks per view, 2N tracks in N groups. Then
// `frames` display frames are stepped one by one with `host.advance(by: 1/120)`; each step
// is one run-loop turn: the frame driver's timer, the engine evaluating every track along
// its curve into the layers' presentation slots, and the turn's layout and display passes.
// A frame's wall time is reported as a fraction of the 8.33 ms budget of a 120 Hz frame,
// with the cost per animation, so that growth with N shows directly (linear = constant
// per-animation cost). A renderer reading `layer.presentation()` is not included.

@MainActor
func measure(animations count: Int, frames: Int) -> [Double] {
    let host = HeadlessHost(device: .iPadAir,
                            createdAt: HostSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column),
                            reportingFailures: { fatalError($0.description) })
    var views: [UIView] = []
    for index in 0..<count {
        let view = UIView(frame: CGRect(x: Double(index % 100) * 10, y: Double(index / 100) * 10, width: 8, height: 8))
        host.window.addSubview(view)
        views.append(view)
    }
    host.runUntilIdle()
    for view in views {
        UIView.animate(withDuration: 10, delay: 0, options: [], animations: {
            view.frame = view.frame.offsetBy(dx: 300, dy: 200)
            view.alpha = 0.2
        })
    }
    host.advance(by: 1.0 / 120)   // the first frame (and the layout pass the new frames ask for)
    var perFrame: [Double] = []   // milliseconds
    for _ in 0..<frames {
        perFrame.append(nanoseconds { host.advance(by: 1.0 / 120) } / 1e6)
    }
    // Check the work was real: the first view is mid-flight.
    precondition(views[0].layer.presentation() != nil, "nothing animated")
    withExtendedLifetime(host) {}
    return perFrame
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

let budget = 1000.0 / 120   // ms per frame at 120 Hz
let sizes = [100, 1_000, 10_000]
let frames = CommandLine.arguments.contains("--quick") ? 30 : 240

MainActor.assumeIsolated {
    _ = measure(animations: 100, frames: 10)   // warm-up
    print("animations  median ms/frame  p95 ms/frame  % of 8.33 ms  µs per animation")
    var results: [(Int, Double)] = []
    for size in sizes {
        let times = measure(animations: size, frames: frames)
        let mid = median(times), p95 = percentile(times, 0.95)
        results.append((size, mid))
        print(String(size).padding(toLength: 12, withPad: " ", startingAt: 0)
              + String(format: "%15.3f  %12.3f  %11.1f%%  %16.3f", mid, p95, 100 * mid / budget, 1000 * mid / Double(size)))
        print("{\"benchmark\": \"animation\", \"animations\": \(size), \"median_ms\": \(mid), \"p95_ms\": \(p95), "
              + "\"budget_fraction\": \(mid / budget)}")
    }
    for (a, b) in zip(results, results.dropFirst()) {
        print(String(format: "%d → %d animations: %.2f× the time per frame (linear: %.0f×)",
                     a.0, b.0, b.1 / a.1, Double(b.0) / Double(a.0)))
    }
}
