import Foundation

/// The presentation controller of a `.pageSheet` or `.formSheet` presentation (and so of a
/// default `.automatic` one, 6.9): a card from the bottom of the window resting at one of
/// its ``detents``, over a dimming view, that the user can drag between detents or pull
/// down to dismiss.
///
/// **Frames.** In a horizontally compact container (an iPhone) the sheet is as wide as the
/// container and sits on its bottom edge; its height is the selected detent's value plus the
/// container's bottom safe-area inset. The largest value (``Detent/large()``) leaves the top
/// safe-area inset and 10 points above the sheet: on an iPhone 14 in portrait the large
/// sheet is (0, 57, 390, 787) and the medium one (0, 433.5, 390, 410.5). In a regular-width
/// container detents are not used: a form sheet is 540 × 620, centred, and a page sheet has
/// the large frame (see DifferencesFromIOS "Presentation").
///
/// **Dimming.** The presenter's content is covered by a dimming view (black, 20 %) that
/// fades in and out alongside the transition and swallows touches, unless the selected
/// detent is no larger than ``largestUndimmedDetentIdentifier``: then the dimming view is
/// clear and lets touches through to the presenter. The presenter keeps its views and gets
/// no appearance callbacks (UIKIT-SEMANTICS 6.8).
///
/// **Changes.** Setting a property while presented applies at once; inside
/// ``animateChanges(_:)`` the new frame and dimming animate on the clock.
///
/// **Pull to dismiss.** A pan on the presented view: dragging between detents changes
/// ``selectedDetentIdentifier`` (then the delegate's
/// `sheetPresentationControllerDidChangeSelectedDetentIdentifier`); pulling down from the
/// smallest detent runs the dismissal as an interactive transition — see
/// `SheetPullGesture` for the delegate calls and their order.
///
/// **Standing in for a popover.** A popover's `adaptiveSheetPresentationController` is one
/// of these: while the popover is adapted to a sheet it shows the popover's content with
/// everything above, the popover staying the presentation's controller (see
/// `UIPopoverPresentationController+AdaptiveSheet`).
///
/// ```swift
/// if let sheet = editor.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
///     sheet.largestUndimmedDetentIdentifier = .medium
/// }
/// present(editor, animated: true)
/// ```
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at; `[.large()]` by default. Must not be empty.
    open var detents: [Detent] = [.large()] { didSet { sheetDidChange() } }
    /// The detent the sheet rests at; nil (the default) means the smallest active detent.
    /// Set by the sheet when the user drags it to another detent.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
    /// The largest detent at which the presenter is not dimmed and stays interactive; nil
    /// (the default) dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
    /// Shows a 36 × 5 grabber centred 5 points below the sheet's top edge.
    open var prefersGrabberVisible = false { didSet { sheetDidChange() } }
    /// The sheet's top corner radius; nil uses the system's 10 points.
    open var preferredCornerRadius: CGFloat? { didSet { sheetDidChange() } }
    /// Whether a drag up in a scroll view inside the sheet, at the scroll view's top edge,
    /// expands the sheet to a larger detent before the content scrolls (true, the default);
    /// false scrolls the content at once. A pull down at the top edge moves the sheet either
    /// way. See `SheetPullGesture`.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Stored only: in a compact height the sheet fills the container's width.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Stored only.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Stored only (a source view matters for a sheet adapted from a popover on iPad).
    open var sourceView: UIView?

    /// The style's placement (regular-width frame, container view), set when presenting.
    var placement: PresentationPlacement?
    let dimmingView = SheetDimmingView()
    private var grabberView: UIView?
    private var pullGesture: SheetPullGesture?
    /// The presented view's corner radius before it became a sheet, restored on dismissal.
    private var originalCornerRadius: CGFloat = 0
    /// The presenter's view stepping back behind the sheet at full height (compact width).
    private var presenterScale: SheetPresenterScale?
    /// Inside ``animateChanges(_:)``: layout changes animate.
    private var isAnimatingChanges = false
    /// A dismissal the pull gesture starts: its animator and interaction controller.
    var pendingInteractiveDismissal: (UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning)?

    /// The length of ``animateChanges(_:)``'s animation and of settling on a detent.
    static let changeDuration: TimeInterval = 0.35
    static let systemCornerRadius: CGFloat = 10

    /// The style a compact width adapted the sheet to (the delegate's
    /// `adaptivePresentationStyle(for:traitCollection:)`): `.none` while it is a sheet.
    var adaptiveStyle: UIModalPresentationStyle = .none
    /// The popover this sheet shows while it is adapted to a sheet (this sheet being its
    /// `adaptiveSheetPresentationController`); nil otherwise. The popover stays the
    /// presentation's controller; see `UISheetPresentationController+AdaptiveSheet`.
    weak var adaptedPopover: UIPopoverPresentationController?
    /// The view given the sheet's corner radius, which gets its own back on tear-down.
    private weak var roundedView: UIView?

    /// Standing in for a popover, the popover's: a replacement it shows is shown here too.
    override var shownViewController: UIViewController { adaptedPopover?.shownViewController ?? super.shownViewController }

    open override var shouldRemovePresentersView: Bool { adaptiveStyle.removesPresenterView }
    open override var shouldPresentInFullscreen: Bool { !style.usesCurrentContext }

    /// Sheets stay sheets in a compact width (6.10): `.fullScreen` or `.overFullScreen` when
    /// the delegate's `adaptivePresentationStyle(for:)` answers one of them, else `.none`.
    open override var adaptivePresentationStyle: UIModalPresentationStyle {
        Self.sheetAdaptiveStyle(delegate?.adaptivePresentationStyle(for: self))
    }

    /// As ``adaptivePresentationStyle``, asking `adaptivePresentationStyle(for:traitCollection:)`;
    /// `.none` in a regular width, where the delegate is not asked.
    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard traitCollection.horizontalSizeClass == .compact else { return .none }
        return Self.sheetAdaptiveStyle(delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection))
    }

    private static func sheetAdaptiveStyle(_ answer: UIModalPresentationStyle?) -> UIModalPresentationStyle {
        answer == .fullScreen || answer == .overFullScreen ? answer ?? .none : .none
    }

    /// The style to present with (6.10): ``adaptivePresentationStyle(for:)``'s answer, or
    /// `style` (the sheet) when it is `.none`.
    func adaptedStyle(for style: UIModalPresentationStyle, traits: UITraitCollection) -> UIModalPresentationStyle {
        adaptiveStyle = adaptivePresentationStyle(for: traits)
        return adaptiveStyle == .none ? style : adaptiveStyle
    }

    /// The sheet's frame in its container now: at the selected detent in a compact width,
    /// 540 × 620 centred (a form sheet) or the large frame (a page sheet) in a regular one,
    /// the context view's frame in a current context, the container's bounds when adapted
    /// to full screen.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let placement, let containerView else { return super.frameOfPresentedViewInContainerView }
        if adaptiveStyle != .none { return containerView.bounds }
        if let context = placement.above { return context.frame }
        return presentedFrame(in: ContainerGeometry(view: containerView))
    }

    /// The size of the sheet in a container of `parentSize` — the size the presented
    /// controller gets in `viewWillTransition(to:with:)` when the container changes size
    /// (10.3): worked out for the container as it will be (its new safe area and size
    /// classes), so it is the frame the sheet has once the change is done.
    open override func size(forChildContentContainer container: UIContentContainer,
                            withParentContainerSize parentSize: CGSize) -> CGSize {
        guard container === shownViewController, let placement, placement.above == nil, adaptiveStyle == .none,
              let containerView else { return parentSize }
        return presentedFrame(in: ContainerGeometry(container: containerView, resizedTo: parentSize)).size
    }

    /// The sheet's frame in a window-filling container of `geometry`.
    func presentedFrame(in geometry: ContainerGeometry) -> CGRect {
        guard geometry.traitCollection.horizontalSizeClass == .compact else {
            return PresentationPlacement.frame(for: style, in: geometry)
        }
        let layout = SheetLayout(sheet: self, geometry: geometry)
        return layout.frame(for: layout.selected.value)
    }

    /// Runs `changes` (setting detents, the selected detent, dimming…) and animates the
    /// sheet's frame and dimming to the result on the clock.
    open func animateChanges(_ changes: () -> Void) {
        withoutActuallyEscaping(changes) { changes in
            isAnimatingChanges = true
            UIView.animate(withDuration: Self.changeDuration, delay: 0, options: [.beginFromCurrentState], animations: {
                changes()
                self.applyLayout()
            })
            isAnimatingChanges = false
        }
    }

    /// Asks every custom detent's resolver again (iOS 16): call after what a resolver reads
    /// changed. Applies at once; call inside ``animateChanges(_:)`` to animate.
    open func invalidateDetents() { sheetDidChange() }

    // MARK: Layout

    /// Whether the sheet is on screen and its properties must be applied now.
    private var isShown: Bool {
        shownViewController.presentationRecord?.presentationController === (adaptedPopover ?? self)
    }

    private func sheetDidChange() {
        guard isShown, !isAnimatingChanges else { return }
        applyLayout()
    }

    /// The container's size changes (a rotation, a new window size): the sheet is placed at
    /// its detent in the new container alongside the change, once the window has its new
    /// size and safe area. Where detents do not apply (a regular width's form sheet) the
    /// autoresizing of the presented view keeps it placed.
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        releasePresenterForResize()
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            if self.currentLayout() != nil {
                self.applyLayout()
            } else if self.isShown, self.adaptiveStyle == .none, let view = self.presentedView {
                // Regular width: the frame for the new container (a page sheet's top follows
                // the new safe area), not only what autoresizing makes of the old one.
                view.frame = self.frameOfPresentedViewInContainerView
            }
        }, completion: nil)
    }

    /// The window resizes the presenter's view next: untransformed, so its frame is the
    /// window's; it steps back again alongside, at the new size (or goes back for good).
    func releasePresenterForResize() {
        if let presenterScale { UIView.performWithoutAnimation { presenterScale.releaseForResize() } }
    }

    /// Puts the presented view at the selected detent's frame and sets the dimming, the
    /// grabber and the corner radius to match.
    func applyLayout() {
        guard isShown, adaptiveStyle == .none, let presentedView else { return }
        presentedView.frame = frameOfPresentedViewInContainerView
        dimmingView.isDimming = isDimmed
        dimmingView.alpha = isDimmed ? 1 : 0
        presentedView.layer.cornerRadius = preferredCornerRadius ?? Self.systemCornerRadius
        updateGrabber(in: presentedView)
        presenterScale?.apply(back: isAtFullHeight)
    }

    /// Whether the sheet rests at the large (full) height, where the presenter steps back.
    var isAtFullHeight: Bool {
        guard let layout = currentLayout() else { return false }
        return layout.selected.value >= layout.maximum
    }

    /// The detents resolved in the current container, or nil where detents do not apply
    /// (regular width, a current-context presentation, no container yet).
    func currentLayout() -> SheetLayout? {
        guard let containerView, placement?.above == nil,
              containerView.traitCollection.horizontalSizeClass == .compact else { return nil }
        return SheetLayout(sheet: self, geometry: ContainerGeometry(view: containerView))
    }

    /// Dimmed unless the selected detent is no larger than the largest undimmed one.
    var isDimmed: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        guard let layout = currentLayout() else { return true }
        guard let limit = layout.value(of: undimmed) else { return true }
        return layout.selected.value > limit
    }

    private func updateGrabber(in presentedView: UIView) {
        guard prefersGrabberVisible else {
            grabberView?.removeFromSuperview()
            grabberView = nil
            return
        }
        let grabber = grabberView ?? SheetGrabberView()
        grabberView = grabber
        grabber.frame = CGRect(x: (presentedView.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
        if grabber.superview !== presentedView { presentedView.addSubview(grabber) } else { presentedView.bringSubviewToFront(grabber) }
    }

    // MARK: Transition callbacks

    open override func presentationTransitionWillBegin() {
        delegate?.presentationController(self, willPresentWithAdaptiveStyle: adaptiveStyle,
                                         transitionCoordinator: presentedViewController.transitionCoordinator)
        installChrome()
    }

    /// Adds the dimming view (fading in alongside the transition under way), the corner
    /// radius and the grabber, and steps the presenter back at full height.
    func installChrome() {
        guard adaptiveStyle == .none, let containerView, let presentedView else { return }
        originalCornerRadius = presentedView.layer.cornerRadius
        roundedView = presentedView
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        dimmingView.isDimming = isDimmed
        containerView.insertSubview(dimmingView, belowSubview: presentedView)
        presentedView.layer.cornerRadius = preferredCornerRadius ?? Self.systemCornerRadius
        updateGrabber(in: presentedView)
        animateDimming(to: isDimmed ? 1 : 0)
        if currentLayout() != nil, let window = (containerView as? UIWindow) ?? containerView.window {
            presenterScale = SheetPresenterScale(presenter: presentingViewController, window: window)
        }
        let back = isAtFullHeight
        alongside { [presenterScale] in presenterScale?.apply(back: back) }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else { return tearDown() }
        addPullGesture()
    }

    /// The pan that drags the sheet between detents and pulls it down to dismiss it.
    func addPullGesture() {
        guard adaptiveStyle == .none, pullGesture == nil, let presentedView else { return }
        let gesture = SheetPullGesture(sheet: self)
        presentedView.addGestureRecognizer(gesture.recognizer)
        pullGesture = gesture
    }

    open override func dismissalTransitionWillBegin() {
        animateDimming(to: 0)
        alongside { [presenterScale] in presenterScale?.apply(back: false) }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            tearDown()
        } else {
            dimmingView.alpha = isDimmed ? 1 : 0
            presenterScale?.apply(back: isAtFullHeight)
        }
    }

    /// Takes the sheet's chrome away and gives the presenter and the presented view back
    /// what they had.
    func tearDown() {
        presenterScale?.restore()
        presenterScale = nil
        guard dimmingView.superview != nil else { return }   // adapted: nothing was added
        dimmingView.removeFromSuperview()
        grabberView?.removeFromSuperview()
        grabberView = nil
        if let recognizer = pullGesture?.recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        pullGesture = nil
        roundedView?.layer.cornerRadius = originalCornerRadius
        roundedView = nil
    }

    /// Runs `body` alongside the transition under way, or now without one.
    private func alongside(_ body: @escaping () -> Void) {
        guard let coordinator = presentedViewController.transitionCoordinator else { return body() }
        coordinator.animate(alongsideTransition: { _ in body() })
    }

    private func animateDimming(to alpha: CGFloat) {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = alpha
            return
        }
        coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = alpha })
    }

    private var warnedNoActiveDetent = false

    /// Misuse, told once per sheet: UIKit requires an active detent.
    func warnNoActiveDetent() {
        guard !warnedNoActiveDetent else { return }
        warnedNoActiveDetent = true
        presentedViewController.runtimeInUse.diagnostics.warn(
            "UISheetPresentationController: at least one detent must be active; using the large detent.")
    }

    /// The user settled the sheet on `identifier` by dragging.
    func userSelected(_ identifier: Detent.Identifier) {
        guard identifier != (selectedDetentIdentifier ?? currentLayout()?.selected.identifier) else {
            animateChanges {}
            return
        }
        animateChanges { selectedDetentIdentifier = identifier }
        (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}
