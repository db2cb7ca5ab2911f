import Foundation

/// The base of controls (buttons, switches, sliders ...): state flags, closure actions
/// per control event, and touch tracking that turns touches into control events.
///
/// Tracking a touch, as UIKit does it:
/// ```
///   touchesBegan  ─► isTouchInside = true, beginTracking, highlighted,
///                    .touchDown (+ .touchDownRepeat when tapCount > 1)
///   touchesMoved  ─► inside? (bounds grown by 70 pt) → highlighted = inside,
///                    continueTracking, .touchDragInside / .touchDragOutside
///                    (+ .touchDragEnter / .touchDragExit when crossing)
///   touchesEnded  ─► unhighlighted, endTracking,
///                    .touchUpInside (+ .primaryActionTriggered for buttons) / .touchUpOutside
///   touchesCancelled ─► unhighlighted, cancelTracking, .touchCancel
/// ```
/// While tracking, "inside" means within the bounds grown by ``trackingSlop`` (70 pt on
/// every side), so a finger that slides a little off a button still triggers it, as
/// on iOS. A disabled control does not track: it still hit-tests, but passes its
/// touches up the responder chain (UIKit's behaviour: a disabled button sends no
/// events and does not block its superview's recognizers).
///
/// ```swift
/// let control = UIControl(frame: frame, primaryAction: UIAction { _ in save() })
/// control.addAction(UIAction { _ in log("down") }, for: .touchDown)
/// ```
///
/// Differs from iOS: without selectors, only `UIAction` actions exist (no
/// `addTarget(_:action:for:)`). An action added with the identifier of one already
/// registered replaces it and joins its events.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// A disabled control ignores touches and shows `.disabled` in `state`.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }
    /// Set while a tracked touch is inside the control.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// Whether the control is tracking a touch now.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the (grown) bounds now.
    public private(set) var isTouchInside = false

    /// How far (points) outside its bounds a tracked touch still counts as inside.
    public static let trackingSlop: CGFloat = 70

    var registrations: [(action: UIAction, events: Event)] = []
    /// Images a control's appearance API set (thumb, track, segment background and divider
    /// images), by part and state; stored, not drawn (Views/Controls/UIControl+CustomImages.swift).
    var customImages: [String: UIImage] = [:]
    private weak var trackingTouch: UITouch?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control that runs `primaryAction` on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The flags as UIKit's state mask.
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    // MARK: Hooks for subclasses in this module

    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changed value
    /// (UIButton restyles itself here).
    func controlStateDidChange() {}

    /// Whether a touch-up inside also sends `.primaryActionTriggered` (true for buttons).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// Whether an ancestor's single-finger single-tap recognizer yields to this control's
    /// own tap. UIKit does this for UIButton, UISwitch, UIStepper, UISegmentedControl and
    /// UIPageControl ("Interacting with other user interface controls"); those override it.
    var claimsAncestorSingleTaps: Bool { false }

    // MARK: Tracking (overridable)

    /// Called when a touch comes down in the control; return false to stop tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called as the tracked touch moves; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when the tracked touch lifts.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Called when the tracked touch is cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Actions (overridable)

    /// Runs the actions registered for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
        matching.forEach { sendAction($0) }
    }

    /// Runs one action with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackingTouch == nil, let touch = touches.first else {
            return super.touchesBegan(touches, with: event)
        }
        trackingTouch = touch
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        guard isTracking else { return }
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            return super.touchesMoved(touches, with: event)
        }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingArea(touch)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if !wasInside, isTouchInside { events.insert(.touchDragEnter) }
        if wasInside, !isTouchInside { events.insert(.touchDragExit) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            return super.touchesEnded(touches, with: event)
        }
        isTouchInside = isInsideTrackingArea(touch)
        isHighlighted = false
        if isTracking {
            endTracking(touch, with: event)
            var events: Event = isTouchInside ? .touchUpInside : .touchUpOutside
            if isTouchInside, sendsPrimaryActionOnTouchUpInside { events.insert(.primaryActionTriggered) }
            sendActions(for: events)
        }
        stopTracking()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            return super.touchesCancelled(touches, with: event)
        }
        isHighlighted = false
        if isTracking {
            cancelTracking(with: event)
            sendActions(for: .touchCancel)
        }
        stopTracking()
    }

    /// Vetoes an ancestor's single tap over an enabled control that claims taps.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isEnabled, claimsAncestorSingleTaps, gestureRecognizer.view !== self,
           let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    private func isInsideTrackingArea(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(touch.location(in: self))
    }

    private func stopTracking() {
        trackingTouch = nil
        isTracking = false
        isTouchInside = false
    }
}
