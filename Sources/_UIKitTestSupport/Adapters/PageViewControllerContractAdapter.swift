import Foundation
import UIKitTesting

/// `UIPageViewController` (scroll style): the child is the page. Given with
/// `setViewControllers([child], direction: .forward, animated:)` (9.1); a page view
/// controller always shows a page, so the child leaves by being replaced by a successor
/// the same way (9.1, in the scroll order of 9.4). On screen both are transitions
/// carrying the call's `animated` flag.
public struct PageViewControllerContractAdapter: ContainerContractAdapter {
    public init() {}

    public var childChanges: ContainerChildChanges { .transition }
    public var removalShowsSuccessor: Bool { true }

    public func makeContainer(probe: ContainerProbe) -> UIPageViewController {
        ProbedPageViewController(probe: probe)
    }

    public func install(_ child: UIViewController, in container: UIPageViewController, animated: Bool) {
        container.setViewControllers([child], direction: .forward, animated: animated)
    }

    public func remove(_ child: UIViewController, from container: UIPageViewController,
                       successor: UIViewController?, animated: Bool) {
        container.setViewControllers(successor.map { [$0] }, direction: .forward, animated: animated)
    }
}

extension PageViewControllerContractAdapter: BuiltInInteractiveContainerContractAdapter {
    public func prepareTurn(from current: UIViewController, to next: UIViewController,
                            in container: UIPageViewController) {
        let pages = ContractPageDataSource(pages: [current, next])
        (container as? ProbedPageViewController)?.pages = pages
        container.dataSource = pages
        container.setViewControllers([current], direction: .forward, animated: false)
    }

    /// A slow leftward drag (no flick) from x = 300 across `percent` of the width.
    public func beginGesture(in container: UIPageViewController, host: HeadlessHost,
                             percent: CGFloat) -> SyntheticTouch {
        let touch = host.touchDown(at: CGPoint(x: 300, y: 400))
        host.advance(by: 0.5)
        host.touchMove(touch, to: CGPoint(x: 290, y: 400))
        host.advance(by: 0.5)
        host.touchMove(touch, to: CGPoint(x: 300 - container.view.bounds.width * percent, y: 400))
        return touch
    }
}

/// Pages in a fixed order; the page view controller holds its data source weakly, so the
/// probed container keeps it.
@MainActor
final class ContractPageDataSource: UIPageViewControllerDataSource {
    let pages: [UIViewController]

    init(pages: [UIViewController]) { self.pages = pages }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
}

@MainActor
final class ProbedPageViewController: UIPageViewController {
    let probe: ContainerProbe
    var pages: ContractPageDataSource?

    init(probe: ContainerProbe) {
        self.probe = probe
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewWillAppear(_ animated: Bool) { probe.viewWillAppear(self, animated) { super.viewWillAppear(animated) } }
    override func viewIsAppearing(_ animated: Bool) { probe.viewIsAppearing(self, animated) { super.viewIsAppearing(animated) } }
    override func viewDidAppear(_ animated: Bool) { probe.viewDidAppear(self, animated) { super.viewDidAppear(animated) } }
    override func viewWillDisappear(_ animated: Bool) {
        probe.viewWillDisappear(self, animated) { super.viewWillDisappear(animated) }
    }
    override func viewDidDisappear(_ animated: Bool) {
        probe.viewDidDisappear(self, animated) { super.viewDidDisappear(animated) }
    }
}
