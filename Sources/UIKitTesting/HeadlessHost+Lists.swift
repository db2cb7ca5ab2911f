import UIKitHeadless

extension HeadlessHost {
    /// How far a row swipe goes.
    public enum RowSwipe: Sendable {
        /// Far enough to reveal the row's actions (80 pt).
        case reveal
        /// Past half the table's width: performs the first action.
        case full
    }

    /// Swipes the row at `indexPath` of `table` with a synthesized finger, starting at the
    /// row's centre: `.left` for its trailing actions, `.right` for its leading ones.
    /// Throws when the row is not on screen or its centre does not hit the table.
    ///
    /// ```swift
    /// try host.swipeRow(at: IndexPath(row: 2, section: 0), in: table, direction: .left)
    /// try host.tap(label: "Delete")
    /// ```
    public func swipeRow(at indexPath: IndexPath, in table: UITableView, direction: SwipeDirection, _ extent: RowSwipe = .reveal,
                         fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) throws {
        try swipeSideways(table.cellForRow(at: indexPath), of: indexPath, listWidth: table.bounds.width, direction, extent,
                          fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Swipes the row at `indexPath` of a collection view list (a section laid out with
    /// `UICollectionLayoutListConfiguration`) the same way: `.left` for its trailing actions,
    /// `.right` for its leading ones.
    public func swipeItem(at indexPath: IndexPath, in collection: UICollectionView, direction: SwipeDirection,
                          _ extent: RowSwipe = .reveal,
                          fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) throws {
        try swipeSideways(collection.cellForItem(at: indexPath), of: indexPath, listWidth: collection.bounds.width, direction, extent,
                          fileID: fileID, filePath: filePath, line: line, column: column)
    }

    private func swipeSideways(_ cell: UIView?, of indexPath: IndexPath, listWidth: CGFloat, _ direction: SwipeDirection,
                               _ extent: RowSwipe, fileID: String, filePath: String, line: Int, column: Int) throws {
        guard let cell else { throw TouchSynthesisError.notFound(query: "visible row \(indexPath)") }
        let start = try hittableCentre(of: cell)
        let distance: CGFloat = extent == .full ? listWidth * 0.6 : 80
        let dx: CGFloat = direction == .left ? -distance : direction == .right ? distance : 0
        swipe(from: start, to: CGPoint(x: start.x + dx, y: start.y), duration: 0.25, steps: 10,
              fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
