import Foundation

/// One keystroke's edit of a text without a caret: what the delegate is offered (the
/// UTF-16 range and the replacement) and the text that results. Typing appends at the
/// end; delete removes the last character (a whole grapheme, however many UTF-16 units).
struct KeyEdit: Equatable {
    var range: NSRange
    var replacement: String
    var result: String

    /// Typing `string` at the end of `text`.
    static func typing(_ string: String, into text: String) -> KeyEdit {
        KeyEdit(range: NSRange(location: text.utf16.count, length: 0), replacement: string, result: text + string)
    }

    /// The delete key on `text`; nil when there is nothing to delete.
    static func deleting(from text: String) -> KeyEdit? {
        guard let last = text.last else { return nil }
        let length = String(last).utf16.count
        return KeyEdit(range: NSRange(location: text.utf16.count - length, length: length), replacement: "",
                       result: String(text.dropLast()))
    }
}
