import Foundation
import RenderTree
import Testing
@testable import UIKit
import UIKitTesting

/// A diffable data source giving each item a list cell whose default content shows the
/// item's string (shared by the list tests).
@MainActor func titledListDataSource(for collection: UICollectionView) -> UICollectionViewDiffableDataSource<Int, String> {
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row
        cell.contentConfiguration = content
    }
    return UICollectionViewDiffableDataSource(collectionView: collection) { view, path, row in
        view.dequeueConfiguredReusableCell(using: registration, for: path, item: row)
    }
}

/// How collection-view list cells are drawn: inset-grouped sections as rounded cards (like
/// inset-grouped table sections), and the `UICellAccessory` kinds as symbol shapes.
@Suite @MainActor struct CollectionListDrawingTests {
    /// A list collection view, 390 × 600, with a section per element of `sections`.
    @MainActor struct Scene {
        let host = HeadlessHost()
        let collection: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>

        init(_ appearance: UICollectionLayoutListConfiguration.Appearance, sections: [[String]]) {
            self.init(UICollectionLayoutListConfiguration(appearance: appearance), sections: sections)
        }

        init(_ configuration: UICollectionLayoutListConfiguration, sections: [[String]]) {
            host.show(UIViewController())
            collection = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 600),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            dataSource = titledListDataSource(for: collection)
            dataSource.apply(Self.snapshot(sections), animatingDifferences: false)
            host.window.rootViewController!.view.addSubview(collection)
            host.pump()
        }

        static func snapshot(_ sections: [[String]]) -> NSDiffableDataSourceSnapshot<Int, String> {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            for (index, rows) in sections.enumerated() {
                snapshot.appendSections([index])
                snapshot.appendItems(rows, toSection: index)
            }
            return snapshot
        }

