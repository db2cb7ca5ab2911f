import Testing
import UIKitTesting
@testable import UIKit

/// The engine's work follows what changed, not the size of the tree.
@Suite @MainActor struct IncrementalEngineTests {
    private func column(of count: Int) -> (HeadlessHost, UIView, [NSLayoutConstraint]) {
        var tops: [NSLayoutConstraint] = []
        let (host, root) = showRoot { root in
            var previous: NSLayoutYAxisAnchor = root.safeAreaLayoutGuide.topAnchor
            for _ in 0..<count {
                let row = constrainedView(in: root)
                let top = row.topAnchor.constraint(equalTo: previous, constant: 2)
                tops.append(top)
                NSLayoutConstraint.activate([top, row.heightAnchor.constraint(equalToConstant: 4),
                                             row.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                                             row.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor)])
                previous = row.bottomAnchor
            }
        }
        return (host, root, tops)
    }

    private func statistics(_ host: HeadlessHost) -> LayoutEngineStatistics {
        host.window.storedLayoutState!.engine!.backend.statistics
    }

    @Test func constantEdit_editsOneRow_andSolvesOnce() {
        let (host, root, tops) = column(of: 200)
        let before = statistics(host)
        tops[0].constant = 10
        root.layoutIfNeeded()
        let after = statistics(host)
        #expect(after.adds == before.adds && after.removes == before.removes)
        #expect(after.constantEdits == before.constantEdits + 1)
        #expect(after.solves == before.solves + 1)
        let last = root.subviews.last!.frame
        #expect(last.minY == CGFloat(47 + 10 + 199 * 6))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func rotation_editsConstants_addsNothing_whateverTheRowCount() {
        var edits: [Int] = []
        for count in [20, 200] {
            let (host, root, _) = column(of: count)
            let before = statistics(host)
            host.rotate(to: .landscapeLeft)
            let after = statistics(host)
            #expect(after.adds == before.adds && after.removes == before.removes)
            edits.append(after.constantEdits - before.constantEdits)
            #expect(root.subviews.first?.frame == CGRect(x: 63, y: 2, width: 718, height: 4))
            #expect(host.diagnostics.isEmpty)
        }
        // Window size, safe-area and margins-guide constants only.
        #expect(edits[0] == edits[1])
    }

    @Test func oneViewLeaving_removesOnlyItsRows() {
        let (host, root, _) = column(of: 200)
        let before = statistics(host)
        root.subviews.last?.removeFromSuperview()
        root.layoutIfNeeded()
        let after = statistics(host)
        #expect(after.adds == before.adds)
        #expect(after.removes - before.removes == 4)
        #expect(host.diagnostics.isEmpty)
    }
}
