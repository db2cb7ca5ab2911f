import Foundation

extension ViewControllerKit.PathRasterizer {
    /// An RGBA float image painted source-over.
    struct Canvas {
        let width: Int, height: Int
        private var pixels: [Float]

        init(width: Int, height: Int, background: (Float, Float, Float, Float)) {
            self.width = width; self.height = height
            pixels = Array(repeating: 0, count: width * height * 4)
            for i in 0..<(width * height) {
                pixels[4 * i] = background.0; pixels[4 * i + 1] = background.1
                pixels[4 * i + 2] = background.2; pixels[4 * i + 3] = background.3
            }
        }

        private static let subRows = 4

        /// Fills the polygons (closed implicitly) with `color`, antialiased.
        mutating func fill(_ polygons: [[CGPoint]], color: CGColor, evenOdd: Bool) {
            guard width > 0, height > 0, color.alpha > 0 else { return }
            var edges: [(x0: Double, y0: Double, x1: Double, y1: Double, dir: Int)] = []
            for polygon in polygons where polygon.count > 2 {
                for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) where a.y != b.y {
                    edges.append(a.y < b.y ? (Double(a.x), Double(a.y), Double(b.x), Double(b.y), 1)
                                           : (Double(b.x), Double(b.y), Double(a.x), Double(a.y), -1))
                }
            }
            guard !edges.isEmpty else { return }
            let minY = max(0, Int(edges.map(\.y0).min()!.rounded(.down)))
            let maxY = min(height - 1, Int(edges.map(\.y1).max()!.rounded(.up)))
            guard minY <= maxY else { return }
            var coverage = [Float](repeating: 0, count: width)
            for row in minY...maxY {
                for i in 0..<width { coverage[i] = 0 }
                for sub in 0..<Self.subRows {
                    let y = Double(row) + (Double(sub) + 0.5) / Double(Self.subRows)
                    var crossings: [(x: Double, dir: Int)] = []
                    for e in edges where e.y0 <= y && y < e.y1 {
                        crossings.append((e.x0 + (y - e.y0) / (e.y1 - e.y0) * (e.x1 - e.x0), e.dir))
                    }
                    crossings.sort { $0.x < $1.x }
                    var winding = 0
                    for (index, crossing) in crossings.enumerated() {
                        winding += crossing.dir
                        let inside = evenOdd ? (index % 2 == 0) : winding != 0
                        guard inside, index + 1 < crossings.count else { continue }
                        addSpan(from: crossing.x, to: crossings[index + 1].x, weight: 1 / Float(Self.subRows), into: &coverage)
                    }
                }
                for x in 0..<width where coverage[x] > 0 { blend(x, row, color, min(coverage[x], 1)) }
            }
        }

        /// Adds `weight` × the covered fraction of each pixel between `a` and `b`.
        private func addSpan(from a: Double, to b: Double, weight: Float, into coverage: inout [Float]) {
            let start = max(0, a), end = min(Double(width), b)
            guard start < end else { return }
            let first = Int(start), last = min(width - 1, Int(end.rounded(.up)) - 1)
            for x in first...last {
                let covered = min(end, Double(x + 1)) - max(start, Double(x))
                if covered > 0 { coverage[x] += Float(covered) * weight }
            }
        }

        private mutating func blend(_ x: Int, _ y: Int, _ color: CGColor, _ coverage: Float) {
            let i = 4 * (y * width + x)
            let sa = Float(color.alpha) * coverage, da = pixels[i + 3]
            let oa = sa + da * (1 - sa)
            guard oa > 0 else { return }
            let source = [Float(color.red), Float(color.green), Float(color.blue)]
            for c in 0..<3 {
                pixels[i + c] = (min(max(source[c], 0), 1) * sa + pixels[i + c] * da * (1 - sa)) / oa
            }
            pixels[i + 3] = oa
        }

        func bytes() -> [UInt8] { pixels.map { UInt8((min(max($0, 0), 1) * 255).rounded()) } }
    }

    /// PNG writing: 8-bit RGBA, filter 0, zlib with stored (uncompressed) blocks.
    enum PNGEncoder {
        static func encode(width: Int, height: Int, rgba: [UInt8]) -> Data {
            var raw: [UInt8] = []
            raw.reserveCapacity(height * (width * 4 + 1))
            for row in 0..<height {
                raw.append(0)
                raw += rgba[(row * width * 4)..<((row + 1) * width * 4)]
            }
            var zlib: [UInt8] = [0x78, 0x01]
            var offset = 0
            repeat {
                let count = min(65535, raw.count - offset)
                let last = offset + count >= raw.count
                zlib.append(last ? 1 : 0)
                zlib += [UInt8(count & 255), UInt8(count >> 8), UInt8(~count & 255), UInt8((~count >> 8) & 255)]
                zlib += raw[offset..<(offset + count)]
                offset += count
            } while offset < raw.count
            zlib += bigEndian(adler32(raw))
            var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
            header += [8, 6, 0, 0, 0]
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            png += chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
            return Data(png)
        }

        private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
        }

        private static func bigEndian(_ value: UInt32) -> [UInt8] {
            [UInt8(value >> 24), UInt8((value >> 16) & 255), UInt8((value >> 8) & 255), UInt8(value & 255)]
        }

        private static let crcTable: [UInt32] = (0..<256).map { n in
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB88320 ^ (c >> 1) : c >> 1 }
            return c
        }

        static func crc32(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFFFFFF
            for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 255)] ^ (c >> 8) }
            return c ^ 0xFFFFFFFF
        }

        static func adler32(_ bytes: [UInt8]) -> UInt32 {
            var a: UInt32 = 1, b: UInt32 = 0
            for byte in bytes { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
            return (b << 16) | a
        }
    }
}
