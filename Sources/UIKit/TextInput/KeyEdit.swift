import Foundation

/// One keystroke's edit of a text at its selection: what the delegate is offered (the
/// UTF-16 range and the replacement), the text that results, and where the caret goes.
/// Typing replaces the selection (inserts at the caret); delete removes the selection, or
/// the character before the caret (a whole grapheme, however many UTF-16 units).
struct KeyEdit: Equatable {
    var range: NSRange
    var replacement: String
    var result: String
    /// The caret's UTF-16 offset after the edit.
    var caret: Int

    /// Typing `string` over `selection` in `text` (nil: at the end).
    static func typing(_ string: String, into text: String, at selection: NSRange? = nil) -> KeyEdit {
        let range = clamped(selection, in: text)
        return KeyEdit(range: range, replacement: string, result: replacing(range, in: text, with: string),
                       caret: range.location + string.utf16.count)
    }

    /// The delete key on `text` with `selection` (nil: the caret at the end); nil when
    /// there is nothing to delete (an empty text, or the caret at the start).
    static func deleting(from text: String, at selection: NSRange? = nil) -> KeyEdit? {
        var range = clamped(selection, in: text)
        if range.length == 0 {
            guard range.location > 0 else { return nil }
            let caret = String.Index(utf16Offset: range.location, in: text)
            let start = text.index(before: caret)
            let location = start.utf16Offset(in: text)
            range = NSRange(location: location, length: range.location - location)
        }
        return KeyEdit(range: range, replacement: "", result: replacing(range, in: text, with: ""), caret: range.location)
    }

    /// `selection` inside `text`'s UTF-16 bounds; the end of the text when nil.
    static func clamped(_ selection: NSRange?, in text: String) -> NSRange {
        let length = text.utf16.count
        guard let selection else { return NSRange(location: length, length: 0) }
        let location = min(max(0, selection.location), length)
        return NSRange(location: location, length: min(max(0, selection.length), length - location))
    }

    private static func replacing(_ range: NSRange, in text: String, with string: String) -> String {
        let lower = String.Index(utf16Offset: range.location, in: text)
        let upper = String.Index(utf16Offset: range.location + range.length, in: text)
        return text.replacingCharacters(in: lower..<upper, with: string)
    }
}
