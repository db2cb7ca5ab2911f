import Foundation

/// The top (`yMax`) of individual glyphs, from `loca` and `glyf`: the stand-in for the
/// cap and x heights that fonts with an `OS/2` table older than version 2 do not carry.
struct GlyphTops {
    private let loca: FontDataReader?
    private let glyf: FontDataReader?
    private let longOffsets: Bool
    private let glyphCount: Int

    init(head: FontDataReader, loca: FontDataReader?, glyf: FontDataReader?, glyphCount: Int) throws {
        self.loca = loca
        self.glyf = glyf
        self.longOffsets = try head.int16(at: 50) == 1
        self.glyphCount = glyphCount
    }

    /// The glyph's top in font units; nil when it has no outline or the tables are absent.
    func top(of glyph: UInt16) -> Int? {
        guard let loca, let glyf, glyph != 0, Int(glyph) < glyphCount else { return nil }
        let i = Int(glyph)
        let start: Int, end: Int
        if longOffsets {
            guard let s = try? loca.uint32(at: i * 4), let e = try? loca.uint32(at: i * 4 + 4) else { return nil }
            start = Int(s); end = Int(e)
        } else {
            guard let s = try? loca.uint16(at: i * 2), let e = try? loca.uint16(at: i * 2 + 2) else { return nil }
            start = Int(s) * 2; end = Int(e) * 2
        }
        guard end > start, let yMax = try? glyf.int16(at: start + 8) else { return nil }
        return Int(yMax)
    }
}
