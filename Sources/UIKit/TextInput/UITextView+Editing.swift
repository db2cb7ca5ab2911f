import Foundation

/// Editing: first responder and keystrokes, in the order drawn in ``UITextViewDelegate``.
extension UITextView {
    private var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    func beginEditingSession() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if textViewDelegate?.textViewShouldBeginEditing(self) == false { return false }
        let keyboard = runtimeInUse.softwareKeyboard
        keyboard.beginTransfer()
        defer { keyboard.endTransfer() }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        keyboard.inputDidBegin(self)
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    func endEditingSession() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if textViewDelegate?.textViewShouldEndEditing(self) == false { return false }
        guard super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    /// Ends editing without asking the delegate (`endEditing(true)`).
    func forceEndEditing() {
        guard isEditing else { return }
        if isFirstResponder { window?.firstResponder = nil }
        finishEditing()
    }

    func windowDidChange() {
        if window == nil, isEditing { finishEditing() }
    }

    private func finishEditing() {
        guard isEditing else { return }
        let keyboard = runtimeInUse.softwareKeyboard
        isEditing = false
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        keyboard.inputDidEnd(self)
    }

    func typeText(_ string: String) {
        let current = text ?? ""
        replace(NSRange(location: current.utf16.count, length: 0), with: string, newText: current + string)
    }

    func deleteLastCharacter() {
        let current = text ?? ""
        guard let last = current.last else { return }
        let length = String(last).utf16.count
        replace(NSRange(location: current.utf16.count - length, length: length), with: "", newText: String(current.dropLast()))
    }

    private func replace(_ range: NSRange, with string: String, newText: String) {
        if textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) == false { return }
        text = newText
        scrollToEnd()
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}
