import Foundation

/// A horizontal slider: a value between ``minimumValue`` and ``maximumValue`` chosen by
/// dragging a thumb along a track. 31 points tall (its intrinsic width is open, as on iOS).
///
/// Tracking, as UIKit's slider does it:
/// ```
///   touch down on the thumb (its frame grown by 8 pt) ─► tracking; .touchDown
///   touch down anywhere else ─────────────────────────► not tracking, no value change
///   move ─► value = value at touch down + Δx / (width − 28) × (max − min), clamped;
///           .valueChanged on each change when isContinuous
///   up   ─► .valueChanged once (when !isContinuous and the value changed); .touchUpInside/Outside
/// ```
/// Changing ``value`` from code sends nothing.
///
/// The thumb is a 28-point white circle (a private subview) centred on
/// `14 + (width − 28) × fraction`; the track (4 points, centred) draws
/// ``minimumTrackTintColor`` (the tint) left of the thumb and ``maximumTrackTintColor``
/// (`.systemGray5`) right of it.
///
/// ```swift
/// let volume = UISlider()
/// volume.addAction(UIAction { _ in player.volume = volume.value }, for: .valueChanged)
/// ```
@preconcurrency @MainActor
open class UISlider: UIControl {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4
    /// How far outside the thumb a touch still grabs it.
    static let thumbSlop: CGFloat = 8

    /// The current value, clamped to the range. Setting it sends no event.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The lowest value (0 by default); raising it above ``value`` raises the value.
    open var minimumValue: Float = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; setValue(storedValue, animated: false) }
    }
    /// The highest value (1 by default); lowering it below ``value`` lowers the value.
    open var maximumValue: Float = 1 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; setValue(storedValue, animated: false) }
    }
    /// Whether `.valueChanged` is sent while dragging (true) or once when the touch lifts.
    open var isContinuous = true
    /// The track colour left of the thumb (`nil` draws the tint colour).
    open var minimumTrackTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            appearancePropertyDidSet(\.minimumTrackTintColor)
        }
    }
    /// The track colour right of the thumb (`nil` draws `.systemGray5`).
    open var maximumTrackTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            appearancePropertyDidSet(\.maximumTrackTintColor)
        }
    }
    /// The thumb colour (`nil` draws white).
    open var thumbTintColor: UIColor? {
        didSet {
            thumbView.backgroundColor = thumbTintColor ?? .white
            appearancePropertyDidSet(\.thumbTintColor)
        }
    }

    private var storedValue: Float = 0.5
    private var valueAtTouchDown: Float = 0
    private var touchDownX: CGFloat = 0
    let thumbView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpThumb()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpThumb()
    }

    private func setUpThumb() {
        isAccessibilityElement = true
        thumbView.backgroundColor = .white
        thumbView.layer.cornerRadius = Self.thumbDiameter / 2
        thumbView.isUserInteractionEnabled = false
        addSubview(thumbView)
        setNeedsLayout()
    }

    /// Sets ``value`` (clamped); with `animated` the thumb slides over 0.25 s. Sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = min(max(value, minimumValue), maximumValue)
        if animated {
            UIView.animate(withDuration: 0.25) { [self] in thumbView.frame = thumbRect }
        } else {
            thumbView.frame = thumbRect
        }
        setNeedsDisplay()
    }

    /// Where the value sits in the range, 0...1.
    var fraction: CGFloat {
        maximumValue > minimumValue ? CGFloat((storedValue - minimumValue) / (maximumValue - minimumValue)) : 0
    }

    /// The thumb's frame in the slider's bounds for the current value.
    var thumbRect: CGRect {
        let d = Self.thumbDiameter
        let travel = max(0, bounds.width - d)
        return CGRect(x: (travel * fraction).pixelRounded(screenScale), y: ((bounds.height - d) / 2).pixelRounded(screenScale), width: d, height: d)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        thumbView.frame = thumbRect
    }

    /// The value as VoiceOver reads it: the position in the range as a whole percentage.
    open override var accessibilityValue: String? {
        get { storedAccessibilityValue ?? "\(Int((fraction * 100).rounded()))%" }
        set { storedAccessibilityValue = newValue }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 31) }

    // MARK: Tracking

    /// Tracks only touches that land on the thumb (grown by ``thumbSlop``).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        guard thumbRect.insetBy(dx: -Self.thumbSlop, dy: -Self.thumbSlop).contains(point) else { return false }
        valueAtTouchDown = storedValue
        touchDownX = point.x
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let travel = max(1, bounds.width - Self.thumbDiameter)
        let delta = Float((touch.location(in: self).x - touchDownX) / travel) * (maximumValue - minimumValue)
        let old = storedValue
        setValue(valueAtTouchDown + delta, animated: false)
        if isContinuous, storedValue != old { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }
}
