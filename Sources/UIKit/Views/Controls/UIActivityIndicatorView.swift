import Foundation

/// A spinner shown while work is in progress: 20 × 20 points (`.medium`) or 37 × 37 (`.large`).
///
/// ```
///   stopped ──startAnimating()──► animating ──stopAnimating()──► stopped
///   (hidden when hidesWhenStopped)   (shown)
/// ```
/// With ``hidesWhenStopped`` (the default) the view is hidden whenever it is stopped,
/// including right after creation, as in UIKit.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .medium)
/// spinner.startAnimating()
/// ```
///
/// Differs from iOS: the spokes are drawn still (pictures are of one instant).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        @available(*, deprecated, message: "Use .large") case whiteLarge = 0
        @available(*, deprecated, message: "Use .medium") case white = 1
        @available(*, deprecated, message: "Use .medium") case gray = 2
    }

    /// The size class; setting it resizes the intrinsic size.
    open var style: Style { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// The spokes' colour (`nil` reads back the style's default).
    open var color: UIColor! {
        get { storedColor ?? defaultColor }
        set { storedColor = newValue; setNeedsDisplay() }
    }
    /// Whether the view hides itself while stopped (true by default).
    open var hidesWhenStopped = true { didSet { updateHidden() } }
    public private(set) var isAnimating = false

    private var storedColor: UIColor?

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        self.frame = CGRect(origin: .zero, size: intrinsicContentSize)
        updateHidden()
    }

    /// A `.medium` indicator.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        updateHidden()
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        updateHidden()
    }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateHidden()
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        updateHidden()
    }

    /// Stopped: hidden exactly when ``hidesWhenStopped``. Animating: shown if it hides itself.
    private func updateHidden() {
        if !isAnimating { isHidden = hidesWhenStopped } else if hidesWhenStopped { isHidden = false }
    }

    private var isLarge: Bool { style.rawValue == 0 || style == .large }

    private var defaultColor: UIColor {
        switch style.rawValue {
        case 0, 1: .white
        default: .secondaryLabel
        }
    }

    open override var intrinsicContentSize: CGSize {
        isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// "In progress" while animating, as VoiceOver reads UIKit's indicator.
    open override var accessibilityValue: String? {
        get { storedAccessibilityValue ?? (isAnimating ? "In progress" : "Progress halted") }
        set { storedAccessibilityValue = newValue }
    }
}
