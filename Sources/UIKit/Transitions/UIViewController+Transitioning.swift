import Foundation

extension UIViewController {
    /// The coordinator of the transition this controller, or its nearest ancestor, takes
    /// part in (push, pop, present, dismiss, tab switch); nil when none is under way — in
    /// particular inside `viewDidAppear`/`viewDidDisappear`, which run once it has ended.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        var controller: UIViewController? = self
        while let current = controller {
            if let performer = current.transitionInProgress, performer.isUnderway { return performer.coordinator }
            controller = current.storedParent
        }
        return nil
    }
}
