import Foundation
import Testing
import UIKitTesting

/// `UIListContentConfiguration.TextProperties.adjustsFontForContentSizeCategory` (on by
/// default, as on iOS): a list cell's text follows the content size category.
@Suite @MainActor struct ListContentDynamicTypeTests {
    /// A one-row table whose cell shows `configure`'s list configuration.
    final class OneRow: UITableViewController {
        var configure: (inout UIListContentConfiguration) -> Void = { _ in }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            var content = cell.defaultContentConfiguration()
            content.text = "Title"
            content.secondaryText = "Detail"
            configure(&content)
            cell.contentConfiguration = content
            return cell
        }

        func label(_ text: String) -> UILabel? {
            var found: UILabel?
            func visit(_ view: UIView) {
                if let label = view as? UILabel, label.text == text { found = label }
                view.subviews.forEach(visit)
            }
            visit(tableView)
            return found
        }
    }

    @Test func listText_followsTheCategory_whenAdjusting() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let table = OneRow()
        host.show(table)
        host.pump()
        #expect(try #require(table.label("Title")).font.pointSize == 17)
        #expect(try #require(table.label("Detail")).font.pointSize == 15)   // subheadline
        host.screen.systemOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        host.runUntilIdle()
        #expect(try #require(table.label("Title")).font.pointSize == 53)
        #expect(try #require(table.label("Detail")).font.pointSize == 49)
        #expect(try #require(table.label("Title")).adjustsFontForContentSizeCategory)
    }

    @Test func aConfigurationMadeAtAnotherCategory_startsAtTheCellsCategory() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.screen.systemOverrides = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        let table = OneRow()
        table.configure = { $0.textProperties.font = .preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) }
        host.show(table)
        host.pump()
        #expect(try #require(table.label("Title")).font.pointSize == 14)
    }

    @Test func listText_keepsItsFont_whenNotAdjusting() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let table = OneRow()
        table.configure = { $0.textProperties.adjustsFontForContentSizeCategory = false }
        host.show(table)
        host.pump()
        host.screen.systemOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        host.runUntilIdle()
        #expect(try #require(table.label("Title")).font.pointSize == 17)
        #expect(try #require(table.label("Detail")).font.pointSize == 49)
    }
}
