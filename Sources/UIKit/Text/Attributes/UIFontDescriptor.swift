import Foundation

/// A description of a font — family or PostScript name, size, symbolic traits, weight,
/// text style — that ``UIFont/init(descriptor:size:)`` turns into a font.
///
/// Here every descriptor resolves to a face the renderers have: the system font (DejaVu Sans
/// regular, bold, oblique, bold oblique) unless it names another installed face. Asking for
/// what no face provides gives nil, as on iOS when nothing matches: a design other than
/// `.default`, and traits other than bold and italic (condensed, expanded, monospace).
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// Traits a font can have (UIKit's raw values).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)

        /// The traits some face here provides (or that only adjust spacing).
        static let available: SymbolicTraits = [.traitItalic, .traitBold, .traitUIOptimized, .traitTightLeading, .traitLooseLeading]
    }

    /// Keys of ``fontAttributes``.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName("NSFontFamilyAttribute")
        public static let name = AttributeName("NSFontNameAttribute")
        public static let face = AttributeName("NSFontFaceAttribute")
        public static let size = AttributeName("NSFontSizeAttribute")
        public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
        public static let matrix = AttributeName("NSFontMatrixAttribute")
        public static let characterSet = AttributeName("NSFontCharacterSetAttribute")
        public static let cascadeList = AttributeName("NSFontCascadeListAttribute")
        /// A `[UIFontDescriptor.TraitKey: Any]`.
        public static let traits = AttributeName("NSCTFontTraitsAttribute")
        public static let fixedAdvance = AttributeName("NSCTFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName("NSCTFontFeatureSettingsAttribute")
        /// A ``UIFont/TextStyle``.
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
    }

    /// Keys of the `.traits` attribute.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A ``SymbolicTraits`` raw value.
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        /// A ``UIFont/Weight`` (its raw value).
        public static let weight = TraitKey("NSCTFontWeightTrait")
        public static let width = TraitKey("NSCTFontProportionTrait")
        public static let slant = TraitKey("NSCTFontSlantTrait")
    }

    /// Keys of a `.featureSettings` entry.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let type = FeatureKey("CTFeatureTypeIdentifier")
        public static let selector = FeatureKey("CTFeatureSelectorIdentifier")
        public static let featureIdentifier = type
        public static let typeIdentifier = selector
    }

    /// The system font's designs (iOS 13).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
        public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")
        public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
    }

    let name: String?
    let family: String?
    /// Zero: the text style's size, else 12 (as `UIFont(descriptor:size: 0)` reads it).
    let size: CGFloat
    let traits: SymbolicTraits
    let weight: UIFont.Weight?
    let textStyle: UIFont.TextStyle?
    private let extra: [AttributeName: Any]

    init(name: String?, family: String?, size: CGFloat, traits: SymbolicTraits, weight: UIFont.Weight?,
         textStyle: UIFont.TextStyle?, extra: [AttributeName: Any] = [:]) {
        self.name = name
        self.family = family
        self.size = size
        self.traits = traits
        self.weight = weight
        self.textStyle = textStyle
        self.extra = extra
        super.init()
    }

    /// A descriptor of the font named `fontName` (PostScript name) at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(name: fontName, family: nil, size: size, traits: [], weight: nil, textStyle: nil)
    }

    /// A descriptor from attributes (`.family`, `.name`, `.size`, `.traits`, `.textStyle`, …).
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let traitValues = attributes[.traits] as? [TraitKey: Any] ?? [:]
        let symbolic = (traitValues[.symbolic] as? UInt32).map(SymbolicTraits.init(rawValue:)) ?? []
        let weight = (traitValues[.weight] as? CGFloat) ?? (traitValues[.weight] as? Double).map { CGFloat($0) }
        let known: Set<AttributeName> = [.name, .family, .size, .traits, .textStyle]
        self.init(name: attributes[.name] as? String, family: attributes[.family] as? String,
                  size: Self.number(attributes[.size]) ?? 0, traits: symbolic, weight: weight.map(UIFont.Weight.init(rawValue:)),
                  textStyle: attributes[.textStyle] as? UIFont.TextStyle,
                  extra: attributes.filter { !known.contains($0.key) })
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    /// The descriptor of a text style's font at the current content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of a text style's font at the traits' content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    open var postscriptName: String { name ?? UIFont(descriptor: self, size: 0).fontName }
    open var pointSize: CGFloat { size }
    open var symbolicTraits: SymbolicTraits { traits }
    open var fontAttributes: [AttributeName: Any] {
        var attributes = extra
        if let name { attributes[.name] = name }
        if let family { attributes[.family] = family }
        if size > 0 { attributes[.size] = size }
        if let textStyle { attributes[.textStyle] = textStyle }
        var traitValues: [TraitKey: Any] = [:]
        if !traits.isEmpty { traitValues[.symbolic] = traits.rawValue }
        if let weight { traitValues[.weight] = weight.rawValue }
        if !traitValues.isEmpty { attributes[.traits] = traitValues }
        return attributes
    }

    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The same description with `symbolicTraits` instead of its traits; nil when no face
    /// here has them (condensed, expanded, monospace, vertical).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        guard SymbolicTraits.available.isSuperset(of: symbolicTraits) else { return nil }
        // A named face is left for its family, so the traits pick the face; a bold weight
        // goes with the bold trait (taking the trait away makes the font regular, as on iOS).
        let keptWeight = weight.flatMap { $0.rawValue < UIFont.Weight.semibold.rawValue ? $0 : nil }
        return UIFontDescriptor(name: nil, family: family ?? (name == nil ? nil : UIFont(descriptor: self, size: 0).familyName),
                                size: size, traits: symbolicTraits, weight: symbolicTraits.contains(.traitBold) ? nil : keptWeight,
                                textStyle: textStyle, extra: extra)
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(name: name, family: family, size: newPointSize, traits: traits, weight: weight, textStyle: textStyle, extra: extra)
    }

    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        UIFontDescriptor(name: nil, family: newFamily, size: size, traits: traits, weight: weight, textStyle: textStyle, extra: extra)
    }

    open func withFace(_ newFace: String) -> UIFontDescriptor {
        addingAttributes([.face: newFace])
    }

    /// The system font in `design`: `.default` only (nil for rounded, monospaced and serif,
    /// which no face here has).
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        design == .default ? self : nil
    }

    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        [UIFont(descriptor: self, size: 0).fontDescriptor]
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return name == other.name && family == other.family && size == other.size && traits == other.traits
            && weight == other.weight && textStyle == other.textStyle
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(family)
        hasher.combine(size)
        hasher.combine(traits.rawValue)
        return hasher.finalize()
    }

    open override var description: String {
        "UIFontDescriptor \(fontAttributes.map { "\($0.key.rawValue) = \($0.value)" }.sorted().joined(separator: "; "))"
    }
}
