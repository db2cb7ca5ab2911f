import Foundation

/// An item the app (or the standard long press) is moving with a finger.
///
///     idle ──beginInteractiveMovementForItem(at:) (data source's canMoveItemAt true)──► moving
///     moving ──updateInteractiveMovementTargetPosition(_:): the cell's centre follows; a new
///              proposal from the layout asks the delegate's targetIndexPathForMoveOfItem…,
///              and the other items slide to show the item at the answer──► moving
///     moving ──endInteractiveMovement(): moveItemAt once (if it ended elsewhere), the
///              layout is invalidated and the cell slides into its place──► idle
///     moving ──cancelInteractiveMovement() (or the data source refused the move): the items
///              slide back to where they started──► idle
///
/// While moving, the collection view shows the items in their proposed order: its counts,
/// its cells' index paths, its selection and the layout all use the displayed numbering,
/// and the data source is not told until the end (a cell that comes into view meanwhile is
/// asked for at the data source's own index path of its item).
@MainActor
struct InteractiveMovement {
    /// Where the item was when the movement began (the data source's numbering).
    let original: IndexPath
    /// Where the item is displayed now.
    var current: IndexPath
    /// The layout's last proposal: the delegate is asked again only for a new one.
    var lastProposed: IndexPath
    /// The moving cell's centre, in the collection view's content coordinates.
    var position: CGPoint
    /// The standard gesture's offset from the finger to the cell's centre, kept so the
    /// cell does not jump under the finger.
    var grabOffset: CGSize = .zero
}

extension UICollectionView {
    /// Starts moving the item at `indexPath`: false (and nothing happens) when a movement is
    /// already under way, the item does not exist or lies in a section that scrolls
    /// sideways, or the data source's `collectionView(_:canMoveItemAt:)` says no.
    /// The cell rises above the others, centred where it is.
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let dataSource, isMovable(indexPath) else { return false }
        guard dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        startMovement(at: indexPath)
        return true
    }

    /// Moves the moving cell's centre to `targetPosition` (content coordinates). When the
    /// layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` proposes a
    /// place it did not propose last time, the delegate's
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
    /// decides, and the other items slide (0.3 s) to make room for the item there.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        movement.position = targetPosition
        interactiveMovement = movement
        placeMovingCell()
        let proposed = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
        guard proposed != movement.lastProposed else { return }
        interactiveMovement?.lastProposed = proposed
        let target = collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                                                        atCurrentIndexPath: movement.current, toProposedIndexPath: proposed) ?? proposed
        guard target != movement.current, isValidMoveTarget(target, from: movement.current) else { return }
        showMove(from: movement.current, to: target)
    }

    /// Ends the movement where the item is now: when that is not where it started, the data
    /// source's `collectionView(_:moveItemAt:to:)` is called once (original → final index
    /// path); then the layout is invalidated and the cell slides (0.3 s) into its place.
    /// A data source that does not implement `moveItemAt` gets the items put back.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.current != movement.original, let dataSource {
            moveAnsweredByDefault = false
            dataSource.collectionView(self, moveItemAt: movement.original, to: movement.current)
            if moveAnsweredByDefault {
                moveAnsweredByDefault = false
                runtimeInUse.diagnostics.warn(
                    "The collection view's data source does not implement collectionView(_:moveItemAt:to:); the interactive move is undone.")
                return putBack(movement)
            }
        }
        apply(ListUpdates(), from: itemCounts, to: itemCounts) { _ in }
    }

    /// Ends the movement without moving anything: the items slide (0.3 s) back to where
    /// they were when it began; the data source hears nothing.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        putBack(movement)
    }

    // MARK: Internals

    /// A recognizer driving the movement stopped: lifted ends it, cancelled or failed
    /// cancels it.
    func finishMovement(after state: UIGestureRecognizer.State) {
        switch state {
        case .ended: endInteractiveMovement()
        case .cancelled, .failed: cancelInteractiveMovement()
        default: break
        }
    }

    private func isMovable(_ indexPath: IndexPath) -> Bool {
        reloadIfNeeded()
        guard indexPath.count == 2, itemCounts.indices.contains(indexPath.section), (0..<itemCounts[indexPath.section]).contains(indexPath.item) else {
            return false
        }
        prepareLayoutIfNeeded()
        return orthogonal.geometries[indexPath.section] == nil
    }

    func startMovement(at indexPath: IndexPath) {
        hideSwipeActions()
        layoutIfNeeded()
        let center = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.center ?? .zero
        interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath, lastProposed: indexPath, position: center)
        if let cell = visibleViews[movingKey(indexPath)] { bringSubviewToFront(cell) }
        placeMovingCell()
    }

    private func movingKey(_ path: IndexPath) -> ElementKey { ElementKey(category: .cell, kind: nil, indexPath: path) }

    /// Puts the moving cell at the layout's attributes for it at the finger, at once.
    private func placeMovingCell() {
        guard let movement = interactiveMovement else { return }
        guard let cell = visibleViews[movingKey(movement.current)] else {
            // Not on screen yet: the next layout pass makes it (see `withMovingItem`).
            return setNeedsLayout()
        }
        let attributes = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: movement.current,
                                                                                       withTargetPosition: movement.position)
        UIView.performWithoutAnimation { place(cell, attributes) }
    }

    /// A layout pass's attributes with the moving item's replaced by the ones at the finger
    /// (always included, so its cell stays while its place is out of sight).
    func withMovingItem(_ attributes: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        guard let movement = interactiveMovement else { return attributes }
        let moving = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: movement.current,
                                                                                    withTargetPosition: movement.position)
        return attributes.filter { $0.representedElementCategory != .cell || $0.indexPath != movement.current } + [moving]
    }

    /// The data source's index path of the item displayed at `path`: during a movement the
    /// data source still has the items in their old order (it hears of the move at the end).
    func dataSourcePath(ofDisplayed path: IndexPath) -> IndexPath {
        guard let movement = interactiveMovement, path.count == 2 else { return path }
        if path == movement.current { return movement.original }
        var item = path.item
        if path.section == movement.current.section, item > movement.current.item { item -= 1 }
        if path.section == movement.original.section, item >= movement.original.item { item += 1 }
        return IndexPath(item: item, section: path.section)
    }

    /// Whether the item at `current` can be shown at `target`: an existing place in its own
    /// section, or up to one past the end of another section.
    private func isValidMoveTarget(_ target: IndexPath, from current: IndexPath) -> Bool {
        guard target.count == 2, itemCounts.indices.contains(target.section), target.item >= 0 else { return false }
        let limit = target.section == current.section ? itemCounts[target.section] - 1 : itemCounts[target.section]
        return target.item <= limit && orthogonal.geometries[target.section] == nil
    }

    /// Shows the item at `to` instead of `from`: the other cells renumber and slide.
    private func showMove(from: IndexPath, to: IndexPath) {
        var updates = ListUpdates()
        updates.moves = [(from, to)]
        var counts = itemCounts
        if from.section != to.section {
            counts[from.section] -= 1
            counts[to.section] += 1
        }
        interactiveMovement?.current = to
        apply(updates, from: itemCounts, to: counts) { _ in }
    }

    /// Slides every item back to where it was when `movement` began.
    private func putBack(_ movement: InteractiveMovement) {
        guard movement.current != movement.original else {
            return apply(ListUpdates(), from: itemCounts, to: itemCounts) { _ in }
        }
        showMove(from: movement.current, to: movement.original)
    }
}
