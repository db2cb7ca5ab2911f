import Foundation

/// The item changes that turn one snapshot into another, in the numbering batch updates
/// use: deletes (old paths) for items that left, inserts (new paths) for items that came,
/// a move for every item that stayed at another path (every one, so the renumbering is
/// exact), reloads and reconfigures (old paths) for items the new snapshot asks to reload or
/// reconfigure.
/// Both diffable data sources (table and collection) apply these.
struct SnapshotDifference {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var reloads: [IndexPath] = []
    var reconfigures: [IndexPath] = []

    init<S: Hashable & Sendable, I: Hashable & Sendable>(from old: NSDiffableDataSourceSnapshot<S, I>,
                                                         to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldPaths = Self.paths(old), newPaths = Self.paths(new)
        deletes = oldPaths.filter { newPaths[$0.key] == nil }.map(\.value).sorted()
        inserts = newPaths.filter { oldPaths[$0.key] == nil }.map(\.value).sorted()
        for (item, from) in oldPaths.sorted(by: { $0.value < $1.value }) {
            if let to = newPaths[item], from != to { moves.append((from, to)) }
        }
        reloads = new.reloadedItemIdentifiers.compactMap { oldPaths[$0] }
        reconfigures = new.reconfiguredItemIdentifiers.compactMap { oldPaths[$0] }
    }

    private static func paths<S, I>(_ snapshot: NSDiffableDataSourceSnapshot<S, I>) -> [I: IndexPath] {
        var result: [I: IndexPath] = [:]
        for (s, items) in snapshot.items.enumerated() { for (i, item) in items.enumerated() { result[item] = IndexPath(item: i, section: s) } }
        return result
    }
}
