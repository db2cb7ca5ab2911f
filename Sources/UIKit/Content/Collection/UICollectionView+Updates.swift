import Foundation

// Inserting, deleting, reloading and moving items and sections, checked against the data
// source as UIKit checks them (the shared ListUpdates rules and messages).
extension UICollectionView {
    public func insertItems(at indexPaths: [IndexPath]) { update { $0.inserts += indexPaths } }
    public func deleteItems(at indexPaths: [IndexPath]) { update { $0.deletes += indexPaths } }
    /// The items' cells are asked for again (the old cells go to the reuse queue).
    public func reloadItems(at indexPaths: [IndexPath]) { update { $0.reloads += indexPaths } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.moves.append((indexPath, newIndexPath)) }
    }
    public func insertSections(_ sections: IndexSet) { update { $0.sectionInserts.formUnion(sections) } }
    public func deleteSections(_ sections: IndexSet) { update { $0.sectionDeletes.formUnion(sections) } }
    public func reloadSections(_ sections: IndexSet) {
        let counts = itemCounts
        update { updates in
            for section in sections where counts.indices.contains(section) {
                updates.reloads += (0..<counts[section]).map { IndexPath(item: $0, section: section) }
            }
        }
    }

    /// Runs `updates` as one batch: the data source's counts are asked once at the end and
    /// checked (UIKit's "Invalid update" exception, state unchanged when it fails), then the
    /// layout is invalidated and the visible cells follow their items. `completion` runs on a
    /// later run-loop turn with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch()
        if let completion { runtimeInUse.runLoop.perform { completion(true) } }
    }

    private func beginBatch() {
        reloadIfNeeded()
        if updateDepth == 0 { pendingUpdates = ListUpdates() }
        updateDepth += 1
    }

    private func endBatch() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let updates = pendingUpdates else { return }
        pendingUpdates = nil
        apply(updates)
    }

    private func update(_ change: (inout ListUpdates) -> Void) {
        beginBatch()
        if var pending = pendingUpdates {
            change(&pending)
            pendingUpdates = pending
        }
        endBatch()
    }

    private func apply(_ updates: ListUpdates) {
        let oldCounts = itemCounts
        let newCounts = currentItemCounts()
        if let message = updates.inconsistency(oldCounts: oldCounts, newCounts: newCounts, .collection) {
            runtimeInUse.diagnostics.raise(.internalInconsistencyException, message)
            return
        }
        let sectionMap = updates.sectionMapping(oldCount: oldCounts.count, newCount: newCounts.count)
        let newToOld = updates.renumbering(oldCounts: oldCounts, newCounts: newCounts, sectionMap: sectionMap)
        let oldToNew = ListUpdates.oldToNew(newToOld)
        var oldSectionToNew: [Int: Int] = [:]
        for (new, old) in sectionMap.enumerated() { if let old { oldSectionToNew[old] = new } }
        let reloaded = Set(updates.reloads)
        // Cells of deleted and reloaded items leave; the others follow their items.
        // Supplementary views follow their sections.
        var views: [ElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleViews.sorted(by: { $0.key < $1.key }) {
            var newPath: IndexPath?
            if key.category == .cell {
                newPath = reloaded.contains(key.indexPath) ? nil : oldToNew[key.indexPath]
            } else if let section = oldSectionToNew[key.indexPath.section] {
                newPath = IndexPath(indexes: [section] + Array(key.indexPath.dropFirst()))
            }
            if let newPath {
                views[ElementKey(category: key.category, kind: key.kind, indexPath: newPath)] = view
            } else {
                enqueue(view, endingDisplayOf: key)
            }
        }
        visibleViews = views
        selectedPaths = selectedPaths.compactMap { oldToNew[$0] }
        measuredPaths = Set(measuredPaths.compactMap { reloaded.contains($0) ? nil : oldToNew[$0] })
        itemCounts = newCounts
        collectionViewLayout.invalidateLayout()
        // UIKit asks for the cells of items that appear at once, within the update.
        prepareLayoutIfNeeded()
        tile()
    }
}
