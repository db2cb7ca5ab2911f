import Foundation
import Testing
import UIKit
import UIKitTesting

// Search and bar-appearance code written the way iOS apps write it, unchanged: it must
// compile, and the search must filter as the user types.

final class FruitListViewController: UIViewController, UISearchResultsUpdating, UISearchBarDelegate, UISearchControllerDelegate {
    let fruits = ["Apple", "Banana", "Cherry", "Kiwi"]
    private(set) var filtered: [String] = []
    private let searchController = UISearchController(searchResultsController: nil)

    var isFiltering: Bool {
        searchController.isActive && !(searchController.searchBar.text?.isEmpty ?? true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.hidesNavigationBarDuringPresentation = true
        searchController.automaticallyShowsCancelButton = true
        searchController.searchBar.placeholder = "Search Fruit"
        searchController.searchBar.delegate = self
        searchController.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
        navigationController?.navigationBar.prefersLargeTitles = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        filtered = fruits.filter { $0.lowercased().contains(text.lowercased()) }
    }

    func didPresentSearchController(_ searchController: UISearchController) {
        searchController.searchBar.becomeFirstResponder()
    }
}

enum BarStyling {
    @MainActor
    static func apply(to navigationController: UINavigationController, tabBarController: UITabBarController) {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBlue
        appearance.shadowColor = .clear
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white,
                                               .font: UIFont.systemFont(ofSize: 30, weight: .bold)]
        let buttons = UIBarButtonItemAppearance()
        buttons.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance = buttons
        appearance.backButtonAppearance = buttons
        appearance.setBackIndicatorImage(UIImage(systemName: "arrow.left"), transitionMaskImage: UIImage(systemName: "arrow.left"))
        navigationController.navigationBar.standardAppearance = appearance
        navigationController.navigationBar.compactAppearance = appearance
        navigationController.navigationBar.scrollEdgeAppearance = appearance
        navigationController.navigationBar.compactScrollEdgeAppearance = appearance
        navigationController.navigationBar.tintColor = .white
        navigationController.topViewController?.navigationItem.standardAppearance = appearance.copy()

        let tabs = UITabBarAppearance()
        tabs.configureWithDefaultBackground()
        tabs.backgroundEffect = UIBlurEffect(style: .systemMaterial)
        tabs.stackedLayoutAppearance.normal.iconColor = .gray
        tabs.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]
        tabs.inlineLayoutAppearance = tabs.stackedLayoutAppearance
        tabs.compactInlineLayoutAppearance.normal.badgeBackgroundColor = .red
        tabBarController.tabBar.standardAppearance = tabs
        tabBarController.tabBar.scrollEdgeAppearance = tabs

        let toolbar = UIToolbarAppearance()
        toolbar.configureWithTransparentBackground()
        navigationController.toolbar.standardAppearance = toolbar
        navigationController.toolbar.scrollEdgeAppearance = toolbar
    }
}

@Suite @MainActor struct TypicalSearchAndAppearanceCodeTests {
    @Test func typicalSearchScreen_filtersAsTheUserTypes_andStylingApplies() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let list = FruitListViewController()
        let nav = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        BarStyling.apply(to: nav, tabBarController: tabs)
        host.show(tabs)
        host.runUntilIdle()
        list.navigationItem.searchController?.searchBar.searchTextField.accessibilityIdentifier = "search"
        try host.type("an", into: "search")
        host.advance(by: 0.5)
        host.runUntilIdle()
        #expect(list.isFiltering && list.filtered == ["Banana"])
        #expect(list.navigationItem.searchController?.presentingViewController === list)   // definesPresentationContext
        #expect(nav.navigationBar.standardAppearance.backgroundColor == .systemBlue)
    }
}
