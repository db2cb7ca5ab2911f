import Foundation

/// What a transition coordinator's blocks are told about the transition under way.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    /// The presentation's style; `.none` for other transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition began interactively.
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    /// True while user input drives the transition.
    var isInteractive: Bool { get }
    /// True once an interactive transition was cancelled.
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    /// The interaction's last reported progress, 0…1 (0 for non-interactive transitions).
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    /// The rotation applied during a size transition (identity for other transitions).
    var targetTransform: CGAffineTransform { get }
}

/// Lets code run alongside a transition and after it: `transitionCoordinator` of the
/// controllers involved (push, pop, present, dismiss, tab switch), and the argument of
/// `viewWillTransition(to:with:)` (size change).
///
/// Blocks registered before the animation starts (from the will-callbacks) run inside
/// it; completions run when the transition has ended — finished or cancelled — before
/// the did-callbacks. Registered later, an animation block runs at once, inside an
/// animation lasting the rest of the transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Queues `animation` to run inside the transition's animation and `completion`
    /// after it ends. Returns false when the transition is not animated (the blocks
    /// still run, without animation), as UIKit does.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for animations of a view outside
    /// the container view (`view`; nil means the container).
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` each time the transition stops being interactive (the interaction
    /// finished or was cancelled) or becomes interactive again.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// UIKit's defaults: either block may be left out.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil,
                        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                           completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil)
        -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: completion)
    }
}

/// The coordinator for a size or trait transition: collects blocks while the
/// will-callbacks run, then runs the animations in one animation block on the clock and
/// the completions when it ends (a later run-loop turn, as on iOS). Never interactive.
///
///     collecting ──run()──▶ animating ──animation ends──▶ done
///
/// A block added while `animating` runs at once, in its own animation lasting what is
/// left of the rotation, and its completion joins the others at the end (UIKIT-SEMANTICS
/// 10.3); one added when `done` is refused (`false`), its blocks never run.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator, ActiveTransition {
    let isAnimated: Bool
    let presentationStyle = UIModalPresentationStyle.none
    let initiallyInteractive = false
    let isInterruptible = false
    let isInteractive = false
    let isCancelled = false
    let transitionDuration: TimeInterval
    let completionVelocity: CGFloat = 1
    let completionCurve = UIView.AnimationCurve.easeInOut
    let containerView: UIView
    let targetTransform: CGAffineTransform
    /// The window's size once the transition is done.
    let windowSize: CGSize
    let percentComplete: CGFloat = 0
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private enum Phase { case collecting, animating(endTime: TimeInterval), done }
    private var phase = Phase.collecting
    /// From creation until the completions have run: the window's controllers report it as
    /// their `transitionCoordinator`.
    private(set) var isUnderway = true
    var activeCoordinator: UIViewControllerTransitionCoordinator { self }

    init(containerView: UIView, duration: TimeInterval, targetTransform: CGAffineTransform, windowSize: CGSize) {
        self.containerView = containerView
        self.windowSize = windowSize
        self.transitionDuration = duration
        self.isAnimated = duration > 0
        self.targetTransform = targetTransform
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        switch phase {
        case .collecting:
            if let animation { animations.append(animation) }
        case .animating(let endTime):
            // Late: join the running rotation for the time it has left.
            if let animation {
                let remaining = max(0, endTime - ViewControllerKit.Runtime.current.clock.now)
                UIView.animate(withDuration: remaining, delay: 0, options: [],
                               animations: { animation(self) }, completion: nil)
            }
        case .done:
            return false
        }
        if let completion { completions.append(completion) }
        return isAnimated
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// A size transition is never interactive: the handler is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs the queued animations now (inside an animation of the transition's duration)
    /// and the completions when that animation completes.
    func run(whenDone: @escaping () -> Void = {}, _ changes: @escaping () -> Void) {
        let queued = animations
        animations = []
        phase = .animating(endTime: ViewControllerKit.Runtime.current.clock.now + transitionDuration)
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [], animations: {
            changes()
            queued.forEach { $0(self) }
        }, completion: { _ in
            self.phase = .done
            self.isUnderway = false
            whenDone()
            let completions = self.completions
            self.completions = []
            completions.forEach { $0(self) }
        })
    }
}
