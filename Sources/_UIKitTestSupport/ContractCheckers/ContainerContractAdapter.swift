import Foundation
import UIKitTesting

/// What the contract checker needs to know about one kind of container: how to make one
/// and what an app calls to give it a child and take the child away. The checker derives
/// every expected callback from the rules and these few facts; an adapter states no trace.
@MainActor
public protocol ContainerContractAdapter {
    associatedtype Container: UIViewController

    /// How the container's own API shows or removes a child while the container is on
    /// screen (and, for a transition, inside its `viewWillAppear`).
    var childChanges: ContainerChildChanges { get }

    /// Set when the container cannot be left empty, so removing the child means showing a
    /// successor (a page view controller always shows a page, UIKIT-SEMANTICS 9.1).
    var removalShowsSuccessor: Bool { get }

    /// A container whose appearance callbacks go through `probe` (see ``ContainerProbe``).
    func makeContainer(probe: ContainerProbe) -> Container

    /// Gives the container `child` as its only content, as an app would.
    func install(_ child: UIViewController, in container: Container, animated: Bool)

    /// Takes `child` away, as an app would; `successor` is non-nil exactly when
    /// ``removalShowsSuccessor`` is set, and replaces it.
    func remove(_ child: UIViewController, from container: Container, successor: UIViewController?, animated: Bool)
}

/// How a container changes its displayed child.
public enum ContainerChildChanges: Sendable, Hashable {
    /// At once, without animation: the child's view goes in (or out) inside the call, and
    /// its appearance runs around that (3.9; a tab switch, 5.3; split columns).
    case immediate
    /// As a transition that carries the call's `animated` flag and finishes on the clock
    /// (the next run-loop turn, or after its duration): a push or pop (4.2, 4.4, 4.8), a
    /// page change (9.1). `didMove(toParent:)` comes when it finishes.
    case transition
}

/// The container's side of a contract run: records the container's appearance callbacks
/// as `P.<callback>` in the shared trace, with the same flags a `TracingViewController`
/// prints, and runs the hooks a scenario sets inside its `viewWillAppear` and
/// `viewWillDisappear` (after `super`, as an app's override would).
///
/// Each adapter's container subclass forwards its five appearance overrides here:
///
/// ```swift
/// override func viewWillAppear(_ animated: Bool) {
///     probe.viewWillAppear(self, animated) { super.viewWillAppear(animated) }
/// }
/// ```
@MainActor
public final class ContainerProbe {
    public let trace: TraceRecorder
    /// Run once, inside the container's next `viewWillAppear`, after `super`.
    public var onWillAppear: (() -> Void)?
    /// Run once, inside the container's next `viewWillDisappear`, after `super`.
    public var onWillDisappear: (() -> Void)?

    public init(trace: TraceRecorder) {
        self.trace = trace
    }

    public func viewWillAppear(_ container: UIViewController, _ animated: Bool, super body: () -> Void) {
        record(container, "viewWillAppear(\(animated))")
        body()
        let hook = onWillAppear
        onWillAppear = nil
        hook?()
    }

    public func viewIsAppearing(_ container: UIViewController, _ animated: Bool, super body: () -> Void) {
        trace.record("P.viewIsAppearing(\(animated))")
        body()
    }

    public func viewDidAppear(_ container: UIViewController, _ animated: Bool, super body: () -> Void) {
        record(container, "viewDidAppear(\(animated))")
        body()
    }

    public func viewWillDisappear(_ container: UIViewController, _ animated: Bool, super body: () -> Void) {
        record(container, "viewWillDisappear(\(animated))")
        body()
        let hook = onWillDisappear
        onWillDisappear = nil
        hook?()
    }

    public func viewDidDisappear(_ container: UIViewController, _ animated: Bool, super body: () -> Void) {
        record(container, "viewDidDisappear(\(animated))")
        body()
    }

    private func record(_ container: UIViewController, _ callback: String) {
        trace.record("P.\(callback)\(TracingViewController.appearanceFlags(of: container))")
    }
}
