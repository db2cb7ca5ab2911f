import Foundation

/// Row changes collected between `beginUpdates()` and `endUpdates()` (or in a
/// `performBatchUpdates` block): deletes and reloads in the old numbering, inserts in the
/// new one, moves from old to new.
struct TableUpdates {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// Sections inserted (new numbering) and deleted (old numbering).
    var sectionInserts = IndexSet()
    var sectionDeletes = IndexSet()
}

// Inserting, deleting, reloading and moving rows, checked against the data source as
// UIKit checks them.
extension UITableView {
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.inserts += indexPaths }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletes += indexPaths }
    }

    /// The rows' cells are asked for again (the old cells go to the reuse queue).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloads += indexPaths }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.moves.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.sectionInserts.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.sectionDeletes.formUnion(sections) }
    }

    /// Every row of the sections is asked for again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        let counts = heights.rowCounts
        update { updates in
            for section in sections where counts.indices.contains(section) {
                updates.reloads += (0..<counts[section]).map { IndexPath(row: $0, section: section) }
            }
        }
    }

    public func beginUpdates() {
        reloadIfNeeded()
        if updateDepth == 0 { pendingUpdates = TableUpdates() }
        updateDepth += 1
    }

    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let updates = pendingUpdates else { return }
        pendingUpdates = nil
        apply(updates)
    }

    /// Runs `updates` as one batch; `completion` runs on a later run-loop turn with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        if let completion { runtimeInUse.runLoop.perform { completion(true) } }
    }

    private func update(_ change: (inout TableUpdates) -> Void) {
        beginUpdates()
        if var pending = pendingUpdates {
            change(&pending)
            pendingUpdates = pending
        }
        endUpdates()
    }

    /// Checks the new counts (UIKit's exception, state unchanged when it fails), then
    /// renumbers selection, visible cells and known heights.
    private func apply(_ updates: TableUpdates) {
        let oldCounts = heights.rowCounts
        let newCounts = currentRowCounts()
        let sectionsInserted = updates.sectionInserts.count, sectionsDeleted = updates.sectionDeletes.count
        guard newCounts.count == oldCounts.count + sectionsInserted - sectionsDeleted else {
            runtimeInUse.diagnostics.raise(.internalInconsistencyException,
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newCounts.count)) must be equal to the number of sections contained in the table view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(sectionsInserted) inserted, \(sectionsDeleted) deleted).")
            return
        }
        let sectionMap = Self.sectionMapping(oldCount: oldCounts.count, newCount: newCounts.count, updates)
        for (section, oldSection) in sectionMap.enumerated() {
            guard let oldSection else { continue }
            let inserted = updates.inserts.filter { $0.section == section }.count
            let deleted = updates.deletes.filter { $0.section == oldSection }.count
            let movedIn = updates.moves.filter { $0.to.section == section && $0.from.section != oldSection }.count
            let movedOut = updates.moves.filter { $0.from.section == oldSection && sectionMap[$0.to.section] != oldSection }.count
            guard newCounts[section] == oldCounts[oldSection] + inserted - deleted + movedIn - movedOut else {
                runtimeInUse.diagnostics.raise(.internalInconsistencyException,
                    "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(newCounts[section])) must be equal to the number of rows contained in that section before the update (\(oldCounts[oldSection])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
                return
            }
        }
        visibleHeaderFooters.values.forEach(enqueueHeaderFooter)
        visibleHeaderFooters.removeAll()
        let newToOld = Self.renumbering(oldCounts: oldCounts, newCounts: newCounts, sectionMap: sectionMap, updates)
        var oldToNew: [IndexPath: IndexPath] = [:]
        for (section, rows) in newToOld.enumerated() {
            for (row, old) in rows.enumerated() { if let old { oldToNew[old] = IndexPath(row: row, section: section) } }
        }
        let reloaded = Set(updates.reloads)
        // Cells of deleted and reloaded rows leave; the others follow their rows.
        var cells: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            if let new = oldToNew[old], !reloaded.contains(old) { cells[new] = cell } else { enqueue(cell, endingDisplayOf: old) }
        }
        visibleCellsByPath = cells
        selectedPaths = selectedPaths.compactMap { oldToNew[$0] }
        let oldHeights = heights
        heights = buildHeights(rowCounts: newCounts) { new in
            guard let old = newToOld[new.section][new.row], !reloaded.contains(old) else { return nil }
            return oldHeights.flatIndex(of: old)
        }
        updateContentSize()
        // UIKit asks for the cells of rows that appear at once, within the update.
        tile()
    }

    /// For each new section, the old section it was (nil for an inserted one).
    static func sectionMapping(oldCount: Int, newCount: Int, _ updates: TableUpdates) -> [Int?] {
        var result = [Int?](repeating: nil, count: newCount)
        var slot = 0
        for old in 0..<oldCount where !updates.sectionDeletes.contains(old) {
            while slot < newCount, updates.sectionInserts.contains(slot) { slot += 1 }
            guard slot < newCount else { break }
            result[slot] = old
            slot += 1
        }
        return result
    }

    /// For each new row, the old row it was (nil for an inserted row): moves go to their
    /// destinations, inserts take their places, and the remaining old rows of each section
    /// fill the free places in order.
    static func renumbering(oldCounts: [Int], newCounts: [Int], sectionMap: [Int?], _ updates: TableUpdates) -> [[IndexPath?]] {
        let deleted = Set(updates.deletes), movedFrom = Set(updates.moves.map(\.from))
        var result = newCounts.map { [IndexPath?](repeating: nil, count: $0) }
        var taken = newCounts.map { [Bool](repeating: false, count: $0) }
        for insert in updates.inserts where insert.section < result.count && insert.row < result[insert.section].count {
            taken[insert.section][insert.row] = true
        }
        for move in updates.moves where move.to.section < result.count && move.to.row < result[move.to.section].count {
            result[move.to.section][move.to.row] = move.from
            taken[move.to.section][move.to.row] = true
        }
        for (section, oldSection) in sectionMap.enumerated() {
            guard let oldSection else { continue }
            var slot = 0
            for row in 0..<oldCounts[oldSection] {
                let old = IndexPath(row: row, section: oldSection)
                if deleted.contains(old) || movedFrom.contains(old) { continue }
                while slot < taken[section].count, taken[section][slot] { slot += 1 }
                guard slot < taken[section].count else { break }
                result[section][slot] = old
                taken[section][slot] = true
            }
        }
        return result
    }
}
