import Foundation

/// A section's header or footer: a `contentView` and a `textLabel`. A table view uses one
/// for a section title; apps register subclasses and dequeue them in
/// `viewForHeaderInSection`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    public let contentView = UIView()
    private var storedTextLabel: UILabel?
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configurationView?.removeFromSuperview()
            configurationView = contentConfiguration?.makeContentView()
            if let configurationView { contentView.addSubview(configurationView) }
            setNeedsLayout()
        }
    }
    var configurationView: (any UIView & UIContentView)?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table view creates a registered class (as for cells).
    public required convenience init(_registeredReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        storedTextLabel = label
        contentView.addSubview(label)
        return label
    }

    open func prepareForReuse() {}

    open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        configurationView?.frame = contentView.bounds
        if let label = storedTextLabel {
            let size = label.intrinsicContentSize
            label.frame = CGRect(x: 16, y: bounds.height - 6 - size.height, width: max(0, bounds.width - 32), height: size.height)
        }
    }
}
