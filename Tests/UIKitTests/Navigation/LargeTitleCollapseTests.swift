import Foundation
import Testing
import UIKitTesting

/// A controller whose view is a 2,000-point-tall scroll view.
@MainActor
final class FeedController: UIViewController {
    let scrollView = UIScrollView()
    override func loadView() {
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        view = scrollView
    }
}

/// Large titles collapsing as the top controller's scroll view scrolls: the bar's bottom
/// follows the content's top, the safe area and the scroll view's inset follow the bar
/// (iPhone 14 portrait: status bar 47, row 44, large title 52, search row 52).
@Suite @MainActor struct LargeTitleCollapseTests {
    @MainActor private struct Fixture {
        let host = HeadlessHost(device: .iPhone14)
        let feed = FeedController()
        let nav: UINavigationController
        init(search: Bool = false, hidesSearchBarWhenScrolling: Bool = true) {
            feed.title = "Feed"
            if search {
                feed.navigationItem.searchController = UISearchController(searchResultsController: nil)
                feed.navigationItem.hidesSearchBarWhenScrolling = hidesSearchBarWhenScrolling
            }
            nav = UINavigationController(rootViewController: feed)
            nav.navigationBar.prefersLargeTitles = true
            host.show(nav)
            host.runUntilIdle()
        }
        var bar: UINavigationBar { nav.navigationBar }
        func scroll(to y: CGFloat) {
            feed.scrollView.contentOffset = CGPoint(x: 0, y: y)
            host.runUntilIdle()
        }
        /// Bar height, the feed's safe-area top, the scroll view's adjusted top inset.
        var geometry: [CGFloat] {
            [bar.frame.height, feed.view.safeAreaInsets.top, feed.scrollView.adjustedContentInset.top]
        }
    }

    @Test func scrollingUp_collapsesTheLargeTitle_pointForPoint_andTheSafeAreaFollows() throws {
        let f = Fixture()
        defer { withExtendedLifetime(f.host) {} }
        #expect(f.feed.scrollView.contentOffset.y == -143)
        #expect(f.geometry == [96, 143, 143])
        let large = try #require(f.bar.label("Feed"))
        #expect(large.font.pointSize == 34)
        let height = large.frame.height
        f.scroll(to: -120)
        #expect(f.geometry == [73, 120, 120])
        #expect(large.superview === f.bar && large.frame.maxY == 44 + 29 - 8 && large.frame.height == height)
        f.scroll(to: -92)
        #expect(f.geometry == [45, 92, 92] && large.superview === f.bar)
        f.scroll(to: -91)
        #expect(f.geometry == [44, 91, 91])
        #expect(large.superview == nil && f.bar.label("Feed")?.font.pointSize == 17)   // the small title now
        f.scroll(to: 400)
        #expect(f.geometry == [44, 91, 91])
    }

    @Test func scrollingBackToTheTop_restoresTheLargeTitle_andPullingDownStretchesIt() throws {
        let f = Fixture()
        defer { withExtendedLifetime(f.host) {} }
        f.scroll(to: 400)
        f.scroll(to: -143)
        #expect(f.geometry == [96, 143, 143] && f.bar.label("Feed")?.font.pointSize == 34)
        f.scroll(to: -170)
        #expect(f.geometry == [123, 143, 143])   // stretched; the inset keeps the expanded bar
        #expect(f.bar.frame == CGRect(x: 0, y: 47, width: 390, height: 123))
        #expect(abs((f.bar.label("Feed")?.frame.maxY ?? 0) - (44 + 79 - 8)) < 0.001)
    }

    @Test func aSearchRowThatHidesWhenScrolling_goesFirst_thenTheLargeTitle() throws {
        let f = Fixture(search: true)
        defer { withExtendedLifetime(f.host) {} }
        let searchBar = try #require(f.feed.navigationItem.searchController?.searchBar)
        #expect(f.feed.scrollView.contentOffset.y == -195 && f.geometry == [148, 195, 195])
        f.scroll(to: -170)
        #expect(f.geometry == [123, 170, 170] && searchBar.frame == CGRect(x: 0, y: 96, width: 390, height: 27))
        f.scroll(to: -143)
        #expect(f.geometry == [96, 143, 143] && searchBar.frame.height == 0)
        f.scroll(to: -120)
        #expect(f.geometry == [73, 120, 120] && searchBar.frame == CGRect(x: 0, y: 73, width: 390, height: 0))
        f.scroll(to: -91)
        #expect(f.geometry == [44, 91, 91])
    }

    @Test func aSearchRowThatStays_keepsItsHeight_whileTheLargeTitleCollapses() throws {
        let f = Fixture(search: true, hidesSearchBarWhenScrolling: false)
        defer { withExtendedLifetime(f.host) {} }
        let searchBar = try #require(f.feed.navigationItem.searchController?.searchBar)
        f.scroll(to: -170)
        #expect(f.geometry == [123, 170, 170] && searchBar.frame == CGRect(x: 0, y: 71, width: 390, height: 52))
        f.scroll(to: 0)
        #expect(f.geometry == [96, 143, 143] && searchBar.frame == CGRect(x: 0, y: 44, width: 390, height: 52))
    }

    @Test func withoutLargeTitles_theBarDoesNotFollowScrolling() throws {
        let f = Fixture()
        defer { withExtendedLifetime(f.host) {} }
        f.nav.navigationBar.prefersLargeTitles = false
        f.host.runUntilIdle()
        #expect(f.geometry == [44, 91, 91])
        f.scroll(to: -150)
        f.scroll(to: 300)
        #expect(f.geometry == [44, 91, 91])
    }

    @Test func aPushedController_startsWithItsBarExpanded() throws {
        let f = Fixture()
        defer { withExtendedLifetime(f.host) {} }
        f.scroll(to: 300)
        #expect(f.bar.frame.height == 44)
        let next = FeedController()
        next.title = "Post"
        f.nav.pushViewController(next, animated: false)
        f.host.runUntilIdle()
        #expect(f.bar.frame.height == 96 && next.scrollView.contentOffset.y == -143)
    }
}
