import Foundation
import RenderTree
import Testing
@testable import UIKit
import UIKitTesting

/// Collection-view list separators (`showsSeparators`, `separatorConfiguration`,
/// `itemSeparatorHandler`): where each hairline is in the render tree, per appearance.
@Suite @MainActor struct CollectionListSeparatorTests {
    typealias Scene = CollectionListDrawingTests.Scene

    /// One pixel on the iPhone 14 profile (scale 3), as the render tree rounds it.
    static let hairline = RenderRounding.length(1.0 / 3)

    /// Each list cell's separator frames (in the cell), cells top to bottom.
    static func separators(in s: Scene) -> [[RenderRect]] {
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: s.collection)
        let cells = tree.depthFirst.filter { $0.kind == "UICollectionViewListCell" }.sorted { $0.frame.y < $1.frame.y }
        return cells.map { cell in
            cell.children.compactMap { tree[$0] }.filter { $0.kind == "ListSeparatorView" }.map(\.frame)
        }
    }

    /// A bottom separator from `x`, `width` wide, in a row `rowHeight` tall.
    static func bottom(x: Double, width: Double, rowHeight: Double) -> RenderRect {
        RenderRect(x: x, y: RenderRounding.length(rowHeight - 1.0 / 3), width: width, height: hairline)
    }

    func rowHeight(_ s: Scene) throws -> Double { Double(try s.cell(0, 0).bounds.height) }

    @Test func plainList_separatesEveryRow_16ptFromTheLeadingEdge_toTheTrailingEdge() throws {
        let s = Scene(.plain, sections: [["A", "B", "C"]])
        defer { withExtendedLifetime(s.host) {} }
        let line = Self.bottom(x: 16, width: 374, rowHeight: try rowHeight(s))
        #expect(Self.separators(in: s) == [[line], [line], [line]])
    }

    @Test func groupedList_insetBetweenRows_edgeToEdgeUnderTheSectionsLastRow() throws {
        let s = Scene(.grouped, sections: [["A", "B"], ["C"]])
        defer { withExtendedLifetime(s.host) {} }
        let h = try rowHeight(s)
        #expect(Self.separators(in: s) == [[Self.bottom(x: 16, width: 374, rowHeight: h)],
                                           [Self.bottom(x: 0, width: 390, rowHeight: h)],
                                           [Self.bottom(x: 0, width: 390, rowHeight: h)]])
    }

    @Test func insetGroupedList_separatesRowsInsideTheCard_noneAfterASectionsLastRow() throws {
        let s = Scene(.insetGrouped, sections: [["A", "B", "C"], ["Single"]])
        defer { withExtendedLifetime(s.host) {} }
        // Cells are 350 wide (20 pt in from each side); the line runs from 16 to the card's edge.
        let line = Self.bottom(x: 16, width: 334, rowHeight: try rowHeight(s))
        #expect(Self.separators(in: s) == [[line], [line], [], []])
    }

    @Test func showsSeparatorsFalse_drawsNone_whateverTheConfigurationSays() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
        let s = Scene(configuration, sections: [["A", "B"]])
        defer { withExtendedLifetime(s.host) {} }
        #expect(Self.separators(in: s) == [[], []])
    }

    @Test func sidebar_drawsNoSeparators() throws {
        let s = Scene(.sidebar, sections: [["A", "B"]])
        defer { withExtendedLifetime(s.host) {} }
        #expect(Self.separators(in: s) == [[], []])
    }

    @Test func separatorConfiguration_setsColourInsetsAndATopLine() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = .systemRed
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10)
        configuration.separatorConfiguration.topSeparatorVisibility = .visible
        let s = Scene(configuration, sections: [["A"]])
        defer { withExtendedLifetime(s.host) {} }
        let h = try rowHeight(s)
        // The top line keeps the automatic insets: 16 in, to the row's end.
        #expect(Self.separators(in: s) == [[RenderRect(x: 16, y: 0, width: 374, height: Self.hairline),
                                            Self.bottom(x: 40, width: 340, rowHeight: h)]])
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: s.collection)
        let colours = tree.depthFirst.filter { $0.kind == "ListSeparatorView" }.map(\.background)
        #expect(colours == [RenderColor(UIColor.systemRed), RenderColor(UIColor.systemRed)])
    }

    @Test func itemSeparatorHandler_seesResolvedVisibility_andHasTheLastWord() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        var seen: [IndexPath: UIListSeparatorConfiguration.Visibility] = [:]
        configuration.itemSeparatorHandler = { path, section in
            seen[path] = section.bottomSeparatorVisibility
            var item = section
            if path.item == 0 { item.bottomSeparatorVisibility = .hidden }
            return item
        }
        let s = Scene(configuration, sections: [["A", "B", "C"]])
        defer { withExtendedLifetime(s.host) {} }
        #expect(seen == [IndexPath(item: 0, section: 0): .visible, IndexPath(item: 1, section: 0): .visible,
                         IndexPath(item: 2, section: 0): .hidden])
        #expect(Self.separators(in: s) == [[], [Self.bottom(x: 16, width: 334, rowHeight: try rowHeight(s))], []])
    }

    @Test func leadingAccessory_separatorStarts16ptAfterWhereTheContentBegins() throws {
        let s = Scene(.plain, sections: [["A"]])
        defer { withExtendedLifetime(s.host) {} }
        let cell = try #require(try s.cell(0, 0) as? UICollectionViewListCell)
        cell.accessories = [.delete(displayed: .always)]
        cell.layoutIfNeeded()
        let contentMinX = Double(cell.contentView.frame.minX)
        #expect(contentMinX > 16)
        #expect(Self.separators(in: s) == [[Self.bottom(x: contentMinX + 16, width: 390 - contentMinX - 16,
                                                        rowHeight: try rowHeight(s))]])
    }

    @Test func separatorsStayAboveTheCellsOtherSubviews_andTakeNoTouches() throws {
        let s = Scene(.plain, sections: [["A"]])
        defer { withExtendedLifetime(s.host) {} }
        let cell = try #require(try s.cell(0, 0) as? UICollectionViewListCell)
        cell.accessories = [.disclosureIndicator()]
        cell.backgroundConfiguration = .listGroupedCell()
        cell.layoutIfNeeded()
        let last = try #require(cell.subviews.last)
        #expect(last is ListSeparatorView)
        #expect(!last.isUserInteractionEnabled)
    }
}
