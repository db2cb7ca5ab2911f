import Foundation
import Testing
import UIKitTesting

/// Cell styles, accessories, header/footer views and their reuse.
@Suite @MainActor struct TableViewCellTests {
    @Test func cellStyles_haveUIKitsLabels() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        for style: UITableViewCell.CellStyle in [.subtitle, .value1, .value2] {
            #expect(UITableViewCell(style: style, reuseIdentifier: nil).detailTextLabel != nil)
        }
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "c")
        #expect(cell.reuseIdentifier == "c")
        #expect(cell.defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
    }

    @Test func value1_putsTheDetailOnTheTrailingSide_andAnAccessoryNarrowsTheContent() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 352, height: 44))
        let detail = cell.detailTextLabel!
        #expect(detail.frame.maxX == CGFloat(352 - 16))
        #expect(cell.textLabel!.frame.minX == 16)
    }

    @Test func accessoryView_sitsAtTheTrailingMargin() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = accessory
        cell.layoutIfNeeded()
        #expect(accessory.frame == CGRect(x: 323, y: 6.5, width: 51, height: 31))
        #expect(cell.contentView.frame.width == CGFloat(390 - 67))
    }

    @Test func registeredHeaderViews_areReusedAsSectionsScroll() {
        final class Header: UITableViewHeaderFooterView {
            nonisolated(unsafe) static var made = 0
            override init(reuseIdentifier: String?) {
                Header.made += 1
                super.init(reuseIdentifier: reuseIdentifier)
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        final class Headers: UITableViewDelegate {
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "h")
                header?.textLabel?.text = "Section \(section)"
                return header
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
        }
        let s = TableScene(rows: 0, settle: false)
        s.source.rows = (0..<20).map { _ in ["a", "b", "c"] }
        let headers = Headers()
        s.table.delegate = headers
        s.table.register(Header.self, forHeaderFooterViewReuseIdentifier: "h")
        s.host.pump()
        // Each section is 30 + 3 × 44 = 162 pt: sections 0…2 meet the 440 pt bounds.
        #expect(Header.made == 3)
        #expect(s.table.headerView(forSection: 1)?.textLabel?.text == "Section 1")
        #expect(s.table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 324, width: 300, height: 30))
        s.table.contentOffset = CGPoint(x: 0, y: 162 * 10)
        s.host.pump()
        #expect(Header.made == 3)
        #expect(s.table.headerView(forSection: 10)?.textLabel?.text == "Section 10")
        #expect(s.table.headerView(forSection: 0) == nil)
    }

    @Test func tableControllerSubclass_hearsScrollingThroughItsOverrides() {
        final class Scrolled: UITableViewController {
            var scrolls = 0
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
            }
            override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        }
        let host = HeadlessHost()
        let controller = Scrolled(style: .plain)
        host.show(controller)
        let before = controller.scrolls
        controller.tableView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(controller.scrolls == before + 1)
        #expect(controller.tableView.style == .plain)
        #expect(controller.tableView.dataSource === controller)
    }

    @Test func removedHeaderViews_areReleasedWithTheTable() {
        weak var weakHeader: UIView?
        do {
            let s = TableScene(rows: 2, settle: false)
            s.source.headerTitles = [0: "Title"]
            s.host.pump()
            weakHeader = s.table.headerView(forSection: 0)
            #expect(weakHeader != nil)
            s.table.removeFromSuperview()
        }
        #expect(weakHeader == nil)
    }
}
