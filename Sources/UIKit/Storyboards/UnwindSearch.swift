import Foundation
import StoryboardFormat

/// The unwind segue (UIKIT-SEMANTICS 11.5).
///
/// ```
/// source ──parent/presenter──▶ ancestor A ──allowedChildrenForUnwinding(from:)──▶ each child,
///   depth first (its allowed children, then itself) ──▶ A itself ──▶ A's parent/presenter …
/// a candidate is the destination when canPerformUnwindSegueAction(_:from:sender:) is true
/// ```
///
/// Then: the source's `prepare(for:sender:)`, the unwind action on the destination, and
/// the transition: each container above the destination gets `unwind(for:towards:)` (a
/// navigation controller then pops to the child on the path, a tab bar controller selects
/// it) and a presentation above the destination is dismissed.
@MainActor
enum UnwindSearch {
    static func unwind(_ segue: Segue, from source: UIViewController, sender: Any?) {
        let action = Selector(segue.unwindAction ?? "")
        let search = UIStoryboardUnwindSegueSource(source: source, unwindAction: action, sender: sender)
        guard let destination = findDestination(for: search) else {
            source.runtimeInUse.diagnostics.warn(
                "Could not find a view controller to execute unwinding for \(source.debugName) (action \(action))")
            return
        }
        // The handler needs the segue it belongs to, for `unwind(for:towards:)`.
        let box = SegueBox()
        let unwindSegue = UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination) {
            guard let made = box.segue else { return }
            performTransition(made, animated: segue.animates ?? true)
        }
        box.segue = unwindSegue
        source.prepare(for: unwindSegue, sender: sender)
        ViewControllerKit.InterfaceBuilder.action(action.name, of: destination)?(destination, unwindSegue)
        unwindSegue.perform()
    }

    static func findDestination(for search: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController = search.source
        while let next = current.parent ?? current.presentingViewController {
            if let found = searchDown(next, search) { return found }
            current = next
        }
        return nil
    }

    private static func searchDown(_ controller: UIViewController, _ search: UIStoryboardUnwindSegueSource) -> UIViewController? {
        for child in controller.allowedChildrenForUnwinding(from: search) {
            if let found = searchDown(child, search) { return found }
        }
        if controller !== search.source,
           controller.canPerformUnwindSegueAction(search.unwindAction, from: search.source, sender: search.sender) {
            return controller
        }
        return nil
    }

    private static func performTransition(_ segue: UIStoryboardSegue, animated: Bool) {
        let destination = segue.destination
        // Containers from the top down, each towards its child on the path to the destination.
        var path: [(container: UIViewController, child: UIViewController)] = []
        var child = destination
        while let parent = child.parent {
            path.insert((parent, child), at: 0)
            child = parent
        }
        for (container, child) in path {
            container.unwind(for: segue, towards: child)
            if let navigation = container as? UINavigationController, navigation.topViewController !== child,
               navigation.viewControllers.contains(where: { $0 === child }) {
                navigation.popToViewController(child, animated: animated)
            } else if let tab = container as? UITabBarController, tab.selectedViewController !== child {
                tab.selectedViewController = child
            }
        }
        var presenter: UIViewController? = destination
        while let candidate = presenter, candidate.presentedViewController == nil { presenter = candidate.parent }
        presenter?.dismiss(animated: animated)
    }

    @MainActor
    private final class SegueBox {
        weak var segue: UIStoryboardSegue?
    }
}

extension UIViewController {
    /// Whether this controller's class declares the unwind action (its registration).
    func declaresUnwindAction(_ action: Selector) -> Bool {
        ViewControllerKit.InterfaceBuilder.action(action.name, of: self) != nil
    }

    func defaultAllowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// The child whose subtree (through children and presentations) holds the source.
    func defaultChildContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController? = source.source
        while let controller = current {
            if controller.parent === self { return controller }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }
}
