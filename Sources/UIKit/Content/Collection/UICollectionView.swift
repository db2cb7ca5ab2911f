import Foundation

/// A scrolling grid (or any arrangement a `UICollectionViewLayout` computes) of items in
/// sections, with real reuse: only elements the layout places inside the visible bounds have
/// views; an element that scrolls away gives its view back to the reuse queue, and the next
/// dequeue of its identifier hands it out again.
///
/// The layout pass (UIKit's order):
/// 1. after `reloadData()` (or a new data source or layout): the visible cells end display
///    (`didEndDisplaying`, into the reuse queue), then `numberOfSections(in:)` and
///    `numberOfItemsInSection` for each section;
/// 2. the layout's `prepare()` when it was invalidated, then `collectionViewContentSize`;
/// 3. `layoutAttributesForElements(in: bounds)`: views of elements that left the bounds end
///    display; each new element's view is asked for in the order the layout lists them
///    (`cellForItemAt` → `willDisplay`, `viewForSupplementaryElementOfKind` →
///    `willDisplaySupplementaryView`).
/// On a bounds change the layout is first asked `shouldInvalidateLayout(forBoundsChange:)`.
///
/// Differs from iOS: there is no prefetching or drag and drop. See docs/FeatureCoverage.md.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The layout; setting it re-lays out every element.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            adopt(collectionViewLayout)
        }
    }

    /// The data source; setting it schedules a reload.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet {
            tileIsCurrent = false
            reloadData()
        }
    }

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the list cells show their editing accessories (`.delete()`, `.reorder()`…)
    /// and report `isEditing` in their configuration state.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            hideSwipeActions()
            for case let cell as UICollectionViewListCell in visibleViews.values { cell.isEditingStorage = isEditing }
        }
    }
    open var selectionFollowsFocus = false
    open var remembersLastFocusedIndexPath = false
    /// Told which items will probably come into view soon (see UICollectionView+Prefetching).
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        didSet {
            tileIsCurrent = false
            setNeedsLayout()
        }
    }
    open var isPrefetchingEnabled = true
    open var dragInteractionEnabled = false
    open var reorderingCadence: ReorderingCadence = .immediate

    // MARK: State (see the UICollectionView+ files)

    var needsReload = true
    var itemCounts: [Int] = []
    var visibleViews: [ElementKey: UICollectionReusableView] = [:]
    var prefetchState = CollectionPrefetchState()
    var reusableViews: [ReuseKey: [UICollectionReusableView]] = [:]
    var registeredClasses: [ReuseKey: UICollectionReusableView.Type] = [:]
    /// Views an Interface Builder file describes (storyboard prototypes); see `registerMaker`.
    var registeredMakers: [ReuseKey: @MainActor () -> UICollectionReusableView] = [:]
    var selectedPaths: [IndexPath] = []
    /// The batch of updates being collected (beginUpdates/performBatchUpdates).
    var batch = ListUpdateBatch()
    /// The cell `reconfigureItems` is asking the data source about: the dequeue returns it.
    var reconfiguringCell: UICollectionViewCell?
    var lastLayoutBounds: CGRect = .zero
    /// False until the first layout pass, and after a new data source.
    var tileIsCurrent = false
    /// The element a layout pass is asking the data source for: a dequeue must match it.
    var elementBeingRequested: ElementKey?
    /// Items a self-sizing cell has measured since the last prepare (each measured once).
    var measuredPaths: Set<IndexPath> = []
    /// The sections that scroll sideways: their scrollers and offsets (UICollectionView+Orthogonal).
    var orthogonal = OrthogonalScrollers()
    /// A sideways swipe on a list row (UICollectionView+SwipeActions).
    let swipeRecognizer = UIPanGestureRecognizer()
    /// The list row whose swipe actions are shown, if any.
    var revealedSwipe: RevealedSwipeActions?
    /// The item being moved interactively (UICollectionView+InteractiveMovement).
    var interactiveMovement: InteractiveMovement?
    /// Set by the data source protocol's default `moveItemAt`: nobody took the move.
    var moveAnsweredByDefault = false
    /// The long press a `UICollectionViewController` installs to move items.
    var standardMovementRecognizer: UILongPressGestureRecognizer?
    /// A drag on a list row's reorder accessory (UICollectionView+ReorderAccessory).
    let reorderAccessoryRecognizer = UIPanGestureRecognizer()

    // MARK: Initialisers

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        installSwipeRecognizer()
        adopt(layout)
    }

    /// UIKit requires a layout; a collection view from a coder gets a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        installSwipeRecognizer()
        adopt(collectionViewLayout)
    }

    // MARK: Overridable

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCollection()
    }

    /// Reloads everything on the next layout: the visible views go to the reuse queues,
    /// the data source is asked again for sections, items and visible cells.
    open func reloadData() {
        hideSwipeActions()
        // The movement's items are renumbered by the reload: it ends without a move.
        interactiveMovement = nil
        needsReload = true
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        if let completion { runtimeInUse.runLoop.perform { completion(true) } }
    }

    /// A tap selects the item under it; with a row's swipe actions shown it only closes them.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if revealedSwipe != nil {
            hideSwipeActions()
            return
        }
        if let path = indexPathForItem(at: touch.location(in: self)) { userSelect(path) }
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipeRecognizer { return swipeShouldBegin() }
        if gestureRecognizer === standardMovementRecognizer { return standardMovementShouldBegin() }
        if gestureRecognizer === reorderAccessoryRecognizer { return reorderAccessoryShouldBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        if let color = (layout as? UICollectionViewCompositionalLayout)?.listBackgroundColor { backgroundColor = color }
        layout.invalidateLayout()
        setNeedsLayout()
    }
}

extension UICollectionView {
    /// What an element's view is: a cell, a supplementary view, a decoration view.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

    /// Where `scrollToItem` and `selectItem` put the item; vertical and horizontal parts combine.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    public enum ReorderingCadence: Int, Sendable { case immediate, fast, slow }

    /// The scroll view's `delegate` when it is a collection view delegate (UIKit narrows the
    /// property's type; Swift cannot, so assigning any delegate works and this casts).
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// A reuse queue's key: what kind of view, and its identifier.
    struct ReuseKey: Hashable {
        let kind: String?          // nil for cells
        let identifier: String
    }
}

/// The kinds the flow layout's headers and footers use.
extension UICollectionView {
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
