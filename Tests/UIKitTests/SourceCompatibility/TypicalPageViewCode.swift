import Foundation
import Testing
import UIKit
import UIKitTesting

// The usual onboarding pager, written as iOS apps write it: the point of this file is that
// it compiles unchanged, then that it pages.

final class OnboardingPageViewController: UIPageViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate {
    private(set) lazy var pages: [UIViewController] = (1...3).map { number in
        let page = UIViewController()
        page.title = "Step \(number)"
        return page
    }
    private(set) var currentIndex = 0

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal,
                   options: [UIPageViewController.OptionsKey.interPageSpacing: 20])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        if let first = pages.first {
            setViewControllers([first], direction: .forward, animated: false, completion: nil)
        }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int { currentIndex }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let current = viewControllers?.first, let index = pages.firstIndex(of: current) else { return }
        currentIndex = index
    }

    var movedTo: Int?

    func goToNextPage() {
        guard currentIndex < pages.count - 1 else { return }
        currentIndex += 1
        setViewControllers([pages[currentIndex]], direction: .forward, animated: true) { finished in
            if finished { self.movedTo = self.currentIndex }
        }
    }
}

@Suite @MainActor struct TypicalPageViewCodeTests {
    @Test func onboardingPager_compilesAndPages_rules9_1_9_2() {
        let host = HeadlessHost()
        let pager = OnboardingPageViewController()
        host.show(pager)
        #expect(pager.viewControllers == [pager.pages[0]])
        let b = host.window.bounds
        host.swipe(from: CGPoint(x: b.maxX - 20, y: b.midY), to: CGPoint(x: b.maxX - 320, y: b.midY), duration: 1.0)
        host.runUntilIdle()
        #expect(pager.currentIndex == 1)
        #expect(pager.viewControllers == [pager.pages[1]])
        pager.goToNextPage()
        host.runUntilIdle()
        #expect(pager.movedTo == 2)
        #expect(pager.viewControllers == [pager.pages[2]])
        #expect(pager.children == [pager.pages[2]])
        host.swipe(from: CGPoint(x: b.maxX - 20, y: b.midY), to: CGPoint(x: b.maxX - 320, y: b.midY), duration: 1.0)
        host.runUntilIdle()
        #expect(pager.viewControllers == [pager.pages[2]])
    }
}
