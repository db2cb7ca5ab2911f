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
    /// Calls `invalidateLayout(with:)` with a context that invalidates everything.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` names (here: the whole layout is prepared again) and moves
    /// the content offset by its `contentOffsetAdjustment`. Subclasses override it to drop
    /// their caches for what changed, and call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        if context.contentOffsetAdjustment != .zero, let collectionView {
            collectionView.contentOffset.x += context.contentOffsetAdjustment.x
            collectionView.contentOffset.y += context.contentOffsetAdjustment.y
        }
        // Invalidated from inside the collection view's layout pass (a bounds change), the
        // pass under way prepares it.
        if !isInvalidatingForBoundsChange { collectionView?.setNeedsLayout() }
    }

    /// Set while the collection view's layout pass invalidates for a bounds change.
    var isInvalidatingForBoundsChange = false

    /// The class of the contexts this layout's invalidations use.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// The context for a bounds change `shouldInvalidateLayout(forBoundsChange:)` answered
    /// true for (asked just after it); by default an empty one of `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// The context for a self-sized element whose preferred attributes differ; by default one
    /// naming that element.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        switch preferredAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [preferredAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: preferredAttributes.representedElementKind ?? "",
                                                    at: [preferredAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: preferredAttributes.representedElementKind ?? "",
                                                 at: [preferredAttributes.indexPath])
        }
        return context
    }

    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)?.init()
            ?? UICollectionViewLayoutInvalidationContext()
    }

    // MARK: Animated updates
    //
    // A batch update asks, in this order: prepare() (the layout invalidated by the update),
    // prepare(forCollectionViewUpdates:) with its changes, initialLayoutAttributesForAppearingItem(at:)
    // for each item coming into view and finalLayoutAttributesForDisappearingItem(at:) for
    // each item going (supplementary views likewise), then finalizeCollectionViewUpdates()
    // inside the animation. Nil attributes mean the default: the element fades in or out.

    /// Called once per batch update with its changes, after the layout prepared for the new
    /// data and before any element is animated.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called at the end of a batch update, inside its animation block.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item coming into view starts (new numbering). Nil for a custom layout (it
    /// fades in at its place); the flow and compositional layouts give its attributes,
    /// transparent, as UIKit's do, for a subclass to adjust.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        fadesElementsInPlace ? transparentAttributes(appearing: layoutAttributesForItem(at: itemIndexPath)) : nil
    }

    /// Where an item leaving goes (old numbering). Nil for a custom layout (it fades out
    /// where it is); the built-in layouts give its attributes before the update, transparent.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        fadesElementsInPlace ? transparentAttributes(disappearing: ElementKey(category: .cell, kind: nil, indexPath: itemIndexPath)) : nil
    }

    /// Where a supplementary view coming into view starts (as for items).
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard fadesElementsInPlace else { return nil }
        return transparentAttributes(appearing: layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath))
    }

    /// Where a supplementary view leaving goes (as for items).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard fadesElementsInPlace else { return nil }
        return transparentAttributes(disappearing: ElementKey(category: .supplementaryView, kind: elementKind, indexPath: elementIndexPath))
    }

    /// The attributes the elements had before the batch update under way (around the
    /// visible bounds), for the built-in layouts' disappearing attributes.
    var attributesBeforeUpdate: [ElementKey: UICollectionViewLayoutAttributes] = [:]

    /// Whether the layout is one of UIKit's (flow, compositional), whose appearing and
    /// disappearing attributes are the element's own, transparent.
    var fadesElementsInPlace: Bool { false }

    /// The built-in layouts' appearing attributes (as UIKit's flow layout gives): the element
    /// at its new place, transparent.
    func transparentAttributes(appearing attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let copy = attributes?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        copy.alpha = 0
        return copy
    }

    /// The built-in layouts' disappearing attributes: the element where it was, transparent.
    func transparentAttributes(disappearing key: ElementKey) -> UICollectionViewLayoutAttributes? {
        transparentAttributes(appearing: attributesBeforeUpdate[key])
    }

    /// Called before an animated change of the collection view's bounds (stored for
    /// subclasses; bounds changes here are not animated by the layout).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated bounds change.
    open func finalizeAnimatedBoundsChange() {}

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
