import Foundation

// The editing control and swipe actions.
extension UITableView {
    /// A tap on a row's editing control while editing: commits the row's editing style
    /// through the data source (UIKit first reveals a Delete button; here the control
    /// commits at once, docs/DifferencesFromIOS.md). Returns whether it handled the tap.
    func editingControlTapped(at path: IndexPath) -> Bool {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: path) else { return false }
        let style = tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
        guard style != .none else { return false }
        dataSource.tableView(self, commit: style, forRowAt: path)
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
        guard !isEditingTable else { return }
        let t = pan.translation(in: self)
        guard abs(t.x) >= RevealedSwipeActions.revealDistance, let path = indexPathForRow(at: pan.location(in: self)) else { return }
        let delegate = tableDelegate
        let configuration = t.x < 0 ? delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
            : delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        guard let configuration, !configuration.actions.isEmpty, let cell = visibleCellsByPath[path] else { return }
        if abs(t.x) >= bounds.width / 2, configuration.performsFirstActionWithFullSwipe {
            let action = configuration.actions[0]
            action.handler(action, cell) { _ in }
            return
        }
        revealSwipeActions(configuration, in: cell, at: path, trailing: t.x < 0)
    }
}
