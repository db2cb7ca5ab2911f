import Foundation
import Testing
import UIKitTesting

/// The pure-Swift TrueType reader against fontTools' reading of the same files
/// (reference values from `Fixtures/measure.py`), and measurement with the system faces
/// (compiled-in metrics) against HarfBuzz.
@Suite struct TrueTypeFontTests {
    static let faces = InstalledDejaVu.faces

    @Test(.enabled(if: InstalledDejaVu.isInstalled, InstalledDejaVu.skipReason), arguments: faces)
    func tables_matchFontTools(face: String) throws {
        let font = try ViewControllerKit.FontLibrary.shared.font(fileName: face + ".ttf")
        let expected = DejaVuReference.shared[face].metrics
        expected.expectMatched(by: font)
        #expect(font.kerningPairCount == expected.kernPairs)
    }

    @Test(arguments: faces)
    func advancesWithKerning_matchHarfBuzz(face: String) throws {
        let font = try #require(UIFont(name: face, size: 2048))
        for (text, units) in DejaVuReference.shared[face].widths {
            // At 2048 pt one font unit is one point, so widths compare exactly.
            let layout = ViewControllerKit.TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byClipping)
            #expect(layout.lines.first?.width ?? 0 == CGFloat(units), "\(face) \"\(text)\"")
        }
    }

    @Test(.enabled(if: InstalledDejaVu.isInstalled, InstalledDejaVu.skipReason))
    func cmap_mapsBasicAndAstralScalars_asFontToolsDoes() throws {
        let font = try ViewControllerKit.FontLibrary.shared.font(fileName: "DejaVuSans.ttf")
        // Glyph IDs from fontTools: getGlyphID(getBestCmap()[scalar]).
        #expect(font.glyph(for: "A") == 36)
        #expect(font.glyph(for: "\u{2026}") == 2825)
        #expect(font.glyph(for: "\u{1F600}") == 5857)  // format 12 only (outside the BMP)
        // Scalars DejaVu does not draw map to .notdef.
        #expect(font.glyph(for: "\u{E000}") == 0)
        #expect(font.glyph(for: "\u{1F9FF}") == 0)
    }

    @Test(.enabled(if: InstalledDejaVu.isInstalled, InstalledDejaVu.skipReason))
    func kerning_AV_isNegative() throws {
        let font = try ViewControllerKit.FontLibrary.shared.font(fileName: "DejaVuSans.ttf")
        let a = font.glyph(for: "A"), v = font.glyph(for: "V")
        // 2 × advance(A) 1401 − AV width 2671 (fontTools/HarfBuzz): the pair moves V 131 units left.
        #expect(font.kerning(a, v) == -131)
        #expect(font.advance(of: a) == 1401)
    }
}
