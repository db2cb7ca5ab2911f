import Foundation

/// What labels and text fields here draw of an attributed string: one font and one colour
/// (the first character's), and the alignment and line break mode of its paragraph style,
/// as UIKit's label and field take them into their own properties. Everything else is kept
/// in the string but not drawn; ``report(_:in:)`` says so once.
enum AttributedTextSupport {
    /// The attributes a label draws (for the whole text, from its first character).
    static let drawn: Set<NSAttributedString.Key> = [.font, .foregroundColor, .paragraphStyle]

    /// The attributes of `text` that are not drawn — other keys, paragraph settings beyond
    /// alignment and line break mode, and fonts or colours that change along the string —
    /// as names; empty when everything is drawn.
    static func undrawn(in text: NSAttributedString) -> [String] {
        var names = Set<String>()
        var firstFont: UIFont?, firstColor: UIColor?, isFirst = true
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, _, _ in
            for key in attributes.keys where !drawn.contains(key) { names.insert(key.rawValue) }
            if let style = attributes[.paragraphStyle] as? NSParagraphStyle, hasLayoutSettings(style) {
                names.insert("NSParagraphStyle spacing and indents")
            }
            let font = attributes[.font] as? UIFont, color = attributes[.foregroundColor] as? UIColor
            if isFirst {
                (firstFont, firstColor, isFirst) = (font, color, false)
            } else {
                if font != firstFont { names.insert("fonts that change along the text") }
                if color != firstColor { names.insert("colours that change along the text") }
            }
        }
        return names.sorted()
    }

    private static func hasLayoutSettings(_ style: NSParagraphStyle) -> Bool {
        style.lineSpacing != 0 || style.paragraphSpacing != 0 || style.paragraphSpacingBefore != 0
            || style.firstLineHeadIndent != 0 || style.headIndent != 0 || style.tailIndent != 0
            || style.minimumLineHeight != 0 || style.maximumLineHeight != 0 || style.lineHeightMultiple != 0
    }

    /// Says once per runtime that `text`'s undrawn attributes do nothing here.
    @MainActor
    static func report(_ text: NSAttributedString, in runtime: ViewControllerKit.Runtime) {
        let names = undrawn(in: text)
        guard !names.isEmpty else { return }
        runtime.diagnostics.unsupported(
            "Attributed text beyond one font, one colour, alignment and line break mode",
            "labels and text fields draw their whole text in the first character's font and colour (here \(names.joined(separator: ", ")) are kept in the string, not drawn)")
    }
}
