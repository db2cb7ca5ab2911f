import Testing
@testable import UIKit
import UIKitTesting

/// The page indicator rule (UIKIT-SEMANTICS 9.3).
@Suite @MainActor struct PageViewIndicatorTests {
    private func show(_ style: UIPageViewController.TransitionStyle,
                      _ makeDataSource: ([UIViewController]) -> UIPageViewControllerDataSource?)
        -> (HeadlessHost, UIPageViewController, [UIViewController], UIPageViewControllerDataSource?) {
        let host = HeadlessHost()
        let pvc = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
        let pages = (0..<3).map { _ in UIViewController() }
        let dataSource = makeDataSource(pages)
        pvc.dataSource = dataSource
        pvc.setViewControllers([pages[0]], direction: .forward, animated: false)
        host.show(pvc)
        return (host, pvc, pages, dataSource)
    }

    @Test func scrollStyle_withCountAndIndex_showsTheIndicator_andFollowsTheTurns_rule9_3() {
        let (host, pvc, pages, dataSource) = show(.scroll) { CountingPageDataSource(pages: $0) }
        #expect(pvc.showsPageIndicator)
        #expect(pvc.pageIndicator.numberOfPages == 3)
        #expect(pvc.pageIndicator.currentPage == 0)
        #expect(pvc.pageIndicator.superview === pvc.view)
        let b = host.window.bounds
        host.swipe(from: CGPoint(x: b.maxX - 20, y: b.midY), to: CGPoint(x: b.maxX - 320, y: b.midY), duration: 1.0)
        host.runUntilIdle()
        #expect(pvc.viewControllers == [pages[1]])
        #expect(pvc.pageIndicator.currentPage == 1)
        pvc.setViewControllers([pages[2]], direction: .forward, animated: false)
        #expect(pvc.pageIndicator.currentPage == 2)
        _ = dataSource
    }

    @Test func pageCurlStyle_neverShowsTheIndicator_rule9_3() {
        let (_, pvc, _, dataSource) = show(.pageCurl) { CountingPageDataSource(pages: $0) }
        #expect(!pvc.showsPageIndicator)
        _ = dataSource
    }

    @Test func onlyCountImplemented_noIndicator_rule9_3() {
        let (_, pvc, _, dataSource) = show(.scroll) { _ in CountOnlyPageDataSource() }
        #expect(!pvc.showsPageIndicator)
        _ = dataSource
    }

    @Test func neitherImplemented_orNoDataSource_noIndicator_rule9_3() {
        let trace = TraceRecorder()
        let (_, pvc, _, dataSource) = show(.scroll) { RecordingPageDataSource(trace: trace, pages: $0) }
        #expect(!pvc.showsPageIndicator)
        let counting = CountingPageDataSource(pages: [])
        pvc.dataSource = counting
        #expect(pvc.showsPageIndicator)
        pvc.dataSource = nil
        #expect(!pvc.showsPageIndicator)
        _ = dataSource
    }
}

/// Pages turned away, and the page view controller itself, are deallocated.
@Suite @MainActor struct PageViewLeakTests {
    @Test func pagesTurnedAwayBySetViewControllers_areDeallocated_withTheirViews() {
        let host = HeadlessHost()
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        host.show(pvc)
        weak var weakA: UIViewController?, weakView: UIView?, weakB: UIViewController?
        do {
            let a = UIViewController(), b = UIViewController()
            weakA = a
            weakB = b
            pvc.setViewControllers([a], direction: .forward, animated: false)
            host.runUntilIdle()
            weakView = a.view
            pvc.setViewControllers([b], direction: .forward, animated: true) { _ in }
            host.runUntilIdle()
            pvc.setViewControllers([UIViewController()], direction: .reverse, animated: false)
            host.runUntilIdle()
        }
        #expect(weakA == nil)
        #expect(weakView == nil)
        #expect(weakB == nil)
    }

    @Test func pagesTurnedAwayBySwipes_completedOrCancelled_areDeallocated() {
        let host = HeadlessHost()
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        weak var weakFirst: UIViewController?, weakCancelled: UIViewController?
        let dataSource: MakingPageDataSource
        do {
            dataSource = MakingPageDataSource()
            pvc.dataSource = dataSource
            let first = UIViewController()
            weakFirst = first
            pvc.setViewControllers([first], direction: .forward, animated: false)
            host.show(pvc)
            let b = host.window.bounds
            // Cancelled: a short slow swipe to the right, then a completed one to the left.
            host.swipe(from: CGPoint(x: b.minX + 20, y: b.midY), to: CGPoint(x: b.minX + 100, y: b.midY), duration: 1.0)
            host.runUntilIdle()
            weakCancelled = dataSource.made.last
            dataSource.made.removeAll()
            host.swipe(from: CGPoint(x: b.maxX - 20, y: b.midY), to: CGPoint(x: b.maxX - 320, y: b.midY), duration: 1.0)
            host.runUntilIdle()
            dataSource.made.removeAll()
        }
        #expect(weakCancelled == nil)
        #expect(weakFirst == nil)
        #expect(pvc.children.count == 1)
    }

    @Test func replacedPageViewController_isDeallocated_withItsPagesAndDataSourceLeftAlone() {
        let host = HeadlessHost()
        weak var weakPVC: UIPageViewController?, weakPage: UIViewController?
        let dataSource = MakingPageDataSource()
        do {
            let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            let page = UIViewController()
            pvc.dataSource = dataSource
            pvc.setViewControllers([page], direction: .forward, animated: false)
            host.show(pvc)
            let b = host.window.bounds
            host.swipe(from: CGPoint(x: b.maxX - 20, y: b.midY), to: CGPoint(x: b.maxX - 320, y: b.midY), duration: 1.0)
            host.runUntilIdle()
            weakPVC = pvc
            weakPage = page
            host.window.rootViewController = UIViewController()
            host.runUntilIdle()
            dataSource.made.removeAll()
        }
        #expect(weakPVC == nil)
        #expect(weakPage == nil)
    }
}

/// Makes a fresh page for every request, keeping the ones it made until told to forget them.
@MainActor private final class MakingPageDataSource: UIPageViewControllerDataSource {
    var made: [UIViewController] = []

    private func make() -> UIViewController {
        let page = UIViewController()
        made.append(page)
        return page
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? { make() }
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? { make() }
}
