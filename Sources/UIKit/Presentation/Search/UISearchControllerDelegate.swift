import Foundation

/// Updates a search controller's results: asked when the search becomes active, after each
/// change the user makes to the search text, and when the search ends (see
/// ``UISearchController`` for the order among the other calls).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Read `searchController.searchBar.text` and update the results shown.
    func updateSearchResults(for searchController: UISearchController)
}

/// Told when a search controller's interface is presented and dismissed. Every method has a
/// default; UIKit's order for an activation is `willPresentSearchController`,
/// `presentSearchController` (whose default performs the presentation),
/// `didPresentSearchController` once the presentation's animation has ended, and for a
/// deactivation `willDismissSearchController`, then `didDismissSearchController` once the
/// dismissal has ended.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search is about to become active; `searchController.isActive` is already true.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search interface has been presented (its animation has ended).
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end; `searchController.isActive` is already false.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search interface has been dismissed (its animation has ended).
    func didDismissSearchController(_ searchController: UISearchController)
    /// Presents the search interface. Implement it to present the controller yourself; the
    /// default performs UIKit's presentation (over the current context).
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    /// UIKit's own presentation: what happens when the delegate does not implement this.
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.performDefaultPresentation()
    }
}
