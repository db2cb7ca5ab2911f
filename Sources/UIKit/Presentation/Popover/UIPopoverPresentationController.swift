import Foundation

/// The presentation controller of a `.popover` presentation: the presented view floats
/// next to its source (a view and rect, or a bar button item) with an arrow pointing at
/// it, sized by the presented controller's `preferredContentSize`, inside the window's
/// safe area. A tap outside it dismisses it (except on ``passthroughViews``).
///
/// Before the popover is placed its delegate gets `prepareForPopoverPresentation`; with no
/// source by then UIKit raises (an action sheet's message names the alert controller).
/// In a horizontally compact window it adapts (UIKIT-SEMANTICS 6.10): shown as a sheet
/// unless the delegate's `adaptivePresentationStyle(for:traitCollection:)` says `.none`
/// (stay a popover), `.fullScreen` or `.overFullScreen`. Placement: see ``PopoverPlacement``.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    /// The rectangle in ``sourceView``'s coordinates the arrow points at; when empty, the
    /// source view's bounds.
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    /// A view or a bar button item to point at; setting it sets the matching property.
    open var sourceItem: UIPopoverPresentationControllerSourceItem? {
        get { barButtonItem ?? sourceView }
        set {
            barButtonItem = newValue as? UIBarButtonItem
            sourceView = newValue as? UIView
        }
    }
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The side the arrow ended up on; `.unknown` until the popover is placed (and when it
    /// adapted to another style).
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that keep receiving touches while the popover is up (a tap on them does not
    /// dismiss it).
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var canOverlapSourceViewRect = false

    /// The style this presentation adapted to: `.none` while shown as a popover.
    var adaptiveStyle: UIModalPresentationStyle = .none
    /// The sheet or full-screen placement when adapted.
    var placement: PresentationPlacement?
    var popoverFrame: CGRect = .zero
    /// The source the popover was last placed at, in the window's coordinates.
    var placedAnchor: CGRect = .zero
    /// The arrow while shown as a popover (see `PopoverArrowView`).
    var arrowView: PopoverArrowView?
    private var outsideTapView: PopoverOutsideTapView?
    /// Made on first use: the popover owns its adaptive sheet.
    var storedAdaptiveSheet: UISheetPresentationController?

    /// The sheet this popover is shown as when it adapts to a sheet in a compact width
    /// (iOS 15; 6.10). Configure it before presenting — or in the delegate's
    /// `presentationController(_:prepare:)` — to give the adapted popover detents (only
    /// `.large()` by default), a grabber and the rest; while the popover is shown as a
    /// sheet, changes apply at once (animated inside its `animateChanges(_:)`). The
    /// presented controller's `presentationController` stays this popover and its
    /// `sheetPresentationController` stays nil. See `UIPopoverPresentationController+AdaptiveSheet`.
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let storedAdaptiveSheet { return storedAdaptiveSheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: nil)
        sheet.style = .formSheet
        storedAdaptiveSheet = sheet
        return sheet
    }

    open override var shouldRemovePresentersView: Bool { style.removesPresenterView }

    open override var frameOfPresentedViewInContainerView: CGRect {
        if let sheet = activeAdaptiveSheet { return sheet.frameOfPresentedViewInContainerView }
        return adaptiveStyle == .none ? popoverFrame : placement?.frame ?? super.frameOfPresentedViewInContainerView
    }

    /// The style a compact width adapts the popover to (6.10): the delegate's
    /// `adaptivePresentationStyle(for:)` answer — `.fullScreen`, `.overFullScreen`,
    /// `.pageSheet` or `.formSheet`; `.none` keeps the popover — and `.formSheet` for any
    /// other answer or without a delegate.
    open override var adaptivePresentationStyle: UIModalPresentationStyle {
        Self.popoverAdaptiveStyle(delegate?.adaptivePresentationStyle(for: self) ?? .automatic)
    }

    /// As ``adaptivePresentationStyle``, asking the delegate's
    /// `adaptivePresentationStyle(for:traitCollection:)`; `.none` in a regular width, where
    /// the delegate is not asked.
    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard traitCollection.horizontalSizeClass == .compact else { return .none }
        return Self.popoverAdaptiveStyle(delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .automatic)
    }

    /// A page sheet and a form sheet are both the large sheet in a compact width; the style
    /// asked for is the one reported (`presentationStyle`, `willPresentWithAdaptiveStyle`).
    private static func popoverAdaptiveStyle(_ answer: UIModalPresentationStyle) -> UIModalPresentationStyle {
        switch answer {
        case .none, .popover: .none
        case .fullScreen, .overFullScreen, .pageSheet, .formSheet: answer
        default: .formSheet
        }
    }

    /// The style to present with in `traits` (6.10): `.popover`, or what it adapts to.
    func adaptedStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        adaptiveStyle = adaptivePresentationStyle(for: traits)
        return adaptiveStyle == .none ? .popover : adaptiveStyle
    }

    /// Gives the delegate its last chance to set a source, checks there is one and works
    /// out where the popover goes. False (after raising) when there is no source.
    func prepare(in window: UIWindow, presenter: UIViewController) -> Bool {
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        if adaptiveStyle.isSheet, let placement { beginAdaptiveSheet(placement: placement) }
        guard adaptiveStyle == .none else { return true }
        guard place(in: window) else {
            let presented = presentedViewController
            let diagnostics = presentedViewController.runtimeInUse.diagnostics
            if let alert = presented as? UIAlertController {
                diagnostics.raise(.genericException, Self.actionSheetWithoutSource(alert: alert.debugName, presenter: presenter.debugName))
            } else {
                let reason = "UIPopoverPresentationController (\(debugName)) should have a non-nil sourceView or "
                    + "barButtonItem set before the presentation occurs."
                diagnostics.raise(.genericException, reason)
            }
            return false
        }
        return true
    }

    /// Works out the popover's frame and arrow from its source in `window`; false without a source.
    func place(in window: UIWindow) -> Bool {
        guard let anchor = anchorRect(in: window) else { return false }
        let placed = PopoverPlacement(anchor: anchor, contentSize: popoverContentSize,
                                      permitted: permittedArrowDirections, window: window)
        popoverFrame = placed.frame
        placedAnchor = anchor
        arrowDirection = placed.arrowDirection
        return true
    }

    /// Forgets the arrow while shown in another style.
    func clearArrow() {
        arrowDirection = .unknown
        removeArrow()
    }

    private static func actionSheetWithoutSource(alert: String, presenter: String) -> String {
        var parts: [String] = []
        parts.append("Your application has presented a UIAlertController (\(alert)) of style UIAlertControllerStyleActionSheet from \(presenter).")
        parts.append(" The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover.")
        parts.append(" You must provide location information for this popover through the alert controller's popoverPresentationController.")
        parts.append(" You must provide either a sourceView and sourceRect or a barButtonItem.")
        parts.append("  If this information is not known when you present the alert controller, you may provide it in the")
        parts.append(" UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.")
        return parts.joined()
    }

    var debugName: String { "<UIPopoverPresentationController: \(Unmanaged.passUnretained(self).toOpaque())>" }

    /// The size the presented controller gets when the container changes to `parentSize`
    /// (10.3), in the style the change leaves it in (a change of size class adapts it first,
    /// in `willTransition(to:with:)`): as a popover, its preferred content size inside the new
    /// safe area less the margins — its size once placed again, unless the side it ends up
    /// on has less room; adapted to a sheet, the adaptive sheet's frame at its detent;
    /// adapted to full screen, the container's size.
    open override func size(forChildContentContainer container: UIContentContainer,
                            withParentContainerSize parentSize: CGSize) -> CGSize {
        guard container === shownViewController, let containerView else { return parentSize }
        let geometry = ContainerGeometry(container: containerView, resizedTo: parentSize)
        if adaptiveStyle == .none { return PopoverPlacement.fittedSize(popoverContentSize, in: geometry) }
        if adaptiveStyle.isSheet { return adaptiveSheetPresentationController.presentedFrame(in: geometry).size }
        return parentSize
    }

    /// The presented controller's preferred size; an alert's is its layout at popover width.
    private var popoverContentSize: CGSize {
        if let alert = presentedViewController as? UIAlertController {
            return AlertLayout(alert: alert, width: AlertLayout.popoverWidth).size
        }
        let preferred = presentedViewController.preferredContentSize
        return CGSize(width: preferred.width > 0 ? preferred.width : PopoverPlacement.defaultSize.width,
                      height: preferred.height > 0 ? preferred.height : PopoverPlacement.defaultSize.height)
    }

    /// The source in window coordinates: the bar button item's view, or the source rect
    /// (the source view's bounds when empty).
    private func anchorRect(in window: UIWindow) -> CGRect? {
        if let barButtonItem {
            guard let view = Self.barButtonView(of: barButtonItem, in: window) else { return nil }
            return view.convert(view.bounds, to: window)
        }
        guard let sourceView else { return nil }
        let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: window)
    }

    private static func barButtonView(of item: UIBarButtonItem, in view: UIView) -> UIView? {
        if (view as? BarButton)?.item === item { return view }
        for subview in view.subviews { if let found = barButtonView(of: item, in: subview) { return found } }
        return nil
    }

    open override func presentationTransitionWillBegin() {
        delegate?.presentationController(self, willPresentWithAdaptiveStyle: adaptiveStyle,
                                         transitionCoordinator: presentedViewController.transitionCoordinator)
        activeAdaptiveSheet?.installChrome()
        guard adaptiveStyle == .none else { return }
        addOutsideTapView()
        showArrow()
    }

    /// The view behind the popover that turns a tap outside into a dismissal.
    func addOutsideTapView() {
        guard outsideTapView == nil, let containerView, let presentedView else { return }
        let outside = PopoverOutsideTapView(frame: containerView.bounds)
        outside.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outside.popover = self
        containerView.insertSubview(outside, belowSubview: presentedView)
        outsideTapView = outside
    }

    /// A change of the width's size class while the popover is up adapts it again (6.10);
    /// see `readapt(to:with:)`.
    open override func willTransition(to newCollection: UITraitCollection,
                                      with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        readapt(to: newCollection, with: coordinator)
    }

    /// The container changing size (a rotation) while the size class stays regular: the
    /// popover is placed again alongside the change, once the window has its new size —
    /// after the delegate's `popoverPresentationController(_:willRepositionPopoverTo:in:)`
    /// when it points at a view — with its frame and arrow recomputed.
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        activeAdaptiveSheet?.viewWillTransition(to: size, with: coordinator)
        guard shownViewController.presentationRecord?.phase == .presented else { return }
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.reposition() }, completion: nil)
    }

    private func reposition() {
        guard adaptiveStyle == .none, let window = containerView?.window ?? (containerView as? UIWindow),
              let view = presentedViewController.storedView else { return }
        if barButtonItem == nil, let source = sourceView {
            var rect = sourceRect == .zero ? source.bounds : sourceRect
            var target = source
            (delegate as? UIPopoverPresentationControllerDelegate)?
                .popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &target)
            sourceView = target
            sourceRect = rect
        }
        guard place(in: window) else { return }
        view.frame = popoverFrame
        showArrow()
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            activeAdaptiveSheet?.addPullGesture()
        } else {
            removeOutsideTapView()
            endAdaptiveSheet()
        }
    }

    open override func dismissalTransitionWillBegin() {
        activeAdaptiveSheet?.dismissalTransitionWillBegin()
        fadeArrowForDismissal()
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        activeAdaptiveSheet?.dismissalTransitionDidEnd(completed)
        guard completed else {
            arrowView?.alpha = 1
            return
        }
        removeOutsideTapView()
        endAdaptiveSheet()
    }

    /// Takes away the views behind and around the popover: the outside-tap view and the arrow.
    func removeOutsideTapView() {
        outsideTapView?.removeFromSuperview()
        outsideTapView = nil
        removeArrow()
    }

    /// A tap outside the popover: an action sheet cancels; anything else asks the delegate
    /// and dismisses, telling the delegate before and after. While the presented controller
    /// (or one inside it) has `isModalInPresentation`, or the delegate refuses, the delegate
    /// gets `presentationControllerDidAttemptToDismiss` instead.
    func tappedOutside() {
        let presented = presentedViewController
        guard presented.presentationRecord?.phase == .presented else { return }
        if let alert = presented as? UIAlertController {
            alert.trigger(alert.cancelAction)
            return
        }
        let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate
        // Refused by isModalInPresentation or the delegate: the delegate hears of the attempt.
        guard !presented.refusesUserDismissal, delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        guard popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true else { return }
        delegate?.presentationControllerWillDismiss(self)
        presentingViewController.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
        }
    }

    func isPassthrough(_ point: CGPoint, in view: UIView) -> Bool {
        (passthroughViews ?? []).contains { passthrough in
            passthrough.window != nil && passthrough.bounds.contains(view.convert(point, to: passthrough))
        }
    }
}

/// Fills the window behind a popover and turns a tap there into a dismissal; touches on
/// passthrough views go through to them.
@MainActor
final class PopoverOutsideTapView: UIView {
    weak var popover: UIPopoverPresentationController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] _ in self?.popover?.tappedOutside() }))
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if popover?.isPassthrough(point, in: self) == true { return nil }
        return super.hitTest(point, with: event)
    }
}
