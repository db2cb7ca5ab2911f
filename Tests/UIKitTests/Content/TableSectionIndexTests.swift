import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The section index (`sectionIndexTitles(for:)`, `tableView(_:sectionForSectionIndexTitle:at:)`,
/// `sectionIndexMinimumDisplayRowCount`, `sectionIndexColor`, `reloadSectionIndexTitles()`),
/// as Apple's UITableView and UITableViewDataSource documentation describes it: titles along
/// the trailing edge; touching one asks the data source for its section and shows that
/// section. Not a numbered UIKIT-SEMANTICS rule. Sizes are chosen (DifferencesFromIOS).
@Suite @MainActor struct TableSectionIndexTests {
    @MainActor final class IndexedSource: UITableViewDataSource {
        let trace = TraceRecorder()
        var titles: [String]? = ["A", "B", "C", "D"]
        /// Index title position → section; the default maps a title to its own position.
        var sectionForIndex: [Int: Int] = [:]
        func numberOfSections(in tableView: UITableView) -> Int { 4 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? {
            trace.record("sectionIndexTitles")
            return titles
        }
        func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            trace.record("sectionFor \(title) at \(index)")
            return sectionForIndex[index] ?? index
        }
    }

    /// A plain 300 × 400 table at (0, 100) of the window, four sections of ten 44-point rows
    /// and no headers: section tops 0, 440, 880, 1320; content 1760 high.
    typealias Scene = TableOverSource<IndexedSource>
    static func scene(configure: (UITableView, IndexedSource) -> Void = { _, _ in }) -> Scene {
        Scene(IndexedSource(), configure: configure)
    }
    /// The centre of index title `i` in window coordinates (titles from y 172 of the table).
    static func titleCentre(_ i: Int) -> CGPoint { CGPoint(x: 292, y: 100 + 172 + 14 * CGFloat(i) + 7) }

    @Test func titlesShowAlongTheTrailingEdge_centredInTheVisibleHeight() {
        let scene = Self.scene()
        let index = scene.table.subviews.compactMap { $0 as? TableSectionIndexView }.first
        #expect(index?.frame == CGRect(x: 285, y: 0, width: 15, height: 400))
        let labels = index?.subviews.compactMap { $0 as? UILabel } ?? []
        #expect(labels.map { $0.text ?? "" } == ["A", "B", "C", "D"])
        #expect(labels.map(\.frame) == [CGRect(x: 0, y: 172, width: 15, height: 14), CGRect(x: 0, y: 186, width: 15, height: 14),
                                        CGRect(x: 0, y: 200, width: 15, height: 14), CGRect(x: 0, y: 214, width: 15, height: 14)])
        #expect(labels.first?.textColor == scene.table.tintColor)
        #expect(scene.table.subviews.last === index)
        #expect(scene.source.trace.take() == ["sectionIndexTitles"])
    }

    @Test func tappingATitle_asksForItsSection_andShowsThatSectionsTop() {
        let scene = Self.scene()
        scene.source.trace.take()
        scene.host.tap(at: Self.titleCentre(2))
        #expect(scene.source.trace.take() == ["sectionFor C at 2"])
        #expect(scene.table.contentOffset == CGPoint(x: 0, y: 880))
        scene.host.pump()
        // The index stays over the visible area.
        #expect(scene.table.subviews.compactMap { $0 as? TableSectionIndexView }.first?.frame
                == CGRect(x: 285, y: 880, width: 15, height: 400))
        // The last section's top is past the bottom limit (1760 − 400): the content stops there.
        scene.host.tap(at: Self.titleCentre(3))
        #expect(scene.table.contentOffset == CGPoint(x: 0, y: 1320))
        scene.source.sectionForIndex[0] = NSNotFound
        scene.host.tap(at: Self.titleCentre(0))
        #expect(scene.table.contentOffset == CGPoint(x: 0, y: 1320))
    }

    @Test func draggingAlongTheIndex_jumpsAtEachNewTitle_withoutScrollingTheContent() {
        let scene = Self.scene { _, source in source.sectionForIndex = [1: 2] }
        scene.source.trace.take()
        scene.host.swipe(from: Self.titleCentre(0), to: Self.titleCentre(3), duration: 0.6, steps: 6)
        #expect(scene.source.trace.take() == ["sectionFor A at 0", "sectionFor B at 1", "sectionFor C at 2", "sectionFor D at 3"])
        #expect(scene.table.contentOffset == CGPoint(x: 0, y: 1320))
        #expect(!scene.table.isDragging && !scene.table.isDecelerating)
    }

    @Test func noIndex_withoutTitles_orWithFewerRowsThanTheMinimum() {
        let untitled = Self.scene { _, source in source.titles = nil }
        #expect(!untitled.table.subviews.contains { $0 is TableSectionIndexView })
        let few = Self.scene { table, _ in table.sectionIndexMinimumDisplayRowCount = 41 }
        #expect(!few.table.subviews.contains { $0 is TableSectionIndexView })
        few.table.sectionIndexMinimumDisplayRowCount = 40
        few.host.pump()
        #expect(few.table.subviews.contains { $0 is TableSectionIndexView })
    }

    @Test func reloadSectionIndexTitles_asksAgain_andTheColourFollowsSectionIndexColor() {
        let scene = Self.scene()
        scene.source.trace.take()
        scene.source.titles = ["X", "Y"]
        scene.table.sectionIndexColor = .systemRed
        scene.table.reloadSectionIndexTitles()
        scene.host.pump()
        #expect(scene.source.trace.take() == ["sectionIndexTitles"])
        let labels = scene.table.subviews.compactMap { $0 as? TableSectionIndexView }.first?.subviews.compactMap { $0 as? UILabel } ?? []
        #expect(labels.map { $0.text ?? "" } == ["X", "Y"])
        #expect(labels.map(\.textColor) == [.systemRed, .systemRed])
        #expect(labels.first?.frame == CGRect(x: 0, y: 186, width: 15, height: 14))
    }
}
