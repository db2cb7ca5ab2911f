import Foundation
import RenderTree
import Testing

/// The JSON a page reads: compact, defaults left out, every value back as it was.
@Suite struct RenderTreeCodingTests {
    @Test func aPlainNode_writesOnlyItsIdKindAndFrame() throws {
        var node = RenderNode(id: 7)
        node.kind = "UIView"
        node.frame = RenderRect(x: 1.5, y: 2, width: 30, height: 40)
        #expect(String(decoding: try RenderJSON.encode(node), as: UTF8.self) == #"{"frame":[1.5,2,30,40],"id":7,"kind":"UIView"}"#)
    }

    @Test func everyProperty_roundTrips() throws {
        var node = RenderNode(id: 3)
        node.kind = "UILabel"
        node.frame = RenderRect(x: 16, y: 100.333, width: 200, height: 20.333)
        node.transform = RenderTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 10, ty: -4)
        node.opacity = 0.25
        node.isHidden = true
        node.background = RenderColor(red: 0, green: 122, blue: 255, alpha: 128)
        node.cornerRadius = 8
        node.border = RenderBorder(width: 1, color: RenderColor(red: 255, green: 0, blue: 0))
        node.clipsToBounds = true
        node.shadow = RenderShadow(color: RenderColor(red: 0, green: 0, blue: 0), opacity: 0.3, offsetX: 0, offsetY: -3, radius: 3)
        node.fills = [RenderFill(rect: RenderRect(x: 0, y: 44, width: 390, height: 0.333), color: RenderColor(red: 0, green: 0, blue: 0, alpha: 77))]
        node.image = RenderImage(name: "symbol:chevron.backward", rect: RenderRect(x: 0, y: 11, width: 13, height: 21),
                                 tint: RenderColor(red: 0, green: 122, blue: 255))
        node.text = RenderText(font: RenderFont(family: "DejaVu Sans", size: 17, italic: true),
                               color: RenderColor(red: 0, green: 0, blue: 0),
                               lines: [RenderTextLine(text: "A & <b>", x: 0, baseline: 15.78, width: 60.1)])
        node.children = [4, 5]
        let tree = RenderTree(root: 3, nodes: [3: node, 4: RenderNode(id: 4), 5: RenderNode(id: 5)])
        let data = try RenderJSON.encode(tree)
        #expect(try RenderJSON.decode(RenderTree.self, from: data) == tree)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(##""background":"#007AFF80""##))
        #expect(json.contains(#""lines":[{"t":"A & <b>","w":60.1,"x":0,"y":15.78}]"#))
        #expect(json.contains(#""font":{"family":"DejaVu Sans","italic":true,"size":17}"#))
    }

    @Test func aMalformedColour_isADecodingError() {
        #expect(throws: DecodingError.self) {
            try RenderJSON.decode(RenderColor.self, from: Data(#""red""#.utf8))
        }
    }

    @Test func depthFirst_isDrawingOrder() {
        var root = RenderNode(id: 1)
        root.children = [3, 2]
        var three = RenderNode(id: 3)
        three.children = [4]
        let tree = RenderTree(root: 1, nodes: [1: root, 2: RenderNode(id: 2), 3: three, 4: RenderNode(id: 4)])
        #expect(tree.depthFirst.map(\.id) == [1, 3, 4, 2])
        #expect(tree.subtree(of: 3) == [3, 4])
    }

    @Test func rounding_keepsAThousandth_andNoNegativeZero() {
        #expect(RenderRounding.length(15.779296875) == 15.779)
        #expect(RenderRounding.length(-0.0001) == 0)
        #expect(RenderRounding.length(.nan) == 0)
    }
}
