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
        setNeedsSelectionDisplay()
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
        setNeedsSelectionDisplay()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        keyboard.inputDidEnd(self)
    }

    /// A keystroke: replaces the selection (inserts at the caret).
    func typeText(_ string: String) {
        apply(.typing(string, into: text ?? "", at: storedSelection))
    }

    /// The delete key: removes the selection, or the character before the caret.
    func deleteLastCharacter() {
        if let edit = KeyEdit.deleting(from: text ?? "", at: storedSelection) { apply(edit) }
    }

    /// `shouldChangeTextIn`, the text, the caret after the change
    /// (`textViewDidChangeSelection`, the caret scrolled into view), then `textViewDidChange`
    /// and the notification.
    private func apply(_ edit: KeyEdit) {
        if textViewDelegate?.textView(self, shouldChangeTextIn: edit.range, replacementText: edit.replacement) == false { return }
        text = edit.result
        storedSelection = NSRange(location: edit.caret, length: 0)
        setNeedsSelectionDisplay()
        textViewDelegate?.textViewDidChangeSelection(self)
        scrollToCaret()
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}
