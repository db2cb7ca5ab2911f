import Foundation

// The editing control and swipe actions.
extension UITableView {
    /// A tap on a row's editing control while editing. The green insert control commits
    /// `.insert` through the data source at once; the red delete control reveals the row's
    /// Delete confirmation button (the delegate's `titleForDeleteConfirmationButtonForRowAt`,
    /// default "Delete"), whose tap commits `.delete`; tapping the control again hides it.
    /// Returns whether it handled the tap.
    ///
    ///     editing ──(tap ⊖)──► confirming ──(tap Delete)──► commit(.delete) ──► editing
    ///        ▲                     │
    ///        └──(tap ⊖ again, tap elsewhere, setEditing(false), reloadData)
    func editingControlTapped(at path: IndexPath) -> Bool {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: path) else { return false }
        let style = tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
        switch style {
        case .none:
            return false
        case .insert:
            dataSource.tableView(self, commit: .insert, forRowAt: path)
        case .delete:
            if revealedSwipe?.indexPath == path {
                hideSwipeActions()
                return true
            }
            hideSwipeActions()
            guard let cell = visibleCellsByPath[path] else { return true }
            let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
            let delete = UIContextualAction(style: .destructive, title: title) { [weak self, weak cell] _, _, done in
                if let self, let cell, let path = self.indexPath(for: cell) {
                    self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
                }
                done(true)
            }
            revealSwipeActions(UISwipeActionsConfiguration(actions: [delete]), in: cell, at: path, trailing: true,
                               announces: false)
        }
        return true
    }

    /// Moves a row as the reorder control would: asks the delegate for the destination,
    /// moves it in the table, then tells the data source (`moveRowAt`).
    public func _moveRowInteractively(from source: IndexPath, to proposed: IndexPath) {
        guard let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return }
        let destination = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        dataSource.tableView(self, moveRowAt: source, to: destination)
        moveRow(at: source, to: destination)
    }

    /// A horizontal swipe on a row. With actions already shown it closes them. Otherwise,
    /// past half the table's width it performs the first action (a full swipe: trailing
    /// actions for a swipe to the leading side, leading ones the other way); past 30 pt it
    /// reveals the actions (UITableView+SwipeActions).
    func handleSwipe() {
        let pan = swipeRecognizer
        guard pan.state == .ended else { return }
        if revealedSwipe != nil {
            hideSwipeActions()
            return
        }
        guard !isEditingTable, let path = indexPathForRow(at: pan.location(in: self)),
              let cell = visibleCellsByPath[path] else { return }
        let delegate = tableDelegate
        let gesture = SwipeActionsGesture(translation: pan.translation(in: self), width: bounds.width) { trailing in
            trailing ? delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
                : delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        }
        switch gesture {
        case .ignore: break
        case .performFirst(let action): action.handler(action, cell) { _ in }
        case .reveal(let configuration, let trailing): revealSwipeActions(configuration, in: cell, at: path, trailing: trailing)
        }
    }
}
