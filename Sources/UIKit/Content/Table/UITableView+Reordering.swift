import Foundation

/// A row being dragged by its reorder control while the table is editing.
///
///     idle ──(pan starts on a movable row's reorder control)──► dragging
///     dragging ──(finger moves: the cell follows; a new proposed row asks the delegate's
///                 targetIndexPathForMoveFromRowAt)──► dragging
///     dragging ──(lift: moveRowAt to the last target, the row slides into place)──► idle
///     dragging ──(cancel, or lift on its own row: it slides back)──► idle
@MainActor
struct RowReorderSession {
    /// The width of the reorder control on the trailing side of an editing row.
    static let controlWidth: CGFloat = 38

    let source: IndexPath
    weak var cell: UITableViewCell?
    let startFrame: CGRect
    var proposed: IndexPath
    var target: IndexPath
}

extension UITableView {
    /// Whether `point` (table coordinates) is on the reorder control of a row the data
    /// source lets move, while editing.
    func isOnReorderControl(_ point: CGPoint) -> Bool {
        guard isEditingTable, let dataSource, let path = indexPathForRow(at: point) else { return false }
        guard point.x >= cellFrame(rectForRow(at: path)).maxX - RowReorderSession.controlWidth else { return false }
        return dataSource.tableView(self, canMoveRowAt: path)
    }

    /// Where a pan began, in table coordinates.
    func panStart(_ pan: UIPanGestureRecognizer) -> CGPoint {
        let location = pan.location(in: self), translation = pan.translation(in: self)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    /// The reorder pan's action: picks the row up, follows the finger, drops it.
    func handleReorderPan() {
        let pan = reorderRecognizer
        switch pan.state {
        case .began:
            let start = panStart(pan)
            guard let path = indexPathForRow(at: start), let cell = visibleCellsByPath[path] else { return }
            hideSwipeActions()
            bringSubviewToFront(cell)
            reorder = RowReorderSession(source: path, cell: cell, startFrame: cell.frame, proposed: path, target: path)
        case .changed:
            guard var session = reorder, let cell = session.cell else { return }
            let dy = pan.translation(in: self).y
            let maxY = max(0, tableHeaderHeight + CGFloat(heights.total) - session.startFrame.height)
            cell.frame.origin.y = min(max(session.startFrame.minY + dy, tableHeaderHeight), maxY)
            if let proposed = indexPathForRow(at: CGPoint(x: 1, y: cell.frame.midY)), proposed != session.proposed {
                session.proposed = proposed
                session.target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: session.source,
                                                          toProposedIndexPath: proposed) ?? proposed
                reorder = session
            }
        case .ended:
            guard let session = reorder else { return }
            reorder = nil
            guard session.target != session.source, let dataSource else {
                slideBack(session)
                return
            }
            dataSource.tableView(self, moveRowAt: session.source, to: session.target)
            moveRow(at: session.source, to: session.target)
        case .cancelled, .failed:
            if let session = reorder { slideBack(session) }
            reorder = nil
        default:
            break
        }
    }

    private func slideBack(_ session: RowReorderSession) {
        guard let cell = session.cell else { return }
        UIView.animate(withDuration: ListUpdateAnimation.duration) { cell.frame = session.startFrame }
    }
}
