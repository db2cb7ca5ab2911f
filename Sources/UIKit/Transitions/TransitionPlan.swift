import Foundation

/// One view-controller transition as its container describes it, for
/// ``TransitionPerformer`` to carry out: who leaves and who arrives, the container view,
/// and the callbacks, containment calls and view moves it owes, in order.
///
/// A container builds the plan; it states no timing. The performer runs ``willSteps`` at
/// once, then lets the driver (built-in animation, custom animator, or interaction
/// controller) run, then ``didSteps`` when the transition completes — or, when it is
/// cancelled, ``cancelSteps`` followed by the reversed appearance callbacks of every
/// controller a `.begin` step touched (UIKIT-SEMANTICS 2.1) and ``afterCancelSteps``.
///
/// ```swift
/// var plan = TransitionPlan(from: a, to: b, containerView: view, animated: true, duration: 0.35)
/// plan.willSteps = [.begin(a, appearing: false), .begin(b, appearing: true), .perform { install(b) }]
/// plan.didSteps = [.perform { a.view.removeFromSuperview() }, .end(a), .end(b)]
/// TransitionPerformer(plan: plan).start()
/// ```
@MainActor
struct TransitionPlan {
    /// One thing the transition owes, in order.
    enum Step {
        /// `beginAppearanceTransition(appearing, animated: animated ?? plan.animated)`.
        case begin(UIViewController, appearing: Bool, animated: Bool? = nil)
        /// `endAppearanceTransition()`.
        case end(UIViewController)
        /// A containment call, view move, delegate message or completion block.
        case perform(() -> Void)
        /// Asks ``driverProvider`` for the animator and interaction controller now (a
        /// navigation delegate is asked after `willShow`, before the will-callbacks).
        case chooseDriver
    }

    /// The controller on screen before (`viewController(forKey: .from)`).
    var from: UIViewController?
    /// The controller on screen after (`viewController(forKey: .to)`).
    var to: UIViewController?
    /// The views an animator may move (`view(forKey:)`); nil for one it must leave alone.
    var fromView: UIView?
    var toView: UIView?
    /// With no explicit view, `view(forKey:)` answers the controller's loaded view
    /// (containers); presentations name their views (a sheet's presenter is not given).
    var viewsFollowControllers = false
    var containerView: UIView
    var animated: Bool
    /// The built-in animation's length when ``animated``.
    var duration: TimeInterval
    var options: UIView.AnimationOptions = []
    var presentationStyle: UIModalPresentationStyle = .none
    /// Finish inside `start()`, without going through the clock (a tab switch, 5.3) — unless
    /// a custom animator or interaction controller drives it.
    var completesSynchronously = false
    /// Whether the participants answer `transitionCoordinator` (`transition(from:to:)`
    /// has none on iOS).
    var providesCoordinator = true
    /// Whether transitions started while this one runs, by its participants or their
    /// descendants (the container changes a split's collapse makes), are steps of it: they
    /// register no coordinator, so everyone answers this transition's.
    var enclosesNestedTransitions = false
    /// The controllers (besides `from` and `to`) whose `transitionCoordinator` is this
    /// transition's: the container or the presenter.
    var owners: [UIViewController] = []
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]

    /// A custom animator (from a delegate); nil uses the built-in animation.
    var animator: UIViewControllerAnimatedTransitioning?
    /// Drives the transition from user input; used only together with an ``animator``.
    var interactionController: UIViewControllerInteractiveTransitioning?
    /// Supplies ``animator`` and ``interactionController`` at the `.chooseDriver` step.
    var driverProvider: (() -> (UIViewControllerAnimatedTransitioning?, UIViewControllerInteractiveTransitioning?))?
    /// Run just before the built-in animation starts: where its views start from.
    var builtInSetup: (() -> Void)?
    /// The built-in animation's changes (run inside `UIView.animate`).
    var builtInAnimations: (() -> Void)?

    var willSteps: [Step] = []
    var didSteps: [Step] = []
    /// Undoing the transition's view moves and state, before the reversed callbacks.
    var cancelSteps: [Step] = []
    /// After the reversed callbacks: containment restored, completion blocks.
    var afterCancelSteps: [Step] = []

    init(from: UIViewController?, to: UIViewController?, containerView: UIView, animated: Bool,
         duration: TimeInterval) {
        self.from = from
        self.to = to
        self.containerView = containerView
        self.animated = animated
        self.duration = animated ? duration : 0
    }

    /// The controllers that answer this transition's `transitionCoordinator`.
    var participants: [UIViewController] { [from, to].compactMap { $0 } + owners }
}
