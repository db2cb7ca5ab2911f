import Foundation

/// A text field or text view as the owner of a selection: its document, the selection (in
/// UTF-16 units), how to tell its delegate, and where its lines are drawn. The shared
/// caret and selection behaviour — moving the caret by typing and tapping, drawing it —
/// lives in this protocol's extension so both classes behave the same.
///
///     not editing ──(becomeFirstResponder: caret at the end; a tap: caret at the tap)──►
///     editing: caret or selection ──(typing: replaces the selection, caret after it;
///       ▲        delete: removes it or the character before the caret; a tap: caret at
///       │        the tap; selectedTextRange/selectedRange set)──┐
///       └───────────────────────────────────────────────────────┘
@MainActor
protocol TextSelectionHost: UIView {
    /// The text offsets count in (UTF-16 units).
    var selectionDocument: String { get }
    /// The selection; nil when there is none.
    var storedSelection: NSRange? { get set }
    /// Whether code may set a selection while not editing (a text view keeps one).
    var keepsSelectionWhenNotEditing: Bool { get }
    /// Whether the caret or selection is drawn now (editing).
    var showsSelection: Bool { get }
    /// Where the text's lines are drawn, in the view's coordinates.
    func selectionLineFragments() -> [TextLineFragment]
    /// The view the caret and highlight are drawn in, once made (when editing first begins).
    var selectionViewIfMade: TextSelectionView? { get }
    /// Makes that view and puts it behind the text.
    func makeSelectionView() -> TextSelectionView
    /// Tells the delegate (`textFieldDidChangeSelection` / `textViewDidChangeSelection`).
    func selectionDidChange()
}

/// One drawn line of a text: the UTF-16 range of the document it shows, its box (x where
/// the text starts, the line's height), and the x of each character boundary in it.
struct TextLineFragment: Equatable {
    var range: NSRange
    var rect: CGRect
    /// Character boundaries as (document offset, x in the view), from the line's start to its end.
    var boundaries: [(offset: Int, x: CGFloat)]

    static func == (a: Self, b: Self) -> Bool {
        a.range == b.range && a.rect == b.rect && a.boundaries.elementsEqual(b.boundaries) { $0 == $1 }
    }

    /// Measures `shown` (the text as drawn: bullets for a secure field) standing for the
    /// document range `range`, drawn from `origin` in `font`: each character of `shown`
    /// matches the next character of `document` in the range.
    init(document: String, range: NSRange, shown: String, font: UIFont, origin: CGPoint, lineHeight: CGFloat) {
        self.range = range
        var boundaries: [(Int, CGFloat)] = [(range.location, origin.x)]
        let documentStart = String.Index(utf16Offset: range.location, in: document)
        var documentIndex = documentStart
        var shownIndex = shown.startIndex
        let end = String.Index(utf16Offset: range.location + range.length, in: document)
        while documentIndex < end, shownIndex < shown.endIndex {
            documentIndex = document.index(after: documentIndex)
            shownIndex = shown.index(after: shownIndex)
            boundaries.append((min(documentIndex, end).utf16Offset(in: document),
                               origin.x + Self.width(of: String(shown[..<shownIndex]), font: font)))
        }
        self.boundaries = boundaries
        rect = CGRect(x: origin.x, y: origin.y, width: (boundaries.last?.1 ?? origin.x) - origin.x, height: lineHeight)
    }

    static func width(of text: String, font: UIFont) -> CGFloat {
        ViewControllerKit.TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byClipping).size.width
    }

    /// The x of `offset` in this line (its nearest boundary at or before it).
    func x(of offset: Int) -> CGFloat {
        boundaries.last { $0.offset <= offset }?.x ?? rect.minX
    }
}

/// UIKit's caret: 2 points wide, as tall as the line, in the tint colour.
extension TextSelectionView {
    static let caretWidth: CGFloat = 2
}

extension TextSelectionHost {
    /// Sets the selection (clamped to the document); when it changes, redraws it and, with
    /// `notify`, tells the delegate.
    func changeSelection(to range: NSRange?, notify: Bool) {
        let clamped = range.map { KeyEdit.clamped($0, in: selectionDocument) }
        guard clamped != storedSelection else { return }
        storedSelection = clamped
        setNeedsSelectionDisplay()
        if notify { selectionDidChange() }
    }

