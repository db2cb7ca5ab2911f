import Foundation

// Inserting, deleting, reloading and moving items and sections, checked against the data
// source as UIKit checks them (the shared ListUpdates rules and messages).
extension UICollectionView {
    /// Inserts items (new numbering); the visible ones fade in while the others slide.
    public func insertItems(at indexPaths: [IndexPath]) { update { $0.inserts += indexPaths } }
    /// Deletes items (old numbering); their cells fade out while the others slide, and reach
    /// `didEndDisplaying` and the reuse queue when the animation ends.
    public func deleteItems(at indexPaths: [IndexPath]) { update { $0.deletes += indexPaths } }
    /// The items' cells are asked for again: the new cell fades in over the old one (which
    /// goes to the reuse queue when the animation ends).
    public func reloadItems(at indexPaths: [IndexPath]) { update { $0.reloads += indexPaths } }
    /// Asks the data source for the visible items' cells again without replacing them:
    /// the dequeue inside hands back the cell already shown (no `prepareForReuse`; iOS 15).
    public func reconfigureItems(at indexPaths: [IndexPath]) { update { $0.reconfigures += indexPaths } }
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
    /// layout is invalidated, the items that come into view are asked for, and every element
    /// animates from its old frame to its new one over 0.3 s on the animation clock.
    /// `completion` runs with true when the animation has ended (on the next run-loop turn
    /// inside `UIView.performWithoutAnimation`).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch(completion: completion)
    }

    private func beginBatch() {
        reloadIfNeeded()
        batch.begin()
    }

    private func endBatch(completion: ((Bool) -> Void)? = nil) {
        guard let ended = batch.end(completion: completion) else { return }
        apply(ended.updates, completion: ended.completion)
    }

    private func update(_ change: (inout ListUpdates) -> Void) {
        beginBatch()
        batch.record(change)
        endBatch()
    }

    private func apply(_ updates: ListUpdates, completion: @escaping (Bool) -> Void) {
        let oldCounts = itemCounts
        let newCounts = currentItemCounts()
        if let message = updates.inconsistency(oldCounts: oldCounts, newCounts: newCounts, .collection) {
            runtimeInUse.diagnostics.raise(.internalInconsistencyException, message)
            return
        }
        apply(updates, from: oldCounts, to: newCounts, completion: completion)
    }

    /// Applies changes whose counts are known to agree (checked against the data source, or
    /// an interactive movement's own step): renumbers the views, lays out, animates.
    func apply(_ updates: ListUpdates, from oldCounts: [Int], to newCounts: [Int], completion: @escaping (Bool) -> Void) {
        let animates = ListUpdateAnimation.isAnimating
        let oldAttributes = animates ? attributesAroundBounds() : [:]
        let oldFrames = oldAttributes.mapValues(\.frame)
        collectionViewLayout.attributesBeforeUpdate = oldAttributes
        defer { collectionViewLayout.attributesBeforeUpdate = [:] }
        let sectionMap = updates.sectionMapping(oldCount: oldCounts.count, newCount: newCounts.count)
        let newToOld = updates.renumbering(oldCounts: oldCounts, newCounts: newCounts, sectionMap: sectionMap)
        let oldToNew = ListUpdates.oldToNew(newToOld)
        var oldSectionToNew: [Int: Int] = [:]
        for (new, old) in sectionMap.enumerated() { if let old { oldSectionToNew[old] = new } }
        let reloaded = Set(updates.reloads)
        renumberOrthogonalSections(sectionMap)
        var motion = ListUpdateAnimation()
        // Cells of deleted and reloaded items leave; the others follow their items.
        // Supplementary views follow their sections.
        var views: [ElementKey: UICollectionReusableView] = [:]
        var departing: [(key: ElementKey, view: UICollectionReusableView)] = []
        var stayingFrames: [ObjectIdentifier: CGRect] = [:]
        for (key, view) in visibleViews.sorted(by: { $0.key < $1.key }) {
            var newPath: IndexPath?
            if key.category == .cell {
                newPath = reloaded.contains(key.indexPath) ? nil : oldToNew[key.indexPath]
            } else if let section = oldSectionToNew[key.indexPath.section] {
                newPath = IndexPath(indexes: [section] + Array(key.indexPath.dropFirst()))
            }
            if let newPath {
                views[ElementKey(category: key.category, kind: key.kind, indexPath: newPath)] = view
                stayingFrames[ObjectIdentifier(view)] = view.frame
            } else if animates {
                departing.append((key, view))
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
        collectionViewLayout.prepare(forCollectionViewUpdates: updates.updateItems(oldToNew: oldToNew))
        for (key, view) in departing {
            let effect = layoutEffect(key, view, appearing: false) ?? .fade
            motion.leave(view, effect) { [weak self, weak view] in
                if let self, let view { self.enqueue(view, endingDisplayOf: key) }
            }
        }
        UIView.performWithoutAnimation {
            tile(leaving: animates ? { key, view in
                // Pushed out of sight: it slides to its new place, then leaves.
                let to = (self.collectionViewLayout.layoutAttributesForItem(at: key.indexPath)?.frame)
                    .map { self.containerFrame($0, for: view) }
                motion.leave(view, to: key.category == .cell ? to : nil, .none) { [weak self, weak view] in
                    if let self, let view { self.enqueue(view, endingDisplayOf: key) }
                }
            } : nil)
            reconfigure(updates.reconfigures.compactMap { oldToNew[$0] })
        }
        for (key, view) in visibleViews {
            if let from = stayingFrames[ObjectIdentifier(view)] {
                motion.move(view, from: from)
            } else if let old = oldKey(of: key, newToOld, sectionMap), !reloaded.contains(old.indexPath) || key.category != .cell,
                      let from = oldFrames[old] {
                motion.move(view, from: containerFrame(from, for: view))
            } else {
                motion.appear(view, layoutEffect(key, view, appearing: true) ?? .fade)
            }
        }
        let layout = collectionViewLayout
        if animates {
            motion.run(alongside: { layout.finalizeCollectionViewUpdates() }, completion: completion)
        } else {
            layout.finalizeCollectionViewUpdates()
            motion.run(completion: completion)
        }
    }

    /// Where the layout says an element coming into view starts, or one leaving goes (asked
    /// with its old index path); nil for the default fade.
    private func layoutEffect(_ key: ElementKey, _ view: UICollectionReusableView, appearing: Bool) -> ListEffect? {
        let layout = collectionViewLayout
        let path = key.indexPath
        let attributes: UICollectionViewLayoutAttributes? = switch (key.category == .cell, appearing) {
        case (true, true): layout.initialLayoutAttributesForAppearingItem(at: path)
        case (true, false): layout.finalLayoutAttributesForDisappearingItem(at: path)
        case (false, true): key.kind.flatMap { layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: $0, at: path) }
        case (false, false): key.kind.flatMap { layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: $0, at: path) }
        }
        return attributes.map { .attributes(frame: containerFrame($0.frame, for: view), alpha: $0.alpha) }
    }

    /// The old layout's attributes of the elements up to a screen around the bounds: where
    /// items that come into view slide from, and where leaving ones were.
    private func attributesAroundBounds() -> [ElementKey: UICollectionViewLayoutAttributes] {
        guard !collectionViewLayout.needsPrepare else { return [:] }
        let around = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var found: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: around) ?? [] {
            found[attributes.elementKey] = attributes
        }
        return found
    }

    /// The element `key` (new numbering) was before the update; nil for an inserted one.
    private func oldKey(of key: ElementKey, _ newToOld: [[IndexPath?]], _ sectionMap: [Int?]) -> ElementKey? {
        let path = key.indexPath
        guard sectionMap.indices.contains(path.section), let oldSection = sectionMap[path.section] else { return nil }
        if key.category == .cell {
            guard newToOld.indices.contains(path.section), newToOld[path.section].indices.contains(path.item),
                  let old = newToOld[path.section][path.item] else { return nil }
            return ElementKey(category: .cell, kind: nil, indexPath: old)
        }
        return ElementKey(category: key.category, kind: key.kind, indexPath: IndexPath(indexes: [oldSection] + Array(path.dropFirst())))
    }

    /// Asks the data source for each visible item's cell again; the dequeue inside hands
    /// back the cell already shown.
    private func reconfigure(_ paths: [IndexPath]) {
        guard let dataSource else { return }
        for path in paths.sorted() {
            let key = ElementKey(category: .cell, kind: nil, indexPath: path)
            guard let cell = visibleViews[key] as? UICollectionViewCell else { continue }
            reconfiguringCell = cell
            elementBeingRequested = key
            let returned = dataSource.collectionView(self, cellForItemAt: path)
            elementBeingRequested = nil
            reconfiguringCell = nil
            if returned !== cell {
                // In the cell's container: the collection view or its section's scroller.
                let container = cell.superview ?? self
                returned.frame = cell.frame
                enqueue(cell, endingDisplayOf: key)
                visibleViews[key] = returned
                if returned.superview !== container { container.addSubview(returned) }
            }
            returned._updateConfigurationIfNeeded()
        }
    }
}
