import Foundation

/// Pair kerning from the font's `kern` table (format 0 subtables, horizontal).
///
/// Why `kern` and not GPOS: in DejaVu Sans (all four faces) the GPOS `kern` feature's
/// Latin lookups hold exactly the `kern` table's pairs, and HarfBuzz's shaping with
/// ligatures off gives the same advances as "advance + kern pair" (checked in
/// `Tests/UIKitTests/Text/Fixtures/measure.py`).
/// Fonts with GPOS-only kerning are measured without kerning (a documented limit).
struct KerningTable: Sendable {
    private var pairs: [UInt32: Int16] = [:]

    static let empty = KerningTable()

    private init() {}

    /// A table of the given pairs (the embedded faces').
    init(pairs: [(left: UInt16, right: UInt16, adjustment: Int16)]) {
        for pair in pairs { self.pairs[UInt32(pair.left) << 16 | UInt32(pair.right)] = pair.adjustment }
    }

    /// Reads a Microsoft-style (version 0) table; an Apple-style (version 1) table is ignored.
    init(_ r: FontDataReader) throws {
        guard try r.uint16(at: 0) == 0 else { return }
        let tableCount = Int(try r.uint16(at: 2))
        var offset = 4
        for _ in 0..<tableCount {
            let length = Int(try r.uint16(at: offset + 2))
            let coverage = try r.uint16(at: offset + 4)
            let format = coverage >> 8
            let horizontal = coverage & 1 != 0, minimum = coverage & 2 != 0, crossStream = coverage & 4 != 0
            let override = coverage & 8 != 0
            if format == 0, horizontal, !minimum, !crossStream {
                let pairCount = Int(try r.uint16(at: offset + 6))
                for i in 0..<pairCount {
                    let p = offset + 14 + i * 6
                    let key = UInt32(try r.uint16(at: p)) << 16 | UInt32(try r.uint16(at: p + 2))
                    let value = try r.int16(at: p + 4)
                    pairs[key] = override ? value : (pairs[key] ?? 0) &+ value
                }
            }
            // A format 0 subtable's 16-bit length overflows for large tables (DejaVu's is),
            // so step by its pair count; other formats by their stated length.
            if format == 0 {
                offset += 14 + Int(try r.uint16(at: offset + 6)) * 6
            } else {
                guard length >= 6 else { throw r.fail("kern subtable length \(length) too small") }
                offset += length
            }
        }
    }

    /// The adjustment, in font units, between `left` and `right` glyphs.
    func value(_ left: UInt16, _ right: UInt16) -> Int16 {
        pairs[UInt32(left) << 16 | UInt32(right)] ?? 0
    }

    var pairCount: Int { pairs.count }

    /// Every pair, keyed `left << 16 | right` (for comparing two readings of a font).
    var allPairs: [UInt32: Int16] { pairs }
}
