import Foundation

/// Reads an encoded image's pixel size from its header, without decoding pixels.
enum ImageHeader {
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return png(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.starts(with: Array("GIF8".utf8)) { return gif(bytes) }
        return nil
    }

    /// PNG: the IHDR chunk follows the 8-byte signature; width and height are big-endian.
    private static func png(_ b: [UInt8]) -> CGSize? {
        guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        return CGSize(width: CGFloat(be32(b, 16)), height: CGFloat(be32(b, 20)))
    }

    /// JPEG: walk the segments to the first start-of-frame marker.
    private static func jpeg(_ b: [UInt8]) -> CGSize? {
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { i += 2; continue }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                let height = Int(b[i + 5]) << 8 | Int(b[i + 6]), width = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return CGSize(width: CGFloat(width), height: CGFloat(height))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    /// GIF: the logical screen size, little-endian, after the 6-byte signature.
    private static func gif(_ b: [UInt8]) -> CGSize? {
        guard b.count >= 10 else { return nil }
        return CGSize(width: CGFloat(Int(b[6]) | Int(b[7]) << 8), height: CGFloat(Int(b[8]) | Int(b[9]) << 8))
    }

    private static func be32(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
    }
}
