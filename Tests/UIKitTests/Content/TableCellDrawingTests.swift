import RenderTree
import Testing
@testable import UIKit
import UIKitTesting

/// How table cells are drawn: inset-grouped sections as rounded cards, and the standard
/// accessories (`accessoryType`) as symbol shapes rather than text.
@Suite @MainActor struct TableCellDrawingTests {
    /// An inset-grouped table with sections of one, three and two rows.
    func insetGroupedScene(style: UITableView.Style = .insetGrouped) -> TableScene {
        let scene = TableScene(rows: 1, style: style, settle: false)
        scene.source.rows = [["Single"], ["First", "Middle", "Last"], ["Top", "Bottom"]]
        scene.table.reloadData()
        scene.host.pump()
        return scene
    }

    func cell(_ scene: TableScene, _ row: Int, _ section: Int) throws -> UITableViewCell {
        try #require(scene.table.cellForRow(at: IndexPath(row: row, section: section)))
    }

    @Test func insetGroupedSections_roundTheirEnds_10pt_squareBetween_singleRowAllRound() throws {
        let scene = insetGroupedScene()
        let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        let expected: [(Int, Int, CGFloat, CACornerMask)] = [
            (0, 0, 10, top.union(bottom)),
            (0, 1, 10, top), (1, 1, 0, top.union(bottom)), (2, 1, 10, bottom),
            (0, 2, 10, top), (1, 2, 10, bottom),
        ]
        for (row, section, radius, corners) in expected {
            let c = try cell(scene, row, section)
            #expect(c.layer.cornerRadius == radius, "row \(row) of section \(section)")
            #expect(c.layer.maskedCorners == corners, "row \(row) of section \(section)")
            #expect(c.clipsToBounds == (radius > 0), "row \(row) of section \(section)")
            #expect(c.frame.minX == 20 && c.frame.width == 260)
        }
        // The render tree carries the corners, as CALayer.maskedCorners bits.
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: scene.table)
        let cells = tree.depthFirst.filter { $0.kind == "CountingCell" }.sorted { $0.frame.y < $1.frame.y }
        #expect(cells.map(\.cornerRadius) == [10, 10, 0, 10, 10, 10])
        #expect(cells.map(\.maskedCorners) == [15, 3, 15, 12, 3, 12])
        #expect(cells.map(\.clipsToBounds) == [true, true, false, true, true, true])
    }

    @Test func insertingARowAfterTheLast_movesTheBottomCornersToTheNewLastRow() throws {
        let scene = insetGroupedScene()
        scene.source.rows[2].append("New")
        UIView.performWithoutAnimation {
            scene.table.insertRows(at: [IndexPath(row: 2, section: 2)], with: .automatic)
        }
        scene.host.pump()
        #expect(try cell(scene, 1, 2).layer.cornerRadius == 0)
        #expect(try cell(scene, 2, 2).layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(try cell(scene, 2, 2).layer.cornerRadius == 10)
    }

    @Test func plainAndGroupedTables_drawSquareCells() throws {
        for style in [UITableView.Style.plain, .grouped] {
            let scene = insetGroupedScene(style: style)
            for (row, section) in [(0, 0), (0, 1), (2, 1)] {
                #expect(try cell(scene, row, section).layer.cornerRadius == 0)
                #expect(try !cell(scene, row, section).clipsToBounds)
            }
        }
    }

    @Test func svg_roundsOnlyTheMaskedCorners_withAPathClip_keepingTheBackgroundARect() throws {
        var tree = RenderTree(root: 1, nodes: [:])
        var node = RenderNode(id: 1)
        node.frame = RenderRect(x: 0, y: 0, width: 100, height: 44)
        node.background = RenderColor(red: 255, green: 255, blue: 255)
        node.cornerRadius = 10
        node.maskedCorners = 3
        tree.nodes[1] = node
        let svg = SVGRenderer.svg(of: tree)
        #expect(svg.contains(#"<clipPath id="corners1"><path d="M10 0 H90 A10 10 0 0 1 100 10 V44 H0 V10 A10 10 0 0 1 10 0 Z"/></clipPath>"#))
        #expect(svg.contains(##"<rect width="100" height="44" clip-path="url(#corners1)" fill="#FFFFFF"/>"##))
        // All four corners stay a plain rounded rect.
        node.maskedCorners = RenderNode.allCorners
        tree.nodes[1] = node
        #expect(SVGRenderer.svg(of: tree).contains(##"<rect width="100" height="44" rx="10" fill="#FFFFFF"/>"##))
    }

    // MARK: Accessories

    /// The symbol names drawn in the cell's accessory, leading to trailing.
    func accessorySymbols(_ cell: UITableViewCell) -> [String] {
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: cell)
        return tree.depthFirst.filter { $0.kind == "TableCellAccessoryView" }
            .flatMap { tree.subtree(of: $0.id).compactMap { tree[$0]?.image?.symbolName } }
    }

    @Test func accessoryTypes_areDrawnAsSymbols_inTheTrailingAccessoryArea() throws {
        let scene = insetGroupedScene(style: .plain)
        let c = try cell(scene, 0, 0)   // 300 × 44
        let expected: [(UITableViewCell.AccessoryType, [String], CGRect)] = [
            (.disclosureIndicator, ["chevron.forward"], CGRect(x: 270, y: 12, width: 20, height: 20)),
            (.checkmark, ["checkmark"], CGRect(x: 270, y: 12, width: 20, height: 20)),
            (.detailButton, ["info.circle"], CGRect(x: 268, y: 11, width: 22, height: 22)),
            (.detailDisclosureButton, ["info.circle", "chevron.forward"], CGRect(x: 240, y: 11, width: 50, height: 22)),
            (.none, [], .zero),
        ]
        for (type, symbols, frame) in expected {
            c.accessoryType = type
            c.layoutIfNeeded()
            #expect(accessorySymbols(c) == symbols, "\(type)")
            #expect((c.standardAccessory?.frame ?? .zero) == frame, "\(type)")
        }
        c.accessoryType = .disclosureIndicator
        c.layoutIfNeeded()
        let chevron = try #require(c.standardAccessory?.subviews.first as? UIImageView)
        #expect(chevron.tintColor == .tertiaryLabel)
        #expect(!c.standardAccessory!.isAccessibilityElement)
        // Nothing is drawn as text: the only text in the cell is its label.
        let texts = ViewControllerKit.RenderTreeBuilder().tree(of: c).depthFirst.compactMap(\.text).flatMap(\.lines).map(\.text)
        #expect(texts == ["Single"])
    }

    @Test func editingHidesTheAccessory_unlessAnEditingAccessory_andAnAccessoryViewReplacesIt() throws {
        let scene = insetGroupedScene(style: .plain)
        let c = try cell(scene, 0, 0)
        c.accessoryType = .disclosureIndicator
        c.setEditing(true, animated: false)
        c.layoutIfNeeded()
        #expect(accessorySymbols(c).isEmpty)
        c.editingAccessoryType = .checkmark
        c.layoutIfNeeded()
        #expect(accessorySymbols(c) == ["checkmark"])
        c.setEditing(false, animated: false)
        c.accessoryView = UISwitch()
        c.layoutIfNeeded()
        #expect(accessorySymbols(c).isEmpty)
        #expect(c.standardAccessory == nil)
    }

    @Test func svg_drawsChevronCheckmarkAndInfoAsShapes() {
        var tree = RenderTree(root: 1, nodes: [:])
        var node = RenderNode(id: 1)
        node.frame = RenderRect(x: 0, y: 0, width: 20, height: 20)
        let tint = RenderColor(red: 0, green: 122, blue: 255)
        for (symbol, element) in [("chevron.forward", "<polyline"), ("checkmark", "<polyline"), ("info.circle", "<circle")] {
            node.image = RenderImage(name: "symbol:\(symbol)", rect: RenderRect(x: 0, y: 0, width: 20, height: 20), tint: tint)
            tree.nodes[1] = node
            let svg = SVGRenderer.svg(of: tree)
            #expect(svg.contains("\(element) data-image=\"symbol:\(symbol)\""), "\(symbol)")
            #expect(!svg.contains("<text"))
        }
        node.image = RenderImage(name: "symbol:chevron.forward", rect: RenderRect(x: 0, y: 0, width: 20, height: 20), tint: tint)
        tree.nodes[1] = node
        #expect(SVGRenderer.svg(of: tree).contains(#"points="7.6,4 13.6,10 7.6,16""#))
    }
}
