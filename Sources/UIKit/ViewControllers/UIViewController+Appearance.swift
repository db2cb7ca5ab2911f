import Foundation

/// Appearance callbacks (UIKIT-SEMANTICS 2.x, 3.4–3.7, 3.13): each controller runs an
/// ``AppearanceStateMachine`` and sends the callbacks it returns. A controller that
/// forwards automatically passes each phase on, container first (3.5): its will-callback
/// to the children whose views are inside its view, right after its own; its did-callback,
/// right after its own, to every controller that follows its phase — those children, and
/// any child installed or removed while the phase was under way (see ``AppearanceMove``).
extension UIViewController {
    /// True inside `viewWillAppear`/`viewDidAppear` of an appearance caused by being added to a parent (3.13).
    public var isMovingToParent: Bool { appearance.reports(.movingToParent) }
    /// True inside `viewWillDisappear`/`viewDidDisappear` of a disappearance caused by removal from a parent.
    public var isMovingFromParent: Bool { appearance.reports(.movingFromParent) }
    /// True inside the appearance callbacks of the controller being presented (6.17).
    public var isBeingPresented: Bool { appearance.reports(.beingPresented) }
    /// True inside the disappearance callbacks of the controller being dismissed (6.17).
    public var isBeingDismissed: Bool { appearance.reports(.beingDismissed) }

