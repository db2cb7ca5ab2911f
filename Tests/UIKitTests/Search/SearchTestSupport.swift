import Foundation
import Testing
import UIKitTesting

/// Records a search controller's updater, delegate and search-bar delegate calls, with
/// `isActive` and the text where they matter.
@MainActor
final class SearchRecorder: UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
    let trace: TraceRecorder
    init(trace: TraceRecorder) { self.trace = trace }

    func updateSearchResults(for searchController: UISearchController) {
        trace.record("update \"\(searchController.searchBar.text ?? "")\" active=\(searchController.isActive)")
    }
    func willPresentSearchController(_ searchController: UISearchController) {
        trace.record("willPresent active=\(searchController.isActive)")
    }
    func didPresentSearchController(_ searchController: UISearchController) { trace.record("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) {
        trace.record("willDismiss active=\(searchController.isActive)")
    }
    func didDismissSearchController(_ searchController: UISearchController) { trace.record("didDismiss") }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { trace.record("bar.shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { trace.record("bar.didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { trace.record("bar.shouldEnd"); return true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { trace.record("bar.didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { trace.record("bar.textDidChange \"\(searchText)\"") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { trace.record("bar.cancel") }
}

/// A search controller recording its own appearance callbacks as "S.…".
@MainActor
final class TracingSearchController: UISearchController {
    var trace: TraceRecorder?
    private func record(_ event: String) { trace?.record("S.\(event)\(TracingViewController.appearanceFlags(of: self))") }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear(\(animated))"); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear(\(animated))"); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear(\(animated))"); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear(\(animated))"); super.viewDidDisappear(animated) }
}

/// A navigation controller (iPhone 14 portrait: safe-area top 47) whose root "A" ("Fruit")
/// has `navigationItem.searchController` = a search controller with results controller "R";
/// one recorder is the updater and both delegates. Settled, trace emptied.
@MainActor
struct SearchFixture {
    let host: HeadlessHost
    let trace = TraceRecorder()
    let nav: UINavigationController
    let a: TracingViewController
    let results: TracingViewController
    let search: TracingSearchController
    let recorder: SearchRecorder

    init(largeTitles: Bool = true, configure: (UISearchController, TracingViewController) -> Void = { _, _ in }) {
        host = HeadlessHost(device: .iPhone14)
        a = TracingViewController("A", trace: trace)
        a.title = "Fruit"
        results = TracingViewController("R", trace: trace)
        search = TracingSearchController(searchResultsController: results)
        search.trace = trace
        recorder = SearchRecorder(trace: trace)
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        search.searchBar.delegate = recorder
        search.searchBar.searchTextField.accessibilityIdentifier = "search"
        a.navigationItem.searchController = search
        configure(search, a)
        nav = UINavigationController(rootViewController: a)
        nav.navigationBar.prefersLargeTitles = largeTitles
        host.show(nav)
        host.runUntilIdle()
        trace.take()
    }

    var bar: UINavigationBar { nav.navigationBar }
    var dimming: UIView? { host.view(identifier: "SearchDimmingView") }

    /// Taps the search field and lets the presentation finish.
    func activateByTap() throws {
        try host.tap(identifier: "search")
        host.advance(by: 0.5)
        host.runUntilIdle()
    }
}
