import Foundation

/// The reference values `Fixtures/measure.py` computed with fontTools and HarfBuzz
/// (committed as `Fixtures/dejavu-reference.json`, so tests need no Python).
struct DejaVuReference: Decodable {
    struct Metrics: Decodable {
        let unitsPerEm, ascender, descender, lineGap, numberOfHMetrics: Int
        let typoAscender, typoDescender, typoLineGap, capHeight, xHeight, kernPairs, glyphCount: Int
        let familyName, postScriptName: String
    }

    struct Face: Decodable {
        let metrics: Metrics
        /// String → advance width with kerning, in font units.
        let widths: [String: Int]
    }

    let faces: [String: Face]

    static let shared: DejaVuReference = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/dejavu-reference.json")
        do {
            let data = try Data(contentsOf: url)
            return DejaVuReference(faces: try JSONDecoder().decode([String: Face].self, from: data))
        } catch {
            fatalError("cannot read \(url.path): \(error)")
        }
    }()

    init(faces: [String: Face]) { self.faces = faces }

    subscript(face: String) -> Face {
        guard let found = faces[face] else { fatalError("no reference for \(face)") }
        return found
    }

    /// The reference width of `text` in `face` at `size` points.
    func width(_ text: String, face: String = "DejaVuSans", size: CGFloat) -> CGFloat {
        if text.isEmpty { return 0 }
        guard let units = self[face].widths[text] else { fatalError("no reference width for \"\(text)\"") }
        return CGFloat(units) * size / 2048
    }
}