    /// Starts an appearance transition for a child whose container does not forward
    /// automatically (3.6, 3.7): `true` sends `viewWillAppear`, `false` `viewWillDisappear`.
    /// Must be balanced by `endAppearanceTransition()`; an unbalanced call logs UIKit's
    /// warning and does nothing. Until then, automatic forwarding leaves the controller alone.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        performAppearanceBegin(isAppearing, animated: animated, driver: .explicit)
    }

    /// Finishes the transition begun by `beginAppearanceTransition(_:animated:)`:
    /// sends `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        performAppearanceEnd()
    }

    /// The appearance state, for containers, dumps and tests.
    var appearanceState: AppearanceStateMachine.State { appearance.state }

    /// Sends the will-callback for a phase and forwards it to children. Returns false
    /// (after the warning) when the request was unbalanced.
    @discardableResult
    func performAppearanceBegin(_ appearing: Bool, animated: Bool, driver: AppearanceStateMachine.Driver) -> Bool {
        guard appearance.canBegin(appearing: appearing) else {
            warnUnbalancedAppearance()
            return false
        }
        // A controller that appears has a view: load it before `viewWillAppear`.
        if appearing { loadViewIfNeeded() }
        // Did-callbacks still owed go out first: former children never take part in a new
        // phase, and children still follow the previous one when it is begun from inside
        // this controller's did-callback (before forwarding reached them).
        settleFollowers(includingChildren: appearance.isSettled)
        let nestedIn = driver == .explicit && appearing ? appearingParent.map(ObjectIdentifier.init) : nil
        let action = appearance.begin(appearing: appearing, animated: animated, driver: driver, nestedIn: nestedIn)
        send(action)
        let leader = AppearanceStateMachine.Driver.follows(ObjectIdentifier(self))
        for child in childrenToForward(beginning: appearing) {
            child.performAppearanceBegin(appearing, animated: animated, driver: leader)
        }
        return true
    }

    /// Sends `viewIsAppearing` (once per appearance) to this controller and its followers.
    /// An explicit appearance nested in the parent's gets it right after the parent's.
    func performViewIsAppearing() {
        if let parent = nestingParent, !parent.appearance.hasSentViewIsAppearing { return }
        let action = appearance.viewIsAppearing()
        guard action != .none else { return }
        send(action)
        let leader = ObjectIdentifier(self)
        let nested = storedChildren.filter { $0.appearance.nestedIn == leader }
        for follower in followers + nested where follower.appearance.state == .appearing {
            follower.performViewIsAppearing()
        }
    }

    /// Sends the did-callback of the phase under way, then its followers'. An explicit
    /// end of a phase nested in the parent's, requested before the parent's did-callback,
    /// follows the parent instead (3.5: the container's did-callback comes first).
    func performAppearanceEnd() {
        if appearance.state == .appearing { performViewIsAppearing() }
        if appearance.driver == .explicit, let parent = nestingParent {
            appearance.follow(ObjectIdentifier(parent))
            return
        }
        let action = appearance.end()
        guard action != .warnUnbalanced else {
            warnUnbalancedAppearance()
            return
        }
        send(action)
        // A phase begun inside the did-callback has settled the followers already.
        guard appearance.isSettled else { return }
        settleFollowers(includingChildren: true)
        if appearance.state == .appeared { settleMovesOfChildrenLeftOut() }
    }

    /// The parent, while it is in the phase the explicit phase under way was nested in.
    private var nestingParent: UIViewController? {
        guard let leader = appearance.nestedIn, let parent = storedParent, ObjectIdentifier(parent) == leader,
              parent.appearance.state == appearance.state else { return nil }
        return parent
    }

    /// The parent, if it forwards automatically and is appearing: an explicit appearance
    /// begun now (a container's own transition started inside its `viewWillAppear`) is
    /// nested in the parent's. Disappearances are not nested: one begun while the parent
    /// disappears is the container finishing or cancelling its own transition before it
    /// goes, in that transition's order (2.1, 9.4).
    private var appearingParent: UIViewController? {
        guard let parent = storedParent, parent.shouldAutomaticallyForwardAppearanceMethods,
              parent.appearance.state == .appearing else { return nil }
        return parent
    }

    /// The controllers whose phase follows this one's: children, and former children that
    /// left while it was under way.
    private var followers: [UIViewController] {
        let leader = ObjectIdentifier(self)
        return (storedChildren + departedFollowers).filter { $0.appearance.follows(leader) }
    }

    /// Ends the followers' phases (after this controller's did-callback, 3.5).
    private func settleFollowers(includingChildren: Bool) {
        let leader = ObjectIdentifier(self)
        let candidates = (includingChildren ? storedChildren : []) + departedFollowers
        departedFollowers = []
        for follower in candidates where follower.appearance.follows(leader) { follower.performAppearanceEnd() }
    }

    /// This controller appeared and some children did not (a tab that is not selected, a
    /// controller below the top of a navigation stack): their move to this parent is over,
    /// so their later appearance is not caused by it (3.13).
    private func settleMovesOfChildrenLeftOut() {
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in storedChildren where child.appearance.state == .disappeared {
            child.appearance.drop(.movingToParent)
        }
    }

    /// The containment half of ``settleMovesOfChildrenLeftOut()``: a child whose move
    /// completes (`didMove(toParent:)`) while its parent is on screen and that did not
    /// appear is not moving any more (3.13). One added while the parent is off screen, or
    /// still appearing, keeps the reason for the appearance it makes with its parent.
    func containmentDidMove(toParent parent: UIViewController?) {
        guard let parent, parent.appearance.state == .appeared, appearance.state == .disappeared else { return }
        appearance.drop(.movingToParent)
    }

    /// Sends one callback with the reasons readable inside it.
    private func send(_ action: AppearanceStateMachine.Action) {
        appearance.callbackWillRun()
        switch action {
        case .sendWillAppear(let animated):
            reportLifecycle(.viewWillAppear(animated: animated))
            viewWillAppear(animated)
        case .sendViewIsAppearing(let animated):
            reportLifecycle(.viewIsAppearing(animated: animated))
            viewIsAppearing(animated)
        case .sendDidAppear(let animated):
            reportLifecycle(.viewDidAppear(animated: animated))
            viewDidAppear(animated)
        case .sendWillDisappear(let animated):
            reportLifecycle(.viewWillDisappear(animated: animated))
            viewWillDisappear(animated)
        case .sendDidDisappear(let animated):
            reportLifecycle(.viewDidDisappear(animated: animated))
            viewDidDisappear(animated)
        case .none, .warnUnbalanced: break
        }
        appearance.callbackDidRun(action)
    }

    /// UIKit's console message when app code calls an appearance method itself instead of
    /// using `beginAppearanceTransition(_:animated:)`/`endAppearanceTransition()` (2.8).
    func checkAppearanceCallbackSource(_ selector: String) {
        guard appearance.callbackDepth == 0 else { return }
        runtimeInUse.diagnostics.warn(
            "Calling -\(selector) directly on a view controller is not supported, and may result in out-of-order "
                + "callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and "
                + "-endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead. "
                + "Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the "
                + "debugger. View controller: \(debugName)")
    }

    private func warnUnbalancedAppearance() {
        runtimeInUse.diagnostics.warn(
            "Unbalanced calls to begin/end appearance transitions for <\(typeName): \(debugAddress)>.")
    }

    /// Children that get this phase: only when forwarding automatically, only those
    /// whose views are inside ours, not driven explicitly, and not already there.
    private func childrenToForward(beginning appearing: Bool) -> [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = storedView else { return [] }
        return storedChildren.filter { child in
            guard let childView = child.storedView, childView.isDescendant(of: root) else { return false }
            return child.appearance.driver != .explicit && child.appearance.canBegin(appearing: appearing)
        }
    }
}
