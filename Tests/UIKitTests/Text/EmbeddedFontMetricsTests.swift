import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The system faces measure from metrics compiled into the library (generated from the
/// DejaVu files by `Scripts/generate-font-metrics.py`, with fontTools), so text sizes do
/// not depend on the machine. They are checked against fontTools' reference values
/// (always) and against the Swift reader's reading of the installed files (when present).
@Suite struct EmbeddedFontMetricsTests {
    static let faces = SystemFontFace.allCases

    @Test(arguments: faces)
    func embeddedMetrics_matchFontToolsReference(face: SystemFontFace) {
        let font = face.metrics
        let expected = DejaVuReference.shared[face.postScriptName].metrics
        expected.expectMatched(by: font)
        // Only the pairs between the carried characters' glyphs (2,558 of the regular face's 2,727).
        #expect(font.kerningPairCount > 0 && font.kerningPairCount <= expected.kernPairs)
    }

    @Test func systemFace_mapsCharactersAndKerns_asFontToolsReads() {
        let font = UIFont.systemFont(ofSize: 17).metrics
        // Glyph IDs from fontTools: getGlyphID(getBestCmap()[scalar]).
        #expect(font.glyph(for: "A") == 36)
        #expect(font.glyph(for: "\u{2026}") == 2825)
        #expect(font.glyph(for: "\u{1F600}") == 5857)  // Emoticons, outside the BMP
        #expect(font.glyph(for: "\u{E000}") == 0)      // DejaVu does not draw these
        #expect(font.glyph(for: "\u{1F9FF}") == 0)
        let a = font.glyph(for: "A"), v = font.glyph(for: "V")
        #expect(font.kerning(a, v) == -131)
        #expect(font.advance(of: a) == 1401)
    }

    @Test func characterOutsideTheCarriedBlocks_measuresAsTheMissingGlyph() {
        let font = UIFont.systemFont(ofSize: 2048)   // one font unit per point
        let han: Unicode.Scalar = "\u{4E2D}"          // 中: DejaVu Sans draws no CJK
        #expect(!EmbeddedFontFace.characterBlocks.contains { $0.scalars.contains(han.value) })
        #expect(font.metrics.glyph(for: han) == 0)
        #expect("\u{4E2D}".size(withAttributes: [.font: font]).width == 1229)   // .notdef's advance
        #expect(font.metrics.glyph(for: "\u{0416}") != 0)                         // Ж, Cyrillic: carried
    }

    @Test(arguments: faces)
    func generatedData_isWellFormed(face: SystemFontFace) {
        var previousEnd: UInt32?
        var runsOutsideBlocks: [UInt32] = []
        face.embedded.forEachCharacterRun { firstScalar, firstGlyph, advances in
            let last = firstScalar + UInt32(advances.count) - 1
            #expect(previousEnd.map { $0 < firstScalar } ?? true, "runs ascend without overlapping")
            if !Self.liesInCarriedBlocks(firstScalar...last) { runsOutsideBlocks.append(firstScalar) }
            #expect(Int(firstGlyph) + advances.count <= face.embedded.glyphCount)
            previousEnd = last
        }
        #expect(runsOutsideBlocks.isEmpty)
        var previousPair: (UInt16, UInt16)?
        face.embedded.forEachKerningPair { left, right, _ in
            if let (l, r) = previousPair { #expect(l < left || (l == left && r < right), "pairs ascend") }
            previousPair = (left, right)
        }
        #expect(previousPair != nil)
    }

    /// Whether every scalar of `scalars` is in a carried block (a run may cross from one
    /// block into the next where they touch, as U+00A0…U+02E9 does).
    private static func liesInCarriedBlocks(_ scalars: ClosedRange<UInt32>) -> Bool {
        var next = scalars.lowerBound
        while next <= scalars.upperBound {
            guard let block = EmbeddedFontFace.characterBlocks.first(where: { $0.scalars.contains(next) }) else { return false }
            next = block.scalars.upperBound + 1
        }
        return true
    }

    @Test func integerText_readsDecimalHexSignsAndComments() {
        #expect(EmbeddedFontFace.integers(in: "# U+0020…U+007E\n0x0020 95 3\n  651 -131 # tail 9\n0xFFFD\n")
            == [32, 95, 3, 651, -131, 0xFFFD])
        #expect(EmbeddedFontFace.integers(in: "") == [])
    }

    // MARK: Against the installed files

    @Test(.enabled(if: InstalledDejaVu.isInstalled, InstalledDejaVu.skipReason), arguments: faces)
    func embeddedData_equalsWhatTheReaderReadsFromTheInstalledFile(face: SystemFontFace) throws {
        let file = try ViewControllerKit.FontLibrary.shared.font(fileName: face.fileName)
        let embedded = face.metrics
        let embeddedValues: [Int] = [embedded.unitsPerEm, embedded.ascender, embedded.descender, embedded.lineGap,
                                     embedded.typoAscender, embedded.typoDescender, embedded.typoLineGap,
                                     embedded.capHeight, embedded.xHeight, embedded.glyphCount]
        #expect(embeddedValues == [file.unitsPerEm, file.ascender, file.descender, file.lineGap,
                                   file.typoAscender, file.typoDescender, file.typoLineGap,
                                   file.capHeight, file.xHeight, file.glyphCount])
        let embeddedNames: [String] = [embedded.familyName, embedded.styleName, embedded.postScriptName]
        #expect(embeddedNames == [file.familyName, file.styleName, file.postScriptName])

        // Every scalar of the carried blocks maps to the same glyph, with the same advance.
        var glyphs: Set<UInt16> = [0]
        var mismatches: [String] = []
        for block in EmbeddedFontFace.characterBlocks {
            for value in block.scalars {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let glyph = embedded.glyph(for: scalar)
                if glyph != file.glyph(for: scalar) { mismatches.append("glyph of U+\(String(value, radix: 16))") }
                glyphs.insert(glyph)
            }
        }
        for glyph in glyphs where embedded.advance(of: glyph) != file.advance(of: glyph) {
            mismatches.append("advance of glyph \(glyph)")
        }
        #expect(mismatches.isEmpty)
        #expect(glyphs.count > 2_800)

        // The kerning pairs between those glyphs, all of them and no others.
        let filePairs = file.kerningPairs.filter { key, _ in
            glyphs.contains(UInt16(key >> 16)) && glyphs.contains(UInt16(key & 0xFFFF))
        }
        #expect(embedded.kerningPairs == filePairs)
    }
}
