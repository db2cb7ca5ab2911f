import Foundation

/// A collection view cell styled as a list row: list content and background presets for the
/// list's appearance, accessories beside the content, indentation, and the collection
/// view's editing state in its `configurationState`.
///
/// Layout, left to right: the cell's 16 pt margin, the leading accessories (12 pt apart),
/// the content view (indented by `indentationLevel × indentationWidth`), the trailing
/// accessories (12 pt apart), 16 pt margin. The content view runs from the last leading
/// accessory to the first trailing one; its own layout margins keep the text off them.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories; only those whose `displayed` state matches editing are shown.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessoryViews() }
    }
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether leading accessories move with the indentation (default true).
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    /// The list appearance of the section the cell was laid out in (from its attributes).
    var listAppearance: UICollectionLayoutListConfiguration.Appearance? {
        didSet { if listAppearance != oldValue { applyDefaultBackground() } }
    }
    /// Whether its corners were set for an inset-grouped section's card (`SectionCard`).
    var isRoundedAsCard = false
    var isEditingStorage = false {
        didSet {
            guard isEditingStorage != oldValue else { return }
            setNeedsUpdateConfiguration()
            updateAccessoryVisibility()
        }
    }
    var isExpandedStorage = false
    /// How far the content and accessories are slid aside for revealed swipe actions (0: closed).
    var swipeOffset: CGFloat = 0 {
        didSet {
            guard swipeOffset != oldValue else { return }
            setNeedsUpdateConfiguration()
            setNeedsLayout()
        }
    }
    /// The separators its list section gives it (from its attributes; nil: none).
    var separators: ListSeparators? {
        didSet { if separators != oldValue { setNeedsLayout() } }
    }
    private var separatorViews: [ListSeparatorView] = []
    private var accessoryViews: [CellAccessoryView] = []
    private var appliedDefaultBackground = false

    /// The list preset for the section's appearance: a sidebar row in sidebars, `.cell()` otherwise.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch listAppearance {
        case .sidebar?, .sidebarPlain?: .sidebarCell()
        default: .cell()
        }
    }

    /// The background preset for the section's appearance.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch listAppearance {
        case .grouped?, .insetGrouped?: .listGroupedCell()
        case .sidebar?, .sidebarPlain?: .listSidebarCell()
        default: .listPlainCell()
        }
    }

    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isEditing = isEditingStorage
        state.isExpanded = isExpandedStorage
        state.isSwiped = swipeOffset != 0
        return state
    }

    /// A list cell gets its appearance's background unless the app set one.
    private func applyDefaultBackground() {
        guard configurator.baseBackground == nil || appliedDefaultBackground else { return }
        appliedDefaultBackground = true
        backgroundConfiguration = defaultBackgroundConfiguration()
    }

    /// The accessory views now in the cell, leading first (for tests and tapping).
    var shownAccessoryViews: [CellAccessoryView] { accessoryViews.filter { !$0.isHidden } }

    private func rebuildAccessoryViews() {
        accessoryViews.forEach { $0.removeFromSuperview() }
        accessoryViews = accessories.map(CellAccessoryView.init)
        accessoryViews.forEach(addSubview)
        updateAccessoryVisibility()
    }

    private func updateAccessoryVisibility() {
        for view in accessoryViews { view.isHidden = !view.accessory.isShown(editing: isEditingStorage) }
        setNeedsLayout()
    }

    private var leadingInset: CGFloat { CGFloat(indentationLevel) * indentationWidth }

    /// The content view's span for a cell `width` wide, after placing the accessories in it.
    private func contentSpan(width: CGFloat, height: CGFloat, place: Bool) -> (minX: CGFloat, maxX: CGFloat) {
        let shown = shownAccessoryViews
        var x: CGFloat = indentsAccessories ? leadingInset : 0
        var minX = leadingInset
        let leading = shown.filter(\.accessory.isLeading)
        if !leading.isEmpty {
            x += 16
            for view in leading {
                if place { view.frame = CGRect(x: x + swipeOffset, y: 0, width: view.layoutWidth, height: height) }
                x += view.layoutWidth + 12
            }
            minX = max(minX, x - 12)
        }
        var maxX = width
        let trailing = shown.filter { !$0.accessory.isLeading }
        if !trailing.isEmpty {
            var right = width - 16
            for view in trailing.reversed() {
                right -= view.layoutWidth
                if place { view.frame = CGRect(x: right + swipeOffset, y: 0, width: view.layoutWidth, height: height) }
                right -= 12
            }
            maxX = right + 12
        }
        return (minX, max(minX, maxX))
    }

    override func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
        let span = contentSpan(width: width, height: 0, place: false)
        return span.maxX - span.minX
    }

    override func layoutContentView() {
        let span = contentSpan(width: bounds.width, height: bounds.height, place: true)
        contentView.frame = CGRect(x: span.minX + swipeOffset, y: 0, width: span.maxX - span.minX, height: bounds.height)
        layOutSeparators(contentMinX: span.minX)
    }

    /// One view per separator line, kept above the content, accessories and background.
    private func layOutSeparators(contentMinX: CGFloat) {
        ListSeparators.place(separators, views: &separatorViews, in: self, contentMinX: contentMinX, scale: screenScale)
    }
}
