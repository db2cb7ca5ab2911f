import Foundation

/// A single line of editable text with an optional border, placeholder, clear button and
/// side views.
///
/// A tap on the field (touch up inside) or `becomeFirstResponder()` starts editing and
/// brings up the software keyboard; keystrokes (`insertText(_:)`, `deleteBackward()`, what
/// `UIKitTesting`'s `type(_:)` calls) go through the delegate as on iOS. The order of every
/// callback is drawn in ``UITextFieldDelegate``.
///
/// ```swift
/// let name = UITextField()
/// name.borderStyle = .roundedRect
/// name.placeholder = "Name"
/// name.returnKeyType = .done
/// name.delegate = self
/// name.addAction(UIAction { _ in validate() }, for: .editingChanged)
/// ```
///
/// The text and the placeholder are drawn by a private label, the border by the layer
/// (rounded rect: 5-point corners, a 0.5-point grey border on the system background; line:
/// a 1-point dark border; bezel: a 1-point grey border). Geometry (see ``textRect(forBounds:)``):
/// the text is inset 7 points at the sides for a rounded rect (2 for line and bezel, 0
/// without a border); the intrinsic height is the font's line height plus 7 points above
/// and below for a rounded rect (2 for line and bezel) — 34 points at 17 pt on iOS, the
/// same formula with our font's metrics here.
///
/// While editing, the caret (or the selection, `selectedTextRange`) is drawn; typing
/// replaces the selection, delete removes it or the character before the caret, and a tap
/// moves the caret to the nearest character boundary (see `TextSelectionHost`).
///
/// Differs from iOS: no magnifier, selection handles or edit menu; `attributedText` keeps
/// the string and its first character's font, colour and alignment.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { [] }

    /// Shows the text (or bullets) or the placeholder.
    let displayLabel = UILabel()
    /// The clear button, shown per ``clearButtonMode`` while there is text.
    let clearButton = UIButton(type: .custom)

    private var storedText = ""
    private var storedFont: UIFont = .systemFont(ofSize: 17)
    /// The selection while editing (nil otherwise), in UTF-16 units (UITextField+Selection).
    var storedSelection: NSRange?
    /// Where a tap that begins editing puts the caret (instead of the end).
    var initialCaret: Int?
    /// The caret and highlight, made when editing first begins.
    var selectionViewIfMade: TextSelectionView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isAccessibilityElement = true
        addSubview(displayLabel)
        clearButton.setTitle("⊗", for: .normal)
        clearButton.setTitleColor(.tertiaryLabel, for: .normal)
        clearButton.accessibilityLabel = "Clear text"
        clearButton.addAction(UIAction { [unowned self] _ in clearButtonTapped() }, for: .touchUpInside)
        addSubview(clearButton)
        updateDisplay()
    }

    // MARK: Content

    /// The text; never nil when read (setting nil empties the field). Setting it from code
    /// sends no events and asks the delegate nothing, as on iOS.
    open var text: String? {
        get { storedText }
        set {
            let text = newValue ?? ""
            guard text != storedText else { return }
            storedText = text
            // Text set in code puts the caret at its end, telling the delegate nothing.
            if storedSelection != nil { changeSelection(to: NSRange(location: text.utf16.count, length: 0), notify: false) }
            contentDidChange()
        }
    }

    /// The text in the field's font and colour. Setting it takes the string and its first
    /// character's font and colour.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storedText, attributes: [.font: storedFont, .foregroundColor: textColor as Any]) }
        set {
            if let newValue, newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { storedFont = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
                if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
                AttributedTextSupport.report(newValue, in: runtimeInUse)
            }
            text = newValue?.string
        }
    }

    /// Grey text shown while the field is empty.
    open var placeholder: String? { didSet { contentDidChange() } }

    /// The placeholder with its attributes (only the string is used for drawing).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }

    /// Whether the font follows the content size category: when true and the font is a
    /// text-style font (`preferredFont(forTextStyle:)` or `UIFontMetrics`), a trait change
    /// to another category re-makes it at the new size — before `traitCollectionDidChange(_:)`
    /// — and the intrinsic content size is invalidated so layout follows. Default false.
    open var adjustsFontForContentSizeCategory = false

    /// The font; setting nil restores the system font at 17 points.
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue ?? .systemFont(ofSize: 17); contentDidChange() }
    }

    /// The text colour (default `.label`; nil draws `.label`).
    open var textColor: UIColor? = .label { didSet { updateDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { updateDisplay() } }

    open var borderStyle: BorderStyle = .none {
        didSet { applyBorder(); contentDidChange() }
    }

    open var clearButtonMode: ViewMode = .never { didSet { contentDidChange() } }
    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0

    open var leftView: UIView? {
        didSet { replaceSideView(oldValue, with: leftView) }
    }
    open var leftViewMode: ViewMode = .never { didSet { contentDidChange() } }
    open var rightView: UIView? {
        didSet { replaceSideView(oldValue, with: rightView) }
    }
    open var rightViewMode: ViewMode = .never { didSet { contentDidChange() } }

    /// Told about editing; see ``UITextFieldDelegate`` for the order.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is first responder and being edited.
    public internal(set) var isEditing = false {
        didSet { if isEditing != oldValue { contentDidChange() } }
    }

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
    open var isSecureTextEntry = false { didSet { updateDisplay() } }
    open var textContentType: UITextContentType! = nil

    /// The text, as VoiceOver reads a field's value (bullets for secure entry).
    open override var accessibilityValue: String? {
        get { storedAccessibilityValue ?? displayedText }
        set { storedAccessibilityValue = newValue }
    }

    open override var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? placeholder }
        set { storedAccessibilityLabel = newValue }
    }

    // MARK: Drawing and geometry

    private var displayedText: String {
        isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateDisplay()
    }

    private func updateDisplay() {
        let showsPlaceholder = storedText.isEmpty
        displayLabel.text = showsPlaceholder ? placeholder : displayedText
        displayLabel.font = storedFont
        displayLabel.textColor = showsPlaceholder ? .placeholderText : (textColor ?? .label)
        displayLabel.textAlignment = textAlignment
        clearButton.isHidden = !shows(clearButtonMode) || storedText.isEmpty
        leftView?.isHidden = !shows(leftViewMode)
        rightView?.isHidden = !shows(rightViewMode)
    }

    /// Whether a view with `mode` shows in the current editing state.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    private func replaceSideView(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        contentDidChange()
    }

    private func applyBorder() {
        switch borderStyle {
        case .none:
            layer.borderWidth = 0; layer.cornerRadius = 0
        case .line:
            layer.borderWidth = 1; layer.borderColor = UIColor.label.cgColor; layer.cornerRadius = 0
        case .bezel:
            layer.borderWidth = 1; layer.borderColor = UIColor.systemGray.cgColor; layer.cornerRadius = 0
        case .roundedRect:
            layer.borderWidth = 0.5; layer.borderColor = UIColor.systemGray4.cgColor; layer.cornerRadius = 5
            if backgroundColor == nil { backgroundColor = .systemBackground }
        }
    }

    /// The text's side inset and the padding above and below the line, per border style.
    private var padding: (horizontal: CGFloat, vertical: CGFloat) {
        switch borderStyle {
        case .none: (0, 0)
        case .line, .bezel: (2, 2)
        case .roundedRect: (7, 7)
        }
    }

    /// The clear button's size: UIKit's 19-point circle.
    static let clearButtonSide: CGFloat = 19

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn: the bounds less the shown side views and clear button,
    /// inset per border style.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: padding.horizontal, dy: 0)
        if leftView != nil, shows(leftViewMode) {
            rect.origin.x = max(rect.minX, leftViewRect(forBounds: bounds).maxX)
        }
        var right = bounds.maxX - padding.horizontal
        if rightView != nil, shows(rightViewMode) {
            right = min(right, rightViewRect(forBounds: bounds).minX)
        }
        if shows(clearButtonMode), !storedText.isEmpty {
            right = min(right, clearButtonRect(forBounds: bounds).minX)
        }
        rect.size.width = max(0, right - rect.minX)
        return rect
    }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        var maxX = bounds.maxX - (borderStyle == .roundedRect ? 5 : padding.horizontal)
        if rightView != nil, shows(rightViewMode) { maxX = rightViewRect(forBounds: bounds).minX }
        return CGRect(x: maxX - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = Self.size(of: leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = Self.size(of: rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private static func size(of view: UIView) -> CGSize {
        if view.bounds.size != .zero { return view.bounds.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        displayLabel.frame = storedText.isEmpty ? placeholderRect(forBounds: bounds)
            : isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        clearButton.frame = clearButtonRect(forBounds: bounds)
        if let leftView { leftView.frame = leftViewRect(forBounds: bounds) }
        if let rightView { rightView.frame = rightViewRect(forBounds: bounds) }
        if isEditing || selectionViewIfMade != nil { layoutSelection(caretRect: caretRect(for:)) }
    }

    /// The caret's rectangle at `position`: 2 points wide, the line's height, centred on the
    /// character boundary. Override to move or hide the caret (`.zero` hides it).
    open func caretRect(for position: UITextPosition) -> CGRect { caretRect(forOffset: position.utf16Offset) }

    /// The wider of the text and the placeholder, plus the padding, shown side views and
    /// clear button; the font's line height plus the vertical padding (or a taller side view).
    open override var intrinsicContentSize: CGSize {
        let scale = screenScale
        func width(_ string: String?) -> CGFloat {
            guard let string, !string.isEmpty else { return 0 }
            return ViewControllerKit.TextLayout(text: string, font: storedFont, numberOfLines: 1, lineBreakMode: .byClipping)
                .size(roundedToScale: scale).width
        }
        let lineHeight = ceil(storedFont.lineHeight * scale) / scale
        var size = CGSize(width: max(width(displayedText), width(placeholder)) + 2 * padding.horizontal,
                          height: lineHeight + 2 * padding.vertical)
        for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
            guard let view, shows(mode) else { continue }
            let side = Self.size(of: view)
            size.width += side.width
            size.height = max(size.height, side.height)
        }
        if shows(clearButtonMode), !storedText.isEmpty { size.width += Self.clearButtonSide + 5 }
        return size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Editing (overridable; the work is in UITextField+Editing.swift)

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing: `textFieldShouldBeginEditing`, the previous first responder
    /// resigns, `textFieldDidBeginEditing`, `.editingDidBegin`, the notification, the keyboard.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingSession() }

    /// Ends editing: `textFieldShouldEndEditing`, `textFieldDidEndEditing(_:reason:)`,
    /// `.editingDidEnd`, the notification, the keyboard hides.
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingSession() }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        windowDidChange()
    }

    /// A tap that lifts inside the field starts editing with the caret at the tapped
    /// character boundary; in a field already editing, it moves the caret there.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        let tapped: Int? = touch.map { self.offset(nearest: $0.location(in: self)) }
        if !isFirstResponder {
            initialCaret = tapped
            becomeFirstResponder()
            initialCaret = nil
        } else if let tapped {
            changeSelection(to: NSRange(location: tapped, length: 0), notify: true)
        }
    }

    // MARK: UIKeyInput

    public var hasText: Bool { !storedText.isEmpty }

    /// A keystroke (the return key types "\n"); see ``UITextFieldDelegate`` for the order.
    open func insertText(_ text: String) { typeText(text) }

    /// The delete key: removes the last character if the delegate agrees.
    open func deleteBackward() { deleteLastCharacter() }
}
