import Foundation

/// Editing: first responder, keystrokes, return and the clear button, in the order drawn
/// in ``UITextFieldDelegate``.
extension UITextField {
    /// `becomeFirstResponder()`: asks the delegate, takes first responder from the current
    /// one (which may refuse), then reports the start of editing and brings up the keyboard.
    func beginEditingSession() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if delegate?.textFieldShouldBeginEditing(self) == false { return false }
        let keyboard = runtimeInUse.softwareKeyboard
        keyboard.beginTransfer()
        defer { keyboard.endTransfer() }
        guard super.becomeFirstResponder() else { return false }
        if clearsOnBeginEditing { text = "" }
        isEditing = true
        // The caret starts at the end (or where the tap was), without a selection callback.
        changeSelection(to: NSRange(location: initialCaret ?? (text ?? "").utf16.count, length: 0), notify: false)
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        keyboard.inputDidBegin(self)
        return true
    }

    /// `resignFirstResponder()`: asks the delegate whether editing may end; if so, resigns
    /// and reports the end.
    func endEditingSession() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if delegate?.textFieldShouldEndEditing(self) == false { return false }
        guard super.resignFirstResponder() else { return false }
        finishEditing(reason: .committed)
        return true
    }

    /// Ends editing without asking the delegate (`endEditing(true)`, leaving the window).
    func forceEndEditing() {
        guard isEditing else { return }
        if isFirstResponder { window?.firstResponder = nil }
        finishEditing(reason: .committed)
    }

    private func finishEditing(reason: DidEndEditingReason) {
        guard isEditing else { return }
        let keyboard = runtimeInUse.softwareKeyboard
        isEditing = false
        changeSelection(to: nil, notify: false)
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        keyboard.inputDidEnd(self)
    }

    /// A field that leaves its window while editing ends editing, even if its delegate
    /// would refuse (the window has already taken first responder away).
    func windowDidChange() {
        if window == nil, isEditing { finishEditing(reason: .committed) }
    }

    // MARK: Keys

    /// `insertText(_:)`: "\n" is the return key; other text is offered to the delegate as a
    /// replacement of the selection (the empty range at the caret), then put there.
    func typeText(_ string: String) {
        if string == "\n" { return returnKeyTapped() }
        apply(.typing(string, into: text ?? "", at: storedSelection))
    }

    /// `deleteBackward()`: offers the removal of the selection, or of the character before
    /// the caret, to the delegate. Nothing happens (and the delegate is not asked) when
    /// there is nothing before the caret, as on iOS.
    func deleteLastCharacter() {
        if let edit = KeyEdit.deleting(from: text ?? "", at: storedSelection) { apply(edit) }
    }

    /// The delegate's `shouldChangeCharactersIn`, the text, the caret after the change
    /// (`textFieldDidChangeSelection`), then `.editingChanged` and the notification.
    private func apply(_ edit: KeyEdit) {
        if delegate?.textField(self, shouldChangeCharactersIn: edit.range, replacementString: edit.replacement) == false { return }
        text = edit.result
        if storedSelection != nil {
            storedSelection = NSRange(location: edit.caret, length: 0)
            setNeedsSelectionDisplay()
            selectionDidChange()
        }
        reportTextChange()
    }

    private func reportTextChange() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    private func returnKeyTapped() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsOnExit = registrations.contains { $0.events.contains(.editingDidEndOnExit) }
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if endsOnExit { resignFirstResponder() }
    }

    /// The clear button: asks `textFieldShouldClear`, then empties the field and reports
    /// the change like a keystroke; a field not editing begins editing first.
    func clearButtonTapped() {
        if !isEditing { becomeFirstResponder() }
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        reportTextChange()
    }
}
