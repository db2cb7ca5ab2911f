import Foundation

// Selection: by touch (with the delegate's will/did calls) and in code (without them).
extension UITableView {
    public var indexPathForSelectedRow: IndexPath? { selectedPaths.sorted().first }
    public var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths.sorted() }

    /// Selects a row without calling the delegate (UIKit's rule for selection in code);
    /// with single selection the previous row is deselected. Scrolls it to `scrollPosition`.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectRow(at: path, animated: animated) }
            return
        }
        if !multipleSelectionAllowed { for path in selectedPaths where path != indexPath { deselectRow(at: path, animated: animated) } }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        visibleCellsByPath[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without calling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        visibleCellsByPath[indexPath]?.setSelected(false, animated: animated)
    }

    var multipleSelectionAllowed: Bool {
        isEditingTable ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    var selectionAllowed: Bool {
        isEditingTable ? (allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing) : allowsSelection
    }

    /// A finger lifted on the table without scrolling: the editing control, or a selection.
    /// With swipe actions revealed, a tap anywhere but on an action (the buttons take their
    /// own taps) only closes them, selecting nothing, as on iOS; while editing, a tap on the
    /// revealed row's own editing control still toggles it.
    func handleTap(at point: CGPoint) {
        if let revealed = revealedSwipe {
            let path = indexPathForRow(at: point)
            let onOwnEditingControl = isEditingTable && path == revealed.indexPath
                && path.map { point.x - cellFrame(rectForRow(at: $0)).minX < 38 } == true
            if !onOwnEditingControl {
                hideSwipeActions()
                return
            }
        }
        guard let path = indexPathForRow(at: point) else { return }
        if isEditingTable, point.x - cellFrame(rectForRow(at: path)).minX < 38, editingControlTapped(at: path) { return }
        if !isEditingTable, let cell = visibleCellsByPath[path], cell.hasDetailButton,
           point.x >= cellFrame(rectForRow(at: path)).maxX - cell.accessoryWidth {
            accessoryButtonTapped(cell, at: path)
            return
        }
        userSelect(path)
    }

    /// The detail button of `.detailButton`/`.detailDisclosureButton` cells: the delegate
    /// hears of it, then the cell's accessory-action storyboard segue runs (a chosen order).
    private func accessoryButtonTapped(_ cell: UITableViewCell, at path: IndexPath) {
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: path)
        cell.accessorySegueTrigger?(cell)
    }

    /// UIKit's order: willSelect (may redirect or refuse) → willDeselect/didDeselect of the
    /// rows losing their selection → the cell's storyboard segue, if any → didSelect. Tapping a selected row with multiple
    /// selection deselects it (willDeselect → didDeselect).
    func userSelect(_ tapped: IndexPath) {
        guard selectionAllowed else { return }
        let delegate = tableDelegate
        if multipleSelectionAllowed, selectedPaths.contains(tapped) {
            guard let path = delegate.map({ $0.tableView(self, willDeselectRowAt: tapped) }) ?? tapped else { return }
            deselectRow(at: path, animated: false)
            delegate?.tableView(self, didDeselectRowAt: path)
            return
        }
        if delegate?.tableView(self, shouldHighlightRowAt: tapped) == false { return }
        guard let path = delegate.map({ $0.tableView(self, willSelectRowAt: tapped) }) ?? tapped else { return }
        if !multipleSelectionAllowed {
            for old in selectedPaths.sorted() where old != path {
                guard let deselect = delegate.map({ $0.tableView(self, willDeselectRowAt: old) }) ?? old else { continue }
                deselectRow(at: deselect, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselect)
            }
        }
        if !selectedPaths.contains(path) { selectedPaths.append(path) }
        let cell = visibleCellsByPath[path]
        cell?.setSelected(true, animated: false)
        // A storyboard segue from the cell runs before didSelect (UIKIT-SEMANTICS 11.7).
        if let cell, let trigger = cell.selectionSegueTrigger { trigger(cell) }
        delegate?.tableView(self, didSelectRowAt: path)
    }
}
