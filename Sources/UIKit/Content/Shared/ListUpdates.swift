import Foundation

/// Item changes collected in one batch of a table or collection view (between
/// `beginUpdates()`/`endUpdates()` or in a `performBatchUpdates` block): deletes and reloads
/// in the old numbering, inserts in the new one, moves from old to new. Both views check
/// and renumber through it, so their rules and exception texts cannot drift apart.
struct ListUpdates {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// Sections inserted (new numbering) and deleted (old numbering).
    var sectionInserts = IndexSet()
    var sectionDeletes = IndexSet()
    /// Sections whose every item is asked for again.
    var sectionReloads = IndexSet()
    /// Visible items whose cells are asked to show their item again without being replaced
    /// (`reconfigureRows`/`reconfigureItems`), in the old numbering.
    var reconfigures: [IndexPath] = []
    /// How rows leave (deleted and reloaded ones, by old path; whole deleted sections by old
    /// section) and come in (inserted rows by new path; inserted sections by new section).
    /// Rows not named fade.
    var leaveEffects: [IndexPath: ListEffect] = [:]
    var appearEffects: [IndexPath: ListEffect] = [:]
    var sectionLeaveEffects: [Int: ListEffect] = [:]
    var sectionAppearEffects: [Int: ListEffect] = [:]

    /// The effect of a row that leaves from `old`.
    func leaveEffect(_ old: IndexPath) -> ListEffect {
        leaveEffects[old] ?? sectionLeaveEffects[old.section] ?? .fade
    }

    /// The effect of a row that comes in at `new`.
    func appearEffect(_ new: IndexPath) -> ListEffect {
        appearEffects[new] ?? sectionAppearEffects[new.section] ?? .fade
    }

    /// The names UIKit's messages use: "rows"/"table view" or "items"/"collection view".
    struct Wording {
        let items: String
        let container: String
        static let table = Wording(items: "rows", container: "table view")
        static let collection = Wording(items: "items", container: "collection view")
    }

    /// UIKit's "Invalid update" message when the data source's new counts do not follow
    /// from the old counts and the changes; nil when they do.
    func inconsistency(oldCounts: [Int], newCounts: [Int], _ wording: Wording) -> String? {
        let inserted = sectionInserts.count, deleted = sectionDeletes.count
        guard newCounts.count == oldCounts.count + inserted - deleted else {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(wording.container) after the update (\(newCounts.count)) must be equal to the number of sections contained in the \(wording.container) before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        }
        let sectionMap = sectionMapping(oldCount: oldCounts.count, newCount: newCounts.count)
        for (section, oldSection) in sectionMap.enumerated() {
            guard let oldSection else { continue }
            let inserted = inserts.filter { $0.section == section }.count
            let deleted = deletes.filter { $0.section == oldSection }.count
            let movedIn = moves.filter { $0.to.section == section && $0.from.section != oldSection }.count
            let movedOut = moves.filter { $0.from.section == oldSection && sectionMap[$0.to.section] != oldSection }.count
            guard newCounts[section] == oldCounts[oldSection] + inserted - deleted + movedIn - movedOut else {
                let w = wording.items
                return "Invalid update: invalid number of \(w) in section \(section). The number of \(w) contained in an existing section after the update (\(newCounts[section])) must be equal to the number of \(w) contained in that section before the update (\(oldCounts[oldSection])), plus or minus the number of \(w) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(w) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    /// For each new section, the old section it was (nil for an inserted one).
    func sectionMapping(oldCount: Int, newCount: Int) -> [Int?] {
        var result = [Int?](repeating: nil, count: newCount)
        var slot = 0
        for old in 0..<oldCount where !sectionDeletes.contains(old) {
            while slot < newCount, sectionInserts.contains(slot) { slot += 1 }
            guard slot < newCount else { break }
            result[slot] = old
            slot += 1
        }
        return result
    }

    /// For each new item, the old item it was (nil for an inserted one): moves go to their
    /// destinations, inserts take their places, and the remaining old items of each section
    /// fill the free places in order.
    func renumbering(oldCounts: [Int], newCounts: [Int], sectionMap: [Int?]) -> [[IndexPath?]] {
        let deleted = Set(deletes), movedFrom = Set(moves.map(\.from))
        var result = newCounts.map { [IndexPath?](repeating: nil, count: $0) }
        var taken = newCounts.map { [Bool](repeating: false, count: $0) }
        for insert in inserts where insert.section < result.count && insert.item < result[insert.section].count {
            taken[insert.section][insert.item] = true
        }
        for move in moves where move.to.section < result.count && move.to.item < result[move.to.section].count {
            result[move.to.section][move.to.item] = move.from
            taken[move.to.section][move.to.item] = true
        }
        for (section, oldSection) in sectionMap.enumerated() {
            guard let oldSection else { continue }
            var slot = 0
            for item in 0..<oldCounts[oldSection] {
                let old = IndexPath(item: item, section: oldSection)
                if deleted.contains(old) || movedFrom.contains(old) { continue }
                while slot < taken[section].count, taken[section][slot] { slot += 1 }
                guard slot < taken[section].count else { break }
                result[section][slot] = old
                taken[section][slot] = true
            }
        }
        return result
    }

    /// Old path → new path for every item that survives the batch.
    static func oldToNew(_ newToOld: [[IndexPath?]]) -> [IndexPath: IndexPath] {
        var result: [IndexPath: IndexPath] = [:]
        for (section, items) in newToOld.enumerated() {
            for (item, old) in items.enumerated() { if let old { result[old] = IndexPath(item: item, section: section) } }
        }
        return result
    }
}

extension ListUpdates {
    /// The changes as a collection view layout sees them (`prepare(forCollectionViewUpdates:)`):
    /// section changes first (deletes, inserts, reloads), then item deletes, inserts, reloads
    /// and moves, each group in index-path order. A section's path has `NSNotFound` as item.
    @MainActor
    func updateItems(oldToNew: [IndexPath: IndexPath]) -> [UICollectionViewUpdateItem] {
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        var items: [UICollectionViewUpdateItem] = []
        items += sectionDeletes.map { UICollectionViewUpdateItem(action: .delete, before: section($0), after: nil) }
        items += sectionInserts.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: section($0)) }
        items += sectionReloads.map { UICollectionViewUpdateItem(action: .reload, before: section($0), after: section($0)) }
        items += deletes.sorted().map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
        items += inserts.sorted().map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
        items += reloads.sorted().map { UICollectionViewUpdateItem(action: .reload, before: $0, after: oldToNew[$0] ?? $0) }
        items += moves.sorted { $0.from < $1.from }.map { UICollectionViewUpdateItem(action: .move, before: $0.from, after: $0.to) }
        return items
    }
}
