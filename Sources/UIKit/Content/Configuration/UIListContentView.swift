import Foundation

/// Shows a ``UIListContentConfiguration``; usable on its own or as a cell's content view.
///
/// Layout inside `directionalLayoutMargins` (left to right):
///
///     | margin | image (reserved width) | imageToTextPadding | text ……… | margin |
///
/// Stacked (`.cell()`): text over secondary text, `textToSecondaryTextVerticalPadding` apart,
/// both as wide as the room after the image; the pair is centred vertically. Side by side
/// (`.valueCell()`): the secondary text at the trailing margin at its own width, the text
/// in the rest less `textToSecondaryTextHorizontalPadding`; each centred vertically. The
/// image is centred vertically in its reserved box. Height: the margins around the taller
/// block, at least the style's minimum (44 for rows).
@preconcurrency @MainActor
public final class UIListContentView: UIView, UIContentView {
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    let imageView = UIImageView()

    /// The list configuration shown; setting it restyles the labels and lays out again.
    public var listConfiguration: UIListContentConfiguration { didSet { apply() } }

    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                runtimeInUse.diagnostics.warn("UIListContentView was given a \(type(of: newValue)); it shows UIListContentConfiguration only")
                return
            }
            listConfiguration = list
        }
    }

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        [imageView, textLabel, secondaryTextLabel].forEach(addSubview)
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        [imageView, textLabel, secondaryTextLabel].forEach(addSubview)
        apply()
    }

    private func apply() {
        let c = listConfiguration
        style(textLabel, c.displayedText, c.textProperties)
        style(secondaryTextLabel, c.displayedSecondaryText, c.secondaryTextProperties)
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.tintColor.map { c.imageProperties.resolvedTintColor(for: $0) }
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.contentMode = .scaleAspectFit
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func style(_ label: UILabel, _ text: String?, _ p: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = (text ?? "").isEmpty
        label.adjustsFontForContentSizeCategory = p.adjustsFontForContentSizeCategory
        label.font = p.font
        // A text-style font made at another content size category starts at this view's;
        // later changes reach the label as they reach any adjusting label.
        label.adjustFont(for: traitCollection)
        label.textColor = p.resolvedColor()
        label.numberOfLines = p.numberOfLines
        label.lineBreakMode = p.lineBreakMode
        label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = p.minimumScaleFactor
        switch p.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
    }

    // MARK: Layout

    /// Where everything goes in a view of `size` (height used for centring only).
    struct Placement: Equatable {
        var image: CGRect = .zero
        var text: CGRect = .zero
        var secondaryText: CGRect = .zero
        var height: CGFloat = 0
    }

    /// The image's shown size: its own, scaled down (aspect kept) into `maximumSize`.
    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        var size = image.size
        let maximum = listConfiguration.imageProperties.maximumSize
        var scale: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
        size = CGSize(width: size.width * scale, height: size.height * scale)
        return size
    }

    func placement(in size: CGSize) -> Placement {
        let c = listConfiguration, m = c.directionalLayoutMargins
        var p = Placement()
        var x = m.leading
        let image = imageSize
        var imageBox = image
        if c.image != nil {
            let reserved = c.imageProperties.reservedLayoutSize
            if reserved.width > 0 { imageBox.width = reserved.width }
            if reserved.height > 0 { imageBox.height = reserved.height }
            x += imageBox.width + c.imageToTextPadding
        }
        let room = max(0, size.width - x - m.trailing)
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden
        let block: CGFloat
        if c.prefersSideBySideTextAndSecondaryText {
            let secondary = hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: room, height: 0)) : .zero
            let secondaryWidth = min(secondary.width, room)
            let textRoom = max(0, room - (hasSecondary ? secondaryWidth + c.textToSecondaryTextHorizontalPadding : 0))
            let text = hasText ? textLabel.sizeThatFits(CGSize(width: textRoom, height: 0)) : .zero
            block = max(text.height, secondary.height, imageBox.height)
            p.height = max(c.minimumHeight, m.top + block + m.bottom)
            let mid = max(m.top + block / 2, size.height / 2)
            p.text = CGRect(x: x, y: mid - text.height / 2, width: hasText ? textRoom : 0, height: text.height)
            p.secondaryText = CGRect(x: size.width - m.trailing - secondaryWidth, y: mid - secondary.height / 2,
                                     width: secondaryWidth, height: secondary.height)
        } else {
            let text = hasText ? textLabel.sizeThatFits(CGSize(width: room, height: 0)) : .zero
            let secondary = hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: room, height: 0)) : .zero
            let gap = hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0
            let texts = text.height + gap + secondary.height
            block = max(texts, imageBox.height)
            p.height = max(c.minimumHeight, m.top + block + m.bottom)
            let top = max(m.top, (max(size.height, p.height) - texts) / 2)
            p.text = CGRect(x: x, y: top, width: hasText ? room : 0, height: text.height)
            p.secondaryText = CGRect(x: x, y: top + text.height + gap, width: hasSecondary ? room : 0, height: secondary.height)
        }
        if c.image != nil {
            let mid = max(m.top + block / 2, max(size.height, p.height) / 2)
            p.image = CGRect(x: m.leading + (imageBox.width - image.width) / 2, y: mid - image.height / 2,
                             width: image.width, height: image.height)
        }
        return p
    }

    /// The height the content needs at `size.width`.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: placement(in: CGSize(width: size.width, height: 0)).height)
    }

    public override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: placement(in: CGSize(width: bounds.width, height: 0)).height)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let p = placement(in: bounds.size)
        imageView.frame = p.image
        textLabel.frame = p.text
        secondaryTextLabel.frame = p.secondaryText
    }
}
