import UIKitHeadless

/// The seed's custom container (seed 000, listings 5-1 to 5-3): it displays one content
/// controller at a time and cycles to the next with a sliding transition.
///
/// `displayContentController`, `hideContentController` and `cycle(from:to:)` are the
/// listings in Swift, step for step.
@MainActor
public final class CycleContainerViewController: UIViewController {
    public private(set) var current: UIViewController?
    /// The pages `cycle(through:)` rotates among; the container owns them.
    var pages: [UIViewController] = []

    /// The frame a content controller's view gets: the whole container.
    var frameForContentController: CGRect { view.bounds }
    /// The new view starts just off the right edge…
    var newViewStartFrame: CGRect { view.bounds.offsetBy(dx: view.bounds.width, dy: 0) }
    /// …and the old view ends just off the left edge.
    var oldViewEndFrame: CGRect { view.bounds.offsetBy(dx: -view.bounds.width, dy: 0) }

    /// Listing 5-1: adding a child.
    public func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController
        view.addSubview(content.view)
        content.didMove(toParent: self)
        current = content
    }

    /// Listing 5-2: removing a child.
    public func hideContentController(_ content: UIViewController) {
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
        if current === content { current = nil }
    }

    /// Listing 5-3: transitioning between two children with an animation.
    public func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame
        let endFrame = oldViewEndFrame
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            newVC.view.frame = oldVC.view.frame
            oldVC.view.frame = endFrame
        }, completion: { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: self)
        })
        current = newVC
    }
}
