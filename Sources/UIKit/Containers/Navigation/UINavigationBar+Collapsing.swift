import Foundation

/// A large title collapsing as the content scrolls (UIKit's large-title behaviour).
///
/// The bar's bottom edge follows the top of the top controller's content scroll view (its
/// content's top less the app's `contentInset.top`), between the expanded bar and the bar
/// without its collapsible rows. Scrolling up first takes away the search row (when the item
/// `hidesSearchBarWhenScrolling`), then the large title's row; once that is gone, the small
/// title shows in the bar's row. Pulling the content down past its top stretches the large
/// title's row. The children's safe area follows the bar (not the stretch), and so does the
/// scroll view's adjusted inset, so the content's top stays flush with the bar:
///
/// ```
///  offset  -143 ─ expanded: 44 row + 52 large title (+ 52 search)   safe top 143
///  offset  -120 ─ 23 points collapsed: bar 73                         safe top 120
///  offset   -91 ─ collapsed: the 44-point row, the small title        safe top 91
///  offset  -170 ─ pulled down: the large title's row 79 points        safe top 143
/// ```
/// (iPhone 14 portrait, status bar 47, no search row.)
///
/// Differs from iOS: a drag released half-way leaves the bar half-collapsed (UIKit snaps it
/// to collapsed or expanded), and a controller coming back on top starts expanded until its
/// content scrolls.
extension UINavigationBar {
    /// The rows' heights after scrolling: the large title's (0 without one) and the search
    /// row's (0 without one).
    func collapsedRows(for traits: UITraitCollection) -> (largeTitle: CGFloat, search: CGFloat) {
        let searchRow: CGFloat = displayedSearchBar != nil ? BarMetrics.searchRowHeight : 0
        let searchCollapse = min(max(scrollCollapse, 0), collapsibleSearchHeight)
        guard showsLargeTitle(for: traits) else { return (0, searchRow - searchCollapse) }
        let largeCollapse = min(max(scrollCollapse - searchCollapse, 0), BarMetrics.largeTitleRowHeight)
        let stretch = max(0, -scrollCollapse)
        return (BarMetrics.largeTitleRowHeight - largeCollapse + stretch, searchRow - searchCollapse)
    }

    /// How much of the bar scrolling may take away: the search row when the top item hides it
    /// while scrolling, and the large title's row.
    func collapsibleHeight(for traits: UITraitCollection) -> CGFloat {
        guard !collapsesToSearchRow else { return 0 }
        return collapsibleSearchHeight + (showsLargeTitle(for: traits) ? BarMetrics.largeTitleRowHeight : 0)
    }

    private var collapsibleSearchHeight: CGFloat {
        guard !collapsesToSearchRow, let item = topItem, item.searchController != nil, item.hidesSearchBarWhenScrolling
        else { return 0 }
        return BarMetrics.searchRowHeight
    }

    /// Whether the large title's row is shown: a large title that scrolling has not fully
    /// collapsed.
    func showsLargeTitleRow(for traits: UITraitCollection) -> Bool {
        showsLargeTitle(for: traits) && collapsedRows(for: traits).largeTitle > 0
    }
}

extension UINavigationController {
    /// The top content scrolled: the bar's height follows its top edge (see
    /// UINavigationBar+Collapsing.swift), and the children's safe area with it.
    func followCollapse(of scrollView: UIScrollView) {
        guard let container = storedView else { return }
        let bar = navigationBar
        let traits = container.traitCollection
        let collapsible = bar.collapsibleHeight(for: traits)
        var collapse: CGFloat = 0
        if collapsible > 0, scrollView.contentInsetAdjustmentBehavior != .never {
            let expanded = bar.expandedBarHeight(for: traits)
            let contentTop = scrollView.convert(CGPoint.zero, to: container).y - scrollView.contentInset.top
            var visible = max(contentTop - container.safeAreaInsets.top, expanded - collapsible)
            if !bar.showsLargeTitle(for: traits) { visible = min(visible, expanded) }   // only a large title stretches
            collapse = expanded - visible
        }
        guard collapse != bar.scrollCollapse else { return }
        bar.scrollCollapse = collapse
        bar.setNeedsLayout()
        barsDidChange()
    }
}
