import Foundation
import UIKitTesting

/// `UITabBarController`: the child is the only tab. Given with `viewControllers = [child]`
/// (5.1; on screen the selection appears at once, 5.9), taken away with
/// `viewControllers = []` (5.9). Tab changes are never animated (5.3).
public struct TabBarControllerContractAdapter: ContainerContractAdapter {
    public init() {}

    public var childChanges: ContainerChildChanges { .immediate }
    public var removalShowsSuccessor: Bool { false }

    public func makeContainer(probe: ContainerProbe) -> UITabBarController {
        ProbedTabBarController(probe: probe)
    }

    public func install(_ child: UIViewController, in container: UITabBarController, animated: Bool) {
        container.setViewControllers([child], animated: animated)
    }

    public func remove(_ child: UIViewController, from container: UITabBarController,
                       successor: UIViewController?, animated: Bool) {
        container.setViewControllers([], animated: animated)
    }
}

@MainActor
final class ProbedTabBarController: UITabBarController {
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

/// Tab switches through the delegate's animator and interaction controller (5.3, 2.1).
extension TabBarControllerContractAdapter: InteractiveContainerContractAdapter {
    public var transitionShape: InteractiveTransitionShape { .tabs }

    public func prepare(base: UIViewController, child: UIViewController, in container: UITabBarController) {
        container.viewControllers = [base, child]
    }

    public func animate(_ container: UITabBarController, with animator: UIViewControllerAnimatedTransitioning?,
                        interaction: UIViewControllerInteractiveTransitioning?) -> AnyObject {
        let delegate = ContractTransitionDelegate(animator: animator, interaction: interaction)
        container.delegate = delegate
        return delegate
    }

    public func show(_ child: UIViewController, in container: UITabBarController, animated: Bool) {
        container.selectedViewController = child
    }

    public func hide(_ child: UIViewController, revealing base: UIViewController, in container: UITabBarController,
                     animated: Bool) {
        container.selectedViewController = base
    }
}
