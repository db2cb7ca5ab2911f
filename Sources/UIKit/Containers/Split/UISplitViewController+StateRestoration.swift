import Foundation

/// State restoration of a split (UIKIT-SEMANTICS 12.3): as UIKit's containers do, the split
/// records its children by restoration path, its `preferredDisplayMode` and whether it was
/// collapsed, and rebuilds them from the restored controllers when it decodes (before its
/// children decode).
///
/// * Classic: `viewControllers` (two entries when expanded; collapsed, only the primary,
///   which holds the secondary — a navigation primary has it pushed). Restored collapsed,
///   the split counts as collapsed until it settles: relaunched in a regular width, it
///   expands through the usual flow (8.4: the delegate, else the primary's
///   `separateSecondaryViewController(for:)` — a navigation primary pops the secondary).
/// * Column style: per column, the stack of the navigation controller the split made for it
///   (a wrapper has no restoration identifier of its own and is left out of its children's
///   paths: the secondary set in a split "split" has the path `split/detail`), or the
///   navigation controller the app gave, which records its own stack. Collapsed, the merged
///   stack is recorded split back into its columns, with the column on top (the secondary
///   when a detail was shown, the primary after going back to the list): relaunched
///   regular, each column gets its own stack; relaunched compact, the columns merge again
///   with the recorded column proposed as the top one.
///
/// ```
/// encode: preferredDisplayMode, collapsed, [top column], children or column stacks
/// decode: (column style, collapsed already: merged stack given back to the columns)
///         → children or columns → preferredDisplayMode → collapsed (classic) / top column
///         (column style) → after every controller decoded: settles if the view is loaded
///         (collapsing again, with the recorded top column proposed, or expanding)
/// ```
extension UISplitViewController: RestorationPathContainer, RestorationFinishing {
    private static let childrenKey = "UISplitViewControllerViewControllers"
    private static let displayModeKey = "UISplitViewControllerPreferredDisplayMode"
    private static let collapsedKey = "UISplitViewControllerCollapsed"
    private static let topColumnKey = "UISplitViewControllerTopColumn"
    private static func columnKey(_ column: Column) -> String { "UISplitViewControllerColumn\(column.rawValue)" }
    private static let restorableColumns: [Column] = [.primary, .supplementary, .secondary, .compact]

    /// Records the children (or each column's stack) that have restoration paths, the
    /// preferred display mode, and whether the split is collapsed (column style: with the
    /// column on top).
    func encodeSplitState(with coder: NSCoder) {
        coder.encode(preferredDisplayMode.rawValue, forKey: Self.displayModeKey)
        coder.encode(isCollapsed, forKey: Self.collapsedKey)
        guard columnState.isColumnStyle else {
            coder.encode(Self.archivedRestorationPaths(of: viewControllers), forKey: Self.childrenKey)
            return
        }
        let (parts, top) = mergedStackParts()
        if let top { coder.encode(top.rawValue, forKey: Self.topColumnKey) }
        for column in Self.restorableColumns {
            // A detail shown while collapsed belongs to the secondary, even with no secondary set.
            if let part = parts[column], !part.isEmpty {
                coder.encode(Self.archivedRestorationPaths(of: part), forKey: Self.columnKey(column))
                continue
            }
            guard let navigation = columnState.navigation[column] else { continue }
            let stack = isColumnWrapper(navigation) ? navigation.viewControllers : [navigation]
            coder.encode(Self.archivedRestorationPaths(of: stack), forKey: Self.columnKey(column))
        }
    }

    /// Collapsed onto the primary's stack: the stack cut back into the columns it came from
    /// (as expanding would give them back), and the column whose part is on top.
    private func mergedStackParts() -> ([Column: [UIViewController]], Column?) {
        guard isCollapsed, let merged = columnState.merged, let primary = columnState.navigation[.primary] else { return ([:], nil) }
        let stack = primary.viewControllers
        let primaryPart = Array(stack.prefix(max(1, merged.primary)))
        let rest = stack.dropFirst(primaryPart.count)
        let supplementaryPart = Array(rest.prefix(merged.supplementary))
        let secondaryPart = Array(rest.dropFirst(supplementaryPart.count))
        let top: Column = !secondaryPart.isEmpty ? .secondary : !supplementaryPart.isEmpty ? .supplementary : .primary
        return ([.primary: primaryPart, .supplementary: supplementaryPart, .secondary: secondaryPart], top)
    }

    /// Puts the restored children back (columns the archive names with no restored
    /// controller keep what they have), the preferred display mode, and the collapsed state.
    func decodeSplitState(with coder: NSCoder) {
        if columnState.isColumnStyle {
            if isCollapsed {
                // Collapsed already (its view loaded in a compact width before restoring): the
                // columns are restored apart and merged again once every controller decoded.
                separateMergedStacks()
                collapsed = false
            }
            for column in Self.restorableColumns { restoreColumn(column, from: coder) }
        } else {
            let restored = Self.restoredControllers(coder.decodeObject(forKey: Self.childrenKey))
            if !restored.isEmpty { viewControllers = restored }
        }
        if coder.containsValue(forKey: Self.displayModeKey),
           let mode = DisplayMode(rawValue: coder.decodeInteger(forKey: Self.displayModeKey)), mode != preferredDisplayMode {
            preferredDisplayMode = mode
        }
        guard coder.decodeBool(forKey: Self.collapsedKey), !isCollapsed else { return }
        if columnState.isColumnStyle {
            columnState.restoredTopColumn = coder.containsValue(forKey: Self.topColumnKey)
                ? Column(rawValue: coder.decodeInteger(forKey: Self.topColumnKey)) : nil
        } else {
            // The primary holds the secondary, as collapsing left it: expanding separates it.
            collapsed = true
        }
    }

    /// Every restored controller has decoded (a navigation primary has its stack back): a
    /// split whose view is loaded settles to its size class now, else when the view loads.
    func finishRestoringContainerState() {
        if isViewLoaded { updateCollapsedState() }
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
