import Foundation

/// A bar that fills left to right with ``progress`` (0...1): 4 points tall (`.default`,
/// iOS 14+) or 2.5 (`.bar`); its width is open, as on iOS.
///
/// The filled part is a private subview, so ``setProgress(_:animated:)`` with `animated`
/// grows it over 0.25 s through the animation engine on the clock.
///
/// ```swift
/// let bar = UIProgressView(progressViewStyle: .default)
/// bar.setProgress(0.5, animated: true)
/// ```
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable {
        case `default` = 0, bar
    }

    open var progressViewStyle: Style = .default { didSet { invalidateIntrinsicContentSize() } }
    /// How far the bar is filled, clamped to 0...1. Setting it does not animate.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    /// The filled part's colour (`nil` draws the tint colour).
    /// Images for the filled part and the track; stored, not drawn (the first one set says so).
    open var progressImage: UIImage? { didSet { if progressImage != nil { UIControl.reportCustomImagesNotDrawn("UIProgressView.progressImage") } } }
    open var trackImage: UIImage? { didSet { if trackImage != nil { UIControl.reportCustomImagesNotDrawn("UIProgressView.trackImage") } } }
    open var progressTintColor: UIColor? {
        didSet {
            fillView.backgroundColor = progressTintColor ?? tintColor
            appearancePropertyDidSet(\.progressTintColor)
        }
    }
    /// The unfilled track's colour (`nil` draws the standard light grey).
    open var trackTintColor: UIColor? {
        didSet {
            backgroundColor = trackTintColor ?? Self.defaultTrack
            appearancePropertyDidSet(\.trackTintColor)
        }
    }

    private static let defaultTrack = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    private var storedProgress: Float = 0
    let fillView = UIView()

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isAccessibilityElement = true
        backgroundColor = Self.defaultTrack
        clipsToBounds = true
        fillView.backgroundColor = tintColor
        fillView.isUserInteractionEnabled = false
        addSubview(fillView)
    }

    /// Sets ``progress`` (clamped); with `animated` the fill grows over 0.25 s.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = min(max(progress, 0), 1)
        if animated {
            UIView.animate(withDuration: 0.25) { [self] in fillView.frame = fillFrame }
        } else {
            fillView.frame = fillFrame
        }
    }

    /// The filled part of the bounds.
    var fillFrame: CGRect {
        CGRect(x: 0, y: 0, width: (bounds.width * CGFloat(storedProgress)).pixelRounded(screenScale), height: bounds.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        fillView.frame = fillFrame
        layer.cornerRadius = progressViewStyle == .default ? bounds.height / 2 : 0
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    /// The progress as a whole percentage ("50%"), as VoiceOver reads it.
    open override var accessibilityValue: String? {
        get { storedAccessibilityValue ?? "\(Int((CGFloat(storedProgress) * 100).rounded()))%" }
        set { storedAccessibilityValue = newValue }
    }
}
