import Foundation

// Registration, the reuse queues, and questions about what is where.
extension UICollectionView {
    /// Registers the class `dequeueReusableCell(withReuseIdentifier:for:)` creates for
    /// `identifier` when its queue is empty; nil unregisters.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredClasses[ReuseKey(kind: nil, identifier: identifier)] = cellClass as? UICollectionReusableView.Type
        registeredMakers[ReuseKey(kind: nil, identifier: identifier)] = nil
    }

    /// Registers a builder of views for a cell or supplementary `kind` (a storyboard's
    /// prototype), replacing a registered class as a nib registration does in UIKit.
    func registerMaker(_ make: @escaping @MainActor () -> UICollectionReusableView, kind: String?, identifier: String) {
        registeredMakers[ReuseKey(kind: kind, identifier: identifier)] = make
        registeredClasses[ReuseKey(kind: kind, identifier: identifier)] = nil
    }

    private func makeRegistered(_ key: ReuseKey) -> UICollectionReusableView? {
        if let make = registeredMakers[key] { return make() }
        return registeredClasses[key]?.init(_registeredReuseIdentifier: key.identifier)
    }

    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        registeredClasses[ReuseKey(kind: elementKind, identifier: identifier)] = viewClass as? UICollectionReusableView.Type
        registeredMakers[ReuseKey(kind: elementKind, identifier: identifier)] = nil
    }

    /// A cell for `indexPath` from the reuse queue (after `prepareForReuse()`) or a new one of
    /// the registered class. UIKit raises when nothing is registered for `identifier`, and
    /// when called outside `cellForItemAt`'s element.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let key = ReuseKey(kind: nil, identifier: identifier)
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        if let view = dequeue(key) ?? makeRegistered(key),
           let cell = view as? UICollectionViewCell {
            checkRequested(.cell, kind: nil, indexPath)
            if let list = cell as? UICollectionViewListCell {
                // As UIKit applies a cell's attributes before handing it out: a list cell knows
                // its list's appearance when the data source asks for its default configuration.
                list.listAppearance = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.listAppearance
                list.isEditingStorage = isEditing
            }
            return cell
        }
        runtimeInUse.diagnostics.raise(.internalInconsistencyException,
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or new.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = ReuseKey(kind: elementKind, identifier: identifier)
        if let view = dequeue(key) ?? makeRegistered(key) {
            checkRequested(.supplementaryView, kind: elementKind, indexPath)
            return view
        }
        runtimeInUse.diagnostics.raise(.internalInconsistencyException,
            "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    func dequeue(_ key: ReuseKey) -> UICollectionReusableView? {
        guard let view = reusableViews[key]?.popLast() else { return nil }
        view.prepareForReuse()
        return view
    }

    /// UIKit checks that a dequeue is for the element it is asking the data source about.
    private func checkRequested(_ category: ElementCategory, kind: String?, _ indexPath: IndexPath) {
        guard let requested = elementBeingRequested else { return }
        if requested.category == .cell, category == .cell, requested.indexPath != indexPath {
            runtimeInUse.diagnostics.raise(.internalInconsistencyException,
                "Attempted to dequeue a cell for a different index path (\(Self.describe(indexPath))) than is being requested by the collection view (\(Self.describe(requested.indexPath))). If you are dequeuing a cell from within a cellForItemAtIndexPath: method, you must use the index path passed to that method.")
        }
    }

    static func describe(_ path: IndexPath) -> String { "section: \(path.section), item: \(path.item)" }

    /// The data source's default for a supplementary kind it does not provide: UIKit raises.
    func missingSupplementaryView(kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        runtimeInUse.diagnostics.raise(.internalInconsistencyException,
            "the collection view's data source did not return a valid view from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: for element of kind '\(kind)' at index path \(Self.describe(indexPath))")
        return UICollectionReusableView(frame: .zero)
    }

    /// Takes a view off screen into its reuse queue, after telling the delegate.
    func enqueue(_ view: UICollectionReusableView, endingDisplayOf key: ElementKey) {
        if revealedSwipe?.cell === view { hideSwipeActions() }
        view.removeFromSuperview()
        switch key.category {
        case .cell:
            if let cell = view as? UICollectionViewCell {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            }
        case .supplementaryView:
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view,
                                               forElementOfKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            break
        }
        guard let identifier = view.reuseIdentifier else { return }
        let queueKind = key.category == .decorationView ? "decoration." + (key.kind ?? "") : key.kind
        reusableViews[ReuseKey(kind: queueKind, identifier: identifier), default: []].append(view)
    }

    // MARK: Queries

    public var numberOfSections: Int {
        reloadIfNeeded()
        return itemCounts.count
    }

    public func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The cell shown for `indexPath`, or nil when the item is not visible.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visibleViews[ElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    /// The item a visible cell shows.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    /// The item under `point` (content coordinates), from the layout.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && displayedFrame(of: $0).contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    public var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return visibleViews.filter { $0.key.category == .cell }.sorted { $0.key < $1.key }.compactMap { $0.value as? UICollectionViewCell }
    }

    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return visibleViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return visibleViews.filter { $0.key.kind == elementKind && $0.key.category == .supplementaryView }
            .sorted { $0.key < $1.key }.map(\.value)
    }

    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryViews(ofKind: elementKind).compactMap { view in visibleViews.first { $0.value === view }?.key.indexPath }
            .sorted()
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        reloadIfNeeded()
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        reloadIfNeeded()
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Scrolls so the item sits at `scrollPosition` (an empty position: the least scrolling
    /// that shows it). UIKit raises for an item that does not exist.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard indexPath.item < numberOfItems(inSection: indexPath.section),
              let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            runtimeInUse.diagnostics.raise(.invalidArgumentException,
                "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are only \(numberOfItems(inSection: indexPath.section)) items in section \(indexPath.section).")
            return
        }
        let inset = adjustedContentInset, limits = contentOffsetLimits
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height + inset.bottom }
        if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - (bounds.height - inset.top - inset.bottom) / 2 - inset.top
        }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width + inset.right }
        if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - (bounds.width - inset.left - inset.right) / 2 - inset.left
        }
        guard !scrollPosition.isEmpty else {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        offset.x = min(max(offset.x, limits.min.x), limits.max.x)
        offset.y = min(max(offset.y, limits.min.y), limits.max.y)
        setContentOffset(offset, animated: animated)
    }
}
