import Foundation

/// Recognises a gesture from touches and reports it through actions.
///
/// Attach one to a view with `addGestureRecognizer(_:)`; it then receives, before the
/// view does, every touch that begins in that view or its descendants (UIKit's
/// "gesture recognizers get the first opportunity to recognize touches").
///
/// States (UIKit's "About the Gesture Recognizer State Machine"):
/// ```
///   discrete:    possible ──► recognized (== ended)
///                    └──────► failed
///
///   continuous:  possible ──► began ──► changed ──► ended
///                    │          │    ⟲     │
///                    │          └──────────┴────► cancelled
///                    └──► failed
/// ```
/// A subclass moves through the machine by setting `state` from its touch methods.
/// Moving out of `possible` into `began` or `recognized` is arbitrated first: the
/// recognizer waits while a recognizer it requires to fail (`require(toFail:)`) is
/// still possible, and fails instead when its delegate or views refuse
/// (`gestureRecognizerShouldBegin`) or another recognizer that may not run alongside
/// it is already recognizing. Actions run on `began`, `changed`, `ended` (recognized)
/// and `cancelled`, never on `failed`. After `ended`, `cancelled` or `failed` the
/// window calls `reset()` at the end of the event and the state returns to `possible`;
/// the recognizer gets no more of the touches it was tracking.
///
/// ```swift
/// let tap = UITapGestureRecognizer { _ in print("tapped") }
/// view.addGestureRecognizer(tap)
/// ```
///
/// Differs from iOS: there are no selectors. `init(target:action:)` and
/// `addTarget(_:action:)` take a closure of the target and the recognizer
/// (`{ $0.handlePan($1) }`, what `vck-migrate` writes for `#selector(handlePan(_:))`), and
/// `init(handler:)`/`addAction(_:)` take a closure of the recognizer alone;
/// `state` is settable by subclasses without importing `UIGestureRecognizerSubclass`.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    public internal(set) weak var view: UIView?
    /// A disabled recognizer receives no touches; disabling one that is recognizing
    /// cancels it (and one still deciding fails).
    open var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            switch storedState {
            case .began, .changed: state = .cancelled
            case .possible where !trackedTouches.isEmpty: state = .failed
            default: break
            }
        }
    }
    /// The current state; subclasses set it from their touch methods (see the diagram).
    public var state: State {
        get { storedState }
        set { GestureArena.requestTransition(of: self, to: newValue) }
    }
    /// When true (the default), recognizing sends `touchesCancelled` to the view for
    /// the touches this recognizer holds, and the view sees no more of them.
    public var cancelsTouchesInView = true
    /// When true, the view gets `touchesBegan` only once this recognizer has failed
    /// (and never, if it recognizes).
    public var delaysTouchesBegan = false
    /// When true (the default), a touch that lifts while this recognizer is still
    /// possible (a multi-tap between taps) reaches the view's `touchesEnded` only once
    /// it fails; if it recognizes, the view gets `touchesCancelled` instead.
    public var delaysTouchesEnded = true
    public weak var delegate: UIGestureRecognizerDelegate?
    public var name: String?

    var storedState: State = .possible
    /// A `began`/`recognized` transition waiting for required recognizers to fail.
    var pendingState: State?
    /// Run in the order added on each action-sending state change; `target` is set for the
    /// target–action form so `removeTarget(_:action:)` can find them.
    var actions: [(target: ObjectIdentifier?, run: (UIGestureRecognizer) -> Void)] = []
    /// The touches this recognizer is receiving, in the order they began.
    var trackedTouches: [UITouch] = []
    var failureRequirements: [WeakGestureRecognizer] = []
    /// The arena arbitrating this recognizer while it takes part in a touch sequence.
    weak var arena: GestureArena?
    /// The location last reported, kept after the touches lift (UIKit's `location(in:)`
    /// still answers in the ended state).
    var lastWindowLocation: CGPoint = .zero

    public init() {}

    /// UIKit's designated initialiser with a selector, so subclasses written for iOS
    /// (`override init(target: Any?, action: Selector?)`) and recognizers created without an
    /// action (`UITapGestureRecognizer(target: nil, action: nil)`, actions added later with
    /// `addTarget`) compile unchanged. A non-nil selector cannot be sent without the
    /// Objective-C runtime: the recognizer gets no action and says so once through the
    /// diagnostics channel (`vck-migrate` rewrites `#selector(…)` into the closure forms).
    public init(target: Any?, action: Selector?) {
        guard let action else { return }
        ViewControllerKit.Runtime.current.diagnostics.unsupported(
            "UIGestureRecognizer(target:action: Selector)",
            "a selector (here \(action)) cannot be sent without the Objective-C runtime; run vck-migrate to turn #selector actions into closures")
    }

    /// Creates a recognizer that calls `handler` on every state change that sends
    /// actions. UIKit's `init(target:action:)` needs selectors; this is its closure form.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        actions.append((nil, handler))
    }

    /// Adds a closure run on each action-sending state change (UIKit's `addTarget(_:action:)`).
    public func addAction(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        actions.append((nil, handler))
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails; if the other one
    /// recognizes, this one fails.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
    }

    /// The number of touches the recognizer is tracking.
    public var numberOfTouches: Int { activeTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        let windowPoint = activeTouches.isEmpty ? lastWindowLocation : Self.centroid(activeTouches)
        return view?.convert(windowPoint, from: nil) ?? windowPoint
    }

    /// The location of one tracked touch in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard activeTouches.indices.contains(touchIndex) else { return location(in: view) }
        return activeTouches[touchIndex].location(in: view)
    }

    // MARK: Overridable

    /// Called after the recognizer reaches `ended`, `cancelled` or `failed`, at the end
    /// of the event; clear per-gesture state here and call super.
    open func reset() {}
    /// Whether this recognizer, once recognizing, may make `preventedGestureRecognizer`
    /// fail. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may make this one fail. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.recognizers.removeAll { $0 === self }
    }
    /// Touch methods: called before the view's, with only the touches this recognizer tracks.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    // MARK: Internal

    /// True while a recognizer with no touches down still expects more (a double tap
    /// between its taps); it then stays in the arena, so recognizers that require it to
    /// fail keep waiting.
    var isAwaitingTouches: Bool { false }

    /// Tracked touches that have not ended or been cancelled.
    var activeTouches: [UITouch] {
        trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    static func centroid(_ touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let sum = touches.reduce(CGPoint.zero) {
            CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y)
        }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    /// Remembers where the touches are, so `location(in:)` still answers after they lift.
    func noteLocation() {
        let touches = activeTouches.isEmpty ? trackedTouches : activeTouches
        if !touches.isEmpty { lastWindowLocation = Self.centroid(touches) }
    }
}

/// A weak reference to a recognizer, for `require(toFail:)` lists.
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

extension UIView {
    /// Attaches `gestureRecognizer` (detaching it from its previous view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        attachedGestureRecognizers.append(gestureRecognizer)
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for old in attachedGestureRecognizers where !recognizers.contains(where: { $0 === old }) {
            removeGestureRecognizer(old)
        }
        recognizers.forEach(addGestureRecognizer)
    }
}
