import Foundation
import Testing
import UIKitTesting

/// `observe(_:options:changeHandler:)`: the handler hears a change at the end of the
/// run-loop turn in which it happened (iOS: inside the setter), with the options' values.
@Suite @MainActor struct KeyValueObservingTests {
    @Test func aScrollViewsOffset_isReportedOncePerTurn_withOldAndNewValues() {
        let host = HeadlessHost()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.contentInsetAdjustmentBehavior = .never
        host.show(UIViewController())
        host.window.rootViewController!.view.addSubview(scrollView)
        host.pump()
        var heard: [String] = []
        let observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { view, change in
            heard.append("\(change.oldValue!.y) → \(change.newValue!.y) (view at \(view.contentOffset.y))")
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(heard.isEmpty)                                    // not inside the setter
        host.pump()
        #expect(heard == ["0.0 → 30.0 (view at 30.0)"])
        host.pump()
        #expect(heard.count == 1)                                 // unchanged: nothing
        observation.invalidate()
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        host.pump()
        #expect(heard.count == 1)
    }

    @Test func initial_callsAtOnce_withTheCurrentValue_andNoOld() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let label = UILabel()
        label.text = "A"
        var heard: [String?] = []
        var olds: [String?] = []
        let observation = label.observe(\.text, options: [.initial, .new]) { _, change in
            heard.append(change.newValue ?? "none")
            olds.append(change.oldValue ?? "none")
        }
        #expect(heard == ["A"])
        label.text = "B"
        host.pump()
        #expect(heard == ["A", "B"])
        #expect(olds == ["none", "none"])                         // .old not asked
        withExtendedLifetime(observation) {}
    }

    @Test func droppingTheObservation_endsIt_andItDoesNotKeepTheObjectAlive() {
        let host = HeadlessHost()
        var heard = 0
        weak var released: UIView?
        var observation: NSKeyValueObservation?
        do {
            let view = UIView()
            released = view
            observation = view.observe(\.isHidden) { _, _ in heard += 1 }
            view.isHidden = true
            host.pump()
            #expect(heard == 1)
        }
        #expect(released == nil)
        host.pump()
        observation = nil
        let view = UIView()
        var second: NSKeyValueObservation? = view.observe(\.alpha) { _, _ in heard += 1 }
        second = nil
        view.alpha = 0.5
        host.pump()
        #expect(heard == 1)
        #expect(second == nil && observation == nil)
    }

    /// The idiom that sizes a table to its content: observe `contentSize`.
    @Test func aTablesContentSize_canDriveAHeightConstraint() {
        final class Rows: NSObject, UITableViewDataSource {
            var count = 3
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        let host = HeadlessHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let rows = Rows()
        table.dataSource = rows
        table.rowHeight = 44
        host.show(UIViewController())
        host.window.rootViewController!.view.addSubview(table)
        let height = table.heightAnchor.constraint(equalToConstant: 0)
        let observation = table.observe(\.contentSize, options: .new) { _, change in
            height.constant = change.newValue?.height ?? 0
        }
        host.pump()
        #expect(height.constant == 132)
        rows.count = 5
        table.reloadData()
        host.pump()
        #expect(height.constant == 220)
        withExtendedLifetime(observation) {}
    }

    @Test func valuesAreComparedByEquality_byIdentity_orByDescription() {
        #expect(!KeyValueComparisonProbe.differ(CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 2)))
        #expect(KeyValueComparisonProbe.differ(Optional(1), nil))
        let view = UIView()
        #expect(!KeyValueComparisonProbe.differ(view, view))
        #expect(KeyValueComparisonProbe.differ(view, UIView()))
    }
}

/// A model object holding any value.
final class KeyValueBox<Value>: NSObject {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// The comparison the observations use, reached through an observation of a stand-in.
@MainActor enum KeyValueComparisonProbe {
    static func differ<Value>(_ a: Value, _ b: Value) -> Bool {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let box = KeyValueBox(a)
        var changed = false
        let observation = box.observe(\.value) { _, _ in changed = true }
        box.value = b
        host.window.setNeedsLayout()
        host.pump()
        withExtendedLifetime(observation) {}
        return changed
    }
}
