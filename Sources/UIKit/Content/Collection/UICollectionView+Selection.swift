import Foundation

// Selection: by touch (with the delegate's should/did calls) and in code (without them).
extension UICollectionView {
    public var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.sorted() }

    /// Selects an item without calling the delegate (UIKit's rule for selection in code);
    /// with single selection the previous item is deselected. Nil deselects everything.
    /// Scrolls the item to `scrollPosition` when it is not empty.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectItem(at: path, animated: animated) }
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection { for path in selectedPaths where path != indexPath { deselectItem(at: path, animated: animated) } }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        visibleCell(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without calling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        visibleCell(at: indexPath)?.isSelected = false
    }

    func visibleCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[ElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    /// A finger lifted on an item without scrolling. UIKit's order: shouldHighlight →
    /// (highlight) → shouldSelect → the item losing its selection (single selection):
    /// shouldDeselect → didDeselect → the item is selected → its storyboard segue → didSelect. With multiple
    /// selection a selected item is deselected instead (shouldDeselect → didDeselect).
    func userSelect(_ tapped: IndexPath) {
        guard allowsSelection || allowsMultipleSelection else { return }
        let delegate = collectionDelegate
        if allowsMultipleSelection, selectedPaths.contains(tapped) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: tapped) ?? true else { return }
            deselectItem(at: tapped, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: tapped)
            return
        }
        guard delegate?.collectionView(self, shouldHighlightItemAt: tapped) ?? true else { return }
        let cell = visibleCell(at: tapped)
        cell?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: tapped)
        cell?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: tapped)
        guard delegate?.collectionView(self, shouldSelectItemAt: tapped) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedPaths.sorted() where old != tapped {
                guard delegate?.collectionView(self, shouldDeselectItemAt: old) ?? true else { continue }
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        if !selectedPaths.contains(tapped) { selectedPaths.append(tapped) }
        cell?.isSelected = true
        // A storyboard segue from the cell runs before didSelect (UIKIT-SEMANTICS 11.7).
        if let cell, let trigger = cell.selectionSegueTrigger { trigger(cell) }
        delegate?.collectionView(self, didSelectItemAt: tapped)
    }
}
