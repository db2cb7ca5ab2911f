import Foundation

// Table view members with little to do here: updates apply at once, there is no drag and drop.
extension UITableView {
    /// Scrolls the selected row nearest to `scrollPosition` in the visible area (the row
    /// whose top is nearest the top for `.top`, whose middle is nearest the middle for
    /// `.middle` and `.none`, whose bottom is nearest the bottom for `.bottom`) to that
    /// position; nothing without a selection.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let selected = indexPathsForSelectedRows else { return }
        let visible = bounds.inset(by: adjustedContentInset)
        func distance(_ path: IndexPath) -> CGFloat {
            let row = rectForRow(at: path)
            switch scrollPosition {
            case .top: return abs(row.minY - visible.minY)
            case .bottom: return abs(row.maxY - visible.maxY)
            case .middle, .none: return abs(row.midY - visible.midY)
            @unknown default: return abs(row.midY - visible.midY)
            }
        }
        guard let nearest = selected.min(by: { distance($0) < distance($1) }) else { return }
        scrollToRow(at: nearest, at: scrollPosition, animated: animated)
    }

    /// Whether updates are waiting to be applied: false here (updates apply at once).
    public var hasUncommittedUpdates: Bool { false }
    /// Whether a drag from the table is under way: never (no drag and drop here).
    public var hasActiveDrag: Bool { false }
    /// Whether a drop onto the table is under way: never.
    public var hasActiveDrop: Bool { false }
}
