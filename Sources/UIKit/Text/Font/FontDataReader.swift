import Foundation

/// Big-endian, bounds-checked reads over a font file's bytes.
///
/// Every read checks its range and throws ``FontError/malformed(table:reason:)`` instead of
/// trapping, so a truncated or hostile file can never crash the process.
struct FontDataReader {
    let bytes: [UInt8]
    /// The table being read, named in errors.
    let table: String

    init(_ bytes: [UInt8], table: String) {
        self.bytes = bytes
        self.table = table
    }

    func fail(_ reason: String) -> ViewControllerKit.FontError { .malformed(table: table, reason: reason) }

    private func check(_ offset: Int, _ count: Int) throws {
        guard offset >= 0, count >= 0, offset <= bytes.count - count else {
            throw fail("read of \(count) bytes at offset \(offset) runs past the end (\(bytes.count) bytes)")
        }
    }

    func uint8(at offset: Int) throws -> UInt8 {
        try check(offset, 1)
        return bytes[offset]
    }

    func uint16(at offset: Int) throws -> UInt16 {
        try check(offset, 2)
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(at offset: Int) throws -> Int16 {
        Int16(bitPattern: try uint16(at: offset))
    }

    func uint32(at offset: Int) throws -> UInt32 {
        try check(offset, 4)
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// A four-character table tag.
    func tag(at offset: Int) throws -> String {
        try check(offset, 4)
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    /// A sub-range as a reader of its own, for a table inside the file.
    func slice(offset: Int, length: Int, table: String) throws -> FontDataReader {
        try check(offset, length)
        return FontDataReader(Array(bytes[offset..<offset + length]), table: table)
    }

    var count: Int { bytes.count }
}
