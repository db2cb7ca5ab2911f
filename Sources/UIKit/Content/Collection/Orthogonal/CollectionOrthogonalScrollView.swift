import Foundation

/// The scroll view an orthogonally scrolling compositional section's cells live in (iOS
/// embeds a private scroll view the same way). It covers the section's band of the
/// collection view and scrolls its content sideways; its content coordinates are the
/// layout's x coordinates, so a cell's frame in it is the item's layout frame moved up by
/// the band's top.
///
/// It is its own delegate: a scroll reports the new offset to the collection view (which
/// shows the items that came into the band), and the end of a drag moves the target to
/// the section behaviour's resting offset (``OrthogonalSectionGeometry``). The collection
/// view's delegate hears nothing of it, as on iOS.
@MainActor
final class CollectionOrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    weak var collectionView: UICollectionView?
    private(set) var geometry: OrthogonalSectionGeometry
    /// Set while the collection view positions the scroller: the offset it restores is not news.
    private var isConfiguring = false

    init(geometry: OrthogonalSectionGeometry, collectionView: UICollectionView) {
        self.geometry = geometry
        self.collectionView = collectionView
        super.init(frame: geometry.band)
        delegate = self
        // One scroll view per window scrolls to the top on a status-bar tap: the collection view.
        scrollsToTop = false
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
    }

    required init?(coder: NSCoder) { fatalError("created by collection views only") }

    var section: Int { geometry.section }

    /// Places the scroller at its section's band (after a new layout) at `offset`, clamped
    /// to the content. A new behaviour brings its paging and deceleration with it.
    func configure(_ geometry: OrthogonalSectionGeometry, offset: CGFloat) {
        isConfiguring = true
        defer { isConfiguring = false }
        self.geometry = geometry
        if frame != geometry.band { frame = geometry.band }
        let size = CGSize(width: geometry.contentWidth, height: geometry.band.height)
        if contentSize != size { contentSize = size }
        isPagingEnabled = geometry.behavior == .paging
        decelerationRate = geometry.behavior == .continuous || geometry.behavior == .continuousGroupLeadingBoundary
            ? .normal : .fast
        if !isDragging, !isDecelerating {
            let clamped = min(max(offset, 0), geometry.maximumOffset)
            if contentOffset.x != clamped { contentOffset = CGPoint(x: clamped, y: 0) }
        }
    }

    /// Stops a deceleration or bounce before the scroller leaves the collection view.
    func retire() {
        stopMotion()
        removeFromSuperview()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isConfiguring else { return }
        collectionView?.orthogonalScrollerDidScroll(self)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let proposed = targetContentOffset.pointee.x
        targetContentOffset.pointee.x = geometry.restingOffset(proposed: proposed, current: contentOffset.x,
                                                               velocity: velocity.x)
    }
}
