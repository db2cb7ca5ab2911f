import Foundation

/// A transition under way that controllers report through `transitionCoordinator`: a
/// ``TransitionPerformer`` (push, pop, present, dismiss, tab switch) or a
/// ``SizeTransitionCoordinator`` (size change).
@MainActor
protocol ActiveTransition: AnyObject {
    var isUnderway: Bool { get }
    var activeCoordinator: UIViewControllerTransitionCoordinator { get }
}

extension TransitionPerformer: ActiveTransition {
    var activeCoordinator: UIViewControllerTransitionCoordinator { coordinator }
}

extension UIViewController {
    /// The coordinator of the transition this controller, or its nearest ancestor, takes
    /// part in (push, pop, present, dismiss, tab switch, size change); nil when none is under
    /// way — in particular inside `viewDidAppear`/`viewDidDisappear`, which run once it has
    /// ended.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        var controller: UIViewController? = self
        while let current = controller {
            if let transition = current.transitionInProgress, transition.isUnderway { return transition.activeCoordinator }
            controller = current.storedParent
        }
        return nil
    }

    /// Makes `transition` the one this controller, its children and the controllers it
    /// presents report, unless they already take part in another (a size change during a push).
    func registerTransitionInSubtree(_ transition: ActiveTransition) {
        if transitionInProgress?.isUnderway != true { transitionInProgress = transition }
        storedChildren.forEach { $0.registerTransitionInSubtree(transition) }
        storedPresentedViewController?.registerTransitionInSubtree(transition)
    }

    /// Makes `transition` the one this controller and everything under it report, over any
    /// other (a split's collapse inside the rotation that caused it).
    func claimTransitionInSubtree(_ transition: ActiveTransition) {
        transitionInProgress = transition
        storedChildren.forEach { $0.claimTransitionInSubtree(transition) }
        storedPresentedViewController?.claimTransitionInSubtree(transition)
    }

    func unregisterTransitionInSubtree(_ transition: ActiveTransition) {
        if transitionInProgress === transition { transitionInProgress = nil }
        storedChildren.forEach { $0.unregisterTransitionInSubtree(transition) }
        storedPresentedViewController?.unregisterTransitionInSubtree(transition)
    }
}
