import Foundation

/// Decides where a collection view's cells and supplementary views go. Subclass it and
/// override `prepare()`, `collectionViewContentSize` and `layoutAttributesForElements(in:)`
/// (and the per-element queries), or use `UICollectionViewFlowLayout`.
///
/// When the collection view calls it: after `reloadData()`, a batch update or
/// `invalidateLayout()`, the next layout pass calls `prepare()` once, then reads
/// `collectionViewContentSize`, then `layoutAttributesForElements(in:)` with the visible
/// bounds. On every bounds change (scrolling, resizing) it first asks
/// `shouldInvalidateLayout(forBoundsChange:)`; true invalidates (so `prepare()` runs again).
///
///     invalidateLayout() ──► needs prepare ──(layout pass)──► prepare() ──► contentSize
///            ▲                                                  │
///            └──── shouldInvalidateLayout(forBoundsChange:) ◄───┘ elements(in: bounds)
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (set by the collection view).
    public internal(set) weak var collectionView: UICollectionView?
    var needsPrepare = true

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// Called before the layout is used after an invalidation: compute and cache here.
    open func prepare() {}

    /// The size of everything the layout places; the collection view's `contentSize`.
    open var collectionViewContentSize: CGSize { .zero }

    /// Every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout stale: `prepare()` runs again on the collection view's next layout.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Asked on each bounds change; default false (scrolling keeps the layout).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Asked when a self-sizing cell prefers other attributes; default false.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// Where scrolling that would stop at `proposedContentOffset` stops; default unchanged.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Interactive movement

    /// Where the item moving interactively would go with its centre at `position` (asked on
    /// each `updateInteractiveMovementTargetPosition(_:)`). Default: the item whose place in
    /// the layout is under `position` (the topmost), else `previousIndexPath`.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of the item moving interactively, centred on `position`. Default: a
    /// copy of the item's attributes with its centre at `position` and the greatest
    /// `zIndex`, so it floats above the others.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// Registers a view class for a decoration kind (stored; decoration views are drawn
    /// only by layouts that return their attributes).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// The class of attributes the layout creates.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The layout pass's entry: prepares when stale.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// The sections whose items scroll sideways in their own scroller (compositional
    /// layouts' `orthogonalScrollingBehavior`), as of the last `prepare()`.
    var orthogonalSections: [OrthogonalSectionGeometry] { [] }

    /// Whether newly shown cells are asked for their preferred attributes.
    var measuresCells: Bool { false }

    /// A preferred size a self-sizing cell reported; layouts that size cells themselves
    /// record it (the flow layout does).
    func recordPreferredSize(_ size: CGSize, for indexPath: IndexPath) -> Bool { false }
}
