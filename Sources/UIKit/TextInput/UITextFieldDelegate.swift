import Foundation

/// What a text field asks and tells as it is edited. Every method has a default (the
/// `should` ones answer true).
///
/// Order for a tap on a field (or `becomeFirstResponder()`), typing, return, and the end:
/// ```
/// textFieldShouldBeginEditing ─► [the previous first responder resigns]
///   ─► textFieldDidBeginEditing ─► .editingDidBegin ─► textDidBeginEditingNotification
///   ─► keyboardWillChangeFrame, keyboardWillShow
/// each keystroke: textField(_:shouldChangeCharactersIn:replacementString:) ─► the text
///   changes ─► .editingChanged ─► textDidChangeNotification
/// return: textFieldShouldReturn ─► (true) .editingDidEndOnExit + .primaryActionTriggered
///   ─► resigns when an action for .editingDidEndOnExit exists
/// resign: textFieldShouldEndEditing ─► textFieldDidEndEditing(_:reason:) ─► .editingDidEnd
///   ─► textDidEndEditingNotification ─► keyboardWillChangeFrame, keyboardWillHide
/// ```
/// A forced end (`endEditing(true)`, the field leaving its window) skips
/// `textFieldShouldEndEditing`.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Before editing begins; false keeps the field from becoming first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// After the field became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Before the field resigns; false keeps it editing (unless the end is forced).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// After editing ended (called by the default `textFieldDidEndEditing(_:reason:)`).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// After editing ended, with why; the default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Before typed (or deleted) text replaces `range` (UTF-16) with `string`; false refuses it.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Declared for source compatibility; not called (no selection is modelled).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Before the clear button empties the field; false keeps the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// When the return key is tapped; see the type's order.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    /// Posted (object: the field) after it became first responder.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) after its text changed by typing, deleting or clearing.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) after it stopped being first responder.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
