import Foundation

extension UIButton {
    /// A button's content and appearance (iOS 15's button system): title, subtitle, image,
    /// their placement and padding, insets, colours and size.
    ///
    /// Default metrics: `contentInsets` are (7, 12, 7, 12) at `.medium` (Apple's answer in
    /// developer forums thread 733541: "the default is based on the small/medium/large
    /// size"); the title font is the body style (17 pt) at `.medium` and `.large`. The
    /// other sizes' insets and fonts are this library's best approximation of iOS 17 and
    /// are listed as a divergence in docs/Text.md.
    public struct Configuration: Hashable, Sendable {
        /// Which preset the configuration came from; decides default colours and background.
        enum Style: Hashable, Sendable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }

        public enum Size: Int, Hashable, Sendable { case mini, small, medium, large }

        public enum CornerStyle: Int, Hashable, Sendable { case dynamic, fixed, small, medium, large, capsule }

        public enum TitleAlignment: Int, Hashable, Sendable { case automatic, leading, center, trailing }

        let style: Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        /// Where the image sits relative to the title: `.leading` (default), `.trailing`, `.top`, `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the title block.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var showsActivityIndicator = false

        /// The button size; changing it resets `contentInsets` to that size's default, unless
        /// insets were set explicitly.
        public var buttonSize: Size = .medium {
            didSet { if !hasCustomInsets { storedInsets = Self.defaultInsets(for: buttonSize) } }
        }

        private var storedInsets = Configuration.defaultInsets(for: .medium)
        private var hasCustomInsets = false

        /// Space from the button's edges to its content.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedInsets }
            set { storedInsets = newValue; hasCustomInsets = true }
        }

        init(style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        // MARK: Equality (images by identity: UIImage is not Hashable)

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.style == rhs.style && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle
                && lhs.image === rhs.image && lhs.imagePlacement == rhs.imagePlacement
                && lhs.imagePadding == rhs.imagePadding && lhs.titlePadding == rhs.titlePadding
                && lhs.titleAlignment == rhs.titleAlignment && lhs.baseForegroundColor == rhs.baseForegroundColor
                && lhs.baseBackgroundColor == rhs.baseBackgroundColor && lhs.cornerStyle == rhs.cornerStyle
                && lhs.showsActivityIndicator == rhs.showsActivityIndicator && lhs.buttonSize == rhs.buttonSize
                && lhs.storedInsets == rhs.storedInsets
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(title)
            hasher.combine(subtitle)
            hasher.combine(image.map(ObjectIdentifier.init))
            hasher.combine(buttonSize)
            hasher.combine(storedInsets)
        }

        // MARK: Resolved values

        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title font for the button size (Dynamic Type at `.large`).
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .preferredFont(forTextStyle: .caption1)
            case .small: .preferredFont(forTextStyle: .subheadline)
            case .medium, .large: .preferredFont(forTextStyle: .body)
            }
        }

        /// The subtitle font: the footnote style (13 pt), smaller for mini/small buttons.
        var subtitleFont: UIFont {
            buttonSize == .mini || buttonSize == .small ? .preferredFont(forTextStyle: .caption2)
                : .preferredFont(forTextStyle: .footnote)
        }

        /// The title colour the style gives: white on filled backgrounds, the tint otherwise.
        func foregroundColor(tint: UIColor) -> UIColor {
            if let baseForegroundColor { return baseForegroundColor }
            switch style {
            case .filled, .borderedProminent: return .white
            case .gray, .bordered: return tint
            default: return tint
            }
        }

        /// The background the style gives (nil: none).
        func backgroundColor(tint: UIColor) -> UIColor? {
            switch style {
            case .plain, .borderless: return baseBackgroundColor
            case .filled, .borderedProminent: return baseBackgroundColor ?? tint
            case .tinted, .borderedTinted: return baseBackgroundColor ?? tint.withAlphaComponent(0.15)
            case .gray, .bordered: return baseBackgroundColor ?? .systemGray6
            }
        }
    }
}
