import Foundation
import UIKitTesting

/// A plain custom container written as the guide's listings: 5-1 to show a child
/// (`addChild`, frame, `addSubview`, `didMove(toParent:)`), 5-2 to hide it
/// (`willMove(toParent: nil)`, `removeFromSuperview`, `removeFromParent`), with automatic
/// appearance forwarding (3.4, 3.5, 3.9). Its changes are immediate and never animated.
public struct CustomContainerContractAdapter: ContainerContractAdapter {
    public init() {}

    public var childChanges: ContainerChildChanges { .immediate }
    public var removalShowsSuccessor: Bool { false }

    public func makeContainer(probe: ContainerProbe) -> ProbedCustomContainer {
        ProbedCustomContainer(probe: probe)
    }

    public func install(_ child: UIViewController, in container: ProbedCustomContainer, animated: Bool) {
        container.displayContentController(child)
    }

    public func remove(_ child: UIViewController, from container: ProbedCustomContainer,
                       successor: UIViewController?, animated: Bool) {
        container.hideContentController(child)
    }
}

/// The custom container of ``CustomContainerContractAdapter``.
@MainActor
public final class ProbedCustomContainer: UIViewController {
    let probe: ContainerProbe

    init(probe: ContainerProbe) {
        self.probe = probe
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("not used") }

    /// Listing 5-1.
    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = view.bounds
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    /// Listing 5-2.
    func hideContentController(_ content: UIViewController) {
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
    }

    public override func viewWillAppear(_ animated: Bool) {
        probe.viewWillAppear(self, animated) { super.viewWillAppear(animated) }
    }
    public override func viewIsAppearing(_ animated: Bool) {
        probe.viewIsAppearing(self, animated) { super.viewIsAppearing(animated) }
    }
    public override func viewDidAppear(_ animated: Bool) {
        probe.viewDidAppear(self, animated) { super.viewDidAppear(animated) }
    }
    public override func viewWillDisappear(_ animated: Bool) {
        probe.viewWillDisappear(self, animated) { super.viewWillDisappear(animated) }
    }
    public override func viewDidDisappear(_ animated: Bool) {
        probe.viewDidDisappear(self, animated) { super.viewDidDisappear(animated) }
    }
}
