import Foundation

// The section index: the data source's `sectionIndexTitles(for:)` shown along the trailing
// edge (TableSectionIndexView), asked again on `reloadData()`/`reloadSectionIndexTitles()`;
// a touch on a title asks `tableView(_:sectionForSectionIndexTitle:at:)` and shows that
// section's top at once.
extension UITableView {
    /// The title that stands for a magnifying glass in `sectionIndexTitles(for:)`
    /// (UIKit's `UITableViewIndexSearch`).
    public static let indexSearch: String = "{search}"

    /// The index view, when the table shows one (tests and renderers look at it).
    var shownSectionIndex: TableSectionIndexView? {
        sectionIndexView.superview === self && !sectionIndexView.isHidden ? sectionIndexView : nil
    }

    /// Asks for the titles when they are stale, shows or hides the index, and keeps it over
    /// the visible area's trailing edge (between the adjusted insets) above the rows.
    func layoutSectionIndex() {
        if sectionIndexTitlesNeedReload {
            sectionIndexTitlesNeedReload = false
            let titles = dataSource?.sectionIndexTitles(for: self) ?? []
            sectionIndexView.setTitles(titles)
        }
        let rows = heights.rowCounts.reduce(0, +)
        let shows = !sectionIndexView.titles.isEmpty && rows >= sectionIndexMinimumDisplayRowCount
        guard shows else {
            if sectionIndexView.superview != nil { sectionIndexView.removeFromSuperview() }
            return
        }
        if sectionIndexView.superview !== self {
            sectionIndexView.onSelectTitle = { [unowned self] index in self.showSection(forIndexTitleAt: index) }
            addSubview(sectionIndexView)
        }
        sectionIndexView.titleColor = sectionIndexColor ?? tintColor
        sectionIndexView.restingBackgroundColor = sectionIndexBackgroundColor
        sectionIndexView.trackingBackgroundColor = sectionIndexTrackingBackgroundColor
        let inset = adjustedContentInset, width = TableSectionIndexView.width
        sectionIndexView.frame = CGRect(x: contentOffset.x + bounds.width - safeAreaInsets.right - width,
                                        y: contentOffset.y + inset.top,
                                        width: width, height: max(0, bounds.height - inset.top - inset.bottom))
        bringSubviewToFront(sectionIndexView)
    }

    /// A touch reached the index title at `index`: the data source names the section
    /// (`NSNotFound` or an out-of-range section moves nothing), whose top then shows under
    /// the adjusted top inset, as far as the content allows.
    func showSection(forIndexTitleAt index: Int) {
        let titles = sectionIndexView.titles
        guard titles.indices.contains(index), let dataSource else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        guard section >= 0, section < numberOfSections else { return }
        let limits = contentOffsetLimits
        let y = rect(forSection: section).minY - adjustedContentInset.top
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, limits.min.y), limits.max.y)), animated: false)
    }

    /// A pan that starts on the index drags along the titles, not the content.
    func isOnSectionIndex(_ point: CGPoint) -> Bool {
        shownSectionIndex?.frame.contains(point) ?? false
    }
}
