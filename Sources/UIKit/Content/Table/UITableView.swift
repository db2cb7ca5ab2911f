import Foundation

/// A vertically scrolling list of rows in sections, with real cell reuse: only the rows
/// inside the visible bounds have cells; a row that scrolls away gives its cell back to the
/// reuse queue, and the next `dequeueReusableCell` hands it out again.
///
/// When the data source is asked (UIKit's order): `numberOfSections(in:)` and
/// `numberOfRowsInSection` on the first layout after `reloadData()` (or after the data
/// source is set), then `cellForRowAt` for each row that becomes visible, top to bottom,
/// followed by the delegate's `willDisplay`. On scrolling, rows that left the bounds get
/// `didEndDisplaying` (their cells go to the reuse queue) before new rows are asked for.
///
/// Heights: `rowHeight` (default `automaticDimension`: the cell's Auto Layout height, or
/// 44 pt) or the delegate's `heightForRowAt`. With `estimatedRowHeight` (default automatic,
/// 44 pt) a row's real height is taken only when it is first shown, so reloading 100,000
/// rows asks for no cell and measures nothing; with `estimatedRowHeight = 0` every row's
/// height is asked for on reload.
///
/// Row changes (`insertRows`, `deleteRows`, `reloadRows`, `moveRow`, batches) renumber at
/// once and animate over 0.3 s on the animation clock (UITableView+UpdateApplication).
///
/// Plain-style section headers and footers float (UITableView+FloatingHeaders.swift). See docs/FeatureCoverage.md.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public let style: Style

    /// The data source; setting it schedules a reload.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }

    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorInset = UITableView.defaultSeparatorInset { didSet { setNeedsLayout() } }
    /// The separators' colour (nil: the system separator colour); an appearance property.
    open var separatorColor: UIColor? = .separator {
        didSet {
            setNeedsLayout()
            let value = separatorColor
            appearancePropertyDidSet("separatorColor") { $0.separatorColor = value }
        }
    }
    /// Padding above each section header in plain tables (iOS 15); stored.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    public internal(set) var isEditingTable = false
    /// The index shows only when the table has at least this many rows.
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
    /// The index titles' colour (nil: the tint colour).
    open var sectionIndexColor: UIColor? { didSet { setNeedsLayout() } }
    /// The index's background while no finger is on it (nil: clear).
    open var sectionIndexBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    /// The index's background while a finger is on it (nil: the resting one).
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    let sectionIndexView = TableSectionIndexView()
    var sectionIndexTitlesNeedReload = true
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether cells' content views are inset to the safe area (stored; cells here span the
    /// table's width and their content is laid out by their margins).
    open var insetsContentViewsToSafeArea = true
    /// Stored: there is no focus engine here.
    open var remembersLastFocusedIndexPath = false
    /// Stored: there is no drag and drop here.
    open var dragInteractionEnabled = false

    /// A view above the first section, scrolling with the rows.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }
    open var backgroundView: UIView?
    /// Hears which rows will probably come into view next (see UITableView+Prefetching).
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    open var isPrefetchingEnabled = true

    // MARK: State (see the UITableView+ files)

    var needsReload = true
    var heights = RowHeights(rowCounts: []) { _, _, _ in (0, true) }
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    var visibleHeaderFooters: [Int: UIView] = [:]
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    var cellClasses: [String: UITableViewCell.Type] = [:]
    /// Cells an Interface Builder file describes (storyboard prototypes), by identifier: a
    /// registration made by the `Storyboards` layer, which builds a new instance each call.
    var cellMakers: [String: @MainActor () -> UITableViewCell] = [:]
    /// A storyboard's static cells (`dataMode="static"`), served by `UITableViewController`.
    var staticSections: [StaticTableSection]?
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var selectedPaths: [IndexPath] = []
    /// The batch of updates being collected (beginUpdates/performBatchUpdates).
    var batch = ListUpdateBatch()
    /// The cell `reconfigureRows` is asking the data source about: the dequeue returns it.
    var reconfiguringCell: UITableViewCell?
    var prefetchState = TablePrefetchState()
    let swipeRecognizer = UIPanGestureRecognizer()
    /// Drags a row by its reorder control while editing (UITableView+Reordering).
    let reorderRecognizer = UIPanGestureRecognizer()
    var reorder: RowReorderSession?
    /// The row whose swipe actions are shown, if any (UITableView+SwipeActions).
    var revealedSwipe: RevealedSwipeActions?

    // MARK: Initialisers

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Reads `UITableViewStyle` (a `Style` raw value) as UIKit's archives do.
    public required init?(coder: NSCoder) {
        style = Style(rawValue: coder.decodeInteger(forKey: "UITableViewStyle")) ?? .plain
        super.init(coder: coder)
        setUpTable()
    }

    // MARK: Overridable

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTable()
    }

    /// Reloads everything on the next layout: the data source is asked again for sections,
    /// rows and visible cells; visible cells go to the reuse queue first.
    open func reloadData() {
        hideSwipeActions()
        needsReload = true
        sectionIndexTitlesNeedReload = true
        setNeedsLayout()
    }

    /// Enters or leaves editing: every visible cell follows.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditingTable else { return }
        hideSwipeActions()
        isEditingTable = editing
        for (_, cell) in visibleCellsByPath { cell.setEditing(editing, animated: animated) }
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipeRecognizer {
            return !isEditingTable && SwipeActionsGesture.isRowSwipe(swipeRecognizer.translation(in: self))
        }
        if gestureRecognizer === reorderRecognizer { return isOnReorderControl(panStart(reorderRecognizer)) }
        // A drag on a reorder control moves the row, not the content.
        if gestureRecognizer === panGestureRecognizer, isOnReorderControl(panStart(panGestureRecognizer)) { return false }
        // A drag on the section index runs along its titles.
        if gestureRecognizer === panGestureRecognizer, isOnSectionIndex(panStart(panGestureRecognizer)) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The section index follows the finger at once, as on iOS.
    override func deliversTouchWithoutDelay(_ touch: UITouch) -> Bool {
        touch.view.map { $0.isDescendant(of: sectionIndexView) } ?? false
    }

    /// Asks the data source for the index titles again, without reloading the rows.
    open func reloadSectionIndexTitles() {
        sectionIndexTitlesNeedReload = true
        setNeedsLayout()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        handleTap(at: touch.location(in: self))
    }
}

extension UITableView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// Where `scrollToRow` and `selectRow` put the row.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// How inserted, deleted and reloaded rows come in and go out (`.automatic` fades; with
    /// `.none` the row appears or vanishes at once while the others still slide).
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    /// A row separator's default inset: 16 points from the content's leading edge.
    static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: ListSeparators.standardLeadingInset, bottom: 0, right: 0)
    /// "Let the table decide": self-sizing rows, default header heights.
    public static let automaticDimension: CGFloat = -1

    /// Whether the table is editing (UIKit's `isEditing`).
    public var isEditing: Bool {
        get { isEditingTable }
        set { setEditing(newValue, animated: false) }
    }

    /// The scroll view's `delegate` when it is a table view delegate (UIKit narrows the
    /// property's type; Swift cannot, so assigning any delegate works and this casts).
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }
}

extension UITableViewCell {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}
