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
        guard let cell = table.cellForRow(at: indexPath) else {
            throw TouchSynthesisError.notFound(query: "visible row \(indexPath)")
        }
        let start = try hittableCentre(of: cell)
        let distance: CGFloat = extent == .full ? table.bounds.width * 0.6 : 80
        let dx: CGFloat = direction == .left ? -distance : direction == .right ? distance : 0
        swipe(from: start, to: CGPoint(x: start.x + dx, y: start.y), duration: 0.25, steps: 10,
              fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
