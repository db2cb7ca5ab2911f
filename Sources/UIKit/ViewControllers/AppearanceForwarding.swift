import Foundation

/// The appearance a view move owes the controllers whose root views it takes into or out
/// of a visible window (UIKIT-SEMANTICS 3.4), decided here once for every container:
///
/// * Only the topmost controllers in the moved subtree are concerned; each forwards to its
///   own children, so the cost follows the subtree, not the window. A controller driven
///   explicitly (3.7), or whose parent forwards by hand (3.6), is left alone.
/// * A controller whose parent is settled (or that has none) runs its own phase around
///   the move: the will-callback before, the did-callback after (3.9). A view put straight
///   into a window (a window's root) gets the window's sequence after the move instead:
///   will, layout, `viewIsAppearing`, did (2.2).
/// * A controller whose parent is appearing or disappearing joins the parent's phase,
///   whichever container it is (3.5, container first, phase by phase):
///
///   | the child's view         | parent appearing              | parent disappearing            |
///   |--------------------------|-------------------------------|--------------------------------|
///   | enters the window        | will now, did after parent's  | nothing: it is already where the parent is going |
///   | leaves the window        | its own phase around the move | will now, did after parent's   |
///
///   "After the parent's" holds even when the child leaves its parent in between (see
///   `UIViewController.removeFromParent()`): the did-callback is owed to the phase.
///
/// `HierarchyMove` makes one per move: ``willMove()`` before the views change, ``didMove()`` after.
@MainActor
struct AppearanceMove {
    private struct Join {
        let controller: UIViewController
        let leader: UIViewController
        let appearing: Bool
    }

    private var leaving: [UIViewController] = []
    private var entering: [UIViewController] = []
    private var joining: [Join] = []
    /// Set when the view goes straight into this (visible) window.
    private var enteringWindow: UIWindow?

    init(moving view: UIView, from oldWindow: UIWindow?, to newWindow: UIWindow?, into newSuperview: UIView?) {
        guard oldWindow !== newWindow else { return }
        if let oldWindow, oldWindow.isVisible {
            for controller in AppearanceForwarding.targets(in: view, appearing: false) { place(controller, appearing: false) }
        }
        if let newWindow, newWindow.isVisible {
            for controller in AppearanceForwarding.targets(in: view, appearing: true) { place(controller, appearing: true) }
            if newSuperview === newWindow { enteringWindow = newWindow }
        }
    }

    private mutating func place(_ controller: UIViewController, appearing: Bool) {
        // Targets' parents forward automatically (see `AppearanceForwarding.targets`).
        if let parent = controller.storedParent, !parent.appearance.isSettled {
            let parentAppearing = parent.appearance.state == .appearing
            if appearing == parentAppearing {
                joining.append(Join(controller: controller, leader: parent, appearing: appearing))
                return
            }
            // Installed while the parent disappears: it stays disappeared with it.
            if appearing { return }
        }
        if appearing { entering.append(controller) } else { leaving.append(controller) }
    }

    /// The will-phase, before the views change.
    func willMove() {
        AppearanceForwarding.beginPhase(leaving, appearing: false)
        for join in joining {
            join.controller.performAppearanceBegin(join.appearing, animated: join.leader.appearance.animated,
                                                   driver: .follows(ObjectIdentifier(join.leader)))
        }
        if enteringWindow == nil { AppearanceForwarding.beginPhase(entering, appearing: true) }
    }

    /// The did-phase, once the views are in place. Joined controllers wait for their leader.
    func didMove() {
        AppearanceForwarding.endPhase(leaving)
        if let enteringWindow {
            enteringWindow.runAppearance(of: entering, appearing: true)
        } else {
            AppearanceForwarding.endPhase(entering)
        }
    }
}

/// Finds the controllers whose appearance changes when a view subtree enters or leaves a
/// visible window, and runs whole phases on them (a hierarchy move, a window's sequence).
@MainActor
enum AppearanceForwarding {
    /// The topmost controllers in `subtree` that can begin the phase and whose parent (if
    /// any) forwards automatically.
    static func targets(in subtree: UIView, appearing: Bool) -> [UIViewController] {
        var found: [UIViewController] = []
        collect(from: subtree, appearing: appearing, into: &found)
        return found
    }

    private static func collect(from view: UIView, appearing: Bool, into found: inout [UIViewController]) {
        if let controller = view.owningViewController {
            // Below a controller, its own forwarding decides; stop here either way.
            if isAutomaticallyForwarded(controller, appearing: appearing) { found.append(controller) }
            return
        }
        for subview in view.storedSubviews { collect(from: subview, appearing: appearing, into: &found) }
    }

    private static func isAutomaticallyForwarded(_ controller: UIViewController, appearing: Bool) -> Bool {
        if let parent = controller.storedParent, !parent.shouldAutomaticallyForwardAppearanceMethods { return false }
        return controller.appearance.driver != .explicit && controller.appearance.canBegin(appearing: appearing)
    }

    /// Begins the phase on each controller; the caller ends it with ``endPhase(_:)``.
    static func beginPhase(_ controllers: [UIViewController], appearing: Bool, animated: Bool = false) {
        controllers.forEach { $0.performAppearanceBegin(appearing, animated: animated, driver: .hierarchy) }
    }

    /// Ends the phase for each controller still driven by it — not one that an explicit
    /// `beginAppearanceTransition` took over meanwhile (e.g. a navigation controller that
    /// pushed from inside its top's `viewWillAppear`): its caller ends that one (3.7).
    static func endPhase(_ controllers: [UIViewController]) {
        controllers.forEach { if $0.appearance.driver == .hierarchy { $0.performAppearanceEnd() } }
    }
}
