import Foundation

// The model (section and row counts, heights) and tiling: which rows have cells.
extension UITableView {
    func setUpTable() {
        alwaysBounceVertical = true
        swipeRecognizer.addAction { [unowned self] _ in self.handleSwipe() }
        // Scrolling closes revealed swipe actions, as on iOS (not a Delete confirmation
        // while editing, which only a tap beside it or leaving editing closes).
        panGestureRecognizer.addAction { [unowned self] pan in
            if pan.state == .began, !self.isEditingTable { self.hideSwipeActions() }
        }
        swipeRecognizer.delegate = nil
        addGestureRecognizer(swipeRecognizer)
        reorderRecognizer.addAction { [unowned self] _ in self.handleReorderPan() }
        addGestureRecognizer(reorderRecognizer)
        installContextMenuInteraction()
        // Grouped tables sit on the grouped background; their rows are the raised colour.
        if style != .plain { backgroundColor = .systemGroupedBackground }
    }

    var tableHeaderHeight: CGFloat { tableHeaderView?.frame.height ?? 0 }

    /// Asks the data source for the sections and rows, and the heights they start with.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) { enqueue(cell, endingDisplayOf: path) }
        visibleCellsByPath.removeAll()
        visibleHeaderFooters.values.forEach(enqueueHeaderFooter)
        visibleHeaderFooters.removeAll()
        selectedPaths.removeAll()
        heights = buildHeights(rowCounts: currentRowCounts(), keeping: nil)
        updateContentSize()
    }

    /// The data source's counts now.
    func currentRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        return (0..<max(sections, 0)).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    /// Heights for `rowCounts`; `keeping` maps a new row to an old flat index whose final
    /// height carries over (batch updates).
    func buildHeights(rowCounts: [Int], keeping: ((IndexPath) -> Int?)?) -> RowHeights {
        let delegate = tableDelegate
        let old = heights
        let estimates = estimatedRowHeight != 0
        return RowHeights(rowCounts: rowCounts) { _, section, kind in
            switch kind {
            case .header: return (Double(self.headerFooterHeight(section, header: true, delegate)), true)
            case .footer: return (Double(self.headerFooterHeight(section, header: false, delegate)), true)
            case .row(let row):
                let path = IndexPath(row: row, section: section)
                if let keeping, let oldIndex = keeping(path), old.isFinal[oldIndex] {
                    return (old.height(at: oldIndex), true)
                }
                if estimates {
                    let e = delegate?.tableView(self, estimatedHeightForRowAt: path) ?? self.estimatedRowHeight
                    return (Double(e < 0 ? 44 : e), false)
                }
                let h = delegate?.tableView(self, heightForRowAt: path) ?? self.rowHeight
                return (Double(h < 0 ? 44 : h), h >= 0)
            }
        }
    }

    /// Header and footer heights: the delegate's or the table's; automatic gives the
    /// style's height when there is a title or view (chosen values, docs/DifferencesFromIOS.md).
    private func headerFooterHeight(_ section: Int, header: Bool, _ delegate: (any UITableViewDelegate)?) -> CGFloat {
        let h = header ? (delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
            : (delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
        if h >= 0 { return h }
        let hasContent = header
            ? (dataSource?.tableView(self, titleForHeaderInSection: section) != nil
               || delegate?.tableView(self, viewForHeaderInSection: section) != nil)
            : (dataSource?.tableView(self, titleForFooterInSection: section) != nil
               || delegate?.tableView(self, viewForFooterInSection: section) != nil)
        switch style {
        case .plain: return hasContent ? 28 : 0
        case .grouped, .insetGrouped: return hasContent ? 38 : 18
        }
    }

    func updateContentSize() {
        let height = tableHeaderHeight + CGFloat(heights.total) + (tableFooterView?.frame.height ?? 0)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    /// The rectangle of a flat item in content coordinates.
    func rect(ofFlat flat: Int) -> CGRect {
        CGRect(x: 0, y: tableHeaderHeight + CGFloat(heights.prefix(flat)), width: bounds.width, height: CGFloat(heights.height(at: flat)))
    }

    /// The layout pass: reload if asked, then give every visible row a cell.
    func layoutTable() {
        reloadIfNeeded()
        tile()
        updatePrefetching()
        layoutSectionIndex()
        tableHeaderView?.frame.origin = .zero
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: tableHeaderHeight + CGFloat(heights.total), width: bounds.width, height: footer.frame.height)
        }
    }

    /// Rows whose rectangle meets the visible bounds, top to bottom.
    func visibleFlatRange() -> Range<Int> {
        guard heights.count > 0, bounds.height > 0 else { return 0..<0 }
        let top = Double(bounds.minY - tableHeaderHeight), bottom = Double(bounds.maxY - tableHeaderHeight)
        guard bottom > 0, top < heights.total else { return 0..<0 }
        let first = heights.index(at: max(0, top))
        var last = first
        while last + 1 < heights.count, heights.prefix(last + 1) < bottom { last += 1 }
        return first..<(last + 1)
    }

    /// Takes back the cells of rows that left the bounds, then asks for the rows that came in.
    func tile() {
        guard dataSource != nil else { return }
        let range = visibleFlatRange()
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            let flat = heights.flatIndex(of: path)
            if !range.contains(flat) || heights.height(at: flat) == 0 {
                visibleCellsByPath[path] = nil
                enqueue(cell, endingDisplayOf: path)
            }
        }
        for (key, view) in visibleHeaderFooters where !keepsHeaderFooter(key, visible: range) {
            visibleHeaderFooters[key] = nil
            enqueueHeaderFooter(view)
        }
        // Top to bottom while the next item starts above the bottom edge: measuring a row
        // can change the heights below it, so the end is found as the rows are shown.
        var flat = range.lowerBound
        let bottom = Double(bounds.maxY - tableHeaderHeight)
        while flat < heights.count, heights.prefix(flat) < bottom {
            let item = heights.item(at: flat)
            if case .row(let row) = item.kind, heights.height(at: flat) > 0 {
                let path = IndexPath(row: row, section: item.section)
                if visibleCellsByPath[path] == nil { showCell(at: path, flat: flat) }
            } else if heights.height(at: flat) > 0 {
                showHeaderFooter(section: item.section, header: item.kind == .header)
            }
            flat += 1
        }
        showFloatingHeadersAndFooters(for: range.lowerBound..<max(range.upperBound, flat))
        for (path, cell) in visibleCellsByPath {
            cell.frame = cellFrame(rect(ofFlat: heights.flatIndex(of: path)))
            roundSectionCorners(of: cell, at: path)
            cell.tableSeparators = separators(at: path)
        }
        for (key, view) in visibleHeaderFooters { view.frame = headerFooterFrame(forKey: key) }
    }

    /// An inset-grouped row is inset from the table's sides.
    func cellFrame(_ rect: CGRect) -> CGRect {
        style == .insetGrouped ? rect.insetBy(dx: 20, dy: 0) : rect
    }

    /// An inset-grouped section is drawn as one rounded card (see `SectionCard`).
    func roundSectionCorners(of cell: UITableViewCell, at path: IndexPath) {
        guard style == .insetGrouped else { return }
        let rows = path.section < heights.rowCounts.count ? heights.rowCounts[path.section] : 0
        SectionCard.round(cell, corners: SectionCard.corners(row: path.row, of: rows))
    }

    private func showCell(at path: IndexPath, flat: Int) {
        guard let dataSource else { return }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        if !heights.isFinal[flat] {
            heights.isFinal[flat] = true
            var h = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
            if h < 0 { h = cell.selfSizedHeight(width: cellFrame(rect(ofFlat: flat)).width) }
            heights.setHeight(Double(h), at: flat)
            updateContentSize()
        }
        cell.frame = cellFrame(rect(ofFlat: flat))
        roundSectionCorners(of: cell, at: path)
        if style != .plain, cell.backgroundColor == nil, cell.backgroundConfiguration == nil {
            cell.backgroundColor = .secondarySystemGroupedBackground
        }
        cell.setSelected(selectedPaths.contains(path), animated: false)
        if cell.isEditingStorage != isEditingTable { cell.setEditing(isEditingTable, animated: false) }
        visibleCellsByPath[path] = cell
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell._updateConfigurationIfNeeded()
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
    }

    func showHeaderFooter(section: Int, header: Bool) {
        let key = header ? section : -section - 1
        guard visibleHeaderFooters[key] == nil else { return }
        let delegate = tableDelegate
        var view = header ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        if view == nil, let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section) {
            let titled = dequeueReusableHeaderFooterView(withIdentifier: Self.titleViewIdentifier)
                ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
            titled.textLabel?.text = title
            view = titled
        }
        guard let view else { return }
        visibleHeaderFooters[key] = view
        // Above the rows (a floating header covers them), below the section index.
        if sectionIndexView.superview === self { insertSubview(view, belowSubview: sectionIndexView) } else { addSubview(view) }
    }

    static let titleViewIdentifier = "UITableViewHeaderFooterView.title"

    func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        updateContentSize()
        setNeedsLayout()
    }
}
