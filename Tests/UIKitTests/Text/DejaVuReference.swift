import Foundation
import Testing
import UIKitTesting

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

extension DejaVuReference.Metrics {
    /// Expects `font`'s metrics and names to be these (kerning pairs are checked by the caller).
    func expectMatched(by font: ViewControllerKit.TrueTypeFont, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = [font.unitsPerEm, font.ascender, font.descender, font.lineGap, font.typoAscender,
                      font.typoDescender, font.typoLineGap, font.capHeight, font.xHeight, font.glyphCount]
        let expected = [unitsPerEm, ascender, descender, lineGap, typoAscender,
                        typoDescender, typoLineGap, capHeight, xHeight, glyphCount]
        #expect(actual == expected, sourceLocation: sourceLocation)
        #expect(font.familyName == familyName, sourceLocation: sourceLocation)
        #expect(font.postScriptName == postScriptName, sourceLocation: sourceLocation)
    }
}

/// Whether the DejaVu Sans files are installed where the font library looks (the standard
/// directories, or `VCK_FONT_DIR`). Only tests of the file reader need them: the library
/// measures from compiled-in metrics.
enum InstalledDejaVu {
    static let faces = ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSans-BoldOblique"]

    static var isInstalled: Bool { faces.allSatisfy { ViewControllerKit.FontLibrary.shared.path(of: $0 + ".ttf") != nil } }

    static let skipReason: Comment = """
        DejaVu Sans files not installed (Debian package fonts-dejavu-core, or VCK_FONT_DIR): \
        the test reads them; measurement itself uses the compiled-in metrics
        """
}
