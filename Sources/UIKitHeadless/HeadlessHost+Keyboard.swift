import UIKit

/// Why a synthesized keystroke could not be typed.
public enum KeyboardSynthesisError: Error, Equatable, CustomStringConvertible {
    /// The keyboard is not up: no text input is first responder.
    case keyboardNotShown

    public var description: String {
        switch self {
        case .keyboardNotShown: "the keyboard is not shown: no text field or text view is first responder"
        }
    }
}

/// The software keyboard's keys, synthesized: what `UIKitTesting`'s tests type and what the
/// browser host (`UIKitWeb`) turns a page's key presses into — one path for both.
extension HeadlessHost {
    /// Types `text` on the software keyboard, one character per keystroke, into the text
    /// input that has the keyboard — through the real path: each keystroke is an event that
    /// calls the input's `insertText(_:)`, so the delegate is asked
    /// (`textField(_:shouldChangeCharactersIn:replacementString:)` may refuse) and the change
    /// is reported (`.editingChanged`, `textDidChangeNotification`). A "\n" in `text` is the
    /// return key. No time passes.
    ///
    /// Throws ``KeyboardSynthesisError/keyboardNotShown`` when no text input is first responder.
    ///
    /// ```swift
    /// try host.tap(identifier: "name")   // focuses the field, the keyboard comes up
    /// try host.type("Ada")
    /// try host.tapReturn()
    /// ```
    public func type(_ text: String, fileID: String = #fileID, filePath: String = #filePath,
                     line: Int = #line, column: Int = #column) throws {
        try step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            for character in text {
                try keystroke { $0.insertText(String(character)) }
            }
        }
    }

    /// Taps the keyboard's return key: a text field asks `textFieldShouldReturn`, a text
    /// view inserts a line break.
    public func tapReturn(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) throws {
        try type("\n", fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Taps the keyboard's delete key `count` times (`deleteBackward()` on the input).
    public func tapDelete(count: Int = 1, fileID: String = #fileID, filePath: String = #filePath,
                          line: Int = #line, column: Int = #column) throws {
        try step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            for _ in 0..<count { try keystroke { $0.deleteBackward() } }
        }
    }

    /// The software keyboard of this host's runtime (frame, phase, the input it types into).
    public var keyboard: ViewControllerKit.SoftwareKeyboard { runtime.softwareKeyboard }

    /// Delivers one keystroke as an event to the keyboard's input, then lets the run loop settle.
    private func keystroke(_ key: @escaping @MainActor (any UIKeyInput) -> Void) throws {
        guard keyboard.isVisible, let input = keyboard.input as? any UIKeyInput else {
            throw KeyboardSynthesisError.keyboardNotShown
        }
        runtime.runLoop.enqueueEvent { key(input) }
        runtime.runLoop.runUntilIdle()
    }
}
