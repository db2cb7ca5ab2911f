import Foundation

/// Appearance callbacks (UIKIT-SEMANTICS 2.x, 3.4–3.7): each controller runs an
/// ``AppearanceStateMachine``; a controller that forwards automatically passes every
/// phase on to the children whose views are inside its view, after its own callback
/// (container first, 3.5).
extension UIViewController {
    /// True inside `viewWillAppear`/`viewDidAppear` of an appearance caused by being added to a parent (3.13).
    public var isMovingToParent: Bool { movingToParentPending && insideCallback(appearing: true) }
    /// True inside `viewWillDisappear`/`viewDidDisappear` of a disappearance caused by removal from a parent.
    public var isMovingFromParent: Bool { movingFromParentPending && insideCallback(appearing: false) }
    /// True inside the appearance callbacks of the controller being presented (6.17).
    public var isBeingPresented: Bool { beingPresentedPending && insideCallback(appearing: true) }
    /// True inside the disappearance callbacks of the controller being dismissed (6.17).
    public var isBeingDismissed: Bool { beingDismissedPending && insideCallback(appearing: false) }

    /// Whether an appearance callback of that direction is running: the state says which
    /// (appearing/appeared inside will/didAppear), so a disappearance begun from inside
    /// `viewDidAppear` does not report the appearance's reasons.
    private func insideCallback(appearing: Bool) -> Bool {
        guard appearanceCallbackDepth > 0 else { return false }
        switch appearance.state {
        case .appearing, .appeared: return appearing
        case .disappearing, .disappeared: return !appearing
        }
    }

