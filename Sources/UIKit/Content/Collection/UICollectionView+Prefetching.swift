import Foundation

/// Told ahead of time which items will probably be shown soon, to start loading their data.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items about to come into view, nearest first.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items prefetched earlier that are no longer about to come into view.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

// Prefetching (policy chosen, as for tables; UIKit documents none): after each layout pass,
// the items in the screenful beyond the visible bounds in the direction of the last scroll
// (down or right; before any scroll, along the axis the content overflows) are prefetched
// once, nearest first; prefetched items that leave that screenful without being shown are
// cancelled. Items shown are no longer pending.
extension UICollectionView {
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else { return }
        if let last = prefetchState.lastOffset {
            let motion = CGPoint(x: contentOffset.x - last.x, y: contentOffset.y - last.y)
            if motion != .zero {
                prefetchState.isHorizontal = abs(motion.x) > abs(motion.y)
                prefetchState.isForward = prefetchState.isHorizontal ? motion.x > 0 : motion.y > 0
            }
        } else {
            // Before any scroll (the first offset may be a negative inset), ahead along the
            // axis the content overflows.
            let content = collectionViewLayout.collectionViewContentSize
            prefetchState.isHorizontal = content.width > bounds.width && content.height <= bounds.height
            prefetchState.isForward = true
        }
        prefetchState.lastOffset = contentOffset
        let ahead = prefetchState.isForward ? 1.0 : -1.0
        let window = prefetchState.isHorizontal
            ? bounds.offsetBy(dx: ahead * bounds.width, dy: 0) : bounds.offsetBy(dx: 0, dy: ahead * bounds.height)
        let shown = Set(visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath))
        let candidates = (collectionViewLayout.layoutAttributesForElements(in: window) ?? [])
            .filter { $0.representedElementCategory == .cell && Self.overlap($0.frame, window) && !Self.overlap($0.frame, bounds)
                && isPrefetchable($0.indexPath) && !shown.contains($0.indexPath) }
        // Nearest to the visible edge first.
        let distance: (UICollectionViewLayoutAttributes) -> CGFloat = { [bounds] a in
            switch (self.prefetchState.isHorizontal, self.prefetchState.isForward) {
            case (true, true): a.frame.minX - bounds.maxX
            case (true, false): bounds.minX - a.frame.maxX
            case (false, true): a.frame.minY - bounds.maxY
            case (false, false): bounds.minY - a.frame.maxY
            }
        }
        let wanted = candidates.sorted { (distance($0), $0.indexPath) < (distance($1), $1.indexPath) }.map(\.indexPath)
        let (stale, new) = prefetchState.queue.update(wanted: wanted, shown: shown)
        if !stale.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: stale) }
        if !new.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: new) }
    }

    /// Whether two rectangles share area: an item whose edge only touches the bounds is not
    /// on screen (Foundation's `intersects` counts touching edges on Linux).
    private static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private func isPrefetchable(_ path: IndexPath) -> Bool {
        itemCounts.indices.contains(path.section) && path.item < itemCounts[path.section]
    }
}

/// Items prefetched and not yet shown or cancelled, and the scroll of the last pass.
struct CollectionPrefetchState {
    var queue = PrefetchQueue()
    var lastOffset: CGPoint?
    var isHorizontal = false
    var isForward = true
}
