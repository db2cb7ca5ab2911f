import Foundation

/// The `name` table's strings by name ID (1 family, 2 style, 4 full name, 6 PostScript,
/// 16/17 typographic family/style), preferring Windows Unicode records, then Macintosh Roman.
struct NameTable {
    private var strings: [Int: String] = [:]

    init() {}

    init(_ r: FontDataReader) throws {
        let count = Int(try r.uint16(at: 2))
        let storage = Int(try r.uint16(at: 4))
        var mac: [Int: String] = [:]
        for i in 0..<count {
            let record = 6 + i * 12
            let platform = try r.uint16(at: record)
            let language = try r.uint16(at: record + 4)
            let nameID = Int(try r.uint16(at: record + 6))
            let length = Int(try r.uint16(at: record + 8)), offset = storage + Int(try r.uint16(at: record + 10))
            // A bad record only loses that name; it is not worth rejecting the font.
            guard let bytes = try? r.slice(offset: offset, length: length, table: "name").bytes else { continue }
            if platform == 3 || platform == 0, language == 0x409 || platform == 0, strings[nameID] == nil {
                var units: [UInt16] = []
                for j in stride(from: 0, to: bytes.count - 1, by: 2) { units.append(UInt16(bytes[j]) << 8 | UInt16(bytes[j + 1])) }
                strings[nameID] = String(decoding: units, as: UTF16.self)
            } else if platform == 1, mac[nameID] == nil {
                mac[nameID] = String(decoding: bytes, as: UTF8.self)
            }
        }
        strings.merge(mac) { windows, _ in windows }
    }

    func string(_ nameID: Int) -> String? { strings[nameID] }
}
