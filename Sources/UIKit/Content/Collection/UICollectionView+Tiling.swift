import Foundation

// The layout pass: counts, the layout's prepare, and which elements have views.
extension UICollectionView {
    /// Lays out when something changed since the last pass (a reload, an invalidated
    /// layout, new bounds): the layout is not asked again for an unchanged screen.
    func layoutCollection() {
        guard needsReload || collectionViewLayout.needsPrepare || bounds != lastLayoutBounds || !tileIsCurrent else {
            return
        }
        tileIsCurrent = true
        reloadIfNeeded()
        if bounds != lastLayoutBounds {
            // The layout compares with `lastLayoutBounds`, the bounds it was last placed in;
            // a layout already invalid is not asked (it prepares anyway).
            if !collectionViewLayout.needsPrepare, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
                let layout = collectionViewLayout
                layout.isInvalidatingForBoundsChange = true
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
                layout.isInvalidatingForBoundsChange = false
            }
            lastLayoutBounds = bounds
        }
        prepareLayoutIfNeeded()
        tile()
        updatePrefetching()
        if let backgroundView {
            if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
            backgroundView.frame = bounds
        }
    }

    /// Asks the data source for the sections and items (once after each reload).
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (key, view) in visibleViews.sorted(by: { $0.key < $1.key }) { enqueue(view, endingDisplayOf: key) }
        visibleViews.removeAll()
        selectedPaths.removeAll()
        itemCounts = currentItemCounts()
        measuredPaths.removeAll()
        collectionViewLayout.needsPrepare = true
    }

    /// The data source's counts now.
    func currentItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        return (0..<max(sections, 0)).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    func prepareLayoutIfNeeded() {
        guard collectionViewLayout.needsPrepare else { return }
        collectionViewLayout.prepareIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        refreshOrthogonalGeometries()
    }

    /// Takes back the views of elements that left the bounds, then asks for the new ones.
    /// In an animated update, `leaving` takes the views that left instead (they slide away
    /// before they go to the reuse queue).
    func tile(leaving: ((ElementKey, UICollectionReusableView) -> Void)? = nil) {
        guard dataSource != nil else { return }
        updateOrthogonalScrollers()
        let attributes = withMovingItem((collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { displayedFrame(of: $0).intersects(bounds) && !$0.isHidden && isValid($0) })
        let wanted = Set(attributes.map(\.elementKey))
        for (key, view) in visibleViews.sorted(by: { $0.key < $1.key }) where !wanted.contains(key) {
            visibleViews[key] = nil
            if let leaving { leaving(key, view) } else { enqueue(view, endingDisplayOf: key) }
        }
        var remeasured = false
        for attribute in attributes {
            let key = attribute.elementKey
            if let view = visibleViews[key] {
                place(view, attribute)
            } else if let view = makeView(for: attribute) {
                visibleViews[key] = view
                place(view, attribute)
                if key.category == .cell, let cell = view as? UICollectionViewCell {
                    cell.isSelected = selectedPaths.contains(key.indexPath)
                    (cell as? UICollectionViewListCell)?.isEditingStorage = isEditing
                    cell._updateConfigurationIfNeeded()
                    remeasured = measureIfSelfSizing(cell, attribute) || remeasured
                }
                announceDisplay(of: view, key)
            }
        }
        // A self-sized cell changed the layout: place everything again (new cells that come
        // into view are asked for; cells already asked for keep their views).
        if remeasured {
            prepareLayoutIfNeeded()
            tile(leaving: leaving)
        }
    }

    private func isValid(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let path = attributes.indexPath
        guard itemCounts.indices.contains(path.section) else { return false }
        return attributes.representedElementCategory != .cell || path.item < itemCounts[path.section]
    }

    private func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let key = attributes.elementKey
        elementBeingRequested = key
        defer { elementBeingRequested = nil }
        switch key.category {
        case .cell:
            // During an interactive movement the data source still has the old order.
            let path = dataSourcePath(ofDisplayed: key.indexPath)
            elementBeingRequested = ElementKey(category: .cell, kind: nil, indexPath: path)
            return dataSource.collectionView(self, cellForItemAt: path)
        case .supplementaryView:
            return dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            guard let kind = key.kind, let type = collectionViewLayout.decorationClasses[kind] else { return nil }
            return dequeue(ReuseKey(kind: "decoration." + kind, identifier: kind)) ?? type.init(_registeredReuseIdentifier: kind)
        }
    }

    private func announceDisplay(of view: UICollectionReusableView, _ key: ElementKey) {
        let delegate = collectionDelegate
        switch key.category {
        case .cell:
            if let cell = view as? UICollectionViewCell { delegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath) }
        case .supplementaryView:
            delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            break
        }
    }

    /// Asks a newly shown cell for its preferred attributes once; when the layout accepts a
    /// different size it is invalidated (the flow layout with `estimatedItemSize`).
    private func measureIfSelfSizing(_ cell: UICollectionViewCell, _ attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard collectionViewLayout.measuresCells, !measuredPaths.contains(attributes.indexPath) else { return false }
        measuredPaths.insert(attributes.indexPath)
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        guard preferred.size != attributes.size,
              collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        else { return false }
        return collectionViewLayout.recordPreferredSize(preferred.size, for: attributes.indexPath)
    }
}
