import Foundation

/// A view controller's appearance: where it is in the cycle, and the bookkeeping of the
/// transition under way. Each request returns the callback to send; the controller sends
/// it and forwards the phase (`UIViewController+Appearance`).
///
/// ```
///                begin(true) ▸ viewWillAppear                 end() ▸ viewDidAppear
///  ┌─────────────┐ ─────────────────────────▶ ┌───────────┐ ────────────────────────▶ ┌──────────┐
///  │ disappeared │                            │ appearing │ ◀─┐ viewIsAppearing()     │ appeared │
///  └─────────────┘                            └───────────┘ ──┘ ▸ viewIsAppearing,    └──────────┘
///         ▲                                     │      ▲          once                    │
///         │                        begin(false) │      │ begin(true)                      │ begin(false)
///         │                 ▸ viewWillDisappear │      │ ▸ viewWillAppear                 │ ▸ viewWillDisappear
///         │                                     ▼      │                                  │
///         │   end() ▸ viewDidDisappear        ┌──────────────┐                            │
///         └────────────────────────────────── │ disappearing │ ◀──────────────────────────┘
///                                             └──────────────┘
/// ```
/// The two arrows between `appearing` and `disappearing` reverse a phase before its
/// did-callback: a cancelled interactive transition (UIKIT-SEMANTICS 2.1). Anything
/// else — beginning the phase that is already under way or done, ending with nothing
/// begun — is UIKit's "Unbalanced calls to begin/end appearance transitions" and changes
/// nothing.
///
/// The payload:
/// * While `appearing`/`disappearing`, a ``Transition``: its `animated` flag (repeated in
///   every callback of the phase), whether `viewIsAppearing` went out, and its ``Driver``
///   — who sends the did-callback: the view move or window sequence that began it, the
///   controller it follows (its container, 3.5), or `endAppearanceTransition()` (3.7).
/// * In every state, the ``Reasons`` of the next transition (moving to or from a parent,
///   being presented or dismissed): set by containment and presentation, reported inside
///   the callbacks of that direction, dropped when its did-callback has run (2.6, 3.13, 6.17).
struct AppearanceStateMachine: Equatable, Sendable {
    enum State: Equatable, Sendable, CustomStringConvertible {
        case disappeared, appearing, appeared, disappearing
        var description: String {
            switch self {
            case .disappeared: "disappeared"
            case .appearing: "appearing"
            case .appeared: "appeared"
            case .disappearing: "disappearing"
            }
        }
    }

    /// Who ends a phase, that is, sends its did-callback.
    enum Driver: Equatable, Sendable {
        /// The view move (or the window's appearance sequence) that began it.
        case hierarchy
        /// Forwarding: the did-callback follows that controller's own did-callback. A
        /// container's children follow it; so does a child installed or removed while the
        /// container is mid-phase, even once it has left the container (3.5).
        case follows(ObjectIdentifier)
        /// `beginAppearanceTransition(_:animated:)`; `endAppearanceTransition()` ends it (3.7).
        case explicit
    }

    /// The phase under way.
    struct Transition: Equatable, Sendable {
        var animated: Bool
        var driver: Driver
        var viewIsAppearingSent = false
        /// Set for an explicit appearance begun while that controller (the parent) was
        /// appearing: its `viewIsAppearing` and `viewDidAppear` wait for the parent's (3.5).
        var nestedIn: ObjectIdentifier?
    }

    /// Why the next transition happens; reported by `isMovingToParent` and its siblings.
    struct Reasons: OptionSet, Equatable, Sendable {
        let rawValue: UInt8
        static let movingToParent = Reasons(rawValue: 1 << 0)
        static let beingPresented = Reasons(rawValue: 1 << 1)
        static let movingFromParent = Reasons(rawValue: 1 << 2)
        static let beingDismissed = Reasons(rawValue: 1 << 3)
        /// The reasons an appearance reports; the others belong to a disappearance.
        static let ofAppearing: Reasons = [.movingToParent, .beingPresented]
        static let ofDisappearing: Reasons = [.movingFromParent, .beingDismissed]
    }

