import Foundation

/// One section of a storyboard's static table (`dataMode="static"`): its titles and its cells,
/// created once with the table's view and shown as they are (they are never reused).
/// `UITableViewController`'s default data-source methods serve them.
struct StaticTableSection {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [UITableViewCell]
    /// A cell's own height (`customRowHeight`), nil where the table's `rowHeight` applies.
    var rowHeights: [CGFloat?]

    func rowHeight(at row: Int) -> CGFloat? { rowHeights.indices.contains(row) ? rowHeights[row] : nil }
}

extension UITableView {
    /// Installs a storyboard's static sections (the `Storyboards` layer calls this while the
    /// table's scene view loads).
    func setStaticSections(_ sections: [StaticTableSection]) {
        staticSections = sections
        reloadData()
    }

    func staticSection(_ section: Int) -> StaticTableSection? {
        guard let staticSections, staticSections.indices.contains(section) else { return nil }
        return staticSections[section]
    }

    func staticCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let section = staticSection(indexPath.section), section.cells.indices.contains(indexPath.row) else { return nil }
        return section.cells[indexPath.row]
    }
}
