import Foundation

extension ViewControllerKit {
    /// The metrics of one TrueType font file, read in pure Swift: what text measurement needs
    /// and nothing more (no outlines, no hinting).
    ///
    /// Tables read: `head` (units per em), `hhea` (ascender, descender, line gap),
    /// `maxp`, `hmtx` (advance widths), `cmap` (formats 4 and 12), `kern` (format 0 pairs),
    /// `OS/2` (typographic metrics, cap and x heights), `name` (family and PostScript names),
    /// and `loca`/`glyf` only for glyph tops when `OS/2` lacks cap and x heights (version < 2,
    /// as in DejaVu), the way FreeType-based engines derive them: the top of `H` and of `x`.
    ///
    /// All values are in font units; ``UIFont`` scales them by `pointSize / unitsPerEm`.
    ///
    /// The system font faces are not read from files at all: their values are compiled in
    /// (`EmbeddedFontFace`, generated from these same tables), so measurement does not
    /// depend on the machine. This reader serves `UIFont(name:size:)` for other installed
    /// files, and the tests that check the compiled-in values against the installed files.
    public struct TrueTypeFont: Sendable {
        public let unitsPerEm: Int
        /// `hhea` ascender (positive, above the baseline).
        public let ascender: Int
        /// `hhea` descender (negative, below the baseline).
        public let descender: Int
        /// `hhea` line gap.
        public let lineGap: Int
        public let typoAscender: Int
        public let typoDescender: Int
        public let typoLineGap: Int
        public let capHeight: Int
        public let xHeight: Int
        public let familyName: String
        public let styleName: String
        public let postScriptName: String
        public let glyphCount: Int

        private let advances: [UInt16]
        private let characterMap: CharacterMap
        private let kerning: KerningTable

        /// Parses a font file's bytes. Throws ``FontError`` on anything malformed.
        public init(data: Data) throws {
            let file = FontDataReader([UInt8](data), table: "offset table")
            let tables = try Self.tableDirectory(file)
            func table(_ tag: String) throws -> FontDataReader {
                guard let (offset, length) = tables[tag] else { throw ViewControllerKit.FontError.missingTable(tag) }
                return try file.slice(offset: offset, length: length, table: tag)
            }
            func optionalTable(_ tag: String) throws -> FontDataReader? {
                tables[tag] == nil ? nil : try table(tag)
            }

            let head = try table("head")
            guard try head.uint32(at: 12) == 0x5F0F_3CF5 else { throw head.fail("bad magic number") }
            unitsPerEm = Int(try head.uint16(at: 18))
            guard (16...16384).contains(unitsPerEm) else { throw head.fail("unitsPerEm \(unitsPerEm) out of range") }

            let hhea = try table("hhea")
            ascender = Int(try hhea.int16(at: 4))
            descender = Int(try hhea.int16(at: 6))
            lineGap = Int(try hhea.int16(at: 8))
            let metricCount = Int(try hhea.uint16(at: 34))

            glyphCount = Int(try table("maxp").uint16(at: 4))
            advances = try Self.advances(try table("hmtx"), metricCount: metricCount, glyphCount: glyphCount)
            characterMap = try CharacterMap(try table("cmap"))
            kerning = try optionalTable("kern").map(KerningTable.init) ?? .empty

            let os2 = try optionalTable("OS/2")
            typoAscender = try os2.map { Int(try $0.int16(at: 68)) } ?? ascender
            typoDescender = try os2.map { Int(try $0.int16(at: 70)) } ?? descender
            typoLineGap = try os2.map { Int(try $0.int16(at: 72)) } ?? lineGap
            let os2Version = try os2.map { Int(try $0.uint16(at: 0)) } ?? 0
            if let os2, os2Version >= 2, os2.count >= 90 {
                xHeight = Int(try os2.int16(at: 86))
                capHeight = Int(try os2.int16(at: 88))
            } else {
                let tops = try GlyphTops(head: head, loca: try optionalTable("loca"), glyf: try optionalTable("glyf"),
                                         glyphCount: glyphCount)
                let map = characterMap
                capHeight = tops.top(of: map.glyph(for: "H")) ?? ascender
                xHeight = tops.top(of: map.glyph(for: "x")) ?? ascender / 2
            }

            let names = try optionalTable("name").map(NameTable.init) ?? NameTable()
            familyName = names.string(16) ?? names.string(1) ?? ""
            styleName = names.string(17) ?? names.string(2) ?? ""
            postScriptName = names.string(6) ?? ""
        }