    /// Starts an appearance transition for a child whose container does not forward
    /// automatically (3.6, 3.7): `true` sends `viewWillAppear`, `false` `viewWillDisappear`.
    /// Must be balanced by `endAppearanceTransition()`; an unbalanced call logs UIKit's
    /// warning and does nothing.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if performAppearanceBegin(isAppearing, animated: animated) {
            isInExplicitAppearanceTransition = true
            explicitTransitionGeneration &+= 1
        }
    }

    /// Finishes the transition begun by `beginAppearanceTransition(_:animated:)`:
    /// sends `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        let generation = explicitTransitionGeneration
        performAppearanceEnd()
        // A transition begun from inside the did-callback is still under way: keep it managed.
        if explicitTransitionGeneration == generation { isInExplicitAppearanceTransition = false }
    }

    /// The appearance state, for dumps and tests.
    var appearanceState: AppearanceStateMachine.State { appearance.state }

    /// Sends the will-callback for a phase and forwards it to children. Returns false
    /// (after the warning) when the request was unbalanced.
    @discardableResult
    func performAppearanceBegin(_ appearing: Bool, animated: Bool) -> Bool {
        // A controller that appears has a view: load it before `viewWillAppear`.
        if appearing, appearance.canBegin(appearing: true) { loadViewIfNeeded() }
        let action = appearance.begin(appearing: appearing)
        switch action {
        case .sendWillAppear:
            pendingAppearanceAnimated = animated
            viewIsAppearingSent = false
            insideAppearanceCallback(.viewWillAppear(animated: animated)) { viewWillAppear(animated) }
        case .sendWillDisappear:
            pendingAppearanceAnimated = animated
            insideAppearanceCallback(.viewWillDisappear(animated: animated)) { viewWillDisappear(animated) }
        default:
            warnUnbalancedAppearance()
            return false
        }
        for child in childrenToForward(beginning: appearing) {
            child.performAppearanceBegin(appearing, animated: animated)
        }
        return true
    }

    /// Sends `viewIsAppearing` (once per appearance) to this controller and its forwarded children.
    func performViewIsAppearing() {
        guard appearance.state == .appearing, !viewIsAppearingSent else { return }
        viewIsAppearingSent = true
        insideAppearanceCallback(.viewIsAppearing(animated: pendingAppearanceAnimated)) {
            viewIsAppearing(pendingAppearanceAnimated)
        }
        for child in childrenToForwardEnd() { child.performViewIsAppearing() }
    }

    /// Sends the did-callback of the phase under way and forwards it to children.
    func performAppearanceEnd() {
        if appearance.state == .appearing { performViewIsAppearing() }
        let forwarded = childrenToForwardEnd()
        let action = appearance.end()
        let animated = pendingAppearanceAnimated
        switch action {
        case .sendDidAppear:
            insideAppearanceCallback(.viewDidAppear(animated: animated)) { viewDidAppear(animated) }
            movingToParentPending = false
            beingPresentedPending = false
        case .sendDidDisappear:
            insideAppearanceCallback(.viewDidDisappear(animated: animated)) { viewDidDisappear(animated) }
            movingFromParentPending = false
            beingDismissedPending = false
        default:
            warnUnbalancedAppearance()
            return
        }
        for child in forwarded { child.performAppearanceEnd() }
    }

    private func insideAppearanceCallback(_ callback: LifecycleEvent.Callback, _ body: () -> Void) {
        appearanceCallbackDepth += 1
        reportLifecycle(callback)
        body()
        appearanceCallbackDepth -= 1
    }

    /// UIKit's console message when app code calls an appearance method itself instead of
    /// using `beginAppearanceTransition(_:animated:)`/`endAppearanceTransition()` (2.8).
    func checkAppearanceCallbackSource(_ selector: String) {
        guard appearanceCallbackDepth == 0 else { return }
        UIKitRuntime.current.diagnostics.warn(
            "Calling -\(selector) directly on a view controller is not supported, and may result in out-of-order "
                + "callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and "
                + "-endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead. "
                + "Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the "
                + "debugger. View controller: \(debugName)")
    }

    private func warnUnbalancedAppearance() {
        UIKitRuntime.current.diagnostics.warn(
            "Unbalanced calls to begin/end appearance transitions for <\(typeName): \(debugAddress)>.")
    }

    /// Children that get this phase: only when forwarding automatically, only those
    /// whose views are inside ours, not managed explicitly, and not already there.
    private func childrenToForward(beginning appearing: Bool) -> [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = storedView else { return [] }
        return storedChildren.filter { child in
            guard let childView = child.storedView, childView.isDescendant(of: root) else { return false }
            return !child.isInExplicitAppearanceTransition && child.appearance.canBegin(appearing: appearing)
        }
    }

    private func childrenToForwardEnd() -> [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods else { return [] }
        return storedChildren.filter {
            !$0.isInExplicitAppearanceTransition && ($0.appearance.state == .appearing || $0.appearance.state == .disappearing)
        }
    }
}

/// Finds the controllers whose appearance changes when a view subtree enters or leaves a
/// visible window, and runs the phases on them. Only the topmost eligible controllers
/// are collected; each forwards to its own children, so the cost follows the moved
/// subtree, not the window.
@MainActor
enum AppearanceForwarding {
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

    static func isAutomaticallyForwarded(_ controller: UIViewController, appearing: Bool) -> Bool {
        if let parent = controller.storedParent, !parent.shouldAutomaticallyForwardAppearanceMethods { return false }
        return !controller.isInExplicitAppearanceTransition && controller.appearance.canBegin(appearing: appearing)
    }

    static func beginPhase(_ controllers: [UIViewController], appearing: Bool, animated: Bool = false) {
        controllers.forEach { $0.performAppearanceBegin(appearing, animated: animated) }
    }

    /// Ends the phase for each controller, except one that an explicit
    /// `beginAppearanceTransition` took over meanwhile (e.g. a navigation controller that
    /// pushed from inside its top's `viewWillAppear`): its caller ends that one (3.7).
    static func endPhase(_ controllers: [UIViewController]) {
        controllers.forEach { if !$0.isInExplicitAppearanceTransition { $0.performAppearanceEnd() } }
    }
}
