import Foundation

/// A place in a text input's document (UIKit's opaque position class). Positions made by
/// text fields and text views count UTF-16 units from the start of the text.
@preconcurrency @MainActor
open class UITextPosition {
    public init() {}
}

/// A range of a text input's document between two positions; empty when they are equal
/// (an insertion point, the caret).
@preconcurrency @MainActor
open class UITextRange {
    public init() {}
    open var isEmpty: Bool { start.utf16Offset == end.utf16Offset }
    open var start: UITextPosition { UITextPosition() }
    open var end: UITextPosition { UITextPosition() }
}

/// A position of a text field or text view: its UTF-16 offset.
@MainActor
final class IndexedTextPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
}

/// A range of a text field or text view, as an `NSRange` of UTF-16 units.
@MainActor
final class IndexedTextRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) { self.range = range }
    override var start: UITextPosition { IndexedTextPosition(range.location) }
    override var end: UITextPosition { IndexedTextPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }
}

extension UITextPosition {
    /// The offset a text field or text view position stands for (0 for foreign positions).
    var utf16Offset: Int { (self as? IndexedTextPosition)?.offset ?? 0 }
}

/// The part of UIKit's `UITextInput` that text fields and text views provide: the selection
/// as a text range, the document's ends, and position arithmetic in UTF-16 units.
///
/// ```swift
/// if let range = field.selectedTextRange {
///     let caret = field.offset(from: field.beginningOfDocument, to: range.start)
/// }
/// field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
/// ```
///
/// Differs from iOS: marked text, writing direction, geometry queries other than
/// `caretRect(for:)` and the tokenizer are not part of it; the members below are provided
/// by the protocol (not overridable), except `caretRect(for:)`, which the classes declare.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection; nil when there is none (a text field that is not editing). Setting
    /// it moves the caret or selects, and tells the delegate (`…DidChangeSelection`).
    var selectedTextRange: UITextRange? { get set }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func text(in range: UITextRange) -> String?
}

extension UITextInput {
    private var selectionHost: (any TextSelectionHost)? { self as? any TextSelectionHost }
    private var documentLength: Int { selectionHost?.selectionDocument.utf16.count ?? 0 }

    public var selectedTextRange: UITextRange? {
        get { selectionHost?.storedSelection.map(IndexedTextRange.init) }
        set {
            guard let host = selectionHost, host.storedSelection != nil || host.keepsSelectionWhenNotEditing,
                  let range = newValue else { return }
            let start = range.start.utf16Offset, end = range.end.utf16Offset
            host.changeSelection(to: NSRange(location: min(start, end), length: abs(end - start)), notify: true)
        }
    }

    public var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    public var endOfDocument: UITextPosition { IndexedTextPosition(documentLength) }

    /// The range between two positions of the document, in document order; nil when
    /// either is outside it.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let a = fromPosition.utf16Offset, b = toPosition.utf16Offset, length = documentLength
        guard (0...length).contains(a), (0...length).contains(b) else { return nil }
        return IndexedTextRange(NSRange(location: min(a, b), length: abs(b - a)))
    }

    /// The position `offset` UTF-16 units from `position`; nil outside the document.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.utf16Offset + offset
        return (0...documentLength).contains(target) ? IndexedTextPosition(target) : nil
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.utf16Offset - from.utf16Offset
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = position.utf16Offset, b = other.utf16Offset
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    public func text(in range: UITextRange) -> String? {
        guard let document = selectionHost?.selectionDocument else { return nil }
        let start = range.start.utf16Offset, end = range.end.utf16Offset
        guard start >= 0, end <= document.utf16.count, start <= end else { return nil }
        return (document as NSString).substring(with: NSRange(location: start, length: end - start))
    }
}
