import Foundation

/// The text view's caret and selection (the shared behaviour is `TextSelectionHost`'s):
/// the wrapped lines as the text label draws them, in content coordinates. A text view
/// keeps its selection when it is not editing, as UIKit's does.
extension UITextView: UITextInput, TextSelectionHost {
    /// The selection in UTF-16 units. Setting it (clamped to the text) moves the caret or
    /// selects, and tells the delegate (`textViewDidChangeSelection`).
    public var selectedRange: NSRange {
        get { storedSelection ?? NSRange(location: 0, length: 0) }
        set { changeSelection(to: newValue, notify: true) }
    }

    var selectionDocument: String { text ?? "" }
    var keepsSelectionWhenNotEditing: Bool { true }
    var showsSelection: Bool { isEditing }

    func makeSelectionView() -> TextSelectionView {
        let view = TextSelectionView()
        insertSubview(view, belowSubview: textLabel)
        selectionViewIfMade = view
        return view
    }

    func selectionDidChange() {
        (delegate as? any UITextViewDelegate)?.textViewDidChangeSelection(self)
    }

    /// The label's lines matched to the text in order: each wrapped line's characters are
    /// the next ones in the text after the spaces and line breaks a wrap or paragraph
    /// break leaves out.
    func selectionLineFragments() -> [TextLineFragment] {
        let document = selectionDocument, font = renderedFont
        let origin = textLabel.frame.origin, lineHeight = font.lineHeight
        let layout = ViewControllerKit.TextLayout(text: document, font: font, maxWidth: textLabel.frame.width,
                                                  numberOfLines: 0, lineBreakMode: .byWordWrapping)
        var fragments: [TextLineFragment] = []
        var cursor = document.startIndex
        for (index, line) in layout.lines.enumerated() {
            if line.text.isEmpty {
                if cursor < document.endIndex, document[cursor].isNewline { cursor = document.index(after: cursor) }
            } else {
                while cursor < document.endIndex, !document[cursor...].hasPrefix(line.text) { cursor = document.index(after: cursor) }
            }
            let start = cursor.utf16Offset(in: document)
            let length = min(line.text.utf16.count, document.utf16.count - start)
            fragments.append(TextLineFragment(document: document, range: NSRange(location: start, length: length),
                                              shown: line.text, font: font,
                                              origin: CGPoint(x: origin.x, y: origin.y + CGFloat(index) * lineHeight),
                                              lineHeight: lineHeight))
            cursor = String.Index(utf16Offset: start + length, in: document)
        }
        // An empty text has its caret on one empty line.
        if fragments.isEmpty {
            fragments.append(TextLineFragment(document: document, range: NSRange(location: 0, length: 0), shown: "",
                                              font: font, origin: origin, lineHeight: lineHeight))
        }
        return fragments
    }
}

extension UITextView {
    /// Scrolls the least distance that shows the text of `range` (clamped to the text),
    /// without animation; when the range is taller than the view, its start is shown.
    public func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let length = selectionDocument.utf16.count
        let start = min(max(range.location, 0), length)
        let end = min(start + max(range.length, 0), length)
        let first = caretRect(forOffset: start)
        var target = first.union(caretRect(forOffset: end))
        if target.height > bounds.height { target = first }
        scrollRectToVisible(target, animated: false)
    }
}
