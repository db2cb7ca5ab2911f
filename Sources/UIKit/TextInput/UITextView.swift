import Foundation

/// Scrollable, multi-line editable text.
///
/// The text wraps at the view's width less ``textContainerInset`` and a 5-point padding
/// each side (UIKit's line-fragment padding); `contentSize` is the wrapped text's height
/// plus the insets, so a long text scrolls. Typing keeps the end of the text in view.
/// With `isScrollEnabled == false` the view sizes itself: its intrinsic height is the
/// text's at its current width (Auto Layout's self-sizing text view).
///
/// ```swift
/// let notes = UITextView()
/// notes.font = .preferredFont(forTextStyle: .body)
/// notes.delegate = self   // a UITextViewDelegate
/// ```
///
/// Editing follows ``UITextViewDelegate``'s order. A caret or selection (`selectedRange`,
/// `selectedTextRange`) is drawn while editing; typing replaces the selection, a tap moves
/// the caret (see `TextSelectionHost`). The text is laid out in ``textContainer``. Differs
/// from iOS: no layout manager; one font and colour for the whole text; a
/// selectable but not editable view does not become first responder; `delegate` is the
/// scroll view's property (typed `UIScrollViewDelegate`), consulted as a
/// `UITextViewDelegate` when it is one — Swift cannot narrow an inherited property's type.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
    /// UIKit's default when no font is set: the system font at 12 points.
    static let defaultFont = UIFont.systemFont(ofSize: 12)
    let textLabel = UILabel()
    private var storedText = ""
    /// The selection in UTF-16 units (UITextView+Selection); kept when not editing.
    var storedSelection: NSRange? = NSRange(location: 0, length: 0)
    /// The caret and highlight, made when editing first begins.
    var selectionViewIfMade: TextSelectionView?

    /// The region the text is laid out in: its padding, line limit and line breaks.
    public let textContainer: NSTextContainer

    public override init(frame: CGRect) {
        textContainer = Self.makeTextContainer()
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        textContainer = Self.makeTextContainer()
        super.init(coder: coder)
        setUp()
    }

    /// A text view laying its text out in `textContainer` (nil: a container of its own, whose
    /// width tracks the view's).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? Self.makeTextContainer()
        super.init(frame: frame)
        setUp()
    }

    private static func makeTextContainer() -> NSTextContainer {
        let container = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        container.widthTracksTextView = true
        return container
    }

    private func setUp() {
        textContainer.owner = self
        isAccessibilityElement = true
        backgroundColor = .systemBackground
        addSubview(textLabel)
        textDidChangeLayout()
    }

    /// The text (never nil when read). Setting it from code tells the delegate nothing.
    open var text: String! {
        get { storedText }
        set {
            let text = newValue ?? ""
            guard text != storedText else { return }
            storedText = text
            // Text set in code puts the caret at its end, telling the delegate nothing.
            changeSelection(to: NSRange(location: text.utf16.count, length: 0), notify: false)
            textDidChangeLayout()
        }
    }

    /// The text with the view's font and colour; setting it takes the string and its first
    /// character's font and colour.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: storedText, attributes: [.font: renderedFont, .foregroundColor: textColor ?? .label]) }
        set {
            if let newValue, newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            }
            text = newValue?.string
        }
    }

    /// Whether the font follows the content size category: when true and the font is a
    /// text-style font (`preferredFont(forTextStyle:)` or `UIFontMetrics`), a trait change
    /// to another category re-makes it at the new size — before `traitCollectionDidChange(_:)`
    /// — and the intrinsic content size is invalidated so layout follows. Default false.
    open var adjustsFontForContentSizeCategory = false

    /// The font (nil: the system font at 12 points, UIKit's default).
    open var font: UIFont? { didSet { textDidChangeLayout() } }
    open var textColor: UIColor? { didSet { textDidChangeLayout() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChangeLayout() } }
    open var isEditable = true
    open var isSelectable = true
    /// Space around the text container (default 8 above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChangeLayout() } }

    /// The attributes text typed next gets; by default the view's font and colour. The view
    /// draws one font and colour for its whole text, so attributes other than those are kept
    /// but not drawn (said once); unlike iOS, a selection change does not reset them.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? [.font: renderedFont, .foregroundColor: textColor ?? .label] }
        set {
            storedTypingAttributes = newValue
            let sameFont = (newValue[.font] as? UIFont).map { $0 == renderedFont } ?? true
            let sameColor = (newValue[.foregroundColor] as? UIColor).map { $0 == (textColor ?? .label) } ?? true
            if !sameFont || !sameColor || newValue.keys.contains(where: { $0 != .font && $0 != .foregroundColor }) {
                runtimeInUse.diagnostics.unsupported("UITextView.typingAttributes",
                                                     "a text view draws its whole text in its own font and colour")
            }
        }
    }
    var storedTypingAttributes: [NSAttributedString.Key: Any]?

    /// The kinds of data (links, phone numbers…) turned into tappable links. Kept, not
    /// detected: nothing is linked here (said once when a kind is set).
    open var dataDetectorTypes: UIDataDetectorTypes = [] {
        didSet {
            guard !dataDetectorTypes.isEmpty else { return }
            runtimeInUse.diagnostics.unsupported("UITextView.dataDetectorTypes", "no data is detected or linked")
        }
    }
    /// The attributes links are drawn with; kept (links are not drawn apart here).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [.foregroundColor: UIColor.link]
    /// Whether the user may change the style of selected text (default false); kept.
    open var allowsEditingTextAttributes = false

    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Whether the view is first responder and being edited.
    public internal(set) var isEditing = false

    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: UITextInputTraits

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType! = nil

    open override var accessibilityValue: String? {
        get { storedAccessibilityValue ?? storedText }
        set { storedAccessibilityValue = newValue }
    }

    // MARK: Layout

    var renderedFont: UIFont { font ?? Self.defaultFont }

    /// Set while ``changingTextAttributes(_:)`` runs: the text is laid out once at its end.
    private var textLayoutDeferred = false
    private var textLayoutPending = false

    /// Runs `body`, which sets several text properties (a storyboard applying a text view's
    /// attributes), laying the text out once afterwards instead of after each property.
    func changingTextAttributes(_ body: () -> Void) {
        textLayoutDeferred = true
        body()
        textLayoutDeferred = false
        if textLayoutPending { textDidChangeLayout() }
    }

    private func textDidChangeLayout() {
        textLayoutPending = textLayoutDeferred
        guard !textLayoutDeferred else { return }
        textLabel.text = storedText
        textLabel.font = renderedFont
        textLabel.textColor = textColor ?? .label
        textLabel.textAlignment = textAlignment
        textLabel.numberOfLines = textContainer.maximumNumberOfLines
        textLabel.lineBreakMode = textContainer.lineBreakMode
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateContentSize()
    }

    /// A property of ``textContainer`` changed: lay the text out again.
    func textContainerDidChange() { textDidChangeLayout() }

    /// The container's width when the view is `width` wide: the view's less the insets while
    /// it tracks the view, its own otherwise.
    private func containerWidth(forWidth width: CGFloat) -> CGFloat {
        textContainer.widthTracksTextView || textContainer.size.width <= 0
            ? max(0, width - textContainerInset.left - textContainerInset.right) : textContainer.size.width
    }

    /// The width the text wraps at: the container's less its line-fragment padding.
    private func wrapWidth(forWidth width: CGFloat) -> CGFloat {
        max(0, containerWidth(forWidth: width) - 2 * textContainer.lineFragmentPadding)
    }

    /// The wrapped text's height at `width` (one line's height when empty), plus the insets.
    private func contentHeight(forWidth width: CGFloat) -> CGFloat {
        let scale = screenScale
        let lineHeight = ceil(renderedFont.lineHeight * scale) / scale
        let measured = storedText.isEmpty ? 0 : ViewControllerKit.TextLayout(
            text: storedText, font: renderedFont, maxWidth: wrapWidth(forWidth: width),
            numberOfLines: textContainer.maximumNumberOfLines,
            lineBreakMode: textContainer.lineBreakMode).size(roundedToScale: scale).height
        return max(lineHeight, measured) + textContainerInset.top + textContainerInset.bottom
    }

    private func updateContentSize() {
        let size = CGSize(width: bounds.width, height: contentHeight(forWidth: bounds.width))
        if contentSize != size { contentSize = size }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSize()
        if textContainer.widthTracksTextView {
            textContainer.size.width = containerWidth(forWidth: bounds.width)
        }
        textLabel.frame = CGRect(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top,
                                 width: wrapWidth(forWidth: bounds.width),
                                 height: contentSize.height - textContainerInset.top - textContainerInset.bottom)
        if isEditing || selectionViewIfMade != nil { layoutSelection(caretRect: caretRect(for:)) }
    }

    /// The caret's rectangle at `position`: 2 points wide, the line's height, centred on the
    /// character boundary. Override to move or hide the caret (`.zero` hides it).
    open func caretRect(for position: UITextPosition) -> CGRect { caretRect(forOffset: position.utf16Offset) }

    /// With scrolling disabled, the text's height at the current width; otherwise none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        return CGSize(width: UIView.noIntrinsicMetric, height: contentHeight(forWidth: bounds.width))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: contentHeight(forWidth: size.width))
    }

    /// Scrolls so the caret (where typing goes) is visible: the end of the content when
    /// the caret is at the end of the text.
    func scrollToCaret() {
        updateContentSize()
        guard isScrollEnabled else { return }
        let caret = storedSelection?.location ?? storedText.utf16.count
        if caret >= storedText.utf16.count {
            scrollRectToVisible(CGRect(x: 0, y: max(0, contentSize.height - 1), width: 1, height: 1), animated: false)
        } else {
            scrollRectToVisible(caretRect(forOffset: caret), animated: false)
        }
    }

    // MARK: Editing (overridable; the work is in UITextView+Editing.swift)

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingSession() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingSession() }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        windowDidChange()
    }

    /// A tap on an editable view puts the caret at the tapped character boundary (telling
    /// the delegate) and starts editing if it has not (the scroll view's own touches pass
    /// up otherwise).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEditable, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        changeSelection(to: NSRange(location: self.offset(nearest: touch.location(in: self)), length: 0), notify: true)
        if !isFirstResponder { becomeFirstResponder() }
    }

    // MARK: UIKeyInput

    public var hasText: Bool { !storedText.isEmpty }

    /// A keystroke (the return key types "\\n"); see ``UITextViewDelegate`` for the order.
    open func insertText(_ text: String) { typeText(text) }

    /// The delete key: removes the last character if the delegate agrees.
    open func deleteBackward() { deleteLastCharacter() }
}