        /// The face described by compiled-in data. Only the glyphs of its characters have
        /// advances (others read 0), and only the kerning pairs between them are present.
        init(embedded face: EmbeddedFontFace) {
            unitsPerEm = face.unitsPerEm
            ascender = face.ascender
            descender = face.descender
            lineGap = face.lineGap
            typoAscender = face.typoAscender
            typoDescender = face.typoDescender
            typoLineGap = face.typoLineGap
            capHeight = face.capHeight
            xHeight = face.xHeight
            familyName = face.familyName
            styleName = face.styleName
            postScriptName = face.postScriptName
            glyphCount = face.glyphCount
            var advances = [UInt16](repeating: 0, count: face.glyphCount)
            advances[0] = face.notdefAdvance
            var runs: [(firstScalar: UInt32, count: Int, firstGlyph: UInt16)] = []
            face.forEachCharacterRun { firstScalar, firstGlyph, runAdvances in
                runs.append((firstScalar, runAdvances.count, firstGlyph))
                for (offset, advance) in runAdvances.enumerated() { advances[Int(firstGlyph) + offset] = UInt16(advance) }
            }
            self.advances = advances
            characterMap = CharacterMap(runs: runs)
            var pairs: [(left: UInt16, right: UInt16, adjustment: Int16)] = []
            face.forEachKerningPair { pairs.append(($0, $1, $2)) }
            kerning = KerningTable(pairs: pairs)
        }

        /// Tag → (offset, length), every range checked against the file size.
        private static func tableDirectory(_ r: FontDataReader) throws -> [String: (Int, Int)] {
            let version = try r.uint32(at: 0)
            // 0x00010000 and 'true' are TrueType outlines, 'OTTO' is CFF (metrics read the same).
            guard version == 0x0001_0000 || version == 0x7472_7565 || version == 0x4F54_544F else {
                throw r.fail(String(format: "not a TrueType/OpenType font (version 0x%08X)", version))
            }
            let count = Int(try r.uint16(at: 4))
            var tables: [String: (Int, Int)] = [:]
            for i in 0..<count {
                let record = 12 + i * 16
                let offset = Int(try r.uint32(at: record + 8)), length = Int(try r.uint32(at: record + 12))
                guard offset <= r.count, length <= r.count - offset else {
                    throw r.fail("table \(try r.tag(at: record)) lies outside the file")
                }
                tables[try r.tag(at: record)] = (offset, length)
            }
            return tables
        }

        private static func advances(_ r: FontDataReader, metricCount: Int, glyphCount: Int) throws -> [UInt16] {
            guard metricCount > 0 else { throw r.fail("numberOfHMetrics is 0") }
            var advances: [UInt16] = []
            advances.reserveCapacity(max(metricCount, glyphCount))
            for i in 0..<metricCount { advances.append(try r.uint16(at: i * 4)) }
            // Glyphs past numberOfHMetrics share the last advance (monospaced tails).
            while advances.count < glyphCount { advances.append(advances[metricCount - 1]) }
            return advances
        }

        // MARK: Lookups

        /// The glyph for `scalar`; 0 (`.notdef`, drawn as a box) when the font lacks it.
        public func glyph(for scalar: Unicode.Scalar) -> UInt16 { characterMap.glyph(for: scalar) }

        /// The advance width of `glyph` in font units.
        public func advance(of glyph: UInt16) -> Int {
            Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : Int(advances.last ?? 0)
        }

        /// The kerning adjustment between two glyphs, in font units.
        public func kerning(_ left: UInt16, _ right: UInt16) -> Int { Int(kerning.value(left, right)) }

        /// How many kerning pairs the font carries.
        public var kerningPairCount: Int { kerning.pairCount }

        /// Every kerning pair, keyed `left << 16 | right`.
        var kerningPairs: [UInt32: Int16] { kerning.allPairs }
    }
}
