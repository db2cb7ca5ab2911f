import BenchmarkTiming
import Foundation
import UIKitHeadless

// Compositional layout cost (issue 9, "Done when": a 10,000-item grid laid out in under one
// 8.3 ms frame per visible screen). A full-screen collection view (iPhone 14) shows a
// photo grid: rows of three square items (fractional width ⅓) with 2 pt insets. Measured:
// the full layout pass (prepare of every item plus tiling the first screen) and the time
// per 1/120 s scroll step at 1,000 pt/s. The references are measured in the same run: the
// same grid with 100 items (step ratio should be near 1: cost depends on the visible
// screen only) and the same 10,000 items in a UICollectionViewFlowLayout (layout ratio).

@MainActor
final class Source: UICollectionViewDataSource {
    let items: Int
    var cellsCreated = 0
    init(items: Int) { self.items = items }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
}

@MainActor
func gridLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                         heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

@MainActor
func flowLayout(width: CGFloat) -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    let side = (width / 3).rounded(.down) - 4
    layout.itemSize = CGSize(width: side, height: side)
    layout.minimumInteritemSpacing = 4
    layout.minimumLineSpacing = 4
    return layout
}

@MainActor
struct Fixture {
    let host: HeadlessHost
    let collection: UICollectionView
    let source: Source

    init(items: Int, flow: Bool) {
        host = HeadlessHost(device: .iPhone14,
                            createdAt: HostSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column),
                            reportingFailures: { fatalError($0.description) })
        let controller = UIViewController()
        host.show(controller)
        let bounds = controller.view.bounds
        collection = UICollectionView(frame: bounds, collectionViewLayout: flow ? flowLayout(width: bounds.width) : gridLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        source = Source(items: items)
        collection.dataSource = source
        controller.view.addSubview(collection)
    }

    /// The first layout pass: prepare (every item) and tiling the first screen.
    func layout() { host.pump() }

    /// One frame of scrolling down, wrapping to the top before the end of the smallest grid.
    func step() {
        var y = collection.contentOffset.y + 1000.0 / 120.0
        if y > 3_000 { y = 0 }
        collection.contentOffset = CGPoint(x: 0, y: y)
        host.pump()
    }
}

@MainActor
func run() {
    let quick = CommandLine.arguments.contains("--quick")
    let steps = quick ? 600 : 2_400
    let repetitions = quick ? 3 : 7
    // (items, flow) → (layout ns, step ns)
    func measure(_ items: Int, flow: Bool) -> (layout: Double, step: Double) {
        let layouts = (0..<repetitions).map { _ in
            let fixture = Fixture(items: items, flow: flow)
            return nanoseconds { fixture.layout() }
        }
        let fixture = Fixture(items: items, flow: flow)
        fixture.layout()
        for _ in 0..<(steps / 10) { fixture.step() }        // warm-up
        let samples = (0..<repetitions).map { _ in nanoseconds { for _ in 0..<steps { fixture.step() } } / Double(steps) }
        precondition(fixture.host.diagnostics.isEmpty, "benchmark raised diagnostics")
        return (median(layouts), median(samples))
    }
    let large = measure(10_000, flow: false), small = measure(100, flow: false), flow = measure(10_000, flow: true)
    let frame = 1e9 / 120
    func f(_ ns: Double) -> String { String(format: "%.3f ms", ns / 1e6) }
    print("compositional grid, 10,000 items: layout \(f(large.layout)) (\(String(format: "%.2f", large.layout / frame)) of an 8.3 ms frame), step \(f(large.step))")
    print("compositional grid, 100 items:    layout \(f(small.layout)), step \(f(small.step))")
    print("flow grid, 10,000 items:          layout \(f(flow.layout)), step \(f(flow.step))")
    print("step ratio 10,000 / 100 items: \(String(format: "%.2f", large.step / small.step)); "
          + "layout ratio compositional / flow: \(String(format: "%.2f", large.layout / flow.layout))")
    print("{\"benchmark\": \"compositional\", \"layout_ns_10000\": \(Int(large.layout)), \"frame_fraction\": "
          + "\(String(format: "%.3f", large.layout / frame)), \"step_ratio\": \(String(format: "%.3f", large.step / small.step)), "
          + "\"layout_vs_flow\": \(String(format: "%.3f", large.layout / flow.layout))}")
}

MainActor.assumeIsolated { run() }
