import Foundation

/// An on/off switch, 51 × 31 points as on iOS, whatever frame it is given a size for.
///
/// A tap (touch up inside) flips ``isOn`` with an animation and sends `.valueChanged`
/// (with `.primaryActionTriggered`, so `init(frame:primaryAction:)` runs on each flip)
/// before the control's `.touchUpInside`. Setting ``isOn`` or calling ``setOn(_:animated:)``
/// from code sends nothing, as in UIKit.
///
/// ```swift
/// let toggle = UISwitch()
/// toggle.addAction(UIAction { action in
///     save((action.sender as! UISwitch).isOn)
/// }, for: .valueChanged)
/// ```
///
/// The thumb is a 27-point white circle (a private subview, 2 points inside the track) whose
/// frame the animation engine slides; the track draws `onTintColor` or the off grey.
///
/// Differs from iOS: there is no drag-to-flip (a drag that ends inside counts as a tap).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }

    /// UIKit's fixed switch size.
    static let standardSize = CGSize(width: 51, height: 31)

    /// Whether the switch is on. Setting it moves the thumb without animation.
    open var isOn = false {
        didSet { if isOn != oldValue { placeThumb() } }
    }
    /// The track colour when on (`nil` draws `.systemGreen`).
    /// Images for the on and off sides: ignored since iOS 7, and ignored here too (stored).
    open var onImage: UIImage?
    open var offImage: UIImage?
    open var onTintColor: UIColor? {
        didSet { setNeedsDisplay(); appearancePropertyDidSet(\.onTintColor) }
    }
    /// The thumb colour (`nil` draws white).
    open var thumbTintColor: UIColor? {
        didSet {
            thumbView.backgroundColor = thumbTintColor ?? .white
            appearancePropertyDidSet(\.thumbTintColor)
        }
    }
    /// The track border colour when off (`nil` draws the standard grey).
    open var offTintColor: UIColor?
    /// The sliding knob.
    let thumbView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.standardSize))
        setUpThumb()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpThumb()
    }

    private func setUpThumb() {
        isAccessibilityElement = true
        thumbView.backgroundColor = .white
        thumbView.layer.cornerRadius = 13.5
        thumbView.isUserInteractionEnabled = false
        addSubview(thumbView)
        placeThumb()
    }

    /// The thumb's frame for the current ``isOn``: at the left end when off, the right when on.
    var thumbFrame: CGRect {
        CGRect(x: isOn ? Self.standardSize.width - 29 : 2, y: 2, width: 27, height: 27)
    }

    private func placeThumb() {
        thumbView.frame = thumbFrame
        setNeedsDisplay()
    }

    /// Sets ``isOn``; with `animated`, the thumb slides over 0.25 s on the clock.
    /// Sends no control events.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != isOn else { return }
        guard animated else { isOn = on; return }
        UIView.animate(withDuration: 0.25) { [self] in isOn = on }
    }

    /// "1" when on, "0" when off, as VoiceOver reads UIKit's switch.
    open override var accessibilityValue: String? {
        get { storedAccessibilityValue ?? (isOn ? "1" : "0") }
        set { storedAccessibilityValue = newValue }
    }

    open override var intrinsicContentSize: CGSize { Self.standardSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

    override var claimsAncestorSingleTaps: Bool { true }

    /// Flips the switch when the touch lifts inside (before `.touchUpInside` is sent).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        setOn(!isOn, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
