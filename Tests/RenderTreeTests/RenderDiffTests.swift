import Foundation
import RenderTree
import Testing

/// Diffs carry only what changed, and applying one to the old tree gives the new tree
/// exactly — also after a trip through JSON, as a page receives it.
@Suite struct RenderDiffTests {
    static func node(_ id: RenderNodeID, _ kind: String = "UIView", x: Double = 0, children: [RenderNodeID] = []) -> RenderNode {
        var node = RenderNode(id: id)
        node.kind = kind
        node.frame = RenderRect(x: x, y: 0, width: 100, height: 50)
        node.children = children
        return node
    }

    static func tree(_ nodes: [RenderNode], root: RenderNodeID = 1) -> RenderTree {
        RenderTree(root: root, nodes: Dictionary(uniqueKeysWithValues: nodes.map { ($0.id, $0) }))
    }

    static let old = tree([node(1, "UIWindow", children: [2, 3]), node(2, "UILabel"), node(3, children: [4]), node(4)])

    @Test func noChange_isAnEmptyDiff_encodedAsAnEmptyObject() throws {
        let diff = RenderDiff(from: Self.old, to: Self.old)
        #expect(diff.isEmpty)
        #expect(String(decoding: try RenderJSON.encode(diff), as: UTF8.self) == "{}")
    }

    @Test func firstFrame_insertsEveryNodeInDrawingOrder_andNamesTheRoot() {
        let diff = RenderDiff(from: nil, to: Self.old)
        #expect(diff.root == 1)
        #expect(diff.inserted.map(\.id) == [1, 2, 3, 4])
        #expect(diff.removed.isEmpty && diff.updated.isEmpty)
        #expect(RenderTree(root: 0, nodes: [:]).applying(diff) == Self.old)
    }

    @Test func oneChangedProperty_isAPatchOfThatPropertyOnly() throws {
        var new = Self.old
        new.nodes[2]?.opacity = 0.5
        let diff = RenderDiff(from: Self.old, to: new)
        #expect(diff.inserted.isEmpty && diff.removed.isEmpty && diff.root == nil)
        #expect(diff.updated.map(\.id) == [2])
        #expect(diff.updated.first?.fields == [.opacity])
        #expect(String(decoding: try RenderJSON.encode(diff), as: UTF8.self) == #"{"updated":[{"id":2,"opacity":0.5}]}"#)
        #expect(Self.old.applying(diff) == new)
    }

    @Test func aClearedOptional_isSentAsNull_andClearsItOnApply() throws {
        var before = Self.old
        before.nodes[3]?.background = RenderColor(red: 255, green: 0, blue: 0)
        let diff = RenderDiff(from: before, to: Self.old)
        #expect(String(decoding: try RenderJSON.encode(diff), as: UTF8.self) == #"{"updated":[{"background":null,"id":3}]}"#)
        let decoded = try RenderJSON.decode(RenderDiff.self, from: RenderJSON.encode(diff))
        #expect(decoded == diff)
        #expect(before.applying(decoded) == Self.old)
    }

    @Test func insertRemoveAndReorder_applyToTheNewTree_alsoThroughJSON() throws {
        var new = Self.old
        new.nodes[4] = nil                                   // removed with its parent's list
        new.nodes[3]?.children = []
        new.nodes[5] = Self.node(5, "UIImageView", x: 10)    // inserted
        new.nodes[1]?.children = [3, 5, 2]                    // reordered
        var text = RenderText(font: RenderFont(family: "DejaVu Sans", size: 17, bold: true),
                              color: RenderColor(red: 0, green: 0, blue: 0),
                              lines: [RenderTextLine(text: "Hello", x: 0, baseline: 15.78, width: 43.1)])
        new.nodes[2]?.text = text
        let diff = RenderDiff(from: Self.old, to: new)
        #expect(diff.removed == [4])
        #expect(diff.inserted.map(\.id) == [5])
        #expect(diff.updated.map(\.id) == [1, 3, 2])
        #expect(Self.old.applying(diff) == new)
        let decoded = try RenderJSON.decode(RenderDiff.self, from: RenderJSON.encode(diff))
        #expect(Self.old.applying(decoded) == new)
        text.lines[0].text = "Hello!"
        #expect(Self.old.applying(decoded).nodes[2]?.text != text)
    }

    @Test func aChangedRoot_isNamed() {
        let new = Self.tree([Self.node(9, "UIWindow")], root: 9)
        let diff = RenderDiff(from: Self.old, to: new)
        #expect(diff.root == 9)
        #expect(diff.removed == [1, 2, 3, 4])
        #expect(Self.old.applying(diff) == new)
    }
}
