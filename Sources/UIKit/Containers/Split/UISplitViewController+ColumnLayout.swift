import Foundation

/// Which columns a column-style split shows, where, and how it collapses and expands.
extension UISplitViewController {
    /// The navigation controller on screen while collapsed without a compact column: the
    /// primary's, holding the merged stacks.
    var collapsedStackNavigation: UINavigationController? {
        guard isCollapsed, columnState.navigation[.compact] == nil else { return nil }
        return columnState.navigation[.primary]
    }

    /// 8.1 (column style): collapsed, the compact column's controller if set, else the
    /// primary's; expanded, the columns in order.
    var columnStyleViewControllers: [UIViewController] {
        let nav = columnState.navigation
        if isCollapsed { return [nav[.compact] ?? nav[.primary]].compactMap { $0 } }
        let columns: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        return columns.compactMap { nav[$0] }
    }

    /// The columns the display mode shows: `one…` is the primary (double) or the
    /// supplementary (triple) beside or over the secondary; `two…` both side columns
    /// (the primary alone in a double-column split).
    var columnStyleControllersToDisplay: [UIViewController] {
        let nav = columnState.navigation
        if isCollapsed { return [nav[.compact] ?? nav[.primary]].compactMap { $0 } }
        let triple = style == .tripleColumn
        let columns: [Column] = switch displayMode {
        case .secondaryOnly, .automatic: [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: triple ? [.supplementary, .secondary] : [.primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            triple ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        }
        return columns.compactMap { nav[$0] }
    }

    /// Frames, expanded: side columns from the leading edge (the primary, then the
    /// supplementary), the secondary beside them (tile), under them at full size (overlay),
    /// or pushed right keeping the split's width (`.twoDisplaceSecondary`).
    func columnStyleFrame(of controller: UIViewController, among displayed: [UIViewController]) -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? .zero
        guard !isCollapsed, displayed.count > 1, let column = columnState.column(of: controller) else { return bounds }
        let mode = displayMode
        let showsPrimary = displayed.contains { $0 === columnState.navigation[.primary] }
        let primaryWidth = showsPrimary ? primaryColumnWidth : 0
        let supplementaryWidth = displayed.contains { $0 === columnState.navigation[.supplementary] } ? supplementaryColumnWidth : 0
        func strip(_ x: CGFloat, _ width: CGFloat) -> CGRect {
            CGRect(x: bounds.minX + x, y: bounds.minY, width: width, height: bounds.height)
        }
        switch column {
        case .primary: return strip(0, primaryWidth)
        case .supplementary: return strip(primaryWidth, supplementaryWidth)
        case .compact: return bounds
        case .secondary:
            let side = primaryWidth + supplementaryWidth
            switch mode {
            case .oneOverSecondary, .twoOverSecondary: return bounds
            case .twoDisplaceSecondary where style == .tripleColumn: return strip(side, bounds.width)
            default: return strip(side, max(0, bounds.width - side))
            }
        }
    }

    /// Side columns come in from the leading edge; the secondary stays.
    func slidesFromLeadingEdge(_ controller: UIViewController) -> Bool {
        guard columnState.isColumnStyle else { return controller === viewControllers.first }
        guard let column = columnState.column(of: controller) else { return false }
        return column == .primary || column == .supplementary
    }

    /// Front to back: the primary over the supplementary over the secondary (overlays).
    var leadingColumnsFrontToBack: [UIViewController] {
        guard columnState.isColumnStyle else { return viewControllers.first.map { [$0] } ?? [] }
        return [columnState.navigation[.primary], columnState.navigation[.supplementary]].compactMap { $0 }
    }

    /// Tells the delegate which columns are about to show or hide (column style, expanded).
    func announceColumnChanges(arriving: [UIViewController], leaving: [UIViewController]) {
        guard columnState.isColumnStyle, !isCollapsed, let delegate else { return }
        for controller in leaving { if let column = columnState.column(of: controller) { delegate.splitViewController(self, willHide: column) } }
        for controller in arriving { if let column = columnState.column(of: controller) { delegate.splitViewController(self, willShow: column) } }
    }

    // MARK: Collapsing and expanding (column style)

    /// Without a compact column, the delegate picks the top column (`.secondary` proposed,
    /// or the one a restored archive had on top);
    /// the primary's navigation controller then takes the supplementary's stack (unless the
    /// top is the primary) and the secondary's (if it is the secondary) on top of its own.
    /// The split shows that one navigation controller, or the compact column's.
    func collapseColumns() {
        let state = columnState
        updateDisplayedChildren()
        if state.navigation[.compact] == nil, let primary = state.navigation[.primary] {
            let proposed = state.restoredTopColumn ?? .secondary
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
            let primaryCount = primary.viewControllers.count
            var moved: [UIViewController] = []
            var supplementaryCount = 0
            if top != .primary, let supplementary = state.navigation[.supplementary], supplementary !== primary {
                let taken = take(from: supplementary)
                supplementaryCount = taken.count
                moved += taken
            }
            var secondaryMoved = false
            if top == .secondary, let secondary = state.navigation[.secondary], secondary !== primary {
                moved += take(from: secondary)
                secondaryMoved = true
            }
            state.merged = (primaryCount, supplementaryCount, secondaryMoved)
            if !moved.isEmpty {
                primary.setViewControllers(primary.viewControllers + moved, animated: false)
                primary.finishActiveTransition()
            }
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Gives the merged stack back: the primary keeps its part, the supplementary gets
    /// its part, the secondary the rest (what was pushed while collapsed included). Then
    /// the delegate may choose the display mode (`displayModeForExpandingToProposedDisplayMode`).
    func expandColumns() {
        separateMergedStacks()
        let proposed = displayMode
        let chosen = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        if chosen != proposed, chosen != .automatic { preferredDisplayMode = chosen }
        updateDisplayedChildren()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Expanding's first step, on its own: the merged stack given back to the columns it
    /// came from (state restoration does this before restoring the columns of a split that
    /// collapsed before it decoded).
    func separateMergedStacks() {
        let state = columnState
        if let merged = state.merged, let primary = state.navigation[.primary] {
            state.merged = nil
            let stack = primary.viewControllers
            let primaryPart = Array(stack.prefix(max(1, merged.primary)))
            var rest = Array(stack.dropFirst(primaryPart.count))
            let supplementaryPart = Array(rest.prefix(merged.supplementary))
            rest = Array(rest.dropFirst(supplementaryPart.count))
            if primaryPart.count != stack.count {
                primary.setViewControllers(primaryPart, animated: false)
                primary.finishActiveTransition()
            }
            if !supplementaryPart.isEmpty, let supplementary = state.navigation[.supplementary] {
                supplementary.setViewControllers(supplementaryPart, animated: false)
            }
            if !rest.isEmpty, let secondary = state.navigation[.secondary] {
                secondary.setViewControllers(rest, animated: false)
            }
        }
    }

    /// Empties `navigation` at once and returns what it held.
    private func take(from navigation: UINavigationController) -> [UIViewController] {
        let taken = navigation.viewControllers
        guard !taken.isEmpty else { return [] }
        navigation.setViewControllers([], animated: false)
        navigation.finishActiveTransition()
        return taken
    }
}
