import Foundation
import UIKitTesting

/// `UINavigationController`: the child is the whole stack. Given with
/// `setViewControllers([child], animated:)` (4.8; a push onto an empty stack), taken away
/// with `setViewControllers([], animated:)` (4.8, pop-style). On screen both are
/// transitions carrying the call's `animated` flag (4.2, 4.4).
public struct NavigationControllerContractAdapter: ContainerContractAdapter {
    public init() {}

    public var childChanges: ContainerChildChanges { .transition }
    public var removalShowsSuccessor: Bool { false }

    public func makeContainer(probe: ContainerProbe) -> UINavigationController {
        ProbedNavigationController(probe: probe)
    }

    public func install(_ child: UIViewController, in container: UINavigationController, animated: Bool) {
        container.setViewControllers([child], animated: animated)
    }

    public func remove(_ child: UIViewController, from container: UINavigationController,
                       successor: UIViewController?, animated: Bool) {
        container.setViewControllers([], animated: animated)
    }
}

@MainActor
final class ProbedNavigationController: UINavigationController {
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

/// Push and pop through the delegate's animator and interaction controller (4.2, 4.4, 2.1).
extension NavigationControllerContractAdapter: InteractiveContainerContractAdapter {
    public var transitionShape: InteractiveTransitionShape { .stack }

    public func prepare(base: UIViewController, child: UIViewController, in container: UINavigationController) {
        container.setViewControllers([base], animated: false)
    }

    public func animate(_ container: UINavigationController, with animator: UIViewControllerAnimatedTransitioning?,
                        interaction: UIViewControllerInteractiveTransitioning?) -> AnyObject {
        let delegate = ContractTransitionDelegate(animator: animator, interaction: interaction)
        container.delegate = delegate
        return delegate
    }

    public func show(_ child: UIViewController, in container: UINavigationController, animated: Bool) {
        container.pushViewController(child, animated: animated)
    }

    public func hide(_ child: UIViewController, revealing base: UIViewController, in container: UINavigationController,
                     animated: Bool) {
        container.popViewController(animated: animated)
    }
}
