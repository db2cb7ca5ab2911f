import Foundation
import Testing
import UIKitTesting

/// One combination of the contract for transitions a delegate's animator drives: the
/// container on screen shows `B`; it shows `C` over it, or goes back from `C` to `B`,
/// through a custom animator — interactively (a percent-driven interaction controller
/// that finishes or cancels) or not.
///
/// ```swift
/// @Test(arguments: InteractiveContractScenario.all)
/// func navigation(_ scenario: InteractiveContractScenario) {
///     checkInteractiveContract(NavigationControllerContractAdapter(), scenario)
/// }
/// ```
public struct InteractiveContractScenario: Sendable, Hashable, CustomTestStringConvertible {
    public enum Direction: Sendable, Hashable, CaseIterable {
        /// `C` arrives over `B` (a push).
        case show
        /// `C` leaves, uncovering `B` (a pop).
        case hide
    }

    public enum Driver: Sendable, Hashable, CaseIterable {
        /// The animator alone, completing when its animation ends.
        case animator
        /// A percent-driven interaction controller, updated to half way, then finished.
        case interactionFinished
        /// The same, cancelled: the transition is undone (UIKIT-SEMANTICS 2.1).
        case interactionCancelled
    }

    public var direction: Direction
    public var driver: Driver

    public init(direction: Direction, driver: Driver) {
        self.direction = direction
        self.driver = driver
    }

    public static let all: [InteractiveContractScenario] = Direction.allCases.flatMap { direction in
        Driver.allCases.map { InteractiveContractScenario(direction: direction, driver: $0) }
    }

    var cancelled: Bool { driver == .interactionCancelled }
    /// Whether `C` is the one on screen at the end.
    var endsOnChild: Bool { (direction == .show) != cancelled }

    public var testDescription: String {
        let moves = direction == .show ? "C shown over B" : "C leaves, uncovering B"
        let driven = switch driver {
        case .animator: "custom animator"
        case .interactionFinished: "interactive, finished"
        case .interactionCancelled: "interactive, cancelled"
        }
        return "\(moves), \(driven)"
    }
}

/// How a container's animated child change is shaped, which decides the trace the rules
/// require of it.
public enum InteractiveTransitionShape: Sendable, Hashable {
    /// Navigation (4.2, 4.4): the arriving child is added (shown) or the leaving one removed
    /// (hidden), with containment calls; the leaving controller's will-callback comes first.
    case stack
    /// Tab switch (5.3): both are children throughout, no containment calls; the arriving
    /// controller's will-callback comes first, its `viewIsAppearing` just before its
    /// `viewDidAppear` (2.7, as in a synchronous switch).
    case tabs
}

/// A container whose shown child changes through a transition its delegate can animate
/// (and make interactive): navigation (push/pop), tab bar (selection).
@MainActor
public protocol InteractiveContainerContractAdapter: ContainerContractAdapter {
    var transitionShape: InteractiveTransitionShape { get }
    /// Gives the container `base` as the child it shows (and `child`, when the container
    /// holds its children up front), before it appears.
    func prepare(base: UIViewController, child: UIViewController, in container: Container)
    /// Makes the container's delegate answer `animator` and `interaction` for its next
    /// transitions (nil: the built-in behaviour). The container holds the delegate weakly;
    /// the returned object must be kept alive by the caller.
    func animate(_ container: Container, with animator: UIViewControllerAnimatedTransitioning?,
                 interaction: UIViewControllerInteractiveTransitioning?) -> AnyObject
    /// Shows `child` over the base.
    func show(_ child: UIViewController, in container: Container, animated: Bool)
    /// Goes back from `child` to `base`.
    func hide(_ child: UIViewController, revealing base: UIViewController, in container: Container, animated: Bool)
}
