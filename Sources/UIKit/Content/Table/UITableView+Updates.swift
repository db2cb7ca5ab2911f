import Foundation

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
        if updateDepth == 0 { pendingUpdates = ListUpdates() }
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

    private func update(_ change: (inout ListUpdates) -> Void) {
        beginUpdates()
        if var pending = pendingUpdates {
            change(&pending)
            pendingUpdates = pending
        }
        endUpdates()
    }

    /// Checks the new counts (UIKit's exception, state unchanged when it fails), then
    /// renumbers selection, visible cells and known heights.
    private func apply(_ updates: ListUpdates) {
        let oldCounts = heights.rowCounts
        let newCounts = currentRowCounts()
        if let message = updates.inconsistency(oldCounts: oldCounts, newCounts: newCounts, .table) {
            runtimeInUse.diagnostics.raise(.internalInconsistencyException, message)
            return
        }
        let sectionMap = updates.sectionMapping(oldCount: oldCounts.count, newCount: newCounts.count)
        visibleHeaderFooters.values.forEach(enqueueHeaderFooter)
        visibleHeaderFooters.removeAll()
        let newToOld = updates.renumbering(oldCounts: oldCounts, newCounts: newCounts, sectionMap: sectionMap)
        let oldToNew = ListUpdates.oldToNew(newToOld)
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
}
