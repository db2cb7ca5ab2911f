import Foundation

/// Names the two controllers of a transition in ``UIViewControllerContextTransitioning``.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller on screen when the transition begins (leaving, or covered).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller on screen when the transition ends (arriving, or uncovered).
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Names the two views an animator moves in ``UIViewControllerContextTransitioning``.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What an animator or interaction controller is given about the transition it runs.
/// UIKit makes it; apps use it and never adopt it.
///
/// The order a custom animator sees: the will-callbacks (and the coordinator's will-time
/// registrations) have run and the arriving view is in place when
/// `animateTransition(using:)` is called; the animator calls ``completeTransition(_:)``
/// once, when its animation ends; the did-callbacks (or, when cancelled, the reversed
/// callbacks of UIKIT-SEMANTICS 2.1) follow inside that call.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the animator adds the arriving view to it.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    /// True from `startInteractiveTransition(_:)` until the interaction finishes or cancels.
    var isInteractive: Bool { get }
    /// True once the interaction was cancelled: pass `!transitionWasCancelled` to
    /// ``completeTransition(_:)``.
    var transitionWasCancelled: Bool { get }
    /// The presentation's style; `.none` for transitions that are not presentations.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The interaction's progress, 0…1; the coordinator's `percentComplete` follows it.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ends and the transition will complete.
    func finishInteractiveTransition()
    /// The interaction ends and the transition will be undone.
    func cancelInteractiveTransition()
    /// The interaction pauses (an interruptible transition the user grabbed again).
    func pauseInteractiveTransition()
    /// Ends the transition; `didComplete` false undoes it. Call once, when the animation ends.
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view to animate; nil for a view the transition must not move (a sheet's presenter).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition (identity unless the interface rotates).
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view starts; `.zero` when the transition does not know (an arriving view).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends; `.zero` for a view that leaves.
    func finalFrame(for vc: UIViewController) -> CGRect
}
