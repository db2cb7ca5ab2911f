import Foundation

/// The base of views that send actions when the user interacts with them (buttons,
/// switches, sliders ...): enabled/selected/highlighted state and closure actions.
///
/// A deliberately minimal stand-in: event tracking from touches (touch down, drag,
/// touch up inside/outside) belongs to the full `UIControl` of issue item "Events", which
/// replaces this file. It declares the same members and internal hooks as that version,
/// so subclasses written against it (UIButton) compile with either.
@MainActor
open class UIControl: UIView {
    private var actions: [(action: UIAction, events: Event)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }

    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// The control's state as flags; `.normal` is the empty set.
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changed value
    /// (UIButton restyles itself here).
    func controlStateDidChange() {}

    /// Whether a touch-up inside also sends `.primaryActionTriggered` (true for buttons);
    /// read by the full control's touch tracking.
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// Whether an ancestor's single-tap recognizer yields to this control's own tap
    /// (UIKit does this for buttons); read by the full gesture system.
    var claimsAncestorSingleTaps: Bool { false }

    /// Runs `action` whenever any of `controlEvents` is sent.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Runs, in the order added, every action registered for any of `controlEvents`.
    public func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
    }
}

extension UIControl {
    /// A control's state, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
