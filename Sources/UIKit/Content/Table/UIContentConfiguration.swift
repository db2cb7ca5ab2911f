import Foundation

/// The state a configuration adapts to (`updated(for:)`): a cell's selection and editing.
public struct UICellConfigurationState: Hashable, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isEditing = false
    public var isDisabled = false
    public init() {}
}

/// Describes a cell's content; the cell makes a content view from it and passes later
/// configurations of the same kind to that view.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView
    func updated(for state: UICellConfigurationState) -> Self
}

extension UIContentConfiguration {
    public func updated(for state: UICellConfigurationState) -> Self { self }
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
}

/// The standard list content: an image, a text and a secondary text.
public struct UIListContentConfiguration: UIContentConfiguration {
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var numberOfLines = 0
    }

    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    /// Text and secondary text side by side (value cells) instead of stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    public init() {}

    /// A plain list cell: text, with secondary text below it.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// Text on the leading side, secondary text on the trailing side.
    public static func valueCell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration()
        c.prefersSideBySideTextAndSecondaryText = true
        c.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        return c
    }
    public static func header() -> UIListContentConfiguration { plainHeader() }
    public static func plainHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration()
        c.textProperties.font = .preferredFont(forTextStyle: .headline)
        return c
    }
    public static func groupedHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration()
        c.textProperties.font = .preferredFont(forTextStyle: .footnote)
        c.textProperties.color = .secondaryLabel
        return c
    }
    public static func groupedFooter() -> UIListContentConfiguration { groupedHeader() }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
}

/// Shows a ``UIListContentConfiguration``: labels laid out inside its margins. Its height
/// fits the text (at least 44 pt, a list row's minimum).
@preconcurrency @MainActor
public final class UIListContentView: UIView, UIContentView {
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    let imageView = UIImageView()
    public var listConfiguration: UIListContentConfiguration { didSet { apply() } }

    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
    }

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        [imageView, textLabel, secondaryTextLabel].forEach(addSubview)
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = UIListContentConfiguration()
        super.init(coder: coder)
    }

    private func apply() {
        textLabel.text = listConfiguration.text
        textLabel.font = listConfiguration.textProperties.font
        textLabel.textColor = listConfiguration.textProperties.color
        secondaryTextLabel.text = listConfiguration.secondaryText
        secondaryTextLabel.font = listConfiguration.secondaryTextProperties.font
        secondaryTextLabel.textColor = listConfiguration.secondaryTextProperties.color
        imageView.image = listConfiguration.image
        setNeedsLayout()
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        let m = listConfiguration.directionalLayoutMargins
        let text = textLabel.intrinsicContentSize.height, secondary = secondaryTextLabel.intrinsicContentSize.height
        let stacked = listConfiguration.prefersSideBySideTextAndSecondaryText ? max(text, secondary) : text + secondary
        return CGSize(width: size.width, height: max(44, m.top + stacked + m.bottom))
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let m = listConfiguration.directionalLayoutMargins
        var x = m.leading
        if let image = imageView.image {
            imageView.frame = CGRect(x: x, y: (bounds.height - image.size.height) / 2, width: image.size.width, height: image.size.height)
            x += image.size.width + 16
        } else {
            imageView.frame = .zero
        }
        let text = textLabel.intrinsicContentSize, secondary = secondaryTextLabel.intrinsicContentSize
        let width = max(0, bounds.width - x - m.trailing)
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            textLabel.frame = CGRect(x: x, y: (bounds.height - text.height) / 2, width: min(text.width, width), height: text.height)
            secondaryTextLabel.frame = CGRect(x: bounds.width - m.trailing - secondary.width, y: (bounds.height - secondary.height) / 2,
                                              width: secondary.width, height: secondary.height)
        } else {
            let top = (bounds.height - text.height - secondary.height) / 2
            textLabel.frame = CGRect(x: x, y: top, width: min(text.width, width), height: text.height)
            secondaryTextLabel.frame = CGRect(x: x, y: top + text.height, width: min(secondary.width, width), height: secondary.height)
        }
    }
}
