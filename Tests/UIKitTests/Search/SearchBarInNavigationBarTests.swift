import Foundation
import Testing
import UIKitTesting

/// `navigationItem.searchController`: the search row in the navigation bar (52 points under
/// the title row and the large title), the bar collapsing to it while searching, and the
/// safe area under the bar following (iPhone 14 portrait: status bar 47, row 44).
@Suite @MainActor struct SearchBarInNavigationBarTests {
    @Test func searchRow_isUnderTheLargeTitle_andTheSafeAreaIncludesIt() throws {
        let f = SearchFixture()
        defer { withExtendedLifetime(f.host) {} }
        #expect(f.bar.frame == CGRect(x: 0, y: 47, width: 390, height: 148))
        #expect(f.search.searchBar.superview === f.bar)
        #expect(f.search.searchBar.frame == CGRect(x: 0, y: 96, width: 390, height: 52))
        #expect(f.search.searchBar.searchTextField.frame == CGRect(x: 8, y: 8, width: 374, height: 36))
        #expect(f.a.view.safeAreaInsets.top == 195)
        #expect(f.bar.label("Fruit")?.font.pointSize == 34)   // the large title still shows
    }

    @Test func searchRow_isUnderTheTitleRow_withoutLargeTitles() throws {
        let f = SearchFixture(largeTitles: false)
        defer { withExtendedLifetime(f.host) {} }
        #expect(f.bar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(f.search.searchBar.frame == CGRect(x: 0, y: 44, width: 390, height: 52))
        #expect(f.a.view.safeAreaInsets.top == 143)
    }

    @Test func activeSearch_collapsesTheBarToTheSearchRow_andExpandsItAgainOnCancel() throws {
        let f = SearchFixture()
        defer { withExtendedLifetime(f.host) {} }
        try f.activateByTap()
        #expect(f.bar.frame == CGRect(x: 0, y: 47, width: 390, height: 52))
        #expect(f.search.searchBar.frame == CGRect(x: 0, y: 0, width: 390, height: 52))
        #expect(f.bar.label("Fruit") == nil && f.a.view.safeAreaInsets.top == 99)
        let cancel = try #require(f.host.view(label: "Cancel"))
        #expect(f.search.searchBar.searchTextField.frame.maxX == cancel.frame.minX - 8)
        try f.host.tap(label: "Cancel")
        f.host.advance(by: 0.5)
        f.host.runUntilIdle()
        #expect(f.bar.frame == CGRect(x: 0, y: 47, width: 390, height: 148))
        #expect(f.search.searchBar.frame == CGRect(x: 0, y: 96, width: 390, height: 52))
        #expect(f.bar.label("Fruit") != nil && f.a.view.safeAreaInsets.top == 195)
    }

    @Test func notHidingTheBar_keepsTitleAndLargeTitle_andObscuresBelowTheWholeBar() throws {
        let f = SearchFixture { search, _ in search.hidesNavigationBarDuringPresentation = false }
        defer { withExtendedLifetime(f.host) {} }
        try f.activateByTap()
        #expect(f.bar.frame == CGRect(x: 0, y: 47, width: 390, height: 148))
        #expect(f.dimming?.frame == CGRect(x: 0, y: 195, width: 390, height: 649))
    }

    @Test func pushingAControllerWithoutSearch_takesTheSearchRowAway_andPoppingBringsItBack() throws {
        let f = SearchFixture()
        defer { withExtendedLifetime(f.host) {} }
        let b = TracingViewController("B", trace: f.trace)
        f.nav.pushViewController(b, animated: false)
        f.host.runUntilIdle()
        #expect(f.search.searchBar.superview == nil)
        #expect(f.bar.frame.height == 96)   // row + large title
        f.nav.popViewController(animated: false)
        f.host.runUntilIdle()
        #expect(f.search.searchBar.superview === f.bar && f.bar.frame.height == 148)
    }

    @Test func settingTheSearchControllerLater_addsTheRow() throws {
        let f = SearchFixture()
        defer { withExtendedLifetime(f.host) {} }
        f.a.navigationItem.searchController = nil
        f.host.runUntilIdle()
        #expect(f.bar.frame.height == 96 && f.search.searchBar.superview == nil && f.a.view.safeAreaInsets.top == 143)
        f.a.navigationItem.searchController = f.search
        f.host.runUntilIdle()
        #expect(f.bar.frame.height == 148 && f.a.view.safeAreaInsets.top == 195)
    }
}

/// Leaks: a search controller, its results controller and the controller holding it go
/// away with the controller, also after a search.
@Suite @MainActor struct SearchControllerLeakTests {
    @Test func poppedControllerWithASearch_isFreedWithItsSearchController() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let nav = UINavigationController(rootViewController: UIViewController())
        host.show(nav)
        host.runUntilIdle()
        weak var weakController: UIViewController?
        weak var weakSearch: UISearchController?
        weak var weakResults: UIViewController?
        do {
            let controller = UIViewController()
            let results = UIViewController()
            let search = UISearchController(searchResultsController: results)
            search.searchBar.searchTextField.accessibilityIdentifier = "search"
            controller.navigationItem.searchController = search
            weakController = controller
            weakSearch = search
            weakResults = results
            nav.pushViewController(controller, animated: false)
            host.runUntilIdle()
            try host.type("pear", into: "search")
            host.advance(by: 0.5)
            host.runUntilIdle()
            #expect(search.isActive)
            try host.tap(label: "Cancel")
            host.advance(by: 0.5)
            host.runUntilIdle()
            nav.popViewController(animated: false)
            host.runUntilIdle()
        }
        host.runUntilIdle()
        #expect(weakController == nil && weakSearch == nil && weakResults == nil)
    }
}
