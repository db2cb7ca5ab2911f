import Foundation

/// The standard content of a list row, header or footer: an image, a text and a secondary
/// text, with their styling and the spacing between them. Start from a factory
/// (`.cell()`, `.valueCell()`, `.groupedHeader()`…) or a cell's
/// `defaultContentConfiguration()`, set the texts, and assign it to `contentConfiguration`.
///
///     var content = cell.defaultContentConfiguration()
///     content.text = "Wi-Fi"
///     content.secondaryText = "Home"
///     cell.contentConfiguration = content
///
/// Fonts follow the factory's text style; margins and paddings are the values listed in
/// docs/DifferencesFromIOS.md "Content configurations" (chosen to match iOS's row heights:
/// 44 pt for a one-line cell, 38 for a grouped header, 28 for a plain one).
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is styled.
    public struct TextProperties {
        public enum TextAlignment: Int, Sendable { case natural, center, justified }
        public enum TextTransform: Int, Sendable { case none, capitalized, lowercase, uppercase }

        public var font: UIFont
        public var color: UIColor
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0: as many lines as the text needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none
        public var showsExpansionTextWhenTruncated = false

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// `color` passed through the transformer, if any.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        func display(_ text: String?) -> String? {
            guard let text else { return nil }
            switch transform {
            case .none: return text
            case .capitalized: return text.capitalized
            case .lowercase: return text.lowercased()
            case .uppercase: return text.uppercased()
            }
        }
    }

    /// How the image is styled and how much room it takes.
    public struct ImageProperties {
        /// `reservedLayoutSize` value meaning "the system's standard size for the style".
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public var cornerRadius: CGFloat = 0
        /// Largest size the image is shown at (aspect kept); zero components: no limit.
        public var maximumSize: CGSize = .zero
        /// Width (and height) reserved for the image, so texts in a list line up even when
        /// images differ; zero components: the image's own size.
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false

        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }
    }

    /// Which preset a configuration came from: decides the minimum height and state styling.
    enum Style: Sendable {
        case cell, sidebarCell, accompaniedSidebarCell, header
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Text and secondary text side by side (value cells) instead of stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    var style: Style = .cell

    /// An empty `.cell()`.
    public init() {}

    /// The text shown: the attributed text's string when set, else `text`, transformed.
    var displayedText: String? { textProperties.display(attributedText?.string ?? text) }
    var displayedSecondaryText: String? { secondaryTextProperties.display(secondaryAttributedText?.string ?? secondaryText) }

    /// The smallest height of the view: 44 for rows, none for headers and footers.
    var minimumHeight: CGFloat { style == .header ? 0 : 44 }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// Sidebar rows change with selection: a selected `.sidebarCell()` shows white text and
    /// image (on the tinted background), a selected `.accompaniedSidebarCell()` tinted ones.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted else { return self }
        var copy = self
        switch style {
        case .sidebarCell:
            copy.textProperties.color = .white
            copy.secondaryTextProperties.color = .white
            copy.imageProperties.tintColor = .white
        case .accompaniedSidebarCell:
            copy.textProperties.color = .tintColor
            copy.imageProperties.tintColor = .tintColor
        case .cell, .header:
            break
        }
        return copy
    }
}

/// Maps a colour to the colour drawn (a configuration's `colorTransformer`).
public struct UIConfigurationColorTransformer: Sendable {
    public let transform: @Sendable (UIColor) -> UIColor
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
}

/// Layout axes (`axesPreservingSuperviewLayoutMargins`).
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1)
    public static let vertical = UIAxis(rawValue: 2)
    public static let both: UIAxis = [.horizontal, .vertical]
}

// MARK: Presets

extension UIListContentConfiguration {
    private static func make(_ style: Style, text: UIFont.TextStyle, _ color: UIColor = .label,
                             secondary: UIFont.TextStyle = .subheadline, _ secondaryColor: UIColor = .secondaryLabel,
                             margins: NSDirectionalEdgeInsets? = nil) -> UIListContentConfiguration {
        var c = UIListContentConfiguration()
        c.style = style
        c.textProperties.font = .preferredFont(forTextStyle: text)
        c.textProperties.color = color
        c.secondaryTextProperties.font = .preferredFont(forTextStyle: secondary)
        c.secondaryTextProperties.color = secondaryColor
        if let margins { c.directionalLayoutMargins = margins }
        return c
    }

    private static func edges(_ top: CGFloat, _ bottom: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: 16, bottom: bottom, trailing: 16)
    }

    /// A row: text (body), secondary text (subheadline) below it.
    public static func cell() -> UIListContentConfiguration { make(.cell, text: .body) }
    /// A row with a subtitle: as `.cell()`.
    public static func subtitleCell() -> UIListContentConfiguration { make(.cell, text: .body) }
    /// Text on the leading side, secondary text (body, secondary colour) on the trailing side.
    public static func valueCell() -> UIListContentConfiguration {
        var c = make(.cell, text: .body, secondary: .body)
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }
    /// A sidebar row: white text when selected.
    public static func sidebarCell() -> UIListContentConfiguration { make(.sidebarCell, text: .body) }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { make(.sidebarCell, text: .body) }
    /// A sidebar row whose selection tints the text instead of filling the row.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { make(.accompaniedSidebarCell, text: .body) }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { make(.accompaniedSidebarCell, text: .body) }
    /// A plain list's section header: headline text, 28 pt tall for one line.
    public static func plainHeader() -> UIListContentConfiguration { make(.header, text: .headline, margins: edges(4, 4)) }
    public static func plainFooter() -> UIListContentConfiguration {
        make(.header, text: .subheadline, .secondaryLabel, margins: edges(4, 4))
    }
    /// A grouped list's section header: footnote in the secondary colour, 38 pt tall for one line.
    public static func groupedHeader() -> UIListContentConfiguration {
        make(.header, text: .footnote, .secondaryLabel, margins: edges(17, 6))
    }
    public static func groupedFooter() -> UIListContentConfiguration {
        make(.header, text: .footnote, .secondaryLabel, margins: edges(6, 6))
    }
    public static func sidebarHeader() -> UIListContentConfiguration {
        make(.header, text: .headline, .secondaryLabel, margins: edges(11, 6))
    }
    /// An inset-grouped header in the title-3 size, bold.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var c = make(.header, text: .title3, margins: edges(17, 6))
        c.textProperties.font = .systemFont(ofSize: 20, weight: .bold)
        return c
    }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var c = make(.header, text: .title2, margins: edges(17, 6))
        c.textProperties.font = .systemFont(ofSize: 22, weight: .bold)
        return c
    }
    /// The header for the list it is in: here the plain header.
    public static func header() -> UIListContentConfiguration { plainHeader() }
    public static func footer() -> UIListContentConfiguration { plainFooter() }
}
