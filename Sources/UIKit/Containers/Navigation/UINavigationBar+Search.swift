import Foundation

/// The search row: the top item's `searchController` puts its search bar in the bar, in a
/// 52-point row under the title row and the large title. While that search is active and
/// `hidesNavigationBarDuringPresentation`, the bar collapses to the search row alone (the
/// title, prompt, back button and items leave), so the search field sits just below the
/// status bar, as on iOS.
extension UINavigationBar {
    /// The top item's search controller, whose search bar this bar shows.
    var displayedSearchController: UISearchController? { topItem?.searchController }

    /// Whether an active search shows the search row alone.
    var collapsesToSearchRow: Bool {
        guard let search = displayedSearchController else { return false }
        return search.isActive && search.hidesNavigationBarDuringPresentation
    }

    /// Puts the top item's search bar in the bar (and takes out one that is no longer the top's).
    func updateSearchBar() {
        let wanted = displayedSearchController?.searchBar
        if let shown = displayedSearchBar, shown !== wanted, shown.superview === self { shown.removeFromSuperview() }
        if let wanted, wanted.superview !== self { addSubview(wanted) }
        displayedSearchBar = wanted
    }

    /// The top item's search began or ended: the bar collapses or expands (its height and
    /// the safe area under it follow).
    func searchActivityDidChange() {
        contentDidChange()
    }
}
