import Foundation

/// The view a bar shows for one bar button item, or for a navigation bar's back button:
/// a control holding an image (the item's, or the back chevron) and a title label.
/// A tap on an item's button performs the item's `primaryAction`; a back button calls
/// ``onTap``.
///
/// Its `accessibilityLabel` is the item's (see `UIBarButtonItem.resolvedAccessibilityLabel`),
/// or the back button's title ("Back" when the title is empty), and its
/// `accessibilityIdentifier` the item's ("BackButton" for the back button, as UIKit names
/// it for UI tests). A touch lifted inside runs ``onTap`` (`.primaryActionTriggered`, as a
/// `UIButton` does).
///
/// Layout: the image at the leading edge, then the title, both centred vertically; the
/// natural width is ``contentWidth``, the height whatever the bar gives (its row).
final class BarButton: UIControl {
    /// The item shown, nil for a back button.
    let item: UIBarButtonItem?
    let isBackButton: Bool
    private let titleView = BarButtonTitleLabel()
    private let imageView = UIImageView()
    /// Called when a tap lands on the button, instead of the item's action.
    var onTap: (() -> Void)?

    init(item: UIBarButtonItem) {
        self.item = item
        isBackButton = false
        super.init(frame: .zero)
        setUp()
    }

    /// A back button titled `title` (empty: the chevron alone).
    init(backTitle: String) {
        item = nil
        isBackButton = true
        super.init(frame: .zero)
        imageView.image = UIImage(size: BarMetrics.backChevronSize, name: "symbol:chevron.backward")
        titleView.text = backTitle
        setUp()
    }

    required init?(coder: NSCoder) { fatalError("BarButton is created by bars only") }

    private func setUp() {
        isAccessibilityElement = true
        addSubview(imageView)
        addSubview(titleView)
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            if let onTap = self.onTap { onTap() } else { self.item?.performPrimaryAction() }
        }, for: .primaryActionTriggered)
        refresh()
    }

    /// The back button's title.
    var backTitle: String {
        get { titleView.text ?? "" }
        set {
            guard newValue != titleView.text else { return }
            titleView.text = newValue
            setNeedsLayout()
        }
    }

    /// Reads the item again (title, image, font, enabled state, identifier).
    func refresh() {
        if let item {
            // A bar shows an item's image when it has one, else its title (as UIKit does).
            imageView.image = item.image
            titleView.text = item.image == nil ? item.title : nil
            titleView.font = item.style == .done ? BarMetrics.doneItemFont : BarMetrics.itemFont
            isEnabled = item.isEnabled
            accessibilityIdentifier = item.accessibilityIdentifier
        } else {
            titleView.font = BarMetrics.itemFont
            accessibilityIdentifier = "BackButton"
        }
        imageView.isHidden = imageView.image == nil
        titleView.isHidden = (titleView.text ?? "").isEmpty
        setNeedsLayout()
    }

    override var accessibilityLabel: String? {
        get {
            if let stored = storedAccessibilityLabel { return stored }
            if let item { return item.resolvedAccessibilityLabel }
            return backTitle.isEmpty ? "Back" : backTitle
        }
        set { storedAccessibilityLabel = newValue }
    }

    /// The width the content needs: image, spacing, title; at least the item's `width`.
    var contentWidth: CGFloat {
        let imageWidth = imageView.image?.size.width ?? 0
        let titleWidth = titleView.isHidden ? 0 : titleView.intrinsicContentSize.width
        let spacing = imageWidth > 0 && titleWidth > 0 ? BarMetrics.backChevronTitleSpacing : 0
        return max(imageWidth + spacing + titleWidth, item?.width ?? 0)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let scale = titleView.screenScale
        var x: CGFloat = 0
        if let size = imageView.image?.size {
            imageView.frame = CGRect(x: 0, y: ((bounds.height - size.height) / 2).pixelRounded(scale),
                                     width: size.width, height: size.height)
            x = size.width + BarMetrics.backChevronTitleSpacing
        }
        if !titleView.isHidden {
            let size = titleView.intrinsicContentSize
            let width = max(0, min(size.width, bounds.width - x))
            titleView.frame = CGRect(x: imageView.image == nil ? 0 : x, y: ((bounds.height - size.height) / 2).pixelRounded(scale),
                                     width: width, height: size.height)
        }
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }
    override var claimsAncestorSingleTaps: Bool { true }

    override var debugProperties: [String] {
        var items = ["label = \"\(accessibilityLabel ?? "")\""]
        if !isEnabled { items.append("enabled = NO") }
        return items
    }
}

/// The title inside a bar button; the button carries the accessibility label, so a query
/// by title finds the button.
final class BarButtonTitleLabel: UILabel {
    override var accessibilityLabel: String? {
        get { nil }
        set {}
    }
}
