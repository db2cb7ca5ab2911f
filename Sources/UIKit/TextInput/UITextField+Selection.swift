import Foundation

/// The field's caret and selection (the shared behaviour is `TextSelectionHost`'s): one
/// line, the text as drawn (bullets for secure entry) placed per `textAlignment` in the
/// label's frame.
extension UITextField: UITextInput, TextSelectionHost {
    var selectionDocument: String { text ?? "" }
    var keepsSelectionWhenNotEditing: Bool { false }
    var showsSelection: Bool { isEditing }

    func makeSelectionView() -> TextSelectionView {
        let view = TextSelectionView()
        insertSubview(view, belowSubview: displayLabel)
        selectionViewIfMade = view
        return view
    }

    func selectionDidChange() {
        delegate?.textFieldDidChangeSelection(self)
    }

    func selectionLineFragments() -> [TextLineFragment] {
        let document = selectionDocument
        let shown = isSecureTextEntry ? String(repeating: "•", count: document.count) : document
        let font = self.font ?? .systemFont(ofSize: 17)
        let frame = displayLabel.frame
        let width = TextLineFragment.width(of: shown, font: font)
        let x: CGFloat = switch textAlignment {
        case .center: frame.minX + (frame.width - width) / 2
        case .right: frame.maxX - width
        default: frame.minX
        }
        let lineHeight = font.lineHeight
        return [TextLineFragment(document: document, range: NSRange(location: 0, length: document.utf16.count), shown: shown,
                                 font: font, origin: CGPoint(x: x, y: frame.midY - lineHeight / 2), lineHeight: lineHeight)]
    }
}
