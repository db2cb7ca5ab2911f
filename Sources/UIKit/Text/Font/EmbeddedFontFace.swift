import Foundation

/// The measurement data of one font face, compiled into the library: what text
/// measurement reads from a font file and nothing more.
///
/// The values are facts about the DejaVu Sans files, extracted by
/// `Scripts/generate-font-metrics.py` (with fontTools) into `Generated/`; they are never
/// edited by hand. Measuring from them makes sizes independent of the machine: the library
/// needs no font installed. `EmbeddedFontMetricsTests` checks them against what
/// ``TrueTypeFont`` reads from the installed files, when those are present.
///
/// Only the characters of ``characterBlocks`` are carried (see the script for why those);
/// any other character measures as the missing-glyph box, `.notdef`, as a character the
/// font lacks would. Glyph IDs are the font file's own, so the data reads the same as the
/// file's tables.
struct EmbeddedFontFace: Sendable {
    let postScriptName: String
    let familyName: String
    let styleName: String
    /// The font's version string (`name` ID 5), e.g. "Version 2.37".
    let version: String
    let unitsPerEm: Int
    /// Glyphs in the font file (`maxp`); the embedded data covers only some of them.
    let glyphCount: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let typoAscender: Int
    let typoDescender: Int
    let typoLineGap: Int
    let capHeight: Int
    let xHeight: Int
    /// The advance of glyph 0, `.notdef`, which no character maps to.
    let notdefAdvance: UInt16
    /// Runs of consecutive characters on consecutive glyphs: first scalar, character count,
    /// first glyph, then the advance width of each of the run's glyphs (see ``integers(in:)``).
    let characterRuns: String
    /// Kerning by left glyph, ascending: left glyph, pair count, then right glyph and
    /// adjustment for each pair, right glyphs ascending (see ``integers(in:)``).
    let kerningPairs: String

    /// Each run of ``characterRuns`` as (first scalar, first glyph, advances).
    func forEachCharacterRun(_ body: (_ firstScalar: UInt32, _ firstGlyph: UInt16, _ advances: ArraySlice<Int>) -> Void) {
        let numbers = Self.integers(in: characterRuns)
        var i = 0
        while i < numbers.count {
            let count = numbers[i + 1]
            body(UInt32(numbers[i]), UInt16(numbers[i + 2]), numbers[(i + 3)..<(i + 3 + count)])
            i += 3 + count
        }
    }

    /// Each pair of ``kerningPairs``.
    func forEachKerningPair(_ body: (_ left: UInt16, _ right: UInt16, _ adjustment: Int16) -> Void) {
        let numbers = Self.integers(in: kerningPairs)
        var i = 0
        while i < numbers.count {
            let left = UInt16(numbers[i]), count = numbers[i + 1]
            for pair in 0..<count {
                body(left, UInt16(numbers[i + 2 + 2 * pair]), Int16(numbers[i + 3 + 2 * pair]))
            }
            i += 2 + 2 * count
        }
    }

    /// The integers of generated data: decimal (`-131`) or hexadecimal (`0x20`), separated
    /// by white space; `#` starts a comment that runs to the end of the line.
    ///
    /// Why text and not array literals: the type checker spends about 1.8 s (debug, this
    /// machine) on the four faces' 50,000 integer literals, and 0.1 s on the same numbers
    /// in string literals; parsing them at first use takes about 5 ms a face (debug build).
    static func integers(in text: String) -> [Int] {
        var numbers: [Int] = []
        var value = 0, negative = false, hex = false, digits = 0, inComment = false
        func finish() {
            if digits > 0 { numbers.append(negative ? -value : value) }
            value = 0; negative = false; hex = false; digits = 0
        }
        for byte in text.utf8 {
            if inComment {
                if byte == UInt8(ascii: "\n") { inComment = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = value * (hex ? 16 : 10) + Int(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: "a")...UInt8(ascii: "f") where hex, UInt8(ascii: "A")...UInt8(ascii: "F") where hex:
                value = value * 16 + Int((byte | 0x20) - UInt8(ascii: "a")) + 10
                digits += 1
            case UInt8(ascii: "x") where digits == 1 && value == 0:
                hex = true
                digits = 0
            case UInt8(ascii: "-") where digits == 0:
                negative = true
            case UInt8(ascii: "#"):
                finish()
                inComment = true
            default:
                precondition(byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n"),
                             "generated font data: unexpected character \(Unicode.Scalar(byte))")
                finish()
            }
        }
        finish()
        return numbers
    }
}
