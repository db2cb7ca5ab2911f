import Foundation

extension UIImage {
    /// A symbol's weight, as its configuration asks for it.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to the text it sits in.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// How a symbol image is drawn: point size or text style, weight and scale. Later
    /// configurations override the specified parts of earlier ones (`applying(_:)`).
    public final class SymbolConfiguration: Equatable, Hashable, Sendable, CustomStringConvertible {
        public let pointSize: CGFloat?
        public let textStyle: UIFont.TextStyle?
        public let weight: SymbolWeight
        public let scale: SymbolScale

        init(pointSize: CGFloat?, textStyle: UIFont.TextStyle?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize; self.textStyle = textStyle; self.weight = weight; self.scale = scale
        }

        public static let unspecified = SymbolConfiguration(pointSize: nil, textStyle: nil, weight: .unspecified, scale: .unspecified)

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: scale)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, textStyle: nil, weight: weight, scale: .unspecified) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: scale) }
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, textStyle: nil, weight: .unspecified, scale: scale)
        }

        /// This configuration with `other`'s specified parts on top.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            let size = other.pointSize ?? (other.textStyle == nil ? pointSize : nil)
            return SymbolConfiguration(
                pointSize: size, textStyle: other.textStyle ?? (other.pointSize == nil ? textStyle : nil),
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale)
        }

        /// The side of the square a symbol takes: the point size (a text style's size, or
        /// body's 17 pt) scaled as a symbol sits in text — about 1.18 × the point size at
        /// medium scale, which gives UIKit's 20 × 20 for a default symbol. An approximation
        /// of SF Symbols' per-glyph sizes, which are not available off Apple platforms.
        var side: CGFloat {
            let points = pointSize ?? textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? 17
            let factor: CGFloat = switch scale {
            case .small: 0.85
            case .large: 1.3
            default: 1
            }
            return (points * 20 / 17 * factor).rounded()
        }

        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.pointSize == rhs.pointSize && lhs.textStyle == rhs.textStyle && lhs.weight == rhs.weight && lhs.scale == rhs.scale
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize); hasher.combine(textStyle); hasher.combine(weight); hasher.combine(scale)
        }

        public var description: String {
            "<UIImageSymbolConfiguration pointSize=\(pointSize.map { "\($0)" } ?? "-") weight=\(weight) scale=\(scale)>"
        }
    }

    /// An SF Symbol. Renderers draw it from its name; its size comes from the configuration
    /// (a default symbol is 20 × 20 points). Every name is accepted: the symbol catalogue
    /// is not available here to reject unknown ones.
    public convenience init?(systemName: String) {
        self.init(systemName: systemName, withConfiguration: nil)
    }

    public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        let side = (configuration ?? .unspecified).side
        self.init(size: CGSize(width: side, height: side), scale: 1, name: "symbol:" + systemName, data: nil,
                  renderingMode: .alwaysTemplate, symbolConfiguration: configuration)
    }

    public convenience init?(systemName: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: systemName, withConfiguration: nil)
    }

    /// A copy of a symbol image with `configuration` applied over its own.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let name, name.hasPrefix("symbol:") else { return nil }
        return withConfiguration(configuration)
    }

    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        let merged = (symbolConfiguration ?? .unspecified).applying(configuration)
        guard let name, name.hasPrefix("symbol:") else { return self }
        return copy(size: CGSize(width: merged.side, height: merged.side), symbolConfiguration: merged)
    }
}
