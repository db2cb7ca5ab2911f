import Foundation

/// What a transition coordinator's blocks are told about the transition under way.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var containerView: UIView { get }
    /// The rotation applied during a size transition (identity for other transitions).
    var targetTransform: CGAffineTransform { get }
}

/// Lets code run alongside a transition (rotation, size change, push, present) and
/// after it (`viewWillTransition(to:with:)` receives one).
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Queues `animation` to run inside the transition's animation and `completion`
    /// after it finishes. Returns false when the transition is not animated (the blocks
    /// still run, without animation), as UIKit does.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The coordinator for a size or trait transition: collects blocks while the
/// will-callbacks run, then runs the animations in one animation block on the clock and
/// the completions when it ends (a later run-loop turn, as on iOS).
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let isInteractive = false
    let isCancelled = false
    let transitionDuration: TimeInterval
    let containerView: UIView
    let targetTransform: CGAffineTransform
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: UIView, duration: TimeInterval, targetTransform: CGAffineTransform) {
        self.containerView = containerView
        self.transitionDuration = duration
        self.isAnimated = duration > 0
        self.targetTransform = targetTransform
    }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return isAnimated
    }

    /// Runs the queued animations now (inside an animation of the transition's duration)
    /// and the completions when that animation completes.
    func run(_ changes: @escaping () -> Void) {
        let queued = animations
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [], animations: {
            changes()
            queued.forEach { $0(self) }
        }, completion: { _ in
            self.completions.forEach { $0(self) }
        })
    }
}
