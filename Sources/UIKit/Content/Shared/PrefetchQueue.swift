import Foundation

/// The index paths a list view has asked its prefetching data source to load and not yet
/// shown or cancelled, shared by tables and collection views.
struct PrefetchQueue {
    private(set) var pending: Set<IndexPath> = []

    /// Given the paths wanted now (nearest first) and those shown, returns what to cancel
    /// (pending, no longer wanted, sorted) and what to prefetch (wanted, not yet pending).
    /// Shown paths are no longer pending: they were loaded for display.
    mutating func update(wanted: [IndexPath], shown: some Sequence<IndexPath>) -> (cancel: [IndexPath], prefetch: [IndexPath]) {
        pending.subtract(shown)
        var seen = Set<IndexPath>()
        let new = wanted.filter { !pending.contains($0) && seen.insert($0).inserted }
        let wantedSet = Set(wanted)
        let stale = pending.filter { !wantedSet.contains($0) }.sorted()
        pending.formUnion(new)
        pending.subtract(stale)
        return (stale, new)
    }
}
