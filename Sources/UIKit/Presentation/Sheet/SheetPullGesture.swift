import Foundation

/// The pan on a presented sheet: dragging it between detents, or pulling it down to dismiss
/// it as an interactive transition.
///
/// ```
///             began, pulling down at the smallest detent        isModalInPresentation, or
///  ┌──────┐ ───────────────────────────────────────────────▶ ── presentationControllerShould-
///  │ idle │                                                     Dismiss answers false:
///  └──────┘                                                     DidAttemptToDismiss ─▶ refused
///     │  │ otherwise: WillDismiss, dismiss(animated: true)          ┌────────────┐
///     │  └────────────────────────────────────────────────────────▶ │ dismissing │ ↺ update(p)
///     │ began otherwise                                             └────────────┘
///     ▼                                                  ended: finish (p > ½ or a flick down)
///  ┌──────────┐ ↺ the sheet follows the finger           → DidDismiss after viewDidDisappear;
///  │ resizing │ ended: settles on the nearest detent       cancel → the sheet slides back,
///  └──────────┘ (DidChangeSelectedDetentIdentifier)        viewWillAppear/viewDidAppear (2.1)
/// ```
/// Delegate order for a pull that dismisses (UIKit's, as Apple describes it for iOS 13
/// sheets): `presentationControllerShouldDismiss` → `presentationControllerWillDismiss` →
/// the presented controller's `viewWillDisappear` … `viewDidDisappear` →
/// `presentationControllerDidDismiss`. While the presented controller (or a controller
/// inside it) has `isModalInPresentation`, the pull only sends
/// `presentationControllerDidAttemptToDismiss` — and so does a `false` from
/// `presentationControllerShouldDismiss`. The presenter gets no callbacks (6.8).
///
/// Finishing past half the pull or on a downward flick faster than 500 points a second
/// is our chosen threshold.
///
/// **From inside a scroll view** (a vertical one in the sheet): the scroll view's own pan
/// waits for this one. At the scroll view's top edge a pull down moves the sheet (to a
/// smaller detent, or the dismissal above); a drag up expands the sheet towards its largest
/// detent while ``UISheetPresentationController/prefersScrollingExpandsWhenScrolledToEdge``
/// is true and the sheet is not at its largest — once the sheet reaches it, the rest of the
/// same drag scrolls the content. Anywhere else (scrolled away from the top, already
/// largest, or the property false) this pan does not begin and the content scrolls.
@MainActor
final class SheetPullGesture: UIGestureRecognizerDelegate {
    enum Mode { case idle, refused, resizing, dismissing }

    let recognizer = UIPanGestureRecognizer()
    private weak var sheet: UISheetPresentationController?
    private var mode = Mode.idle
    private var startFrame: CGRect = .zero
    private var interaction: UIPercentDrivenInteractiveTransition?
    /// The scroll view the pull started in, at its top edge: what a drag up past the
    /// largest detent scrolls.
    private weak var edgeScrollView: UIScrollView?

