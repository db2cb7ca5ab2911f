import Foundation

/// One row of a table view: a `contentView` for the app's subviews, the standard labels
/// of its style, an accessory, and selection and editing state.
///
/// Lifecycle under a table view: created by `dequeueReusableCell` (or the app), configured
/// in `cellForRowAt`, shown (`willDisplay`), and when its row scrolls away taken off
/// (`didEndDisplaying`) into the reuse queue; the next dequeue of its identifier calls
/// `prepareForReuse()` and hands it out again.
///
/// Registered classes are created through `init(style:reuseIdentifier:)`: a subclass that
/// overrides it (and `init?(coder:)`) or declares no initializer works unchanged.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public let reuseIdentifier: String?
    let cellStyle: CellStyle
    /// The view the app adds its subviews to; it leaves room for the accessory.
    public let contentView: UIView
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?
    lazy var configurator = CellConfigurator(cell: self, contentView: contentView)

    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    open var editingAccessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// The drawn standard accessory, while one is shown (`UITableViewCell+Accessory`).
    var standardAccessory: TableCellAccessoryView?
    open var selectionStyle: SelectionStyle = .default
    /// Where this row's separator runs: `left` in from the content's leading edge, `right`
    /// from the cell's trailing edge. Default: the table's `separatorInset`.
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? (superview as? UITableView)?.separatorInset ?? UITableView.defaultSeparatorInset }
        set { storedSeparatorInset = newValue; setNeedsLayout() }
    }
    var storedSeparatorInset: UIEdgeInsets?
    /// The lines the table gives this row (nil: none); a nil edge means "from the separator
    /// inset".
    var tableSeparators: ListSeparators? {
        didSet { if tableSeparators != oldValue { setNeedsLayout() } }
    }
    var separatorViews: [ListSeparatorView] = []
    open var showsReorderControl = false
    open var indentationLevel = 0
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    var isSelectedStorage = false
    /// A storyboard segue from the cell's selection (`sender` is the cell), run by the table
    /// between the selection and `didSelectRowAt` (UIKIT-SEMANTICS 11.7).
    final var selectionSegueTrigger: (@MainActor (UITableViewCell) -> Void)?
    /// A storyboard segue from the cell's detail (accessory) button.
    final var accessorySegueTrigger: (@MainActor (UITableViewCell) -> Void)?
    var isHighlightedStorage = false
    var isEditingStorage = false
    var isSwipedStorage = false
    /// How far the content is slid aside for revealed swipe actions (0: closed).
    var swipeOffset: CGFloat = 0 {
        didSet {
            guard swipeOffset != oldValue else { return }
            isSwipedStorage = swipeOffset != 0
            setNeedsUpdateConfiguration()
            setNeedsLayout()
        }
    }

    /// Called with the cell and its state after `updateConfiguration(using:)`, whenever the
    /// state changes and before the cell is first shown; setting it asks for an update.
    public final var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Override to restyle for `state` (selected, highlighted, editing…); called before the
    /// cell is first shown and after each state change, before `configurationUpdateHandler`.
    /// The default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The content configuration, as shown: setting one puts its view in the content view
    /// (reusing the current view when it `supports` the new value), styled for the current
    /// `configurationState`; reading gives that styled value.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurator.appliedContent }
        set { configurator.setContent(newValue, state: configurationState) }
    }

    // MARK: Initialisers

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        cellStyle = style
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// Reads `UIReuseIdentifier` and `UITableViewCellStyle` (a `CellStyle` raw value), the
    /// keys of UIKit's archives, so a storyboard's prototype keeps its identifier and style.
    public required init?(coder: NSCoder) {
        reuseIdentifier = coder.decodeObject(forKey: "UIReuseIdentifier") as? String
        cellStyle = CellStyle(rawValue: coder.decodeInteger(forKey: "UITableViewCellStyle")) ?? .default
        contentView = UIView()
        super.init(coder: coder)
        setUpCell()
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table view creates a registered class (see the type's discussion).
    public required convenience init(_registeredReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// A storyboard cell's own labels and image view (its `textLabel=`/`detailTextLabel=`/
    /// `imageView=` references), already in the content view, stand for the style's views.
    func adoptStandardViews(textLabel: UILabel?, detailTextLabel: UILabel?, imageView: UIImageView?) {
        if let textLabel { storedTextLabel = textLabel }
        if let detailTextLabel { storedDetailTextLabel = detailTextLabel }
        if let imageView { storedImageView = imageView }
    }

    private func setUpCell() {
        contentView.frame = bounds
        addSubview(contentView)
        isAccessibilityElement = true
    }

    /// As on iOS, a cell is one accessibility element labelled with its texts, joined by
    /// ", " (the text, then the secondary text), unless the app sets a label.
    open override var accessibilityLabel: String? {
        get {
            if let storedAccessibilityLabel { return storedAccessibilityLabel }
            let texts: [String?]
            if let list = contentConfiguration as? UIListContentConfiguration {
                texts = [list.text, list.secondaryText]
            } else {
                texts = [storedTextLabel?.text, storedDetailTextLabel?.text]
            }
            let joined = texts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
            return joined.isEmpty ? nil : joined
        }
        set { storedAccessibilityLabel = newValue }
    }

    // MARK: Standard views

    /// The primary label (created on first use).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        storedTextLabel = label
        contentView.addSubview(label)
        return label
    }

    /// The secondary label; nil for `.default` cells, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: cellStyle == .subtitle ? 12 : 17)
        label.textColor = .secondaryLabel
        storedDetailTextLabel = label
        contentView.addSubview(label)
        return label
    }

    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        storedImageView = view
        contentView.addSubview(view)
        return view
    }

    /// A list configuration matching the cell's style, to fill in and assign.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .value1, .value2: return .valueCell()
        case .subtitle: return .subtitleCell()
        case .default: return .cell()
        }
    }

    // MARK: Overridable

    /// Called by `dequeueReusableCell` before it hands this cell out again: reset state
    /// that the data source does not set every time. The default resets selection,
    /// highlight and editing.
    open func prepareForReuse() {
        if isSelectedStorage || isHighlightedStorage { setNeedsUpdateConfiguration() }
        isSelectedStorage = false
        isHighlightedStorage = false
    }

    open var isSelected: Bool {
        get { isSelectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    open var isHighlighted: Bool {
        get { isHighlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        if isSelectedStorage != selected { setNeedsUpdateConfiguration() }
        isSelectedStorage = selected
    }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if isHighlightedStorage != highlighted { setNeedsUpdateConfiguration() }
        isHighlightedStorage = highlighted
    }
    open func setEditing(_ editing: Bool, animated: Bool) {
        if isEditingStorage != editing { setNeedsUpdateConfiguration() }
        isEditingStorage = editing
        setNeedsLayout()
    }

    /// Whether the accessory is a detail button a tap can hit.
    var hasDetailButton: Bool {
        accessoryView == nil && (accessoryType == .detailButton || accessoryType == .detailDisclosureButton)
    }

    /// Width taken by the accessory on the trailing side.
    var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.frame.width + 16 }
        return accessoryType == .none ? 0 : 38
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _updateConfigurationIfNeeded()
        // The editing control (delete/insert) takes 38 pt on the leading side while editing.
        let leading: CGFloat = isEditingStorage ? 38 : 0
        contentView.frame = CGRect(x: leading + swipeOffset, y: 0, width: max(0, bounds.width - leading - accessoryWidth),
                                   height: bounds.height)
        if let accessoryView {
            let size = accessoryView.frame.size
            accessoryView.frame = CGRect(x: bounds.width - 16 - size.width, y: (bounds.height - size.height) / 2,
                                         width: size.width, height: size.height)
        }
        configurator.layout(in: bounds, margins: .zero)
        layoutStandardLabels()
        layoutStandardAccessory()
        layOutSeparators()
    }

    /// The table's lines, an inset edge resolved against ``separatorInset`` and the
    /// content's leading edge (which moves while editing).
    private func layOutSeparators() {
        let inset = separatorInset, contentMinX = contentView.frame.minX
        func resolved(_ line: ListSeparators.Line?) -> ListSeparators.Line? {
            guard var line else { return nil }
            if line.leading == nil { line.leading = contentMinX + inset.left }
            if line.trailing == nil { line.trailing = inset.right }
            return line
        }
        let lines = tableSeparators.map { ListSeparators(top: resolved($0.top), bottom: resolved($0.bottom)) }
        ListSeparators.place(lines, views: &separatorViews, in: self, contentMinX: contentMinX, scale: screenScale)
    }

    private func layoutStandardLabels() {
        let b = contentView.bounds, margin: CGFloat = 16
        var x = margin
        if let imageView = storedImageView, let image = imageView.image {
            imageView.frame = CGRect(x: x, y: (b.height - image.size.height) / 2, width: image.size.width, height: image.size.height)
            x += image.size.width + 16
        }
        let text = storedTextLabel?.intrinsicContentSize ?? .zero
        let detail = storedDetailTextLabel?.intrinsicContentSize ?? .zero
        switch cellStyle {
        case .default:
            storedTextLabel?.frame = CGRect(x: x, y: (b.height - text.height) / 2, width: max(0, b.width - x - margin), height: text.height)
        case .subtitle:
            let top = (b.height - text.height - detail.height) / 2
            storedTextLabel?.frame = CGRect(x: x, y: top, width: text.width, height: text.height)
            storedDetailTextLabel?.frame = CGRect(x: x, y: top + text.height, width: detail.width, height: detail.height)
        case .value1:
            storedTextLabel?.frame = CGRect(x: x, y: (b.height - text.height) / 2, width: text.width, height: text.height)
            storedDetailTextLabel?.frame = CGRect(x: b.width - margin - detail.width, y: (b.height - detail.height) / 2,
                                                  width: detail.width, height: detail.height)
        case .value2:
            // A blue, right-aligned label in a fixed column, the detail after it.
            storedTextLabel?.frame = CGRect(x: x + 67 - text.width, y: (b.height - text.height) / 2, width: text.width, height: text.height)
            storedDetailTextLabel?.frame = CGRect(x: x + 73, y: (b.height - detail.height) / 2, width: detail.width, height: detail.height)
        }
    }

    /// The height the cell needs at `width`: Auto Layout on the content view's constraints
    /// when it has any, else the content configuration's, else UIKit's standard 44 pt.
    func selfSizedHeight(width: CGFloat) -> CGFloat {
        let contentWidth = max(0, width - accessoryWidth)
        if contentView.subviews.contains(where: { !$0.constraints.isEmpty }) || !contentView.constraints.isEmpty {
            let size = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                           withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
            return size.height
        }
        if let view = configurator.contentConfigurationView { return view.sizeThatFits(CGSize(width: contentWidth, height: 0)).height }
        return 44
    }

    override var debugProperties: [String] {
        var items: [String] = []
        if let reuseIdentifier { items.append("reuseIdentifier = \(reuseIdentifier)") }
        if let text = storedTextLabel?.text { items.append("text = \(text)") }
        return items
    }
}

extension UITableViewCell {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
}
