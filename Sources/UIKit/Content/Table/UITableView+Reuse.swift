import Foundation

// Registration and the reuse queues.
extension UITableView {
    /// Registers the class `dequeueReusableCell(withIdentifier:for:)` creates for
    /// `identifier` when the queue is empty; nil unregisters.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UITableViewCell.Type
        cellMakers[identifier] = nil
    }

    /// Registers a builder of cells for `identifier` (a storyboard's prototype cell), replacing
    /// a registered class as a nib registration does in UIKit.
    func registerCellMaker(_ make: @escaping @MainActor () -> UITableViewCell, forCellReuseIdentifier identifier: String) {
        cellMakers[identifier] = make
        cellClasses[identifier] = nil
    }

    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A cell from the reuse queue (after `prepareForReuse()`), or a new one of the
    /// registered class; nil when the queue is empty and nothing is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        if let make = cellMakers[identifier] { return make() }
        return cellClasses[identifier].map { $0.init(_registeredReuseIdentifier: identifier) }
    }

    /// A cell for `indexPath`: reused or new, never nil. UIKit raises when nothing is
    /// registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        if let cell = dequeueReusableCell(withIdentifier: identifier) {
            cell.frame = cellFrame(heights.count > 0 && indexPath.section < heights.rowCounts.count
                && indexPath.row < heights.rowCounts[indexPath.section]
                ? rect(ofFlat: heights.flatIndex(of: indexPath)) : cell.frame)
            return cell
        }
        runtimeInUse.diagnostics.raise(
            .internalInconsistencyException,
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = reusableHeaderFooters[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return headerFooterClasses[identifier].map { $0.init(_registeredReuseIdentifier: identifier) }
    }

    /// Takes a cell off screen into its reuse queue, after telling the delegate.
    func enqueue(_ cell: UITableViewCell, endingDisplayOf path: IndexPath) {
        if revealedSwipe?.cell === cell { hideSwipeActions() }
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
    }

    func enqueueHeaderFooter(_ view: UIView) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            reusableHeaderFooters[identifier, default: []].append(reusable)
        }
    }

    // MARK: Queries

    public var numberOfSections: Int {
        reloadIfNeeded()
        return heights.rowCounts.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return heights.rowCounts.indices.contains(section) ? heights.rowCounts[section] : 0
    }

    /// The cell shown for `indexPath`, or nil when the row is not visible.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The row a visible cell shows.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The row under `point` (content coordinates).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        let y = Double(point.y - tableHeaderHeight)
        guard heights.count > 0, y >= 0, y < heights.total else { return nil }
        let item = heights.item(at: heights.index(at: y))
        if case .row(let row) = item.kind { return IndexPath(row: row, section: item.section) }
        return nil
    }

    public var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
    }

    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visibleCellsByPath.keys.sorted()
    }

    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard heights.rowCounts.indices.contains(indexPath.section),
              indexPath.row < heights.rowCounts[indexPath.section] else { return .zero }
        return rect(ofFlat: heights.flatIndex(of: indexPath))
    }

    public func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard heights.rowCounts.indices.contains(section) else { return .zero }
        let top = rect(ofFlat: heights.headerIndex(section)), bottom = rect(ofFlat: heights.footerIndex(section))
        return CGRect(x: 0, y: top.minY, width: bounds.width, height: bottom.maxY - top.minY)
    }

    public func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        return heights.rowCounts.indices.contains(section) ? rect(ofFlat: heights.headerIndex(section)) : .zero
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        return heights.rowCounts.indices.contains(section) ? rect(ofFlat: heights.footerIndex(section)) : .zero
    }

    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleHeaderFooters[section] as? UITableViewHeaderFooterView
    }

    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleHeaderFooters[-section - 1] as? UITableViewHeaderFooterView
    }

    /// Scrolls so the row sits at `scrollPosition` (`.none`: the least scrolling that shows it).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rowRect = rectForRow(at: indexPath)
        guard rowRect != .zero || indexPath == IndexPath(row: 0, section: 0) else {
            runtimeInUse.diagnostics.raise(.rangeException,
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(numberOfRows(inSection: indexPath.section)) rows in section \(indexPath.section).")
            return
        }
        let inset = adjustedContentInset, limits = contentOffsetLimits
        var y: CGFloat
        switch scrollPosition {
        case .top: y = rowRect.minY - inset.top
        case .bottom: y = rowRect.maxY - bounds.height + inset.bottom
        case .middle: y = rowRect.midY - (bounds.height - inset.top - inset.bottom) / 2 - inset.top
        case .none:
            scrollRectToVisible(rowRect, animated: animated)
            return
        }
        y = min(max(y, limits.min.y), limits.max.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
}
