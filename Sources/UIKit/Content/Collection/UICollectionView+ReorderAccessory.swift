import Foundation

// Dragging a list row by its `UICellAccessory.reorder()` handle while the collection view is
// editing: a pan that starts on a shown reorder accessory of an item the data source lets
// move (`canMoveItemAt`, asked once as the pan begins) drives the interactive movement —
// the row follows the finger up and down, lifting ends the movement, a cancelled touch
// cancels it.
extension UICollectionView {
    func installReorderAccessoryRecognizer() {
        reorderAccessoryRecognizer.addAction { [unowned self] _ in self.handleReorderAccessoryPan() }
        addGestureRecognizer(reorderAccessoryRecognizer)
    }

    /// Where the pan began, in the collection view's content coordinates.
    private var reorderPanStart: CGPoint {
        let pan = reorderAccessoryRecognizer
        let location = pan.location(in: self), translation = pan.translation(in: self)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    /// The item whose shown reorder accessory is under `point`, while editing.
    private func itemWithReorderAccessory(at point: CGPoint) -> IndexPath? {
        guard isEditing, let path = indexPathForItem(at: point),
              let cell = visibleViews[ElementKey(category: .cell, kind: nil, indexPath: path)] as? UICollectionViewListCell
        else { return nil }
        let onHandle = cell.shownAccessoryViews.contains { view in
            guard case .reorder = view.accessory.kind else { return false }
            return view.bounds.contains(view.convert(point, from: self))
        }
        return onHandle ? path : nil
    }

    func reorderAccessoryShouldBegin() -> Bool {
        guard interactiveMovement == nil, let dataSource, let path = itemWithReorderAccessory(at: reorderPanStart) else { return false }
        return dataSource.collectionView(self, canMoveItemAt: path)
    }

    private func handleReorderAccessoryPan() {
        let pan = reorderAccessoryRecognizer
        switch pan.state {
        case .began:
            let start = reorderPanStart
            guard let path = indexPathForItem(at: start) else { return }
            startMovement(at: path)
            updateInteractiveMovementTargetPosition(reorderTarget())
        case .changed:
            updateInteractiveMovementTargetPosition(reorderTarget())
        default:
            finishMovement(after: pan.state)
        }
    }

    /// The row's centre: where it started, moved up or down with the finger.
    private func reorderTarget() -> CGPoint {
        guard let movement = interactiveMovement,
              let origin = collectionViewLayout.layoutAttributesForItem(at: movement.original)?.center else { return .zero }
        return CGPoint(x: origin.x, y: origin.y + reorderAccessoryRecognizer.translation(in: self).y)
    }
}
