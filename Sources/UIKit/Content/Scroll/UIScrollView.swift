import Foundation

/// A view whose bounds origin (`contentOffset`) moves over a larger content area
/// (`contentSize`), by panning, deceleration and bounce, or in code.
///
/// Scrolling states (the flags UIKit exposes, and the delegate calls at each arrow):
/// ```
///   idle ──finger down──► tracking ──pan began: willBeginDragging──► dragging ⟲ didScroll
///    ▲                        │                                         │
///    │                        └──lift (no pan)──────────────────────────┤
///    │        willEndDragging(velocity, &target), didEndDragging(willDecelerate:)
///    │                                                                   │
///    ├────────── willDecelerate == false ◄────────────────────────────────┤
///    │                                                                   ▼
///    └── didEndDecelerating ◄── decelerating (deceleration, bounce, paging) ⟲ didScroll
///
///   setContentOffset(_:animated: true) / scrollRectToVisible ── animating ⟲ didScroll
///                                       └──► didEndScrollingAnimation
/// ```
/// Frames come from a display link on the runtime's frame driver (120 Hz on its clock), so
/// a headless host's manual clock steps the physics exactly, in step with animations.
///
/// Zooming by pinch: `UIScrollView+PinchZoom.swift`.
///
/// Differs from iOS: no scroll indicators are drawn (their insets are kept).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Content

    /// The size of the scrollable content, in points.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            contentGeometryDidChange()
            contentGuideSizeDidChange()
        }
    }

    /// The point of the content shown at the view's top-left corner (the bounds origin).
    /// Setting it calls the delegate's `scrollViewDidScroll(_:)` when it changes.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds = CGRect(origin: newValue, size: bounds.size)
            scrollViewDidScrollInternal()
        }
    }

    /// Extra space around the content, set by the app.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { updateAdjustedContentInset() } }
    }

    /// How the safe area adds to `contentInset` (see ``adjustedContentInset``).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }

    /// `contentInset` plus the safe-area insets the adjustment behaviour applies.
    public internal(set) var adjustedContentInset: UIEdgeInsets = .zero

    /// Called when ``adjustedContentInset`` changed, before the delegate hears of it.
    open func adjustedContentInsetDidChange() {}

    /// Insets of the scroll indicators (kept; no indicators are drawn here).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default

    // MARK: Behaviour

    open weak var delegate: (any UIScrollViewDelegate)?
    /// When false, panning does not scroll (code still can).
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    open var isPagingEnabled = false
    /// Whether a drag that begins mostly along one axis scrolls along that axis only, until
    /// the finger lifts; a diagonal start scrolls freely (default false).
    open var isDirectionalLockEnabled = false
    /// Whether the content can be pulled past its edges (rubber band) and bounces back.
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var bouncesZoom = true
    /// How fast the content slows after a flick: the velocity is multiplied by this every ms.
    open var decelerationRate: DecelerationRate = .normal
    /// When true, touches reach the content only after 0.15 s without a pan, or when they lift.
    open var delaysContentTouches = true {
        didSet { delayedTouchesRecognizer.delaysTouchesBegan = delaysContentTouches }
    }
    /// When true, a pan that begins cancels the content's touches (`touchesShouldCancel(in:)`).
    open var canCancelContentTouches = true {
        didSet { panGestureRecognizer.cancelsTouchesInView = canCancelContentTouches }
    }
    open var scrollsToTop = true
    /// The pull-to-refresh control shown above the content (see ``UIRefreshControl``).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            oldValue?.scrollView = nil
            if let refreshControl {
                refreshControl.scrollView = self
                insertSubview(refreshControl, at: 0)
                refreshControl.place()
            }
            updateAdjustedContentInset()
        }
    }
    /// Whether a drag dismisses the keyboard (see `dismissKeyboardForDrag`).
    open var keyboardDismissMode: KeyboardDismissMode = .none

    // MARK: Zoom

    /// The smallest scale zooming allows; zooming is possible (and
    /// ``pinchGestureRecognizer`` exists) while it is below ``maximumZoomScale``.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }
    /// The largest scale zooming allows.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }
    var storedZoomScale: CGFloat = 1
    let zoomState = ScrollZoomState()
    public internal(set) var isZooming = false
    public internal(set) var isZoomBouncing = false

    // MARK: State

    /// True from the moment a finger touches the content until it lifts.
    public internal(set) var isTracking = false
    /// True while the finger pans the content.
    public internal(set) var isDragging = false
    /// True while the content moves on after the finger lifted.
    public internal(set) var isDecelerating = false

    /// The recognizer that drags the content; attached to the scroll view.
    public let panGestureRecognizer: UIPanGestureRecognizer = UIPanGestureRecognizer()
    /// Holds touches back from the content while a pan may still begin (`delaysContentTouches`).
    let delayedTouchesRecognizer = ScrollDelayedTouchesRecognizer()
    /// Sets `isTracking` and stops a deceleration when a finger comes down.
    let trackingRecognizer = ScrollTrackingRecognizer()
    lazy var ticker = ScrollFrameTicker { [unowned self] in self.runtimeInUse }
    /// The running motion, if any (deceleration, bounce, paging or an animated offset).
    var motion: ScrollMotion?
    var storedContentLayoutGuide: UILayoutGuide?
    var storedFrameLayoutGuide: UILayoutGuide?
    /// The offset and translation at the start of the drag.
    var dragStart: (offset: CGPoint, overshoot: CGPoint) = (.zero, .zero)
    /// The axis the current drag is held to by ``isDirectionalLockEnabled`` (nil: both).
    var dragAxisLock: ScrollDragAxis?

    // MARK: Initialisers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installScrollRecognizers()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installScrollRecognizers()
    }

    // MARK: Overridable

    /// Whether a pan that begins may cancel the touches `view` (content) receives; asked
    /// only when `canCancelContentTouches` is true. Default: true, except for controls.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Whether `touch` reaches its view at once even with `delaysContentTouches` (content
    /// that tracks a finger itself, like a table's section index). Default false.
    func deliversTouchWithoutDelay(_ touch: UITouch) -> Bool { false }

    /// Whether `view` should get the touches of `event` now that they began on it.
    /// Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// UIKit shows the scroll indicators for a moment. Scroll indicators are not drawn here:
    /// the first call warns once (docs/FeatureCoverage.md), later ones do nothing.
    open func flashScrollIndicators() {
        runtimeInUse.diagnostics.unsupported("UIScrollView.flashScrollIndicators()", "scroll indicators are not drawn")
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Constraints to the content layout guide decide the content size.
        adoptContentGuideSize()
        // The scrollable axes may change with the bounds (the .scrollableAxes behaviour).
        updateAdjustedContentInset()
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer { return panShouldBegin() }
        if gestureRecognizer === zoomState.recognizer { return pinchShouldBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override var debugProperties: [String] {
        ["contentOffset = \(contentOffset.uikitDescription)", "contentSize = \(contentSize.uikitDescription)",
         "adjustedContentInset = \(adjustedContentInset)"]
    }
}

extension UIScrollView {
    /// How much of the safe area the scroll view adds to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// `.scrollableAxes`, and always vertically for a controller's root view in a
        /// navigation or tab bar controller; `.never` when that controller turned off
        /// `automaticallyAdjustsScrollViewInsets`.
        case automatic
        /// Each axis that scrolls (content larger than the view, or always-bounce).
        case scrollableAxes
        case never
        case always
    }

    /// The factor applied to the scroll velocity every millisecond after a flick.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 (UIKit's value).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 (UIKit's value).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }

    /// How dragging dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
}
