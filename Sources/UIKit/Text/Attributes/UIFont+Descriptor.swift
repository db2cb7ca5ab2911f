import Foundation

extension UIFont {
    /// This font's description: its PostScript name and family, size, bold and italic
    /// traits, weight, and text style when it is a text-style font.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if weight.rawValue >= Weight.semibold.rawValue { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        return UIFontDescriptor(name: fontName, family: familyName, size: pointSize, traits: traits, weight: weight,
                                textStyle: dynamicType?.style)
    }

    /// The font a descriptor describes, at `pointSize` (zero: the descriptor's size; a
    /// text style's descriptor without a size gives the text style's font). A named face
    /// that is installed is used as it is; otherwise the system font with the descriptor's
    /// weight, bold (semibold at least) and italic.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.size
        let traits = descriptor.traits
        if let name = descriptor.name, let named = UIFont(name: name, size: size > 0 ? size : 12) {
            self.init(metrics: named.metrics, pointSize: named.pointSize, weight: named.weight, isItalic: named.isItalic)
            return
        }
        var weight = descriptor.weight ?? .regular
        if traits.contains(.traitBold), weight.rawValue < Weight.bold.rawValue { weight = .bold }
        let italic = traits.contains(.traitItalic)
        if let style = descriptor.textStyle {
            let preferred = UIFont.preferredFont(forTextStyle: style)
            if descriptor.weight == nil, !traits.contains(.traitBold) { weight = preferred.weight }
            let font = UIFont.system(size: size > 0 ? size : preferred.pointSize, weight: weight, italic: italic)
            // Sized by its style (no explicit size): it follows Dynamic Type as the style's font does.
            if size <= 0, let scaling = preferred.dynamicType {
                self.init(metrics: font.metrics, pointSize: font.pointSize, weight: weight, isItalic: italic, dynamicType: scaling)
            } else {
                self.init(metrics: font.metrics, pointSize: font.pointSize, weight: weight, isItalic: italic)
            }
            return
        }
        let font = UIFont.system(size: size > 0 ? size : 12, weight: weight, italic: italic)
        self.init(metrics: font.metrics, pointSize: font.pointSize, weight: weight, isItalic: italic)
    }
}