        func cell(_ item: Int, _ section: Int) throws -> UICollectionViewCell {
            try #require(collection.cellForItem(at: IndexPath(item: item, section: section)))
        }
    }

    static let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    static let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    @Test func insetGroupedListSections_roundTheirEnds_10pt_squareBetween_singleRowAllRound() throws {
        let s = Scene(.insetGrouped, sections: [["Single"], ["First", "Middle", "Last"], ["Top", "Bottom"]])
        defer { withExtendedLifetime(s.host) {} }
        let expected: [(Int, Int, CGFloat, CACornerMask)] = [
            (0, 0, 10, Self.top.union(Self.bottom)),
            (0, 1, 10, Self.top), (1, 1, 0, Self.top.union(Self.bottom)), (2, 1, 10, Self.bottom),
            (0, 2, 10, Self.top), (1, 2, 10, Self.bottom),
        ]
        for (item, section, radius, corners) in expected {
            let c = try s.cell(item, section)
            #expect(c.layer.cornerRadius == radius, "item \(item) of section \(section)")
            #expect(c.layer.maskedCorners == corners, "item \(item) of section \(section)")
            #expect(c.clipsToBounds == (radius > 0), "item \(item) of section \(section)")
            #expect(c.frame.minX == 20 && c.frame.width == 350)
        }
        // The render tree carries the corners, as CALayer.maskedCorners bits.
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: s.collection)
        let cells = tree.depthFirst.filter { $0.kind == "UICollectionViewListCell" }.sorted { $0.frame.y < $1.frame.y }
        #expect(cells.map(\.cornerRadius) == [10, 10, 0, 10, 10, 10])
        #expect(cells.map(\.maskedCorners) == [15, 3, 15, 12, 3, 12])
    }

    @Test func deletingTheLastRow_movesTheBottomCornersToTheNewLastRow() throws {
        let s = Scene(.insetGrouped, sections: [["A", "B", "C"]])
        defer { withExtendedLifetime(s.host) {} }
        #expect(try s.cell(1, 0).layer.cornerRadius == 0)
        s.dataSource.apply(Scene.snapshot([["A", "B"]]), animatingDifferences: false)
        s.host.pump()
        #expect(try s.cell(1, 0).layer.cornerRadius == 10)
        #expect(try s.cell(1, 0).layer.maskedCorners == Self.bottom)
        #expect(try s.cell(0, 0).layer.maskedCorners == Self.top)
    }

    @Test func plainAndGroupedLists_drawSquareCells() throws {
        for appearance in [UICollectionLayoutListConfiguration.Appearance.plain, .grouped] {
            let s = Scene(appearance, sections: [["Single"], ["First", "Last"]])
            defer { withExtendedLifetime(s.host) {} }
            for (item, section) in [(0, 0), (0, 1), (1, 1)] {
                let c = try s.cell(item, section)
                #expect(c.layer.cornerRadius == 0 && !c.clipsToBounds, "\(appearance) item \(item) of section \(section)")
            }
        }
    }

    @Test func aCardCellGivenPlainListAttributes_squaresUp_butAnAppsOwnRadiusInAPlainListStays() {
        let cell = UICollectionViewListCell(frame: .zero)
        let card = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        card.listAppearance = .insetGrouped
        card.listCardCorners = Self.top
        cell.applyAttributes(card)
        #expect(cell.layer.cornerRadius == 10 && cell.layer.maskedCorners == Self.top && cell.clipsToBounds)
        let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        plain.listAppearance = .plain
        cell.applyAttributes(plain)
        #expect(cell.layer.cornerRadius == 0 && !cell.clipsToBounds)
        #expect(cell.layer.maskedCorners == Self.top.union(Self.bottom))
        cell.layer.cornerRadius = 6
        cell.applyAttributes(plain)
        #expect(cell.layer.cornerRadius == 6)
    }

    /// The symbols a list cell's shown accessories draw, leading to trailing.
    func accessorySymbols(_ cell: UICollectionViewListCell) -> [String] {
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: cell)
        return tree.depthFirst.filter { $0.kind == "CellAccessoryView" }.sorted { $0.frame.x < $1.frame.x }
            .flatMap { tree.subtree(of: $0.id).compactMap { tree[$0]?.image?.symbolName } }
    }

    @Test func listCellAccessories_drawAsShapes_noneAsTheUnknownSymbolSquare() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.accessories = [.delete(displayed: .always), .multiselect(displayed: .always), .checkmark(), .detail(),
                            .outlineDisclosure(), .reorder(displayed: .always), .disclosureIndicator()]
        cell.layoutIfNeeded()
        #expect(accessorySymbols(cell) == ["minus.circle.fill", "circle", "checkmark", "info.circle", "chevron.down",
                                           "line.3.horizontal", "chevron.forward"])
        let svg = SVGRenderer.svg(of: ViewControllerKit.RenderTreeBuilder().tree(of: cell))
        #expect(!svg.contains("<rect data-image=\"symbol:"))
        for symbol in ["minus.circle.fill", "circle", "info.circle"] {
            #expect(svg.contains("<circle data-image=\"symbol:\(symbol)\""), "\(symbol)")
        }
    }

    /// One symbol, drawn alone in a 20 × 20 node.
    func svg(of symbol: String) -> String {
        var node = RenderNode(id: 1)
        node.frame = RenderRect(x: 0, y: 0, width: 20, height: 20)
        node.image = RenderImage(name: "symbol:\(symbol)", rect: RenderRect(x: 0, y: 0, width: 20, height: 20),
                                 tint: RenderColor(red: 255, green: 59, blue: 48))
        return SVGRenderer.svg(of: RenderTree(root: 1, nodes: [1: node]))
    }

    @Test func svg_drawsTheEditingControls_filledCirclesWithWhiteBars_ring_threeBars() {
        let delete = svg(of: "minus.circle.fill")
        #expect(delete.contains(##"<circle data-image="symbol:minus.circle.fill" cx="10" cy="10" r="9.2" fill="#FF3B30"/>"##))
        #expect(delete.contains(##"<line x1="5.2" y1="10" x2="14.8" y2="10" stroke="#FFFFFF" stroke-width="2" stroke-linecap="round"/>"##))
        #expect(delete.components(separatedBy: "<line").count - 1 == 1)
        let insert = svg(of: "plus.circle.fill")
        #expect(insert.contains(##"<line x1="10" y1="5.2" x2="10" y2="14.8" stroke="#FFFFFF""##))
        #expect(insert.components(separatedBy: "<line").count - 1 == 2)
        #expect(svg(of: "circle").contains(##"r="9.286" fill="none" stroke="#FF3B30" stroke-width="1.429"/>"##))
        let reorder = svg(of: "line.3.horizontal")
        #expect(reorder.components(separatedBy: "<line").count - 1 == 3)
        #expect(reorder.contains(##"<line x1="2.8" y1="5.6" x2="17.2" y2="5.6" stroke="#FF3B30" stroke-width="1.6" stroke-linecap="round"/>"##))
    }
}
