import Foundation

extension UIView {
    /// Makes the first responder resign when it is this view or inside it, and returns
    /// whether it did. With `force`, a text field's `textFieldShouldEndEditing` is not
    /// asked and the field stops editing whatever it would answer, as on iOS.
    ///
    /// ```swift
    /// view.endEditing(true)   // dismiss the keyboard
    /// ```
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder as? UIView, responder.isDescendant(of: self) else {
            return false
        }
        guard force else { return responder.resignFirstResponder() }
        if let field = responder as? UITextField {
            field.forceEndEditing()
            return true
        }
        if let textView = responder as? UITextView {
            textView.forceEndEditing()
            return true
        }
        if !responder.resignFirstResponder() { window.firstResponder = nil }
        return true
    }
}
