import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Plain-style section headers and footers float: Apple's `UITableView.Style.plain` docs say
/// any section headers or footers "float when the table view is scrolled" — a section's
/// header stays at the top of the visible area while the section is on screen, pushed off by
/// the end of its rows; grouped headers scroll with the rows. Not a numbered UIKIT-SEMANTICS
/// rule.
@Suite @MainActor struct TableFloatingHeaderTests {
    @MainActor final class Sections: UITableViewDataSource {
        var footers = false
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            footers ? "End \(section)" : nil
        }
    }

    /// A 300 × 400 table at (0, 100); headers 28 high: section 0's header at 0, rows 28–468;
    /// section 1's header at 468, rows 496–936; section 2's header at 936.
    static func scene(_ style: UITableView.Style = .plain, footers: Bool = false) -> TableOverSource<Sections> {
        TableOverSource(Sections(), style: style) { _, source in source.footers = footers }
    }

    static func headerY(_ scene: TableOverSource<Sections>, _ section: Int) -> CGFloat? {
        scene.table.headerView(forSection: section)?.frame.minY
    }

    static func scroll(_ scene: TableOverSource<Sections>, to y: CGFloat) {
        scene.table.contentOffset = CGPoint(x: 0, y: y)
        scene.table.layoutIfNeeded()
    }

    @Test func plain_theHeaderStaysAtTheTop_whileItsSectionIsOnScreen() {
        let scene = Self.scene()
        #expect(Self.headerY(scene, 0) == 0 && Self.headerY(scene, 1) == nil)
        Self.scroll(scene, to: 200)
        #expect(Self.headerY(scene, 0) == 200)
        #expect(Self.headerY(scene, 1) == 468)
        // The header covers the rows under it, below the section index.
        let header = scene.table.headerView(forSection: 0)!
        let cellIndex = scene.table.subviews.firstIndex { $0 is UITableViewCell }!
        #expect(scene.table.subviews.firstIndex(of: header)! > cellIndex)
    }

    @Test func plain_theNextSectionPushesTheHeaderOff_asItsRowsEnd() {
        let scene = Self.scene()
        Self.scroll(scene, to: 450)   // section 0's rows end at 468: 18 points left of 28
        #expect(Self.headerY(scene, 0) == 440)
        #expect(Self.headerY(scene, 1) == 468)
        Self.scroll(scene, to: 500)   // section 0 gone: its header is taken back
        #expect(Self.headerY(scene, 0) == nil)
        #expect(Self.headerY(scene, 1) == 500)
    }

    @Test func plain_pulledDownPastTheTop_theHeaderMovesWithTheContent() {
        let scene = Self.scene()
        Self.scroll(scene, to: -40)
        #expect(Self.headerY(scene, 0) == 0)
    }

    @Test func plain_theTopIsBelowTheBars_adjustedContentInset() {
        let scene = Self.scene()
        scene.table.contentInset.top = 50
        Self.scroll(scene, to: 100)   // the visible top is 150 in content coordinates
        #expect(Self.headerY(scene, 0) == 150)
    }

    @Test func plain_footersStayAtTheBottom_untilTheirRowsStart() {
        let scene = Self.scene(footers: true)
        // Section 0: header 0–28, rows 28–468, footer 468–496; the visible bottom is 400.
        #expect(scene.table.footerView(forSection: 0)?.frame == CGRect(x: 0, y: 372, width: 300, height: 28))
        Self.scroll(scene, to: 100)
        #expect(scene.table.footerView(forSection: 0)?.frame.minY == 468)
    }

    @Test func grouped_headersScrollWithTheRows() {
        let scene = Self.scene(.grouped)
        let natural = scene.table.rectForHeader(inSection: 0).minY
        Self.scroll(scene, to: 30)
        #expect(Self.headerY(scene, 0) == natural)
    }
}
