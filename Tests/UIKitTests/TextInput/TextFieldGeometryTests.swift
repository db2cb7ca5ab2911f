import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A text field's intrinsic size (from the same text measurement as labels), its rects,
/// side views, secure entry and what it draws.
@Suite @MainActor struct TextFieldGeometryTests {
    private func lineHeight(_ font: UIFont, scale: CGFloat = 3) -> CGFloat { ceil(font.lineHeight * scale) / scale }

    private func labelWidth(_ text: String, _ font: UIFont) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.text = text
        return label.intrinsicContentSize.width
    }

    @Test func intrinsicSize_isTheWiderOfTextAndPlaceholder_plusPaddingPerBorderStyle() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let font = UIFont.systemFont(ofSize: 17)
        let field = UITextField()
        #expect(field.intrinsicContentSize == CGSize(width: 0, height: lineHeight(font)))
        field.placeholder = "Email address"
        #expect(field.intrinsicContentSize.width == labelWidth("Email address", font))
        field.text = "a"
        #expect(field.intrinsicContentSize.width == labelWidth("Email address", font))
        field.text = "a much longer address than the placeholder"
        #expect(field.intrinsicContentSize.width == labelWidth("a much longer address than the placeholder", font))
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize == CGSize(width: labelWidth("a much longer address than the placeholder", font) + 14,
                                                     height: lineHeight(font) + 14))
        field.borderStyle = .line
        #expect(field.intrinsicContentSize.height == lineHeight(font) + 4)
        field.font = .systemFont(ofSize: 30)
        #expect(field.intrinsicContentSize.height == lineHeight(.systemFont(ofSize: 30)) + 4)
    }

    @Test func roundedRect_textRectInsetsSeven_sideViewsAndClearButtonNarrowIt() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        let bounds = field.bounds
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = left
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))   // .never
        field.leftViewMode = .always
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 30, y: 0, width: 163, height: 34))
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.rightViewMode = .unlessEditing
        #expect(field.rightViewRect(forBounds: bounds) == CGRect(x: 176, y: 5, width: 24, height: 24))
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 30, y: 0, width: 146, height: 34))
        field.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 0, y: 7, width: 30, height: 20) && left.superview === field && !left.isHidden)
        #expect(field.intrinsicContentSize == CGSize(width: 14 + 30 + 24, height: 34))
        field.leftView = nil
        #expect(left.superview == nil)
    }

    @Test func viewModes_followEditing() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.accessibilityIdentifier = "field"
        let whileEditing = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let unlessEditing = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        field.leftView = whileEditing
        field.leftViewMode = .whileEditing
        field.rightView = unlessEditing
        field.rightViewMode = .unlessEditing
        let host = hostShowing([field])
        defer { withExtendedLifetime(host) {} }
        #expect(whileEditing.isHidden && !unlessEditing.isHidden)
        try host.tap(identifier: "field")
        #expect(!whileEditing.isHidden && unlessEditing.isHidden)
    }

    @Test func secureTextEntry_drawsBullets_keepsTheText_andPlaceholderIsGrey() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.accessibilityIdentifier = "field"
        field.placeholder = "Password"
        field.isSecureTextEntry = true
        let host = hostShowing([field])
        defer { withExtendedLifetime(host) {} }
        #expect(field.displayLabel.text == "Password" && field.displayLabel.textColor == .placeholderText)
        #expect(field.accessibilityLabel == "Password")
        try host.type("pw1", into: "field")
        #expect(field.text == "pw1")
        #expect(field.displayLabel.text == "•••" && field.displayLabel.textColor == .label)
        #expect(field.accessibilityValue == "•••")
    }

    @Test func traits_defaultAsUIKit_andAreStored() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let field = UITextField()
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        #expect(field.textContentType == nil && !field.isSecureTextEntry && field.borderStyle == .none)
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        field.returnKeyType = .next
        let traits: any UITextInputTraits = field
        #expect(traits.keyboardType == .emailAddress && traits.textContentType == .emailAddress && traits.returnKeyType == .next)
    }

    @Test func roundedRectBorder_isDrawnByTheLayer() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let field = UITextField()
        field.borderStyle = .roundedRect
        #expect(field.layer.cornerRadius == 5 && field.layer.borderWidth == 0.5 && field.backgroundColor == .systemBackground)
        field.borderStyle = .none
        #expect(field.layer.cornerRadius == 0 && field.layer.borderWidth == 0)
    }
}
