import Foundation

/// A font at a size, with the real metrics of the font the renderers draw with.
///
/// **Divergence from iOS:** the system font is DejaVu Sans (regular, bold, oblique,
/// bold oblique), not SF Pro, so text is wider than on iOS. Measurement and drawing agree
/// because both use DejaVu. `fontName` and `familyName` report DejaVu's names
/// (`DejaVuSans`, `DejaVu Sans`) rather than iOS's `.SFUI-Regular` / `.AppleSystemUIFont`.
///
/// Immutable and `Sendable`: a value under a class name, compared by name and size.
/// The system faces' metrics are compiled into the library (generated from the DejaVu
/// files), so measuring needs no font installed; other fonts are read from the files of
/// the shared ``FontLibrary``.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    public let pointSize: CGFloat
    /// The PostScript name, e.g. `DejaVuSans-Bold`.
    public let fontName: String
    /// The family name, e.g. `DejaVu Sans`.
    public let familyName: String
    /// The font file's metrics (font units).
    public let metrics: ViewControllerKit.TrueTypeFont
    /// The weight asked for (the file may be the nearest available, see ``systemFont(ofSize:weight:)``).
    let weight: Weight
    let isItalic: Bool
    /// How the font follows the content size category; nil for a fixed-size font.
    let dynamicType: DynamicTypeScaling?

    init(metrics: ViewControllerKit.TrueTypeFont, pointSize: CGFloat, weight: Weight, isItalic: Bool,
         dynamicType: DynamicTypeScaling? = nil) {
        self.metrics = metrics
        self.dynamicType = dynamicType
        self.pointSize = pointSize
        self.fontName = metrics.postScriptName
        self.familyName = metrics.familyName
        self.weight = weight
        self.isItalic = isItalic
    }

    /// A font by PostScript name (`DejaVuSans-Bold`) or DejaVu Sans full name
    /// (`DejaVu Sans Bold`): the system faces always exist (compiled in); another name is
    /// looked up as a file in the font library (`DejaVuSerif`, when installed). Nil when
    /// there is no such font, as on iOS; iOS font names (`Helvetica`, `Avenir-Heavy`)
    /// are not installed and give nil.
    public convenience init?(name: String, size: CGFloat) {
        let fileStem = Self.fullNames[name] ?? name
        guard !fileStem.contains("/"), !fileStem.isEmpty else { return nil }
        let metrics: ViewControllerKit.TrueTypeFont
        if let face = SystemFontFace(postScriptName: fileStem) {
            metrics = face.metrics
        } else {
            guard let installed = try? ViewControllerKit.FontLibrary.shared.font(fileName: fileStem + ".ttf") else { return nil }
            metrics = installed
        }
        let bold = fileStem.contains("Bold")
        let italic = fileStem.contains("Oblique") || fileStem.contains("Italic")
        self.init(metrics: metrics, pointSize: size, weight: bold ? .bold : .regular, isItalic: italic)
    }

    private static let fullNames: [String: String] = [
        "DejaVu Sans": "DejaVuSans", "DejaVu Sans Book": "DejaVuSans",
        "DejaVu Sans Bold": "DejaVuSans-Bold", "DejaVu Sans Oblique": "DejaVuSans-Oblique",
        "DejaVu Sans Bold Oblique": "DejaVuSans-BoldOblique",
    ]

    // MARK: System fonts

    /// The system font (DejaVu Sans) in regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at a weight. DejaVu has two weights: `.semibold` and heavier map
    /// to DejaVu Sans Bold, lighter weights to the regular face.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        system(size: fontSize, weight: weight, italic: false)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .bold, italic: false)
    }

    /// The system font's italic: DejaVu Sans Oblique.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .regular, italic: true)
    }

    /// The system font's monospaced-digit variant: DejaVu Sans digits are already tabular.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    static func system(size: CGFloat, weight: Weight, italic: Bool) -> UIFont {
        let face = SystemFontFace(bold: weight.rawValue >= Weight.semibold.rawValue, italic: italic)
        return UIFont(metrics: face.metrics, pointSize: size, weight: weight, isItalic: italic)
    }

    /// The same font at another size (a fixed size: it no longer follows Dynamic Type).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(metrics: metrics, pointSize: fontSize, weight: weight, isItalic: isItalic)
    }

    /// The same face following `scaling`, at its size for `category`.
    func scaled(_ scaling: DynamicTypeScaling, in category: UIContentSizeCategory) -> UIFont {
        UIFont(metrics: metrics, pointSize: scaling.pointSize(in: category), weight: weight,
               isItalic: isItalic, dynamicType: scaling)
    }

    /// This font re-made for a content size category, when it follows Dynamic Type
    /// (from `preferredFont(forTextStyle:)` or `UIFontMetrics`); nil for a fixed-size font.
    func adjusted(for category: UIContentSizeCategory) -> UIFont? {
        dynamicType.map { scaled($0, in: category) }
    }

    // MARK: Metrics (points)

    /// Points per font unit.
    var scale: CGFloat { pointSize / CGFloat(metrics.unitsPerEm) }

    /// Distance from the baseline to the top of the line (`hhea` ascender).
    public var ascender: CGFloat { CGFloat(metrics.ascender) * scale }
    /// Distance from the baseline to the bottom of the line; negative (`hhea` descender).
    public var descender: CGFloat { CGFloat(metrics.descender) * scale }
    /// Extra space between lines (`hhea` line gap; 0 for DejaVu Sans).
    public var leading: CGFloat { CGFloat(metrics.lineGap) * scale }
    /// Ascender − descender + leading, as UIKit computes it from the font's `hhea` values;
    /// it is also CSS's `line-height: normal` for the font in Chromium on Linux.
    public var lineHeight: CGFloat { ascender - descender + leading }
    public var capHeight: CGFloat { CGFloat(metrics.capHeight) * scale }
    public var xHeight: CGFloat { CGFloat(metrics.xHeight) * scale }

    // MARK: Standard sizes (UIKit's values)

    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var smallSystemFontSize: CGFloat { 12 }
    public static var systemFontSize: CGFloat { 14 }

    // MARK: Identity

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    public var description: String { "<UIFont \(fontName) \(pointSize.clean)pt>" }
}
