import Foundation

// A row's swipe actions (the shared RevealedSwipeActions), with the table delegate's
// `willBeginEditingRowAt` on reveal and `didEndEditingRowAt` on close, as in UIKit.
extension UITableView {
    /// The action buttons now shown, outermost first (for tests and tapping).
    public var _revealedSwipeActionTitles: [String] { revealedSwipe?.titles ?? [] }

    func revealSwipeActions(_ configuration: UISwipeActionsConfiguration, in cell: UITableViewCell, at path: IndexPath,
                            trailing: Bool, announces: Bool = true) {
        if announces { tableDelegate?.tableView(self, willBeginEditingRowAt: path) }
        showSwipeActions(configuration, in: cell, at: path, trailing: trailing, announces: announces)
    }
}

extension UITableView: SwipeActionsHost {
    func swipeActionsDidClose(_ closed: RevealedSwipeActions) {
        if closed.announces { tableDelegate?.tableView(self, didEndEditingRowAt: closed.indexPath) }
    }
}

extension UITableViewCell: SwipeActionsRow {}
