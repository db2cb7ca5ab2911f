import Foundation

/// What a layout invalidation covers. A layout receives one in `invalidateLayout(with:)`:
/// `invalidateLayout()` passes one that invalidates everything; a bounds change the layout
/// asked to be invalidated for passes the one `invalidationContext(forBoundsChange:)` made.
///
/// Here every invalidation prepares the whole layout again (`prepare()` runs on the next
/// layout pass); the context tells a subclass what changed, as on iOS, and its adjustments
/// are applied to the content offset.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    public required init() {}

    /// True for `invalidateLayout()` and after a reload: nothing cached can be kept.
    open internal(set) var invalidateEverything = false
    /// True when the number of sections or items may have changed (a reload or an update).
    open internal(set) var invalidateDataSourceCounts = false
    /// The items named with `invalidateItems(at:)`.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views named with `invalidateSupplementaryElements(ofKind:at:)`, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views named with `invalidateDecorationElements(ofKind:at:)`, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// Added to the collection view's content offset when the invalidation is applied.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// By how much the content size changes (for the layout's own bookkeeping).
    open var contentSizeAdjustment: CGSize = .zero

    /// Names items whose attributes changed.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary views of `elementKind` whose attributes changed.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var byKind = invalidatedSupplementaryIndexPaths ?? [:]
        byKind[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = byKind
    }

    /// Names decoration views of `elementKind` whose attributes changed.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var byKind = invalidatedDecorationIndexPaths ?? [:]
        byKind[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = byKind
    }
}

/// A flow layout's invalidation: whether its delegate's sizes and its own attributes must
/// be asked for again (both true unless a subclass says otherwise).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true

    public required init() { super.init() }
}

/// One change of a batch update, as a layout sees it in `prepare(forCollectionViewUpdates:)`:
/// an insert has only `indexPathAfterUpdate`, a delete only `indexPathBeforeUpdate`, a move
/// and a reload both. A whole section's change has `NSNotFound` as its path's `item`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem {
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    open private(set) var indexPathBeforeUpdate: IndexPath?
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }
}