    /// A callback to send (with the phase's `animated` flag), or what to do instead.
    enum Action: Equatable, Sendable {
        case sendWillAppear(animated: Bool)
        case sendViewIsAppearing(animated: Bool)
        case sendDidAppear(animated: Bool)
        case sendWillDisappear(animated: Bool)
        case sendDidDisappear(animated: Bool)
        /// Nothing to send (`viewIsAppearing` already sent, or no appearance under way).
        case none
        case warnUnbalanced
    }

    private(set) var state: State = .disappeared
    /// Non-nil exactly while `appearing` or `disappearing`.
    private(set) var transition: Transition?
    private(set) var reasons: Reasons = []
    /// How many of this controller's appearance callbacks are running (they can nest: a
    /// `viewDidAppear` may start the disappearance).
    private(set) var callbackDepth = 0

    /// Who ends the phase under way; nil when settled.
    var driver: Driver? { transition?.driver }
    /// The `animated` flag of the phase under way (false when settled).
    var animated: Bool { transition?.animated ?? false }
    /// Appeared or disappeared: no phase under way.
    var isSettled: Bool { transition == nil }
    /// Appearing or appeared.
    var isOnScreen: Bool { state == .appearing || state == .appeared }

    /// Whether the phase under way follows `leader`'s.
    func follows(_ leader: ObjectIdentifier) -> Bool { driver == .follows(leader) }
    /// The controller whose phase the explicit phase under way is nested in, if any.
    var nestedIn: ObjectIdentifier? { transition?.nestedIn }
    /// Whether the appearance under way has sent `viewIsAppearing`.
    var hasSentViewIsAppearing: Bool { transition?.viewIsAppearingSent ?? false }

    /// Whether a begin in this direction would be balanced (automatic forwarding skips
    /// controllers already in, or on their way to, the requested state).
    func canBegin(appearing: Bool) -> Bool {
        appearing ? (state == .disappeared || state == .disappearing) : (state == .appeared || state == .appearing)
    }

    mutating func begin(appearing: Bool, animated: Bool, driver: Driver, nestedIn: ObjectIdentifier? = nil) -> Action {
        guard canBegin(appearing: appearing) else { return .warnUnbalanced }
        state = appearing ? .appearing : .disappearing
        transition = Transition(animated: animated, driver: driver, nestedIn: nestedIn)
        return appearing ? .sendWillAppear(animated: animated) : .sendWillDisappear(animated: animated)
    }

    /// `viewIsAppearing` once per appearance, between the will- and the did-callback (2.7).
    mutating func viewIsAppearing() -> Action {
        guard state == .appearing, var transition, !transition.viewIsAppearingSent else { return .none }
        transition.viewIsAppearingSent = true
        self.transition = transition
        return .sendViewIsAppearing(animated: transition.animated)
    }

    mutating func end() -> Action {
        guard let transition else { return .warnUnbalanced }
        self.transition = nil
        switch state {
        case .appearing:
            state = .appeared
            return .sendDidAppear(animated: transition.animated)
        default:
            state = .disappeared
            return .sendDidDisappear(animated: transition.animated)
        }
    }

    /// Hands the did-callback of the phase under way to `leader`: it is sent right after
    /// the leader's. For an explicit end requested while the phase it is nested in is
    /// still under way.
    mutating func follow(_ leader: ObjectIdentifier) {
        transition?.driver = .follows(leader)
    }

    mutating func expect(_ reasons: Reasons) { self.reasons.formUnion(reasons) }
    mutating func drop(_ reasons: Reasons) { self.reasons.subtract(reasons) }

    /// Whether `reason` is reported now: it is pending and one of this controller's
    /// callbacks of its direction is running. The state tells the direction (appearing or
    /// appeared inside will/didAppear), so a disappearance begun from inside `viewDidAppear`
    /// does not report the appearance's reasons.
    func reports(_ reason: Reasons) -> Bool {
        guard callbackDepth > 0, reasons.contains(reason) else { return false }
        return Reasons.ofAppearing.contains(reason) == isOnScreen
    }

    /// Brackets the callback `action` names; after a did-callback, the reasons of its
    /// direction are spent.
    mutating func callbackWillRun() { callbackDepth += 1 }
    mutating func callbackDidRun(_ action: Action) {
        callbackDepth -= 1
        switch action {
        case .sendDidAppear: reasons.subtract(.ofAppearing)
        case .sendDidDisappear: reasons.subtract(.ofDisappearing)
        default: break
        }
    }
}