    /// The caret's rectangle at `offset`: the boundary's x in the line holding it.
    func caretRect(forOffset offset: Int) -> CGRect {
        let fragments = selectionLineFragments()
        guard let line = fragments.last(where: { $0.range.location <= offset }) ?? fragments.first else { return .zero }
        return CGRect(x: line.x(of: offset) - TextSelectionView.caretWidth / 2, y: line.rect.minY,
                      width: TextSelectionView.caretWidth, height: line.rect.height)
    }

    /// The document offset nearest to `point`: the line under it (the nearest line above or
    /// below the text), then the nearest character boundary in that line.
    func offset(nearest point: CGPoint) -> Int {
        let fragments = selectionLineFragments()
        guard !fragments.isEmpty else { return 0 }
        let line = fragments.first { point.y < $0.rect.maxY } ?? fragments[fragments.count - 1]
        let nearest = line.boundaries.min { abs($0.x - point.x) < abs($1.x - point.x) }
        return nearest?.offset ?? line.range.location
    }

    /// The highlight rectangles of `range`: one per line it covers.
    func highlightRects(for range: NSRange) -> [CGRect] {
        selectionLineFragments().compactMap { line in
            let start = max(range.location, line.range.location)
            let end = min(range.location + range.length, line.range.location + line.range.length)
            guard start < end else { return nil }
            let x0 = line.x(of: start), x1 = line.x(of: end)
            return CGRect(x: x0, y: line.rect.minY, width: x1 - x0, height: line.rect.height)
        }
    }

    /// Asks for the caret and highlight to be placed again on the next layout.
    func setNeedsSelectionDisplay() {
        selectionViewIfMade?.setNeedsLayout()
        setNeedsLayout()
    }

    /// Places the caret (an empty selection) or the highlight (a selection) while editing;
    /// `caretRect` is the class's overridable `caretRect(for:)`.
    func layoutSelection(caretRect: (UITextPosition) -> CGRect) {
        guard let view = showsSelection ? (selectionViewIfMade ?? makeSelectionView()) : selectionViewIfMade else { return }
        view.frame = CGRect(origin: .zero, size: CGSize(width: max(bounds.width, contentWidth), height: max(bounds.height, contentHeight)))
        guard showsSelection, let selection = storedSelection else { return view.show(caret: nil, highlights: []) }
        if selection.length == 0 {
            view.show(caret: caretRect(IndexedTextPosition(selection.location)), highlights: [])
        } else {
            view.show(caret: nil, highlights: highlightRects(for: selection))
        }
    }

    private var contentWidth: CGFloat { (self as? UIScrollView)?.contentSize.width ?? 0 }
    private var contentHeight: CGFloat { (self as? UIScrollView)?.contentSize.height ?? 0 }
}

/// Draws a text input's caret and selection: a tinted 2-point bar, or tinted translucent
/// rectangles behind the text, one per selected line. It takes no touches.
@MainActor
final class TextSelectionView: UIView {
    let caret = UIView()
    private var highlights: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        caret.isHidden = true
        addSubview(caret)
    }

    required init?(coder: NSCoder) { fatalError("created by text inputs only") }

    /// Shows the caret at `caret` (nil: hidden) and the highlight rectangles.
    func show(caret rect: CGRect?, highlights rects: [CGRect]) {
        let tint = tintColor ?? .systemBlue
        caret.isHidden = rect == nil || rect == .zero
        if let rect { caret.frame = rect }
        caret.backgroundColor = tint
        while highlights.count > rects.count { highlights.removeLast().removeFromSuperview() }
        while highlights.count < rects.count {
            let view = UIView()
            insertSubview(view, at: 0)
            highlights.append(view)
        }
        for (view, rect) in zip(highlights, rects) {
            view.frame = rect
            view.backgroundColor = tint.withAlphaComponent(0.2)
        }
    }

    /// The highlight rectangles shown (for tests).
    var highlightFrames: [CGRect] { highlights.map(\.frame) }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}
