import Foundation

/// A run of characters in one font, measured once: each character's advance (its glyphs'
/// advances plus the kerning inside it) and the kerning to the next character, so that
/// the width of any sub-range costs two subtractions.
///
/// Widths are kept in font units (integers) and scaled to points only at the end, so a
/// line's width is exactly `units × pointSize / unitsPerEm` — what FreeType and HarfBuzz
/// (without ligatures) report for DejaVu.
struct GlyphRun {
    let characters: [Character]
    private let font: UIFont
    /// prefix[i] = width of characters[0..<i] in font units, kerning between them included.
    private var prefix: [Int]
    /// kernAfter[i] = kerning between character i and i + 1.
    private var kernAfter: [Int]
    private var firstGlyphs: [UInt16]
    private var lastGlyphs: [UInt16]

    init<S: Sequence<Character>>(_ characters: S, font: UIFont) {
        self.characters = Array(characters)
        self.font = font
        let face = font.metrics
        var prefix = [0], kernAfter: [Int] = [], first: [UInt16] = [], last: [UInt16] = []
        prefix.reserveCapacity(self.characters.count + 1)
        var previousGlyph: UInt16?
        var total = 0
        for character in self.characters {
            var advance = 0
            var glyphs: [UInt16] = []
            for scalar in character.unicodeScalars {
                let glyph = face.glyph(for: scalar)
                if let previous = glyphs.last { advance += face.kerning(previous, glyph) }
                advance += face.advance(of: glyph)
                glyphs.append(glyph)
            }
            let firstGlyph = glyphs.first ?? 0
            if let previousGlyph {
                let kern = face.kerning(previousGlyph, firstGlyph)
                kernAfter.append(kern)
                total += kern
            }
            total += advance
            prefix.append(total)
            first.append(firstGlyph)
            last.append(glyphs.last ?? 0)
            previousGlyph = glyphs.last
        }
        kernAfter.append(0)
        self.prefix = prefix
        self.kernAfter = kernAfter
        self.firstGlyphs = first
        self.lastGlyphs = last
    }

    var count: Int { characters.count }

    /// Width of `range` in font units, without the kerning into its first character.
    func units(_ range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        let kernIn = range.lowerBound > 0 ? kernAfter[range.lowerBound - 1] : 0
        return prefix[range.upperBound] - prefix[range.lowerBound] - kernIn
    }

    /// Width of `range` in points.
    func width(_ range: Range<Int>) -> CGFloat { points(units(range)) }

    func points(_ units: Int) -> CGFloat { CGFloat(units) * font.scale }

    /// Width in points of characters `range` followed (or preceded) by "…" with the
    /// kerning at the joins, for truncation.
    func widthWithEllipsis(head: Range<Int>, tail: Range<Int>, ellipsis: GlyphRun) -> CGFloat {
        let face = font.metrics
        let e = ellipsis.firstGlyphs.first ?? 0
        var total = units(head) + units(tail) + ellipsis.units(0..<ellipsis.count)
        if let last = head.last { total += face.kerning(lastGlyphs[last], e) }
        if let first = tail.first { total += face.kerning(e, firstGlyphs[first]) }
        return points(total)
    }

    func text(_ range: Range<Int>) -> String { String(characters[range]) }
}

extension Character {
    /// Spaces a line may break after and that hang past the line's end when it wraps.
    var isBreakingSpace: Bool { self == " " || self == "\t" || self == "\u{3000}" }
}
