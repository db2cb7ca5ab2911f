import Foundation

/// The four DejaVu Sans faces that stand in for the system font, with their compiled-in
/// metrics (``EmbeddedFontFace``) and the files renderers draw them from (all four are in
/// the Debian package `fonts-dejavu-core`).
enum SystemFontFace: CaseIterable, Sendable {
    case regular, bold, oblique, boldOblique

    init(bold: Bool, italic: Bool) {
        switch (bold, italic) {
        case (false, false): self = .regular
        case (true, false): self = .bold
        case (false, true): self = .oblique
        case (true, true): self = .boldOblique
        }
    }

    /// The face with this PostScript name (`DejaVuSans-Bold`), if it is one of the four.
    init?(postScriptName: String) {
        guard let face = Self.allCases.first(where: { $0.postScriptName == postScriptName }) else { return nil }
        self = face
    }

    var postScriptName: String { embedded.postScriptName }

    /// The file renderers draw the face from, e.g. `DejaVuSans-Bold.ttf`.
    var fileName: String { postScriptName + ".ttf" }

    var embedded: EmbeddedFontFace {
        switch self {
        case .regular: .dejaVuSans
        case .bold: .dejaVuSansBold
        case .oblique: .dejaVuSansOblique
        case .boldOblique: .dejaVuSansBoldOblique
        }
    }

    /// The face's metrics, built once from the compiled-in data.
    var metrics: ViewControllerKit.TrueTypeFont {
        switch self {
        case .regular: Self.regularMetrics
        case .bold: Self.boldMetrics
        case .oblique: Self.obliqueMetrics
        case .boldOblique: Self.boldObliqueMetrics
        }
    }

    private static let regularMetrics = ViewControllerKit.TrueTypeFont(embedded: .dejaVuSans)
    private static let boldMetrics = ViewControllerKit.TrueTypeFont(embedded: .dejaVuSansBold)
    private static let obliqueMetrics = ViewControllerKit.TrueTypeFont(embedded: .dejaVuSansOblique)
    private static let boldObliqueMetrics = ViewControllerKit.TrueTypeFont(embedded: .dejaVuSansBoldOblique)
}
