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

@MainActor
final class ProbedPageViewController: UIPageViewController {
    let probe: ContainerProbe

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
