import Foundation

/// The direction text is written in (UIKit's raw values; Linux Foundation does not declare it).
public enum NSWritingDirection: Int, Sendable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// A paragraph's layout settings, the value of the `.paragraphStyle` attribute. Immutable:
/// change a ``NSMutableParagraphStyle``, usually made with
/// `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`.
///
/// Here a label or text field takes its alignment and line break mode from the paragraph
/// style of its attributed text's first character, as on iOS; spacing, indents and line
/// heights are kept and read back but not laid out (``AttributedTextSupport``).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The default style (natural alignment, word wrapping, no spacing): a new instance on
    /// each read, so no shared state leaks between hosts.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The writing direction of `languageName`'s script: natural here (no locale data).
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection { .natural }

    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public internal(set) var tailIndent: CGFloat = 0
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var baseWritingDirection: NSWritingDirection = .natural
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    public internal(set) var hyphenationFactor: Float = 0
    public internal(set) var defaultTabInterval: CGFloat = 0
    public internal(set) var allowsDefaultTighteningForTruncation = false

    public override init() { super.init() }

    /// A style with every setting of `other`.
    init(copying other: NSParagraphStyle) {
        super.init()
        setParagraphStyleValues(from: other)
    }

    /// Copies every setting of `other` into this style.
    func setParagraphStyleValues(from other: NSParagraphStyle) {
        lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing
        alignment = other.alignment
        firstLineHeadIndent = other.firstLineHeadIndent
        headIndent = other.headIndent
        tailIndent = other.tailIndent
        lineBreakMode = other.lineBreakMode
        minimumLineHeight = other.minimumLineHeight
        maximumLineHeight = other.maximumLineHeight
        baseWritingDirection = other.baseWritingDirection
        lineHeightMultiple = other.lineHeightMultiple
        paragraphSpacingBefore = other.paragraphSpacingBefore
        hyphenationFactor = other.hyphenationFactor
        defaultTabInterval = other.defaultTabInterval
        allowsDefaultTighteningForTruncation = other.allowsDefaultTighteningForTruncation
    }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(copying: self) }

    /// A ``NSMutableParagraphStyle`` with the same settings.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(copying: self) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return lineSpacing == other.lineSpacing && paragraphSpacing == other.paragraphSpacing
            && alignment == other.alignment && firstLineHeadIndent == other.firstLineHeadIndent
            && headIndent == other.headIndent && tailIndent == other.tailIndent && lineBreakMode == other.lineBreakMode
            && minimumLineHeight == other.minimumLineHeight && maximumLineHeight == other.maximumLineHeight
            && baseWritingDirection == other.baseWritingDirection && lineHeightMultiple == other.lineHeightMultiple
            && paragraphSpacingBefore == other.paragraphSpacingBefore && hyphenationFactor == other.hyphenationFactor
            && defaultTabInterval == other.defaultTabInterval
            && allowsDefaultTighteningForTruncation == other.allowsDefaultTighteningForTruncation
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(lineSpacing)
        hasher.combine(alignment)
        hasher.combine(lineBreakMode)
        hasher.combine(headIndent)
        return hasher.finalize()
    }
}

/// A paragraph style whose settings can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle {
    public override init() { super.init() }
    override init(copying other: NSParagraphStyle) { super.init(copying: other) }

    /// Takes every setting of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { setParagraphStyleValues(from: obj) }

    public override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    public override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    public override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    public override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    public override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    public override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    public override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    public override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    public override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    public override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection } set { super.baseWritingDirection = newValue }
    }
    public override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    public override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue }
    }
    public override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
    public override var defaultTabInterval: CGFloat { get { super.defaultTabInterval } set { super.defaultTabInterval = newValue } }
    public override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation } set { super.allowsDefaultTighteningForTruncation = newValue }
    }
}
