import Testing
import UIKit
import UIKitTesting

/// `UIAlertController.addTextField(configurationHandler:)` and `textFields`: layout below
/// the message, the first field focused when the alert appears, the alert moving above
/// the keyboard, typing read back in an action's handler.
@Suite @MainActor struct AlertTextFieldTests {
    private static func nameAlert(typed: @escaping @MainActor (String?) -> Void) -> UIAlertController {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.accessibilityIdentifier = "name"
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default) { [unowned alert] _ in typed(alert.textFields?.first?.text) })
        return alert
    }

    @Test func addTextField_runsTheHandlerAtOnce_textFieldsInOrder_nilWhenNone() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        var configured: [String] = []
        alert.addTextField { _ in configured.append("user") }
        #expect(configured == ["user"])
        alert.addTextField { field in configured.append("password"); field.isSecureTextEntry = true }
        alert.addTextField()
        #expect(configured == ["user", "password"])
        #expect(alert.textFields?.map(\.isSecureTextEntry) == [false, true, false])
    }

    @Test func actionSheet_raisesUIKitsException_andAddsNoField() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        host.expectException(containing: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert") {
            sheet.addTextField()
        }
        #expect(sheet.textFields == nil)
    }

    @Test func presented_fieldBelowMessage_focused_alertCentredAboveKeyboard_typedTextReachesTheHandler() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let presenter = UIViewController()
        host.show(presenter)
        var typed: String?
        let alert = Self.nameAlert { typed = $0 }
        presenter.present(alert, animated: true)
        host.runUntilIdle()
        let field = try #require(alert.textFields?.first)
        #expect(field.isFirstResponder && host.keyboard.phase == .shown && host.keyboard.input === field)
        #expect(field.frame == CGRect(x: 16, y: 78, width: 238, height: 30))
        // 78 header + 30 field + 16 + 44 buttons; centred between the safe-area top (47)
        // and the keyboard's top (508).
        #expect(alert.view.frame == CGRect(x: 60, y: 193.5, width: 270, height: 168))
        let buttons = alert.view.subviews.compactMap { $0 as? UIControl }.filter { !($0 is UITextField) }
        #expect(buttons.map(\.frame) == [CGRect(x: 0, y: 124, width: 135, height: 44), CGRect(x: 135, y: 124, width: 135, height: 44)])
        try host.type("Ada")
        try host.tapAlertAction("Save")
        host.runUntilIdle()
        #expect(typed == "Ada")
        #expect(presenter.presentedViewController == nil && host.keyboard.phase == .hidden && !field.isEditing)
    }

    @Test func dismissedAlert_andItsTextFields_areFreed() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let presenter = UIViewController()
        host.show(presenter)
        weak var weakAlert: UIAlertController?
        weak var weakField: UITextField?
        do {
            let alert = Self.nameAlert { _ in }
            weakAlert = alert
            weakField = alert.textFields?.first
            presenter.present(alert, animated: true)
            host.runUntilIdle()
            try host.tapAlertAction("Cancel")
            host.runUntilIdle()
        }
        #expect(weakAlert == nil && weakField == nil)
        #expect(host.keyboard.input == nil)
    }
}
