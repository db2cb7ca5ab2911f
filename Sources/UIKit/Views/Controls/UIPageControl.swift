import Foundation

/// A row of dots, one per page, the current one highlighted.
///
/// A touch that lifts inside moves one page towards the side it landed on (left of the
/// centre: back; right: forward), clamped to the pages, and sends `.valueChanged` when the
/// page changed (before `.touchUpInside`). Setting ``currentPage`` from code sends nothing.
///
/// Sizing approximates iOS (see docs/DifferencesFromIOS.md "Controls"): 7-point dots
/// 9 points apart, 26 points tall; ``size(forNumberOfPages:)`` is `16n − 9` wide.
///
/// ```swift
/// let dots = UIPageControl()
/// dots.numberOfPages = 3
/// dots.addAction(UIAction { _ in pager.show(page: dots.currentPage) }, for: .valueChanged)
/// ```
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    static let dotDiameter: CGFloat = 7
    static let dotSpacing: CGFloat = 9
    static let height: CGFloat = 26

    /// How many dots (0 by default); lowering it pulls ``currentPage`` back inside.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            dotsDidChange()
        }
    }
    /// The highlighted page, clamped to 0..<numberOfPages.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            recolourDots()
        }
    }
    /// Whether a control with only one page draws nothing.
    open var hidesForSinglePage = false { didSet { dotsDidChange() } }
    /// The other dots' colour (`nil` draws the standard translucent grey).
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            recolourDots()
            appearancePropertyDidSet(\.pageIndicatorTintColor)
        }
    }
    /// The current dot's colour (`nil` draws the standard dark grey).
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            recolourDots()
            appearancePropertyDidSet(\.currentPageIndicatorTintColor)
        }
    }

    private var dots: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isAccessibilityElement = true
    }

    /// The size that fits `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(0, pageCount))
        return CGSize(width: max(0, n * (Self.dotDiameter + Self.dotSpacing) - Self.dotSpacing), height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// "page 2 of 3", as VoiceOver reads UIKit's page control.
    open override var accessibilityValue: String? {
        get { storedAccessibilityValue ?? (numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil) }
        set { storedAccessibilityValue = newValue }
    }

    override var claimsAncestorSingleTaps: Bool { true }

    /// Whether the dots are drawn (not for a single page with ``hidesForSinglePage``).
    var showsDots: Bool { !(hidesForSinglePage && numberOfPages <= 1) }

    private func dotsDidChange() {
        dots.forEach { $0.removeFromSuperview() }
        dots = showsDots ? (0..<numberOfPages).map { _ in
            let dot = UIView()
            dot.layer.cornerRadius = Self.dotDiameter / 2
            dot.isUserInteractionEnabled = false
            addSubview(dot)
            return dot
        } : []
        recolourDots()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func recolourDots() {
        let other = pageIndicatorTintColor ?? UIColor(red: 0, green: 0, blue: 0, alpha: 0.3)
        let current = currentPageIndicatorTintColor ?? UIColor(red: 0, green: 0, blue: 0, alpha: 0.85)
        for (index, dot) in dots.enumerated() { dot.backgroundColor = index == currentPage ? current : other }
    }

    /// The dots' frames, centred in the bounds.
    var dotFrames: [CGRect] {
        let content = size(forNumberOfPages: dots.count)
        let left = ((bounds.width - content.width) / 2).pixelRounded(screenScale)
        let top = ((bounds.height - Self.dotDiameter) / 2).pixelRounded(screenScale)
        return dots.indices.map {
            CGRect(x: left + CGFloat($0) * (Self.dotDiameter + Self.dotSpacing), y: top, width: Self.dotDiameter, height: Self.dotDiameter)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (dot, frame) in zip(dots, dotFrames) { dot.frame = frame }
    }

    /// Moves one page towards the tapped side when the touch lifts inside.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside, numberOfPages > 0 else { return }
        let forward = touch.location(in: self).x >= bounds.midX
        let page = min(max(0, currentPage + (forward ? 1 : -1)), numberOfPages - 1)
        guard page != currentPage else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}
