import Foundation

// Inserting, deleting, reloading and moving rows, checked against the data source as
// UIKit checks them.
extension UITableView {
    /// Inserts rows (new numbering): the data source is asked for the cells of those that
    /// are visible at once; they come in with `animation` while the rows below slide down.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { updates in
            updates.inserts += indexPaths
            for path in indexPaths { updates.appearEffects[path] = animation.listEffect }
        }
    }

    /// Deletes rows (old numbering): they go out with `animation` while the rows below slide
    /// up; their cells reach `didEndDisplaying` and the reuse queue when the animation ends.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { updates in
            updates.deletes += indexPaths
            for path in indexPaths { updates.leaveEffects[path] = animation.listEffect }
        }
    }

    /// The rows' cells are asked for again: the new cell comes in with `animation` while the
    /// old one goes out (to the reuse queue when the animation ends; at once with `.none`).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { updates in
            updates.reloads += indexPaths
            for path in indexPaths { updates.leaveEffects[path] = animation.listEffect }
        }
    }

    /// Asks the data source for the visible rows' cells again without replacing them:
    /// `dequeueReusableCell(withIdentifier:for:)` hands back the cell already shown (no
    /// `prepareForReuse`), and the row keeps its height (iOS 15).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        update { $0.reconfigures += indexPaths }
    }

    /// Moves a row; it slides to its new place with the others.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.moves.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { updates in
            updates.sectionInserts.formUnion(sections)
            for section in sections { updates.sectionAppearEffects[section] = animation.listEffect }
        }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { updates in
            updates.sectionDeletes.formUnion(sections)
            for section in sections { updates.sectionLeaveEffects[section] = animation.listEffect }
        }
    }

    /// Every row of the sections is asked for again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        let counts = heights.rowCounts
        update { updates in
            for section in sections where counts.indices.contains(section) {
                let paths = (0..<counts[section]).map { IndexPath(row: $0, section: section) }
                updates.reloads += paths
                for path in paths { updates.leaveEffects[path] = animation.listEffect }
            }
        }
    }

    /// Opens a batch: the changes up to the matching `endUpdates()` are checked and animated
    /// together.
    public func beginUpdates() {
        reloadIfNeeded()
        batch.begin()
    }

    /// Closes a batch: the data source is asked for its counts, the rows that come into view
    /// for their cells, and everything animates together.
    public func endUpdates() {
        endBatch(completion: nil)
    }

    /// Runs `updates` as one batch; `completion` runs with true when the animation has
    /// ended (0.3 s on the clock; on the next run-loop turn without animation).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endBatch(completion: completion)
    }

    private func endBatch(completion: ((Bool) -> Void)?) {
        guard let ended = batch.end(completion: completion) else { return }
        apply(ended.updates, completion: ended.completion)
    }

    private func update(_ change: (inout ListUpdates) -> Void) {
        beginUpdates()
        batch.record(change)
        endUpdates()
    }
}

extension UITableView.RowAnimation {
    /// The motion this style gives a row (`.automatic` fades, a chosen value).
    var listEffect: ListEffect {
        switch self {
        case .fade, .automatic: return .fade
        case .right: return .slide(dx: 1, dy: 0)
        case .left: return .slide(dx: -1, dy: 0)
        case .top: return .slide(dx: 0, dy: -1)
        case .bottom: return .slide(dx: 0, dy: 1)
        case .middle: return .collapse
        case .none: return .none
        }
    }
}
