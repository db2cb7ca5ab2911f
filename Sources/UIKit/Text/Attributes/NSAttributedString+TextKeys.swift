import Foundation

// The attribute names of UIKit's text (NSAttributedString.Key constants with UIKit's raw
// values; Linux Foundation declares none). `.font`, `.foregroundColor`, `.backgroundColor`
// and `.kern` are in TextEnums.swift. What labels and fields draw of them: AttributedTextSupport.
extension NSAttributedString.Key {
    /// A ``NSParagraphStyle``.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An `Int`: ``NSUnderlineStyle``'s raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A ``UIColor`` (nil: the text colour).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `Int`: ``NSUnderlineStyle``'s raw value.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A `CGFloat` (or `NSNumber`): points above the baseline.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A ``NSShadow``.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A `URL` or `String`.
    public static let link = NSAttributedString.Key("NSLink")
    /// A ``NSTextAttachment``.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// A `CGFloat`: percent of the font size; negative strokes and fills.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// A `CGFloat` (iOS 14): like `.kern`, and kept when lines are tightened.
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
}
