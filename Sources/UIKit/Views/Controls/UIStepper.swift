import Foundation

/// A pair of − / + buttons that step a value, 94 × 32 points as on iOS.
///
/// A touch down on the left half decrements by ``stepValue``, on the right half increments
/// (clamped to the range, or wrapping round when ``wraps``); a half that cannot move the
/// value (at the end, without wrapping) does nothing. `.valueChanged` is sent as the value
/// changes when ``isContinuous`` (after `.touchDown`), else once when the touch lifts.
/// Setting ``value`` from code sends nothing.
///
/// ```swift
/// let stepper = UIStepper()
/// stepper.maximumValue = 10
/// stepper.addAction(UIAction { _ in count.text = "\(Int(stepper.value))" }, for: .valueChanged)
/// ```
///
/// Differs from iOS: ``autorepeat`` is stored but holding a half steps once (no repeat timer).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    static let standardSize = CGSize(width: 94, height: 32)

    /// The value, clamped to ``minimumValue``...``maximumValue``; 0 by default.
    open var value: Double = 0 {
        didSet { let clamped = min(max(value, minimumValue), maximumValue); if clamped != value { value = clamped } }
    }
    /// The lowest value (0 by default).
    open var minimumValue: Double = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; value = max(value, minimumValue) }
    }
    /// The highest value (100 by default).
    open var maximumValue: Double = 100 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; value = min(value, maximumValue) }
    }
    /// How far one press moves the value (1 by default). 0 or less raises
    /// `NSInvalidArgumentException`, as in UIKit, and keeps the old step.
    open var stepValue: Double = 1 {
        didSet {
            if stepValue <= 0 {
                runtimeInUse.diagnostics.raise(.invalidArgumentException, "stepValue must be greater than 0")
                stepValue = oldValue
            }
        }
    }
    /// Whether stepping past an end wraps to the other end.
    open var wraps = false
    /// Whether holding a half repeats (stored only; see the type's notes).
    open var autorepeat = true
    /// Whether `.valueChanged` is sent at each step (true) or when the touch lifts.
    open var isContinuous = true

    private var valueAtTouchDown: Double = 0
    private let minusLabel = UILabel()
    private let plusLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.standardSize))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        layer.cornerRadius = 8
        for (label, text) in [(minusLabel, "−"), (plusLabel, "+")] {
            label.text = text
            label.font = .systemFont(ofSize: 20)
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let half = bounds.width / 2
        minusLabel.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        plusLabel.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
    }

    open override var intrinsicContentSize: CGSize { Self.standardSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

    override var claimsAncestorSingleTaps: Bool { true }

    /// The value stepped once up (`increment`) or down, or nil when it cannot move.
    func stepped(increment: Bool) -> Double? {
        let next = value + (increment ? stepValue : -stepValue)
        if next > maximumValue { return wraps ? minimumValue : (value < maximumValue ? maximumValue : nil) }
        if next < minimumValue { return wraps ? maximumValue : (value > minimumValue ? minimumValue : nil) }
        return next
    }

    // MARK: Tracking

    /// Steps on touch down; `.valueChanged` follows `.touchDown` (sent by the caller) when continuous.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTouchDown = value
        guard let next = stepped(increment: touch.location(in: self).x >= bounds.midX) else { return true }
        value = next
        if isContinuous {
            // UIControl sends .touchDown after beginTracking returns; UIKit's order is
            // touchDown then valueChanged, so defer the event past it.
            pendingContinuousChange = true
        }
        return true
    }

    private var pendingContinuousChange = false

    open override func sendActions(for controlEvents: UIControl.Event) {
        super.sendActions(for: controlEvents)
        if controlEvents.contains(.touchDown), pendingContinuousChange {
            pendingContinuousChange = false
            super.sendActions(for: .valueChanged)
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        pendingContinuousChange = false
    }
}
