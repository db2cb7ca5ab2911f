import Foundation
import UIKitTesting

/// `UISplitViewController`: the child is the only column (the primary). Given with
/// `viewControllers = [child]`, taken away with `viewControllers = []` (8.1, 8.7); the
/// split swaps column views at once, without animation, as a tab bar does.
public struct SplitViewControllerContractAdapter: ContainerContractAdapter {
    public init() {}

    public var childChanges: ContainerChildChanges { .immediate }
    public var removalShowsSuccessor: Bool { false }

    public func makeContainer(probe: ContainerProbe) -> UISplitViewController {
        ProbedSplitViewController(probe: probe)
    }

    public func install(_ child: UIViewController, in container: UISplitViewController, animated: Bool) {
        container.viewControllers = [child]
    }

    public func remove(_ child: UIViewController, from container: UISplitViewController,
                       successor: UIViewController?, animated: Bool) {
        container.viewControllers = []
    }
}

@MainActor
final class ProbedSplitViewController: UISplitViewController {
    let probe: ContainerProbe

    init(probe: ContainerProbe) {
        self.probe = probe
        super.init(nibName: nil, bundle: nil)
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
