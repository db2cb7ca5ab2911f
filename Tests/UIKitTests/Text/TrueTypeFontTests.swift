import Foundation
import Testing
import UIKitTesting

/// The pure-Swift TrueType reader against fontTools' reading of the same files
/// (reference values from `Fixtures/measure.py`).
@Suite struct TrueTypeFontTests {
    static let faces = ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSans-BoldOblique"]

    @Test(arguments: faces)
    func tables_matchFontTools(face: String) throws {
        let font = try FontLibrary.shared.font(fileName: face + ".ttf")
        let expected = DejaVuReference.shared[face].metrics
        #expect(font.unitsPerEm == expected.unitsPerEm)
        #expect(font.ascender == expected.ascender)
        #expect(font.descender == expected.descender)
        #expect(font.lineGap == expected.lineGap)
        #expect(font.typoAscender == expected.typoAscender)
        #expect(font.typoDescender == expected.typoDescender)
        #expect(font.typoLineGap == expected.typoLineGap)
        #expect(font.capHeight == expected.capHeight)
        #expect(font.xHeight == expected.xHeight)
        #expect(font.kerningPairCount == expected.kernPairs)
        #expect(font.glyphCount == expected.glyphCount)
        #expect(font.familyName == expected.familyName)
        #expect(font.postScriptName == expected.postScriptName)
    }

    @Test(arguments: faces)
    func advancesWithKerning_matchHarfBuzz(face: String) throws {
        let font = try #require(UIFont(name: face, size: 2048))
        for (text, units) in DejaVuReference.shared[face].widths {
            // At 2048 pt one font unit is one point, so widths compare exactly.
            let layout = TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byClipping)
            #expect(layout.lines.first?.width ?? 0 == CGFloat(units), "\(face) \"\(text)\"")
        }
    }

    @Test func cmap_mapsBasicAndAstralScalars_asFontToolsDoes() throws {
        let font = try FontLibrary.shared.font(fileName: "DejaVuSans.ttf")
        // Glyph IDs from fontTools: getGlyphID(getBestCmap()[scalar]).
        #expect(font.glyph(for: "A") == 36)
        #expect(font.glyph(for: "\u{2026}") == 2825)
        #expect(font.glyph(for: "\u{1F600}") == 5857)  // format 12 only (outside the BMP)
        // Scalars DejaVu does not draw map to .notdef.
        #expect(font.glyph(for: "\u{E000}") == 0)
        #expect(font.glyph(for: "\u{1F9FF}") == 0)
    }

    @Test func kerning_AV_isNegative() throws {
        let font = try FontLibrary.shared.font(fileName: "DejaVuSans.ttf")
        let a = font.glyph(for: "A"), v = font.glyph(for: "V")
        // 2 × advance(A) 1401 − AV width 2671 (fontTools/HarfBuzz): the pair moves V 131 units left.
        #expect(font.kerning(a, v) == -131)
        #expect(font.advance(of: a) == 1401)
    }
}
