import Foundation
@testable import UIKit
import Testing
import UIKitTesting

/// `UICollectionViewListCell` accessories and `UICollectionLayoutListConfiguration` lists.
@Suite @MainActor struct CollectionListTests {
    private func listCell(_ accessories: [UICellAccessory], editing: Bool = false) -> UICollectionViewListCell {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.accessories = accessories
        cell.isEditingStorage = editing
        cell.layoutIfNeeded()
        return cell
    }

    @Test func trailingAccessories_lineUpFromTheTrailingMargin_andNarrowTheContentView() {
        let cell = listCell([.label(text: "12"), .disclosureIndicator()])
        let views = cell.shownAccessoryViews
        #expect(views.map(\.accessibilityLabel) == ["12", "Disclosure"])
        #expect(views[1].frame == CGRect(x: 362, y: 0, width: 12, height: 44))
        let labelWidth = views[0].layoutWidth
        #expect(views[0].frame == CGRect(x: 350 - labelWidth, y: 0, width: labelWidth, height: 44))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 350 - labelWidth, height: 44))
    }

    @Test func editingAccessories_showOnlyWhileEditing_deleteLeading_reorderTrailing() {
        let accessories: [UICellAccessory] = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
        let idle = listCell(accessories)
        #expect(idle.shownAccessoryViews.map(\.accessibilityLabel) == ["Disclosure"])
        #expect(idle.contentView.frame == CGRect(x: 0, y: 0, width: 362, height: 44))
        let editing = listCell(accessories, editing: true)
        #expect(editing.shownAccessoryViews.map(\.accessibilityLabel) == ["Delete", "Reorder"])
        #expect(editing.shownAccessoryViews.map(\.frame) == [CGRect(x: 16, y: 0, width: 22, height: 44),
                                                             CGRect(x: 352, y: 0, width: 22, height: 44)])
        #expect(editing.contentView.frame == CGRect(x: 38, y: 0, width: 314, height: 44))
        #expect(editing.configurationState.isEditing)
    }

    @Test func indentation_movesTheContentAndLeadingAccessories() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.indentationLevel = 2
        cell.accessories = [.multiselect(displayed: .always)]
        cell.layoutIfNeeded()
        #expect(cell.shownAccessoryViews[0].frame.minX == CGFloat(20 + 16))
        #expect(cell.contentView.frame.minX == CGFloat(20 + 16 + 22))
    }

    /// A list collection view at (0, 100), 390 × 600, with one section of the given rows
    /// ("title|subtitle" makes a subtitle row).
    @MainActor private struct ListScene {
        let host = HeadlessHost()
        let collection: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>
        var deleted: [String] = []

        init(_ appearance: UICollectionLayoutListConfiguration.Appearance, rows: [String],
             accessories: @escaping (String) -> [UICellAccessory] = { _ in [] }) {
            host.show(UIViewController())
            collection = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 600),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: appearance)))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, row in
                let parts = row.split(separator: "|").map(String.init)
                var content = parts.count > 1 ? UIListContentConfiguration.subtitleCell() : cell.defaultContentConfiguration()
                content.text = parts[0]
                content.secondaryText = parts.count > 1 ? parts[1] : nil
                cell.contentConfiguration = content
                cell.accessories = accessories(row)
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { view, path, row in
                view.dequeueConfiguredReusableCell(using: registration, for: path, item: row)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(rows)
            dataSource.apply(snapshot, animatingDifferences: false)
            host.window.rootViewController!.view.addSubview(collection)
            host.pump()
        }

        func frame(_ item: Int) -> CGRect? { collection.cellForItem(at: IndexPath(item: item, section: 0))?.frame }
    }

    @Test func insetGroupedList_rowsSelfSize_areInset20_below35ptOfSectionSpacing() {
        let s = ListScene(.insetGrouped, rows: ["Wi-Fi", "Anna|Tomorrow", "Bluetooth"])
        defer { withExtendedLifetime(s.host) {} }
        #expect(s.frame(0) == CGRect(x: 20, y: 35, width: 350, height: 44))
        // The subtitle row is taller: 11 + 20 (body) + 3 + 17⅔ (subheadline) + 11.
        #expect(s.frame(1)! ≈ CGRect(x: 20, y: 79, width: 350, height: 62 + 2.0 / 3))
        #expect(s.frame(2)! ≈ CGRect(x: 20, y: 141 + 2.0 / 3, width: 350, height: 44))
        #expect(s.collection.contentSize ≈ CGSize(width: 390, height: 185 + 2.0 / 3))
        #expect(s.collection.backgroundColor == .systemGroupedBackground)
        let cell = s.collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect(cell?.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func plainList_rowsSpanTheWidth_onAPlainBackground() {
        let s = ListScene(.plain, rows: ["A", "B"])
        defer { withExtendedLifetime(s.host) {} }
        #expect(s.frame(0) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(s.frame(1) == CGRect(x: 0, y: 44, width: 390, height: 44))
        #expect(s.collection.backgroundColor == .systemBackground)
        let cell = s.collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect(cell?.backgroundConfiguration?.backgroundColor == .systemBackground)
    }

    @Test func sidebarList_givesSidebarPresets() {
        let s = ListScene(.sidebar, rows: ["Inbox"])
        defer { withExtendedLifetime(s.host) {} }
        let cell = s.collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect(cell?.backgroundConfiguration?.cornerRadius == 10)
        #expect(s.frame(0) == CGRect(x: 10, y: 0, width: 370, height: 44))
        s.collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        s.host.pump()
        #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .white)
    }

    @Test func collectionEditing_showsTheDeleteAccessory_andATapRunsItsHandler() throws {
        final class Box { var deleted: [String] = [] }
        let box = Box()
        let s = ListScene(.plain, rows: ["A", "B"]) { row in [.delete { box.deleted.append(row) }] }
        defer { withExtendedLifetime(s.host) {} }
        let cell = s.collection.cellForItem(at: IndexPath(item: 1, section: 0)) as! UICollectionViewListCell
        #expect(cell.shownAccessoryViews.isEmpty)
        s.collection.isEditing = true
        s.host.pump()
        #expect(cell.shownAccessoryViews.map(\.accessibilityLabel) == ["Delete"])
        #expect(cell.configurationState.isEditing)
        try s.host.tap(cell.shownAccessoryViews[0])
        #expect(box.deleted == ["B"])
    }

    @Test func listCells_leavingTheHierarchy_areReleasedWithTheirAccessories() {
        weak var weakCell: UICollectionViewCell?
        weak var weakAccessory: UIView?
        do {
            let s = ListScene(.insetGrouped, rows: ["A"]) { _ in [.disclosureIndicator(), .delete { }] }
            let cell = s.collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
            weakCell = cell
            weakAccessory = cell?.shownAccessoryViews.first
            #expect(weakAccessory != nil)
            s.collection.removeFromSuperview()
        }
        #expect(weakCell == nil)
        #expect(weakAccessory == nil)
    }
}
