import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The editing session of a text field: delegate, control events, notifications and the
/// keyboard, in UIKit's order (drawn in `UITextFieldDelegate`).
@Suite @MainActor struct TextFieldEditingTests {
    private func makeField(_ id: String = "field", frame: CGRect = CGRect(x: 20, y: 100, width: 200, height: 34)) -> UITextField {
        let field = UITextField(frame: frame)
        field.borderStyle = .roundedRect
        field.accessibilityIdentifier = id
        return field
    }

    /// A shown rounded-rect field "field" with a recording delegate.
    private func editingFixture() -> (UITextField, HeadlessHost, TraceRecorder, RecordingTextFieldDelegate) {
        let field = makeField()
        let host = hostShowing([field])
        let trace = TraceRecorder()
        let delegate = RecordingTextFieldDelegate(trace: trace)
        field.delegate = delegate
        return (field, host, trace, delegate)
    }

    @Test func tap_beginsEditing_delegateThenEventThenNotificationThenKeyboard() throws {
        let (field, host, trace, delegate) = editingFixture()
        defer { withExtendedLifetime((host, delegate)) {} }
        recordEditingEvents(of: field, into: trace)
        let tokens = observeKeyboard(of: host, into: trace, objects: [field])
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }

        try host.tap(identifier: "field")
        #expect(trace.take() == ["shouldBegin", "didBegin firstResponder=true", "editingDidBegin \"\"",
                                 "textField.textDidBeginEditing", "keyboardWillChangeFrame", "keyboardWillShow"])
        #expect(field.isEditing && field.isFirstResponder)
        host.runUntilIdle()
        #expect(trace.take() == ["keyboardDidChangeFrame", "keyboardDidShow"])
    }

    @Test func shouldBeginEditingFalse_refusesFirstResponder_andNoKeyboard() throws {
        let field = makeField()
        let host = hostShowing([field])
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let delegate = RecordingTextFieldDelegate(trace: trace)
        delegate.allowsBegin = false
        field.delegate = delegate
        defer { withExtendedLifetime(delegate) {} }
        #expect(field.becomeFirstResponder() == false)
        #expect(trace.take() == ["shouldBegin"])
        #expect(!field.isFirstResponder && !field.isEditing && !host.keyboard.isVisible)
        #expect(throws: KeyboardSynthesisError.keyboardNotShown) { try host.type("a") }
    }

    @Test func notInWindow_cannotBecomeFirstResponder_andDisabledFieldCannotEither() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let delegate = RecordingTextFieldDelegate(trace: trace)
        let loose = UITextField()
        loose.delegate = delegate
        #expect(loose.canBecomeFirstResponder)
        #expect(loose.becomeFirstResponder() == false)
        loose.isEnabled = false
        #expect(!loose.canBecomeFirstResponder)
        #expect(trace.events == [])
    }

    @Test func typing_asksDelegatePerKeystroke_withUTF16Ranges_thenEditingChangedAndNotification() throws {
        let (field, host, trace, delegate) = editingFixture()
        defer { withExtendedLifetime((host, delegate)) {} }
        recordEditingEvents(of: field, into: trace)
        try host.tap(identifier: "field")
        let tokens = observeKeyboard(of: host, into: trace, objects: [field])
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        trace.take()
        try host.type("a😀b")
        #expect(trace.take() == [
            "shouldChange {0, 0} \"a\" -> true", "editingChanged \"a\"", "textField.textDidChange",
            "shouldChange {1, 0} \"😀\" -> true", "editingChanged \"a😀\"", "textField.textDidChange",
            "shouldChange {3, 0} \"b\" -> true", "editingChanged \"a😀b\"", "textField.textDidChange",
        ])
        try host.tapDelete(count: 2)
        #expect(trace.take() == [
            "shouldChange {3, 1} \"\" -> true", "editingChanged \"a😀\"", "textField.textDidChange",
            "shouldChange {1, 2} \"\" -> true", "editingChanged \"a\"", "textField.textDidChange",
        ])
        #expect(field.text == "a")
    }

    @Test func shouldChangeCharactersFalse_refusesTheKeystroke_noEventNoNotification() throws {
        let field = makeField()
        let host = hostShowing([field])
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let delegate = RecordingTextFieldDelegate(trace: trace)
        delegate.refusedCharacters = .decimalDigits
        field.delegate = delegate
        defer { withExtendedLifetime(delegate) {} }
        recordEditingEvents(of: field, into: trace)
        let tokens = observeKeyboard(of: host, into: trace, objects: [field])
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        try host.type("x1y", into: "field")
        #expect(trace.events(containing: "shouldChange") == ["shouldChange {0, 0} \"x\" -> true",
                                                            "shouldChange {1, 0} \"1\" -> false",
                                                            "shouldChange {1, 0} \"y\" -> true"])
        #expect(trace.events(containing: "editingChanged") == ["editingChanged \"x\"", "editingChanged \"xy\""])
        #expect(trace.events(containing: "textDidChange").count == 2)
        #expect(field.text == "xy")
    }

    @Test func deleteOnEmptyField_asksNothing_changesNothing() throws {
        let (field, host, trace, delegate) = editingFixture()
        defer { withExtendedLifetime((host, delegate)) {} }
        recordEditingEvents(of: field, into: trace)
        try host.tap(identifier: "field")
        trace.take()
        try host.tapDelete()
        #expect(trace.events == [])
        #expect(field.text == "" && !field.hasText)
    }

    @Test func settingTextFromCode_sendsNoEvents_andReadsEmptyNotNil() {
        let field = makeField()
        let host = hostShowing([field])
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        recordEditingEvents(of: field, into: trace)
        #expect(field.text == "")
        field.text = "set"
        field.text = nil
        #expect(field.text == "")
        #expect(trace.events == [])
    }

    @Test func returnKey_withoutEndOnExitAction_asksShouldReturn_sendsPrimaryAction_keepsEditing() throws {
        let (field, host, trace, delegate) = editingFixture()
        defer { withExtendedLifetime((host, delegate)) {} }
        recordEditingEvents(of: field, into: trace)
        try host.tap(identifier: "field")
        trace.take()
        try host.tapReturn()
        #expect(trace.take() == ["shouldReturn", "primaryActionTriggered \"\""])
        #expect(field.isFirstResponder && field.text == "")
        delegate.allowsReturn = false
        try host.tapReturn()
        #expect(trace.take() == ["shouldReturn"])
    }

    @Test func returnKey_withEndOnExitAction_resigns_inUIKitsOrder() throws {
        let (field, host, trace, delegate) = editingFixture()
        defer { withExtendedLifetime((host, delegate)) {} }
        recordEditingEvents(of: field, into: trace)
        field.addAction(UIAction { _ in trace.record("editingDidEndOnExit") }, for: .editingDidEndOnExit)
        try host.tap(identifier: "field")
        host.runUntilIdle()
        let tokens = observeKeyboard(of: host, into: trace, objects: [field])
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        trace.take()
        try host.type("hi")
        trace.take()
        try host.tapReturn()
        #expect(trace.take() == ["shouldReturn", "primaryActionTriggered \"hi\"", "editingDidEndOnExit", "shouldEnd",
                                 "didEnd reason=committed firstResponder=false", "editingDidEnd \"hi\"",
                                 "textField.textDidEndEditing", "keyboardWillChangeFrame", "keyboardWillHide"])
        #expect(!field.isFirstResponder && !field.isEditing)
        host.runUntilIdle()
        #expect(trace.take() == ["keyboardDidChangeFrame", "keyboardDidHide"])
    }

    @Test func shouldEndEditingFalse_keepsEditing_butEndEditingTrueForcesWithoutAsking() throws {
        let field = makeField()
        let host = hostShowing([field])
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let delegate = RecordingTextFieldDelegate(trace: trace)
        delegate.allowsEnd = false
        field.delegate = delegate
        defer { withExtendedLifetime(delegate) {} }
        try host.tap(identifier: "field")
        trace.take()
        let root = host.window.rootViewController!.view!
        #expect(field.resignFirstResponder() == false)
        #expect(root.endEditing(false) == false)
        #expect(trace.take() == ["shouldEnd", "shouldEnd"])
        #expect(field.isFirstResponder && host.keyboard.isVisible)
        #expect(root.endEditing(true))
        #expect(trace.take() == ["didEnd reason=committed firstResponder=false"])
        #expect(!field.isFirstResponder && !field.isEditing && host.keyboard.phase == .hiding)
        #expect(root.endEditing(true) == false)
    }

    @Test func tappingAnotherField_movesEditing_inUIKitsOrder_keyboardStaysUp() throws {
        let first = makeField("first")
        let second = makeField("second", frame: CGRect(x: 20, y: 160, width: 200, height: 34))
        let host = hostShowing([first, second])
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let a = RecordingTextFieldDelegate(trace: trace, name: "first")
        let b = RecordingTextFieldDelegate(trace: trace, name: "second")
        first.delegate = a
        second.delegate = b
        defer { withExtendedLifetime((a, b)) {} }
        try host.tap(identifier: "first")
        host.runUntilIdle()
        let tokens = observeKeyboard(of: host, into: trace)
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        trace.take()
        try host.tap(identifier: "second")
        #expect(trace.take() == ["second shouldBegin", "first shouldEnd", "first didEnd reason=committed firstResponder=false",
                                 "second didBegin firstResponder=true", "keyboardWillShow"])
        host.runUntilIdle()
        #expect(trace.take() == ["keyboardDidShow"])
        #expect(second.isFirstResponder && !first.isEditing && host.keyboard.phase == .shown)
        #expect(host.keyboard.input === second)
    }

    @Test func fieldRemovedWhileEditing_endsEditingEvenIfDelegateRefuses_keyboardHides_andFieldIsFreed() throws {
        weak var weakField: UITextField?
        let trace = TraceRecorder()
        let delegate = RecordingTextFieldDelegate(trace: trace)
        delegate.allowsEnd = false
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        do {
            let field = makeField()
            weakField = field
            field.delegate = delegate
        defer { withExtendedLifetime(delegate) {} }
            host.window.rootViewController!.view.addSubview(field)
            host.pump()
            try host.tap(identifier: "field")
            trace.take()
            field.removeFromSuperview()
        }
        #expect(trace.take() == ["shouldEnd", "didEnd reason=committed firstResponder=false"])
        #expect(host.keyboard.phase == .hiding)
        host.runUntilIdle()
        #expect(host.keyboard.phase == .hidden && host.keyboard.input == nil)
        #expect(weakField == nil)
    }

    @Test func clearButton_shownPerMode_whileThereIsText_tapClearsThroughTheDelegate() throws {
        let field = makeField()
        field.clearButtonMode = .whileEditing
        field.text = "abc"
        let host = hostShowing([field])
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let delegate = RecordingTextFieldDelegate(trace: trace)
        field.delegate = delegate
        defer { withExtendedLifetime(delegate) {} }
        recordEditingEvents(of: field, into: trace)
        #expect(field.clearButton.isHidden)
        try host.tap(identifier: "field")
        host.pump()
        #expect(!field.clearButton.isHidden)
        #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 176, y: 7.5, width: 19, height: 19))
        trace.take()
        try host.tap(label: "Clear text")
        #expect(trace.take() == ["shouldClear", "editingChanged \"\""])
        #expect(field.text == "" && field.clearButton.isHidden && field.isEditing)
        field.text = "x"
        delegate.allowsClear = false
        host.pump()
        try host.tap(label: "Clear text")
        #expect(trace.take() == ["shouldClear"])
        #expect(field.text == "x")
    }
}
