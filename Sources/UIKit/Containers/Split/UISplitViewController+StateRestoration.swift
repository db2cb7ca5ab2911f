import Foundation

/// State restoration of a split (UIKIT-SEMANTICS 12.3): as UIKit's containers do, the split
/// records its children by restoration path and its `preferredDisplayMode`, and rebuilds
/// them from the restored controllers when it decodes (before its children decode).
///
/// * Classic: `viewControllers` (two entries when expanded; collapsed, only the primary).
/// * Column style: per column, the stack of the navigation controller the split made for it
///   (a wrapper has no restoration identifier of its own and is left out of its children's
///   paths: the secondary set in a split "split" has the path `split/detail`), or the
///   navigation controller the app gave, which records its own stack.
extension UISplitViewController: RestorationPathContainer {
    private static let childrenKey = "UISplitViewControllerViewControllers"
    private static let displayModeKey = "UISplitViewControllerPreferredDisplayMode"
    private static func columnKey(_ column: Column) -> String { "UISplitViewControllerColumn\(column.rawValue)" }
    private static let restorableColumns: [Column] = [.primary, .supplementary, .secondary, .compact]

    /// Records the children (or each column's stack) that have restoration paths, and the
    /// preferred display mode.
    func encodeSplitState(with coder: NSCoder) {
        coder.encode(preferredDisplayMode.rawValue, forKey: Self.displayModeKey)
        guard columnState.isColumnStyle else {
            coder.encode(Self.archivedRestorationPaths(of: viewControllers), forKey: Self.childrenKey)
            return
        }
        for column in Self.restorableColumns {
            guard let navigation = columnState.navigation[column] else { continue }
            let stack = isColumnWrapper(navigation) ? navigation.viewControllers : [navigation]
            coder.encode(Self.archivedRestorationPaths(of: stack), forKey: Self.columnKey(column))
        }
    }

    /// Puts the restored children back (columns the archive names with no restored
    /// controller keep what they have) and the preferred display mode.
    func decodeSplitState(with coder: NSCoder) {
        if columnState.isColumnStyle {
            for column in Self.restorableColumns { restoreColumn(column, from: coder) }
        } else {
            let restored = Self.restoredControllers(coder.decodeObject(forKey: Self.childrenKey))
            if !restored.isEmpty { viewControllers = restored }
        }
        if coder.containsValue(forKey: Self.displayModeKey),
           let mode = DisplayMode(rawValue: coder.decodeInteger(forKey: Self.displayModeKey)), mode != preferredDisplayMode {
            preferredDisplayMode = mode
        }
    }

    private func restoreColumn(_ column: Column, from coder: NSCoder) {
        let restored = Self.restoredControllers(coder.decodeObject(forKey: Self.columnKey(column)))
        guard let first = restored.first else { return }
        if columnState.given[column] !== first {
            // Emptied first: a secondary set over a filled wrapper would be pushed onto it.
            if columnState.given[column] != nil { setViewController(nil, for: column) }
            setViewController(first, for: column)
        }
        if restored.count > 1, let navigation = columnState.navigation[column], isColumnWrapper(navigation) {
            navigation.setViewControllers(restored, animated: false)
        }
    }

    func leavesOutOfRestorationPaths(_ child: UIViewController) -> Bool { isColumnWrapper(child) }

    /// Whether `navigation` is a navigation controller this split made around a column's
    /// controller (not one the app gave).
    func isColumnWrapper(_ navigation: UIViewController) -> Bool {
        columnState.isColumnStyle && columnState.wrappers.contains(ObjectIdentifier(navigation))
    }
}
