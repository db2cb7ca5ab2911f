import Foundation

/// Read-only text, measured with the real font metrics so its intrinsic size is the size
/// the renderers draw.
///
/// Sizing follows UIKit: a one-line label is as wide as its text; a multi-line label wraps
/// at `preferredMaxLayoutWidth`, or at its current width when that is 0 (as Auto Layout's
/// two-pass label sizing does). Sizes are rounded up to the screen's pixel grid.
///
/// ```swift
/// let label = UILabel()
/// label.text = "Hello"
/// label.intrinsicContentSize   // {43.333, 20} at 17 pt DejaVu Sans on a 3× screen
/// ```
@preconcurrency @MainActor
open class UILabel: UIView {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .staticText : [.staticText, .notEnabled] }

    private var storedText: String?
    private var storedFont: UIFont = .systemFont(ofSize: 17)
    private var storedTextColor: UIColor = .label

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpDefaults()
    }

    private func setUpDefaults() {
        isUserInteractionEnabled = false
        isOpaque = false
        isAccessibilityElement = true
    }

    // MARK: Content

    /// The text; nil and "" both mean no text (zero intrinsic size).
    /// Defaults to the text, as UIKit's labels do.
    open override var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? text }
        set { storedAccessibilityLabel = newValue }
    }

    open var text: String? {
        get { storedText }
        set {
            guard newValue != storedText else { return }
            storedText = newValue
            textDidChange()
        }
    }

    /// The text with the label's font and colour. Setting it takes the string and, as on
    /// iOS, the label's font, colour, alignment and line break mode from its first
    /// character's attributes; other attributes are not drawn (said once, see
    /// `AttributedTextSupport`).
    open var attributedText: NSAttributedString? {
        get {
            storedText.map { NSAttributedString(string: $0, attributes: [.font: storedFont, .foregroundColor: storedTextColor]) }
        }
        set {
            if let newValue, newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { storedFont = font }
                if let color = attributes[.foregroundColor] as? UIColor { storedTextColor = color }
                if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
                    textAlignment = style.alignment
                    lineBreakMode = style.lineBreakMode
                }
                AttributedTextSupport.report(newValue, in: runtimeInUse)
            }
            storedText = newValue?.string
            textDidChange()
        }
    }

    /// Whether the font follows the content size category: when true and the font is a
    /// text-style font (`preferredFont(forTextStyle:)` or `UIFontMetrics`), a trait change
    /// to another category re-makes it at the new size — before `traitCollectionDidChange(_:)`
    /// — and the intrinsic content size is invalidated so layout follows. Default false.
    open var adjustsFontForContentSizeCategory = false

    /// The font; setting nil restores the default, the system font at 17 pt.
    open var font: UIFont! {
        get { storedFont }
        set {
            let font = newValue ?? .systemFont(ofSize: 17)
            appearancePropertyDidSet(\.font, to: newValue)
            // A text-style font equals the fixed one of its size but follows Dynamic Type.
            guard font != storedFont || font.dynamicType != storedFont.dynamicType else { return }
            storedFont = font
            textDidChange()
        }
    }

    /// The text colour; setting nil restores the default, `.label`.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            setNeedsDisplay()
            appearancePropertyDidSet(\.textColor, to: newValue)
        }
    }

    open var highlightedTextColor: UIColor?
    open var isHighlighted = false
    open var isEnabled = true
    open var textAlignment: NSTextAlignment = .natural

    // MARK: Sizing behaviour

    /// The maximum number of lines; 0 means no limit. Default 1.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textDidChange() } }
    }

    /// How text that does not fit is wrapped or cut. Default `.byTruncatingTail`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textDidChange() } }
    }

    /// The colour of a shadow drawn behind the text (nil, the default: none). Kept, not
    /// drawn: said once when a colour is set.
    open var shadowColor: UIColor? {
        didSet {
            guard shadowColor != nil else { return }
            runtimeInUse.diagnostics.unsupported("UILabel.shadowColor", "text is drawn without a shadow")
        }
    }
    /// Where the text shadow falls, in points (UIKit's default: one point up).
    open var shadowOffset = CGSize(width: 0, height: -1)

    /// The width a multi-line label wraps at for its intrinsic size; 0 means its current width.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether a one-line label draws a smaller font (down to `minimumScaleFactor`) when its
    /// text is wider than the label. Affects ``renderedLines``, not the intrinsic size (as on iOS).
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsLayout() }
    }

    /// The smallest font scale `adjustsFontSizeToFitWidth` may use; 0 means no shrinking.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Measuring

    /// The measured text size for the label's settings, pixel-aligned.
    open override var intrinsicContentSize: CGSize {
        measuredSize(wrappingAt: intrinsicWrapWidth, lines: numberOfLines)
    }

    /// The width the intrinsic size wraps at: none for one line, else the preferred maximum
    /// layout width or, without one, the current width (as UIKit does).
    private var intrinsicWrapWidth: CGFloat {
        if numberOfLines == 1 { return 0 }
        return preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
    }

    /// The text's size when wrapped at `size.width` (0 or less: unlimited). A one-line label
    /// reports its whole text width, whatever `size` is, as UIKit's does.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuredSize(wrappingAt: numberOfLines == 1 ? 0 : size.width, lines: numberOfLines)
    }

    /// Where the text is drawn within `bounds` when limited to `numberOfLines` lines (0 = no
    /// limit): at the bounds' origin, the measured size, no larger than the bounds.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = measuredSize(wrappingAt: bounds.width, lines: numberOfLines)
        return CGRect(origin: bounds.origin, size: CGSize(width: min(size.width, bounds.width),
                                                          height: min(size.height, bounds.height)))
    }

    private func measuredSize(wrappingAt width: CGFloat, lines: Int) -> CGSize {
        guard let text = storedText, !text.isEmpty else { return .zero }
        // Auto Layout asks for the intrinsic size several times a pass: remember the last answer.
        let key = MeasureKey(text: text, font: storedFont, width: width, lines: lines, mode: lineBreakMode, scale: screenScale)
        if let lastMeasurement, lastMeasurement.key == key { return lastMeasurement.size }
        let size = ViewControllerKit.TextLayout(text: text, font: storedFont, maxWidth: width, numberOfLines: lines, lineBreakMode: lineBreakMode)
            .size(roundedToScale: key.scale)
        lastMeasurement = (key, size)
        return size
    }

    // MARK: Baselines (Auto Layout's firstBaseline/lastBaseline anchors)

    /// The first line's baseline below the top of the text: the font's ascender.
    override var firstBaselineOffsetFromTop: CGFloat? {
        guard let text = storedText, !text.isEmpty else { return nil }
        return storedFont.ascender
    }

    /// The last line's baseline above the bottom of the measured text.
    override var lastBaselineOffsetFromBottom: CGFloat? {
        guard let text = storedText, !text.isEmpty else { return nil }
        let lineCount = max(1, ViewControllerKit.TextLayout(text: text, font: storedFont, maxWidth: intrinsicWrapWidth,
                                          numberOfLines: numberOfLines, lineBreakMode: lineBreakMode).lines.count)
        let lastBaseline = storedFont.ascender + CGFloat(lineCount - 1) * storedFont.lineHeight
        return intrinsicContentSize.height - lastBaseline
    }

    private struct MeasureKey: Equatable {
        var text: String, font: UIFont, width: CGFloat, lines: Int, mode: NSLineBreakMode, scale: CGFloat
    }

    private var lastMeasurement: (key: MeasureKey, size: CGSize)?

    // MARK: What renderers draw

    /// The font the text is drawn in: `font`, shrunk when `adjustsFontSizeToFitWidth` needs it.
    public var renderedFont: UIFont {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1,
              let text = storedText, bounds.width > 0 else { return storedFont }
        let width = ViewControllerKit.TextLayout(text: text, font: storedFont, numberOfLines: 1, lineBreakMode: .byClipping).size.width
        guard width > bounds.width else { return storedFont }
        // Widths scale linearly with the point size (no hinting), so one division finds the size.
        let scale = max(minimumScaleFactor, bounds.width / width)
        return storedFont.withSize(storedFont.pointSize * scale)
    }

    /// The lines as drawn in the current bounds (a ViewControllerKit addition for renderers
    /// and tests): the label's settings applied at `bounds.width`.
    public var renderedLines: [ViewControllerKit.TextLayout.Line] {
        guard let text = storedText, !text.isEmpty else { return [] }
        let font = renderedFont
        // Renderers ask every frame: remember the last layout (the scale does not matter here).
        let key = MeasureKey(text: text, font: font, width: bounds.width, lines: numberOfLines, mode: lineBreakMode, scale: 0)
        if let lastRendering, lastRendering.key == key { return lastRendering.lines }
        let lines = ViewControllerKit.TextLayout(text: text, font: font, maxWidth: bounds.width, numberOfLines: numberOfLines,
                          lineBreakMode: lineBreakMode).lines
        lastRendering = (key, lines)
        return lines
    }

    private var lastRendering: (key: MeasureKey, lines: [ViewControllerKit.TextLayout.Line])?

    override var debugProperties: [String] {
        var items: [String] = []
        if let text = storedText { items.append("text = \"\(text)\"") }
        if storedFont != .systemFont(ofSize: 17) { items.append("font = \(storedFont.fontName) \(storedFont.pointSize.clean)") }
        if numberOfLines != 1 { items.append("numberOfLines = \(numberOfLines)") }
        return items
    }
}
