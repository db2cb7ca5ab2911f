import Foundation

// Row separators, one device pixel high, drawn by each visible cell (ListSeparatorView):
// - plain: under every row, from the cell's `separatorInset`;
// - grouped: a full-width line along a section's top and bottom edges, inset lines between;
// - inset grouped: inset lines between rows only (the card's rounded ends close the section);
// - none with `separatorStyle == .none`; coloured `separatorColor` (nil: the system separator).
extension UITableView {
    /// The lines the row at `path` shows.
    func separators(at path: IndexPath) -> ListSeparators? {
        guard separatorStyle != .none else { return nil }
        let rows = path.section < heights.rowCounts.count ? heights.rowCounts[path.section] : 0
        let isFirst = path.row == 0, isLast = path.row == rows - 1
        let color = separatorColor ?? .separator
        let inset = ListSeparators.Line(leading: nil, trailing: nil, color: color)
        let edge = ListSeparators.Line(leading: 0, trailing: 0, color: color)
        switch style {
        case .plain: return ListSeparators(top: nil, bottom: inset)
        case .grouped: return ListSeparators(top: isFirst ? edge : nil, bottom: isLast ? edge : inset)
        case .insetGrouped: return isLast ? nil : ListSeparators(top: nil, bottom: inset)
        }
    }
}
