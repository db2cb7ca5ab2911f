import Foundation

/// Starting and ending the search (the state machine in ``UISearchController``'s doc
/// comment).
extension UISearchController {
    /// inactive → presenting: the Cancel button shows, the delegate hears
    /// `willPresentSearchController` and presents (by default over the current context), a
    /// navigation bar holding the search bar collapses to its search row, and the results
    /// are updated once.
    func activate() {
        switch phase {
        case .presenting, .active: return
        case .dismissing:
            runtimeInUse.diagnostics.warn("UISearchController: cannot become active while its dismissal is in progress.")
            return
        case .inactive: break
        }
        phase = .presenting
        deactivatesWhenPresented = false
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        followText()
        delegate?.willPresentSearchController(self)
        holdingNavigationBar?.searchActivityDidChange()
        if let delegate {
            delegate.presentSearchController(self)
        } else {
            performDefaultPresentation()
        }
        guard phase == .presenting else { return }   // the presentation was refused
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// presenting/active → dismissing: editing ends, the Cancel button hides, the delegate
    /// hears `willDismissSearchController`, the presentation is dismissed (animated) and the
    /// results are updated once more. Asked while presenting, it waits for the presentation.
    func deactivate() {
        switch phase {
        case .inactive, .dismissing: return
        case .presenting:
            deactivatesWhenPresented = true
            return
        case .active: break
        }
        phase = .dismissing
        if searchBar.searchTextField.isFirstResponder { searchBar.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        delegate?.willDismissSearchController(self)
        holdingNavigationBar?.searchActivityDidChange()
        searchResultsUpdater?.updateSearchResults(for: self)
        if let presenter = storedPresentingViewController {
            presenter.dismiss(animated: true) { [weak self] in self?.dismissalDidEnd() }
        } else {
            // Presented by nobody (the delegate presented nothing): nothing to wait for.
            dismissalDidEnd()
        }
    }

    /// presenting → active, after the presentation's did-callbacks: `didPresentSearchController`,
    /// then a deactivation asked for meanwhile.
    func presentationDidEnd() {
        guard phase == .presenting else { return }
        phase = .active
        presentsByDefault = false
        delegate?.didPresentSearchController(self)
        if deactivatesWhenPresented {
            deactivatesWhenPresented = false
            deactivate()
        }
    }

    /// dismissing → inactive, after the dismissal's did-callbacks.
    func dismissalDidEnd() {
        guard phase == .dismissing else { return }
        phase = .inactive
        delegate?.didDismissSearchController(self)
    }

    /// UIKit's presentation of the search interface: `present(_:animated:)` from the
    /// controller showing the search bar, over the current context (6.3). Refused (the
    /// search bar is in no controller's view, or the presenter is busy, 6.11–6.13), the
    /// search does not become active.
    func performDefaultPresentation() {
        guard storedPresentingViewController == nil else { return }
        guard let source = presentationSource() else {
            runtimeInUse.diagnostics.warn("UISearchController: the search bar is not in a view controller's view; nothing to present over.")
            abandonActivation()
            return
        }
        presentsByDefault = true
        source.present(self, animated: true) { [weak self] in self?.presentationDidEnd() }
        if storedPresentingViewController == nil { abandonActivation() }
    }

    /// The presentation did not happen: back to inactive, without further callbacks.
    private func abandonActivation() {
        guard phase == .presenting else { return }
        phase = .inactive
        presentsByDefault = false
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: false) }
        holdingNavigationBar?.searchActivityDidChange()
    }

    /// The controller whose interface holds the search bar: the navigation item's owner for
    /// a search bar in a navigation bar, else the first controller up the search bar's
    /// responder chain.
    func presentationSource() -> UIViewController? {
        if let bar = holdingNavigationBar, let navigation = bar.managingController {
            return navigation.viewControllers.last { $0.storedNavigationItem?.searchController === self }
                ?? navigation.topViewController ?? navigation
        }
        var responder: UIResponder? = searchBar.next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// The navigation bar the search bar sits in (`navigationItem.searchController`).
    var holdingNavigationBar: UINavigationBar? { searchBar.superview as? UINavigationBar }
}
