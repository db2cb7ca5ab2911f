import Foundation

/// Manages searching with a ``searchBar``: when the search becomes active it presents
/// itself over the current context (UIKIT-SEMANTICS 6.3: the first controller from the
/// search bar's controller upwards that `definesPresentationContext`; a navigation
/// controller does, 4.17), obscuring the content below the search bar and showing the
/// ``searchResultsController`` once there is text, and it asks the
/// ``searchResultsUpdater`` to update the results.
///
/// ```swift
/// let search = UISearchController(searchResultsController: ResultsViewController())
/// search.searchResultsUpdater = self
/// navigationItem.searchController = search     // a 52-point search row under the title
/// ```
///
/// The search becomes active when the user taps the search field (or ``isActive`` is set
/// to true) and ends on Cancel, a tap on the obscured background, or ``isActive`` set to
/// false. The calls, in order:
///
/// * activation by a tap: `searchBarShouldBeginEditing`, `searchBarTextDidBeginEditing`
///   (the search bar's delegate), then `willPresentSearchController`,
///   `presentSearchController` (the default presents: the search controller's and its
///   results controller's `viewWillAppear`), `updateSearchResults(for:)`; after the
///   animation their `viewDidAppear`, then `didPresentSearchController`. Setting ``isActive`` skips the search bar's calls
///   and does not start editing (as on iOS: call `searchBar.becomeFirstResponder()`).
/// * each change of the text: `searchBar(_:textDidChange:)`, then
///   `updateSearchResults(for:)`.
/// * Cancel: `searchBarCancelButtonClicked`, the text cleared, `searchBarShouldEndEditing`,
///   `searchBarTextDidEndEditing`, `willDismissSearchController`,
///   `updateSearchResults(for:)`, the disappearance callbacks (the search controller's, then
///   its results controller's), `didDismissSearchController`.
///
/// The activation is a small state machine; a deactivation asked for while presenting
/// waits until the presentation has ended:
///
/// ```
///              activate                     presentation ended
///  ┌──────────┐ ─────────────▶ ┌────────────┐ ───────────────────────────▶ ┌────────┐
///  │ inactive │                │ presenting │                              │ active │
///  └──────────┘ ◀──────┐       └────────────┘                              └────────┘
///                      │           ┌────────────┐   deactivate                  │
///                      └────────── │ dismissing │ ◀──────────────────────────────┘
///           dismissal ended └────────────┘
/// ```
///
/// Differs from iOS: no scope bar or search suggestions; the presentation cross-dissolves
/// for `PresentationTiming.duration`; the obscuring colour is a chosen one (black at 20%);
/// `hidesNavigationBarDuringPresentation` collapses a navigation bar holding the search
/// bar to its search row (a search bar elsewhere leaves the navigation bar alone). See
/// docs/DifferencesFromIOS.md, "Search".
@preconcurrency @MainActor
open class UISearchController: UIViewController, SearchBarHosting {
    enum Phase: Equatable { case inactive, presenting, active, dismissing }

    /// The search bar to put in the interface (or that `navigationItem.searchController` puts
    /// in the navigation bar).
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.height))
    /// The controller showing the results, a child of the search controller; nil when the
    /// searched controller shows the results itself.
    public private(set) var searchResultsController: UIViewController?
    /// Asked to update the results (see the type's order of calls). Held weakly.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told about presentation and dismissal. Held weakly.
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the content below the search bar is obscured while the search is active
    /// (default true). A tap on the obscured area ends the search.
    open var obscuresBackgroundDuringPresentation = true {
        didSet { presentationView?.setNeedsLayout() }
    }
    /// The former name of ``obscuresBackgroundDuringPresentation``.
    @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether a navigation bar holding the search bar collapses to its search row while the
    /// search is active (default true).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar's Cancel button shows while the search is active (default true).
    open var automaticallyShowsCancelButton = true
    /// Whether ``showsSearchResultsController`` follows the text: shown once the text is not
    /// empty (default true).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view is shown (default false until there is text).
    open var showsSearchResultsController = false {
        didSet { presentationView?.setNeedsLayout() }
    }
    /// Whether the scope bar shows automatically; stored (no scope bar here).
    open var automaticallyShowsScopeBar = true

    var phase = Phase.inactive
    /// A deactivation asked for while the presentation is still running.
    var deactivatesWhenPresented = false
    /// Whether the running presentation is UIKit's default one (its completion ends it).
    var presentsByDefault = false

    /// Creates a search controller; `searchResultsController` becomes its child.
    public init(searchResultsController: UIViewController?) {
        super.init(nibName: nil, bundle: nil)
        setUp(resultsController: searchResultsController)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp(resultsController: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp(resultsController: nil)
    }

    private func setUp(resultsController: UIViewController?) {
        modalPresentationStyle = .overCurrentContext
        modalTransitionStyle = .crossDissolve
        searchBar.host = self
        searchResultsController = resultsController
        if let resultsController {
            addChild(resultsController)
            resultsController.didMove(toParent: self)
        }
    }

    /// Whether the search is active: true from the moment it begins (inside
    /// `willPresentSearchController`) until it ends (false inside
    /// `willDismissSearchController`). Setting it starts or ends the search, animated.
    open var isActive: Bool {
        get { phase == .presenting || phase == .active }
        set { if newValue { activate() } else { deactivate() } }
    }

    var presentationView: SearchPresentationView? { viewIfLoaded as? SearchPresentationView }

    open override func loadView() {
        let view = SearchPresentationView(frame: runtimeInUse.screen.bounds)
        view.searchController = self
        view.dimmingView.addAction(UIAction { [weak self] _ in self?.deactivate() }, for: .touchUpInside)
        if let results = searchResultsController { view.addSubview(results.view) }
        self.view = view
    }

    /// A presentation the delegate performed itself (`presentSearchController`) ends with the
    /// search controller's appearance; UIKit's own ends with its completion.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if phase == .presenting, !presentsByDefault { presentationDidEnd() }
    }

    // MARK: SearchBarHosting

    func searchBarDidBeginEditing(_ searchBar: UISearchBar) {
        if phase == .inactive { activate() }
    }

    func searchBarTextDidChange(_ searchBar: UISearchBar) {
        followText()
        if isActive { searchResultsUpdater?.updateSearchResults(for: self) }
    }

    func searchBarCancelButtonTapped(_ searchBar: UISearchBar) {
        guard isActive else { return }
        searchBar.text = ""
        followText()
        deactivate()
    }

    /// The results controller shows once there is text (``automaticallyShowsSearchResultsController``).
    func followText() {
        guard automaticallyShowsSearchResultsController else { return }
        let hasText = !(searchBar.text ?? "").isEmpty
        if showsSearchResultsController != hasText { showsSearchResultsController = hasText }
    }
}
