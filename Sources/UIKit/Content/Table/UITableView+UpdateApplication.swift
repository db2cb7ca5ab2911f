import Foundation

// Applying one batch of row changes: checking it, renumbering, and the animation.
extension UITableView {
    /// Checks the new counts (UIKit's exception, state unchanged when it fails), renumbers
    /// selection, visible cells and known heights, asks for the cells that come into view
    /// (within the update, as UIKit does), then animates every row from its old place to its
    /// new one (ListUpdateAnimation). Deleted rows' cells, and those of rows pushed out of
    /// sight, reach `didEndDisplaying` and the reuse queue when the animation ends — at once
    /// with `.none` or without animation.
    func apply(_ updates: ListUpdates, completion: @escaping (Bool) -> Void) {
        let oldCounts = heights.rowCounts
        let newCounts = currentRowCounts()
        if let message = updates.inconsistency(oldCounts: oldCounts, newCounts: newCounts, .table) {
            runtimeInUse.diagnostics.raise(.internalInconsistencyException, message)
            return
        }
        let animates = ListUpdateAnimation.isAnimating
        let sectionMap = updates.sectionMapping(oldCount: oldCounts.count, newCount: newCounts.count)
        let newToOld = updates.renumbering(oldCounts: oldCounts, newCounts: newCounts, sectionMap: sectionMap)
        let oldToNew = ListUpdates.oldToNew(newToOld)
        let reloaded = Set(updates.reloads)
        var motion = ListUpdateAnimation()
        retireHeaderFooters(updates, sectionMap: sectionMap, animates: animates, into: &motion)
        // Cells of deleted and reloaded rows leave; the others follow their rows.
        var cells: [IndexPath: UITableViewCell] = [:]
        var stayingFrames: [ObjectIdentifier: CGRect] = [:]    // a dragged row starts where it was dropped
        for (old, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            if let new = oldToNew[old], !reloaded.contains(old) {
                cells[new] = cell
                stayingFrames[ObjectIdentifier(cell)] = cell.frame
                continue
            }
            let effect = updates.leaveEffect(old)
            if animates, effect != .none {
                sendSubviewToBack(cell)
                motion.leave(cell, effect) { [weak self, weak cell] in
                    if let self, let cell { self.enqueue(cell, endingDisplayOf: old) }
                }
            } else {
                enqueue(cell, endingDisplayOf: old)
            }
        }
        visibleCellsByPath = cells
        selectedPaths = selectedPaths.compactMap { oldToNew[$0] }
        let oldHeights = heights
        heights = buildHeights(rowCounts: newCounts) { new in
            guard let old = newToOld[new.section][new.row], !reloaded.contains(old) else { return nil }
            return oldHeights.flatIndex(of: old)
        }
        updateContentSize()
        if animates { slideAwayRowsPushedOutOfSight(&motion) }
        // UIKit asks for the cells of rows that appear at once, within the update.
        UIView.performWithoutAnimation {
            tile()
            reconfigure(updates.reconfigures.compactMap { oldToNew[$0] })
        }
        for (new, cell) in visibleCellsByPath {
            if let old = newToOld[new.section][new.row] {
                if reloaded.contains(old) {
                    motion.appear(cell, updates.leaveEffect(old))
                } else {
                    motion.move(cell, from: stayingFrames[ObjectIdentifier(cell)]
                                ?? cellFrame(rect(ofFlat: oldHeights.flatIndex(of: old), in: oldHeights)))
                }
            } else {
                motion.appear(cell, updates.appearEffect(new))
            }
        }
        for (key, view) in visibleHeaderFooters {
            let section = key >= 0 ? key : -key - 1
            if let old = sectionMap[section] {
                let flat = key >= 0 ? oldHeights.headerIndex(old) : oldHeights.footerIndex(old)
                motion.move(view, from: rect(ofFlat: flat, in: oldHeights))
            } else {
                motion.appear(view, updates.sectionAppearEffects[section] ?? .fade)
            }
        }
        motion.run(completion: completion)
    }

    /// Headers and footers of surviving sections stay, renumbered (they slide with their
    /// rows); those of deleted sections leave with their section's rows, in the section's
    /// effect (faded, slid or collapsed where they were), and reach the reuse queue when
    /// the animation ends.
    private func retireHeaderFooters(_ updates: ListUpdates, sectionMap: [Int?], animates: Bool,
                                     into motion: inout ListUpdateAnimation) {
        var newSection: [Int: Int] = [:]
        for (new, old) in sectionMap.enumerated() { if let old { newSection[old] = new } }
        var kept: [Int: UIView] = [:]
        for (key, view) in visibleHeaderFooters.sorted(by: { $0.key < $1.key }) {
            let oldSection = key >= 0 ? key : -key - 1
            // A surviving section keeps its header view under its new number (it slides).
            if let new = newSection[oldSection], !updates.sectionReloads.contains(oldSection) {
                kept[key >= 0 ? new : -new - 1] = view
                continue
            }
            let effect = updates.sectionLeaveEffects[oldSection] ?? .fade
            if animates, newSection[oldSection] == nil, effect != .none {
                motion.leave(view, effect) { [weak self, weak view] in
                    if let self, let view { self.enqueueHeaderFooter(view) }
                }
            } else {
                enqueueHeaderFooter(view)
            }
        }
        visibleHeaderFooters = kept
    }

    /// Rows that stay but no longer meet the bounds (pushed down by an insert) slide to
    /// their new place, then leave.
    private func slideAwayRowsPushedOutOfSight(_ motion: inout ListUpdateAnimation) {
        let range = visibleFlatRange()
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            let flat = heights.flatIndex(of: path)
            guard !range.contains(flat) else { continue }
            visibleCellsByPath[path] = nil
            motion.leave(cell, to: cellFrame(rect(ofFlat: flat)), .none) { [weak self, weak cell] in
                if let self, let cell { self.enqueue(cell, endingDisplayOf: path) }
            }
        }
    }

    /// A flat item's rectangle in the geometry `heights` describes (the table's before an
    /// update).
    private func rect(ofFlat flat: Int, in heights: RowHeights) -> CGRect {
        CGRect(x: 0, y: tableHeaderHeight + CGFloat(heights.prefix(flat)), width: bounds.width,
               height: CGFloat(heights.height(at: flat)))
    }

    /// Asks the data source for each visible row's cell again; the dequeue inside hands back
    /// the cell already shown.
    private func reconfigure(_ paths: [IndexPath]) {
        guard let dataSource else { return }
        for path in paths.sorted() {
            guard let cell = visibleCellsByPath[path] else { continue }
            reconfiguringCell = cell
            let returned = dataSource.tableView(self, cellForRowAt: path)
            reconfiguringCell = nil
            if returned !== cell {
                // The data source made a cell of its own: it replaces the shown one.
                returned.frame = cell.frame
                enqueue(cell, endingDisplayOf: path)
                visibleCellsByPath[path] = returned
                if returned.superview !== self { insertSubview(returned, at: 0) }
            }
            returned._updateConfigurationIfNeeded()
        }
    }
}
