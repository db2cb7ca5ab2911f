import Foundation
import RenderTree
import Testing
@testable import UIKit
import UIKitTesting

/// What text fields and text views draw: their text (or placeholder) as a label node, the
/// border from the layer, bullets for secure entry.
@Suite @MainActor struct TextInputRenderingTests {
    private func nodes(_ host: HeadlessHost) -> [RenderNode] {
        ViewControllerKit.RenderTreeBuilder().tree(of: host.window).depthFirst
    }

    @Test func roundedRectField_drawsBorderAndPlaceholder_thenTypedText() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.accessibilityIdentifier = "name"
        let host = hostShowing([field])
        defer { withExtendedLifetime(host) {} }
        let node = try #require(nodes(host).first { $0.kind == "UITextField" })
        #expect(node.cornerRadius == 5 && node.border?.width == 0.5)
        let placeholder = try #require(nodes(host).first { $0.text?.lines.first?.text == "Name" })
        #expect(placeholder.text?.color == RenderColor(UIColor.placeholderText))
        #expect(placeholder.frame.x == 7)
        try host.type("Ada", into: "name")
        host.pump()
        #expect(nodes(host).contains { $0.text?.lines.first?.text == "Ada" })
        #expect(!nodes(host).contains { $0.text?.lines.first?.text == "Name" })
    }

    @Test func secureField_drawsBulletsOnly() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.isSecureTextEntry = true
        field.text = "secret"
        let host = hostShowing([field])
        defer { withExtendedLifetime(host) {} }
        let texts = nodes(host).compactMap { $0.text?.lines.map(\.text).joined() }
        #expect(texts.contains("••••••") && !texts.contains("secret"))
    }

    @Test func textView_drawsItsWrappedLines() throws {
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        textView.text = "first\nsecond"
        let host = hostShowing([textView])
        defer { withExtendedLifetime(host) {} }
        let label = try #require(nodes(host).first { $0.text != nil && $0.frame.x == 5 })
        #expect(label.text?.lines.map(\.text) == ["first", "second"])
    }
}
