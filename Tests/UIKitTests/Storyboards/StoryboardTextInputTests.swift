import Foundation
import Testing
import UIKit
import UIKitTesting

/// Text fields and text views from a storyboard load as their UIKit classes with their
/// written properties and `<textInputTraits>`.
@Suite @MainActor struct StoryboardTextInputTests {
    @Test func textFieldsAndTextView_loadWithTheirPropertiesAndTraits() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = try #require(UIStoryboard(name: "TextInput", bundle: .module).instantiateInitialViewController())
        controller.loadViewIfNeeded()
        let subviews = controller.view.subviews
        #expect(subviews.map { "\(type(of: $0))" } == ["UITextField", "UITextField", "UITextView"])
        let email = try #require(subviews[0] as? UITextField)
        #expect(email.text == "ada@example.com" && email.placeholder == "Email")
        #expect(email.borderStyle == .roundedRect && email.clearButtonMode == .whileEditing && email.minimumFontSize == 17)
        #expect(email.font == .systemFont(ofSize: 14) && email.accessibilityIdentifier == "email")
        #expect(email.keyboardType == .emailAddress && email.returnKeyType == .next && email.autocapitalizationType == .none)
        #expect(email.autocorrectionType == .no && email.textContentType == .emailAddress && !email.isSecureTextEntry)
        let password = try #require(subviews[1] as? UITextField)
        #expect(password.borderStyle == .line && password.textAlignment == .center)
        #expect(password.isSecureTextEntry && password.returnKeyType == .done && password.text == "")
        let terms = try #require(subviews[2] as? UITextView)
        #expect(terms.text == "Terms and conditions" && !terms.isEditable && terms.isSelectable)
        #expect(terms.font == .systemFont(ofSize: 14) && terms.autocapitalizationType == .sentences)
        #expect(!host.takeDiagnostics().contains { $0.message.contains("not available yet") })
    }
}