    static let flickVelocity: CGFloat = 500

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        recognizer.name = "sheetPullGestureRecognizer"
        recognizer.delegate = self
        recognizer.addAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            changed(pan)
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let sheet, let view = sheet.presentedView,
              sheet.shownViewController.presentationRecord?.phase == .presented else { return false }
        let translation = recognizer.translation(in: view)
        guard abs(translation.y) > abs(translation.x) else { return false }
        edgeScrollView = nil
        guard let scrollView = scrollView(under: recognizer, in: view) else { return true }
        guard scrollView.isAtTopEdge else { return false }
        if translation.y < 0 {
            // Up: expands the sheet only while it can grow and the app wants it.
            guard sheet.prefersScrollingExpandsWhenScrolledToEdge,
                  let layout = sheet.currentLayout(), let largest = layout.active.last,
                  layout.selected.value < largest.value else { return false }
        }
        edgeScrollView = scrollView
        return true
    }

    /// The scroll view's own pan waits for the sheet's to fail, so the sheet decides first.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView = otherGestureRecognizer.view as? UIScrollView,
              otherGestureRecognizer === scrollView.panGestureRecognizer,
              let view = sheet?.presentedView else { return false }
        return scrollView.isDescendant(of: view)
    }

    /// The innermost vertically scrolling scroll view under the touch, inside the sheet.
    private func scrollView(under recognizer: UIGestureRecognizer, in view: UIView) -> UIScrollView? {
        var hit = view.hitTest(recognizer.location(in: view), with: nil)
        while let current = hit, current !== view {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled, scrollView.scrollsVertically {
                return scrollView
            }
            hit = current.superview
        }
        return nil
    }

    private func changed(_ pan: UIPanGestureRecognizer) {
        guard let sheet, let view = sheet.presentedView else { return }
        let translation = pan.translation(in: view.superview)
        switch pan.state {
        case .began:
            startFrame = view.frame
            let layout = sheet.currentLayout()
            let atSmallest = layout.map { $0.selected.value <= $0.active[0].value } ?? true
            if translation.y > 0, atSmallest { beginDismissal(sheet) } else { mode = .resizing }
        case .changed:
            if mode == .dismissing { interaction?.update(translation.y / pullDistance(view)) }
            if mode == .resizing { follow(translation.y, sheet: sheet, view: view) }
        case .ended:
            if mode == .dismissing {
                let progress = translation.y / pullDistance(view)
                if progress > 0.5 || pan.velocity(in: view.superview).y > Self.flickVelocity {
                    interaction?.finish()
                } else {
                    interaction?.cancel()
                }
            }
            if mode == .resizing { settle(velocity: pan.velocity(in: view.superview).y, sheet: sheet, view: view) }
            reset()
        case .cancelled, .failed:
            if mode == .dismissing { interaction?.cancel() }
            if mode == .resizing { settle(velocity: 0, sheet: sheet, view: view) }
            reset()
        default:
            break
        }
    }

    private func reset() {
        mode = .idle
        interaction = nil
        edgeScrollView = nil
    }

    /// How far the sheet travels to leave the container: its top to the container's bottom.
    private func pullDistance(_ view: UIView) -> CGFloat {
        max((view.superview?.bounds.height ?? startFrame.maxY) - startFrame.minY, 1)
    }

    private func beginDismissal(_ sheet: UISheetPresentationController) {
        // The replacement a delegate gave, if any, is what was presented.
        let presented = sheet.shownViewController
        // A popover's adaptive sheet asks the popover's delegate about the popover.
        let (delegate, controller) = sheet.userDismissalTarget
        if presented.refusesUserDismissal || !(delegate?.presentationControllerShouldDismiss(controller) ?? true) {
            mode = .refused
            delegate?.presentationControllerDidAttemptToDismiss(controller)
            return
        }
        delegate?.presentationControllerWillDismiss(controller)
        let interaction = UIPercentDrivenInteractiveTransition()
        sheet.pendingInteractiveDismissal = (SheetDismissalAnimator(), interaction)
        presented.dismiss(animated: true) { [weak controller, weak delegate] in
            guard let controller else { return }
            delegate?.presentationControllerDidDismiss(controller)
        }
        let started = sheet.pendingInteractiveDismissal == nil
        sheet.pendingInteractiveDismissal = nil
        self.interaction = started ? interaction : nil
        mode = started ? .dismissing : .refused
    }

    private func follow(_ dy: CGFloat, sheet: UISheetPresentationController, view: UIView) {
        guard let layout = sheet.currentLayout(), let largest = layout.active.last, let smallest = layout.active.first else { return }
        let highest = layout.frame(for: largest.value).minY
        let lowest = layout.frame(for: smallest.value).minY
        let top = min(max(startFrame.minY + dy, highest), lowest)
        view.frame = layout.frame(for: layout.value(forTop: top))
        // Past the largest detent, the rest of a drag up from a scroll view's edge scrolls it.
        if let scrollView = edgeScrollView {
            let limits = scrollView.contentOffsetLimits
            let overflow = max(0, highest - (startFrame.minY + dy))
            scrollView.contentOffset.y = min(limits.min.y + overflow, limits.max.y)
        }
    }

    /// Picks the detent nearest to where the sheet would come to rest (its top moved on by
    /// a tenth of a second at the release velocity) and settles there.
    private func settle(velocity: CGFloat, sheet: UISheetPresentationController, view: UIView) {
        guard let layout = sheet.currentLayout() else { return }
        let projected = layout.value(forTop: view.frame.minY + velocity * 0.1)
        let nearest = layout.active.min { abs($0.value - projected) < abs($1.value - projected) } ?? layout.selected
        sheet.userSelected(nearest.identifier)
    }
}

/// The built-in animation of a sheet pulled down: the sheet slides below the container.
/// The pull's percent-driven interaction scrubs it.
@MainActor
final class SheetDismissalAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        PresentationTiming.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let distance = transitionContext.containerView.bounds.height - view.frame.minY
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            view.transform = CGAffineTransform(translationX: 0, y: distance)
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            // Gone from the hierarchy next; a later presentation starts untransformed.
            if !cancelled { view.transform = .identity }
            transitionContext.completeTransition(!cancelled)
        })
    }
}
