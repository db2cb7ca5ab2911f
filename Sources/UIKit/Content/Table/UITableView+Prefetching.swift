import Foundation

/// Told ahead of time which rows will probably be shown soon, to start loading their data.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows about to come into view, nearest first.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows prefetched earlier that are no longer about to come into view.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

// Prefetching (policy chosen; UIKit documents none): after each tiling, the rows in the
// screen-height beyond the visible bounds in the scrolling direction are prefetched once;
// prefetched rows that leave that window without being shown are cancelled.
extension UITableView {
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource, heights.count > 0 else { return }
        // The direction of the last move; a pass at the same offset keeps it. Before any
        // (the first offset may be a negative inset, under a navigation bar), down.
        if let last = prefetchState.lastOffset, contentOffset.y != last { prefetchState.isScrollingDown = contentOffset.y > last }
        let down = prefetchState.isScrollingDown
        prefetchState.lastOffset = contentOffset.y
        let span = bounds.height
        let start = Double((down ? bounds.maxY : bounds.minY - span) - tableHeaderHeight)
        let end = start + Double(span)
        var wanted: [IndexPath] = []
        if end > 0, start < heights.total {
            var flat = heights.index(at: max(0, start))
            while flat < heights.count, heights.prefix(flat) < end {
                if case .row(let row) = heights.item(at: flat).kind {
                    let path = IndexPath(row: row, section: heights.item(at: flat).section)
                    if visibleCellsByPath[path] == nil { wanted.append(path) }
                }
                flat += 1
            }
            if !down { wanted.reverse() }
        }
        let (stale, new) = prefetchState.queue.update(wanted: wanted, shown: visibleCellsByPath.keys)
        if !stale.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: stale) }
        if !new.isEmpty { prefetcher.tableView(self, prefetchRowsAt: new) }
    }
}

/// Rows prefetched and not yet shown or cancelled, and the offset of the last tiling.
struct TablePrefetchState {
    var queue = PrefetchQueue()
    var lastOffset: CGFloat?
    var isScrollingDown = true
}
