import Foundation

/// The font's `cmap`: Unicode scalar to glyph index, from a format 12 subtable (full
/// Unicode) when the font has one, else a format 4 subtable (the Basic Multilingual Plane).
///
/// Lookups binary-search the subtable's sorted ranges, as FreeType does; nothing is
/// expanded into a per-character dictionary, so a hostile range cannot blow up memory.
struct CharacterMap: Sendable {
    private struct Group: Sendable {
        var start: UInt32, end: UInt32, startGlyph: UInt32
    }

    private struct Segment: Sendable {
        var start: UInt16, end: UInt16, delta: UInt16, rangeOffset: UInt16
    }

    private enum Storage: Sendable {
        case groups([Group])
        /// Segments plus the words after the `idRangeOffset` array that the offsets index into.
        case segments([Segment], glyphIDs: [UInt16])
    }

    private let storage: Storage

    /// Reads the best Unicode subtable: (3,10) or (0,4)/(0,6) format 12 first, then (3,1) or (0,x) format 4.
    init(_ r: FontDataReader) throws {
        let count = Int(try r.uint16(at: 2))
        var format12: Int?
        var format4: Int?
        for i in 0..<count {
            let record = 4 + i * 8
            let platform = try r.uint16(at: record)
            let encoding = try r.uint16(at: record + 2)
            let offset = Int(try r.uint32(at: record + 4))
            let isUnicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard isUnicode else { continue }
            switch try r.uint16(at: offset) {
            case 12 where format12 == nil: format12 = offset
            case 4 where format4 == nil: format4 = offset
            default: break
            }
        }
        if let format12 {
            storage = .groups(try Self.readFormat12(r, at: format12))
        } else if let format4 {
            storage = try Self.readFormat4(r, at: format4)
        } else {
            throw r.fail("no Unicode subtable in format 4 or 12")
        }
    }

    /// A map of runs of consecutive scalars on consecutive glyphs (the embedded faces'),
    /// stored as format 12 groups.
    init(runs: [(firstScalar: UInt32, count: Int, firstGlyph: UInt16)]) {
        storage = .groups(runs.sorted { $0.firstScalar < $1.firstScalar }.map {
            Group(start: $0.firstScalar, end: $0.firstScalar + UInt32($0.count) - 1, startGlyph: UInt32($0.firstGlyph))
        })
    }

    private static func readFormat12(_ r: FontDataReader, at offset: Int) throws -> [Group] {
        let groupCount = Int(try r.uint32(at: offset + 12))
        guard groupCount <= (r.count - offset - 16) / 12 else { throw r.fail("format 12 group count too large") }
        var groups: [Group] = []
        groups.reserveCapacity(groupCount)
        for i in 0..<groupCount {
            let g = offset + 16 + i * 12
            let group = Group(start: try r.uint32(at: g), end: try r.uint32(at: g + 4), startGlyph: try r.uint32(at: g + 8))
            guard group.start <= group.end, groups.last.map({ $0.end < group.start }) ?? true else {
                throw r.fail("format 12 groups overlap or are unsorted")
            }
            groups.append(group)
        }
        return groups
    }

    private static func readFormat4(_ r: FontDataReader, at offset: Int) throws -> Storage {
        let length = Int(try r.uint16(at: offset + 2))
        let segCount = Int(try r.uint16(at: offset + 6)) / 2
        let ends = offset + 14, starts = ends + segCount * 2 + 2
        let deltas = starts + segCount * 2, rangeOffsets = deltas + segCount * 2
        var segments: [Segment] = []
        segments.reserveCapacity(segCount)
        for i in 0..<segCount {
            segments.append(Segment(start: try r.uint16(at: starts + i * 2), end: try r.uint16(at: ends + i * 2),
                                    delta: try r.uint16(at: deltas + i * 2),
                                    rangeOffset: try r.uint16(at: rangeOffsets + i * 2)))
        }
        // The glyph-ID words follow the idRangeOffset array; offsets are relative to it.
        let idsStart = rangeOffsets + segCount * 2
        let idsEnd = min(offset + length, r.count)
        var glyphIDs: [UInt16] = []
        var p = idsStart
        while p + 2 <= idsEnd { glyphIDs.append(try r.uint16(at: p)); p += 2 }
        return .segments(segments, glyphIDs: glyphIDs)
    }

    /// The glyph for `scalar`, or 0 (`.notdef`) when the font has none.
    func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        let c = scalar.value
        switch storage {
        case let .groups(groups):
            guard let i = Self.firstIndex(in: groups.count, where: { groups[$0].end >= c }),
                  groups[i].start <= c else { return 0 }
            let glyph = groups[i].startGlyph + (c - groups[i].start)
            return glyph <= UInt32(UInt16.max) ? UInt16(glyph) : 0
        case let .segments(segments, glyphIDs):
            guard c <= 0xFFFF,
                  let i = Self.firstIndex(in: segments.count, where: { UInt32(segments[$0].end) >= c }),
                  UInt32(segments[i].start) <= c else { return 0 }
            let s = segments[i]
            if s.rangeOffset == 0 { return UInt16(truncatingIfNeeded: c &+ UInt32(s.delta)) }
            // Index into glyphIDs: &idRangeOffset[i] + idRangeOffset[i] + 2*(c - start), in words.
            let index = i + Int(s.rangeOffset) / 2 + Int(c - UInt32(s.start)) - segments.count
            guard index >= 0, index < glyphIDs.count, glyphIDs[index] != 0 else { return 0 }
            return glyphIDs[index] &+ s.delta
        }
    }

    /// Binary search for the first index whose element satisfies a monotonic predicate.
    private static func firstIndex(in count: Int, where predicate: (Int) -> Bool) -> Int? {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if predicate(mid) { high = mid } else { low = mid + 1 }
        }
        return low < count ? low : nil
    }
}
