import Foundation
import Testing
import UIKitTesting

/// Line breaking and truncation at the system font, 17 pt. Every expected line width is
/// the fontTools/HarfBuzz width of that exact text from the reference JSON, so the tests
/// check both where lines break and how they are measured.
@Suite struct TextLayoutTests {
    let font = UIFont.systemFont(ofSize: 17)
    let reference = DejaVuReference.shared

    func layout(_ text: String, width: CGFloat, lines: Int, mode: NSLineBreakMode) -> ViewControllerKit.TextLayout {
        ViewControllerKit.TextLayout(text: text, font: font, maxWidth: width, numberOfLines: lines, lineBreakMode: mode)
    }

    func expectLines(_ layout: ViewControllerKit.TextLayout, _ texts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(layout.lines.map(\.text) == texts, sourceLocation: sourceLocation)
        #expect(layout.lines.map(\.width) == texts.map { reference.width($0, size: 17) }, sourceLocation: sourceLocation)
    }

    @Test func hello_singleLine_widthIsAdvancesPlusKerning() {
        let l = layout("Hello", width: 0, lines: 1, mode: .byTruncatingTail)
        expectLines(l, ["Hello"])
        #expect(l.size == CGSize(width: 5191.0 * 17 / 2048, height: 2384.0 * 17 / 2048))  // 43.089… × 19.789…
        // Rounded up to the 3× pixel grid as UILabel reports: 43 1/3 × 20.
        #expect(l.size(roundedToScale: 3) == CGSize(width: 130.0 / 3, height: 20))
        #expect(l.size(roundedToScale: 2) == CGSize(width: 43.5, height: 20))
    }

    @Test func wordWrapping_breaksAtSpaces_spaceHangs() {
        let l = layout("Hello world", width: 60, lines: 0, mode: .byWordWrapping)
        expectLines(l, ["Hello", "world"])
        #expect(l.size.height == 2 * font.lineHeight)
        #expect(!l.isTruncated)
    }

    @Test func wordWrapping_breaksAfterHyphen() {
        expectLines(layout("well-known well-known", width: 60, lines: 0, mode: .byWordWrapping),
                    ["well-", "known", "well-", "known"])
    }

    @Test func wordWrapping_longWord_isBrokenBetweenCharacters() {
        expectLines(layout("Supercalifragilistic", width: 60, lines: 0, mode: .byWordWrapping),
                    ["Superc", "alifragi", "listic"])
    }

    @Test func charWrapping_fillsEachLine() {
        expectLines(layout("The quick brown fox jumps over the lazy dog", width: 100, lines: 0, mode: .byCharWrapping),
                    ["The quick b", "rown fox ju", "mps over t", "he lazy dog"])
    }

    @Test func lineLimit_wordWrapping_dropsLinesWithoutEllipsis() {
        let l = layout("The quick brown fox jumps over the lazy dog", width: 100, lines: 2, mode: .byWordWrapping)
        expectLines(l, ["The quick", "brown fox"])
        #expect(l.isTruncated)
    }

    @Test func lineLimit_truncatingTail_endsLastLineWithEllipsis() {
        let l = layout("The quick brown fox jumps over the lazy dog", width: 100, lines: 2, mode: .byTruncatingTail)
        expectLines(l, ["The quick", "brown fo\u{2026}"])
        #expect(l.isTruncated)
    }

    @Test func singleLine_truncatingTail_trimsSpaceBeforeEllipsis() {
        expectLines(layout("Hello world", width: 70, lines: 1, mode: .byTruncatingTail), ["Hello\u{2026}"])
        // "Hello…" is 60.09 pt: at 60 pt one more character goes.
        expectLines(layout("Hello world", width: 60, lines: 1, mode: .byTruncatingTail), ["Hell\u{2026}"])
    }

    @Test func singleLine_truncatingHead_andMiddle() {
        expectLines(layout("Hello world", width: 70, lines: 1, mode: .byTruncatingHead), ["\u{2026}world"])
        expectLines(layout("Hello world", width: 70, lines: 1, mode: .byTruncatingMiddle), ["Hel\u{2026}rld"])
    }

    @Test func singleLine_thatFits_isNotTruncated() {
        let l = layout("Hello, World!", width: 200, lines: 1, mode: .byTruncatingTail)
        expectLines(l, ["Hello, World!"])
        #expect(!l.isTruncated)
    }

    @Test func singleLine_clipping_keepsTextAndCapsWidth() {
        let l = layout("Hello world", width: 50, lines: 1, mode: .byClipping)
        #expect(l.lines.map(\.text) == ["Hello world"])
        #expect(l.size.width == 50)
        #expect(l.isTruncated)
    }

    @Test func newlines_startParagraphs_andSingleLineShowsFirstWithEllipsis() {
        expectLines(layout("Hello\nworld", width: 0, lines: 0, mode: .byWordWrapping), ["Hello", "world"])
        // "\r\n" is one newline; the empty paragraph between is an empty line.
        expectLines(layout("Hello\r\n\nworld", width: 0, lines: 0, mode: .byWordWrapping), ["Hello", "", "world"])
        expectLines(layout("Hello\nworld", width: 0, lines: 1, mode: .byTruncatingTail), ["Hello\u{2026}"])
    }

    @Test func emptyText_hasNoLines_andZeroSize() {
        let l = layout("", width: 100, lines: 0, mode: .byWordWrapping)
        #expect(l.lines.isEmpty)
        #expect(l.size == .zero)
    }

    @Test func boldFace_usesBoldAdvances() {
        let l = ViewControllerKit.TextLayout(text: "Hello", font: .boldSystemFont(ofSize: 17))
        #expect(l.lines.map(\.width) == [reference.width("Hello", face: "DejaVuSans-Bold", size: 17)])
    }

    @Test func narrowerThanOneCharacter_stillProgresses_oneCharacterALine() {
        let l = layout("Hello", width: 5, lines: 0, mode: .byWordWrapping)
        #expect(l.lines.map(\.text) == ["H", "e", "l", "l", "o"])
        // Truncating to a width that not even "…" fits leaves "…" alone (2048 units = 17 pt).
        expectLines(layout("Hello", width: 5, lines: 1, mode: .byTruncatingTail), ["\u{2026}"])
    }

    @Test func trailingSpaces_countAtParagraphEnd_butHangAtWraps() {
        let l = layout("Hi  ", width: 0, lines: 1, mode: .byTruncatingTail)
        #expect(l.lines.first?.text == "Hi  ")
        #expect(l.size.width == font.widthOf("Hi") + 2 * reference.width(" ", size: 17))
        expectLines(layout("Hello   world", width: 60, lines: 0, mode: .byWordWrapping), ["Hello", "world"])
    }

    @Test func otherNewlines_startParagraphs() {
        #expect(layout("a\rb\u{2028}c", width: 0, lines: 0, mode: .byWordWrapping).lines.map(\.text) == ["a", "b", "c"])
    }

    @Test func astralCharacters_areMeasured() {
        // U+1F600 is in DejaVu Sans (via the format 12 cmap): one glyph, not .notdef.
        let face = font.metrics
        let glyph = face.glyph(for: "\u{1F600}")
        #expect(layout("\u{1F600}", width: 0, lines: 1, mode: .byClipping).size.width
            == CGFloat(face.advance(of: glyph)) * 17 / 2048)
    }
}

extension UIFont {
    /// The width of `text` on one line, in points.
    fileprivate func widthOf(_ text: String) -> CGFloat {
        ViewControllerKit.TextLayout(text: text, font: self, numberOfLines: 1, lineBreakMode: .byClipping).size.width
    }
}
