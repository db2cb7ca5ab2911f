import Foundation

extension UIFont {
    /// A font weight, with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// Size and weight at the default content size category (`.large`), from Apple's
        /// Human Interface Guidelines typography table.
        var defaultSizeAndWeight: (CGFloat, Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The font for a text style at the current content size category: the current traits'
    /// when they name one, else the screen's (the runtime in use), else `.large`. Sizes follow
    /// Apple's Dynamic Type table (see `DynamicTypeSizes`); `.headline` is semibold, so
    /// DejaVu Sans Bold. A label with `adjustsFontForContentSizeCategory` re-makes it when
    /// the category changes.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, category: DynamicTypeSizes.currentCategory())
    }

    /// The font for a text style at the traits' content size category; nil traits, or
    /// traits whose category is `.unspecified`, mean the current category as above.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return preferredFont(forTextStyle: style,
                             category: category == .unspecified ? DynamicTypeSizes.currentCategory() : category)
    }

    static func preferredFont(forTextStyle style: TextStyle, category: UIContentSizeCategory) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        let scaling = DynamicTypeScaling(style: style, basePointSize: size, maximumPointSize: nil, isTextStyleFont: true)
        return systemFont(ofSize: size, weight: weight).scaled(scaling, in: category)
    }

    /// The font families always available: the system font's (DejaVu Sans). Other
    /// installed files are not enumerated.
    public static var familyNames: [String] {
        Array(Set(SystemFontFace.allCases.map(\.embedded.familyName))).sorted()
    }

    /// The PostScript names of the faces in a family (only DejaVu Sans is enumerated).
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        SystemFontFace.allCases.map(\.embedded).filter { $0.familyName == familyName }.map(\.postScriptName)
    }
}
