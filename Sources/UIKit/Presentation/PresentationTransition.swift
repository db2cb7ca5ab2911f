import Foundation

/// The view moves and appearance callbacks of presenting and dismissing
/// (UIKIT-SEMANTICS 6.6–6.8, 6.15–6.17, 6.20).
///
/// Appearance is driven explicitly with `beginAppearanceTransition`/
/// `endAppearanceTransition`, as `transition(from:to:)` does, so the view moves made here
/// do not also fire the automatic window callbacks. Children of the controllers involved
/// get theirs through automatic forwarding (container first). When the window is not
/// visible nothing appears or disappears; only views and relationships change.
///
/// Animated transitions last ``PresentationTiming/duration`` on the runtime clock;
/// non-animated ones finish on the next run-loop turn, as a zero-length UIKit animation does.
@MainActor
enum PresentationTransition {
    // MARK: Present

    static func present(_ presented: UIViewController, from presenter: UIViewController,
                        style: UIModalPresentationStyle, in window: UIWindow,
                        animated: Bool, completion: (() -> Void)?) {
        let covered = style.removesPresenterView ? coveredView(of: presenter, in: window) : nil
        let record = PresentationRecord(style: style, covered: covered)
        // 6.1: the relationship exists from now on.
        presenter.storedPresentedViewController = presented
        presented.storedPresentingViewController = presenter
        presented.presentationRecord = record

        let visible = window.isVisible
        presented.loadViewIfNeeded()                       // 6.6: viewDidLoad first.
        let coveredController = covered?.controller
        if visible { coveredController?.beginAppearanceTransition(false, animated: animated) }
        if visible {
            presented.appearance.expect(.beingPresented)
            presented.beginAppearanceTransition(true, animated: animated)
        }
        install(presented.view, for: style, presenter: presenter, in: window)
        window.updateStatusBarAppearance()                 // 10.8: follows alongside.
        if window.isKeyWindow { PresentationOrientation.afterPresenting(presented) }   // 10.10
        if visible {
            window.layoutIfNeeded()
            presented.performViewIsAppearing()
        }

        let duration = animated ? PresentationTiming.duration : 0
        UIView.animate(withDuration: duration, animations: {}) { _ in
            // Settled before the did-callbacks, so `viewDidAppear` may present the next one.
            record.phase = .presented
            if visible { presented.endAppearanceTransition() }
            // A dismissal begun inside `viewDidAppear` already turned the covered controller
            // back towards appearing; it owns that controller's view and callbacks now.
            if record.phase == .presented {
                // 6.6: the covered views leave only now, so the presenter's did-callback is last.
                if let coveredController, let view = coveredController.storedView { view.removeFromSuperview() }
                if visible { coveredController?.endAppearanceTransition() }
            }
            completion?()                                  // 6.20
        }
    }

    private static func coveredView(of presenter: UIViewController, in window: UIWindow) -> CoveredView? {
        guard let view = presenter.storedView, let superview = view.superview else { return nil }
        let index = superview.storedSubviews.firstIndex { $0 === view } ?? superview.storedSubviews.count
        return CoveredView(controller: presenter, superview: superview, index: index,
                           fillsWindow: superview === window && window.storedRootViewController === presenter)
    }

    /// Puts the presented view where its style shows it.
    ///
    /// * full screen, over full screen, custom: the whole window, resizing with it;
    /// * page/form sheet and popover (no anchor here, so shown as a sheet): the window
    ///   minus its top safe-area inset and 10 points, resizing with it — the iPhone
    ///   sheet; a form sheet in a regular-width window is 540 × 620, centred;
    /// * current context: the context controller's view frame, above that view.
    private static func install(_ view: UIView, for style: UIModalPresentationStyle,
                                presenter: UIViewController, in window: UIWindow) {
        if style.usesCurrentContext, let contextView = presenter.storedView, let container = contextView.superview,
           container !== window {
            view.frame = contextView.frame
            view.autoresizingMask = contextView.autoresizingMask
            container.insertSubview(view, aboveSubview: contextView)
            return
        }
        let bounds = window.bounds
        switch style {
        case .pageSheet, .formSheet, .popover:
            if style == .formSheet, window.traitCollection.horizontalSizeClass == .regular {
                let size = CGSize(width: min(540, bounds.width), height: min(620, bounds.height))
                view.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                                    width: size.width, height: size.height)
                view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
            } else {
                let top = window.safeAreaInsets.top + 10
                view.frame = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
        default:
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        window.addSubview(view)
    }

    // MARK: Dismiss

    /// Dismisses `chain` (the presenter's presented controller first, the top-most last).
    /// Only the top-most animates; controllers in between leave without animation (6.15).
    static func dismiss(chain: [UIViewController], from presenter: UIViewController,
                        animated: Bool, completion: (() -> Void)?) {
        guard let top = chain.last, let first = chain.first else { return }
        chain.forEach { $0.presentationRecord?.phase = .dismissing }
        let window = top.storedView?.window ?? presenter.storedView?.window
        let visible = window?.isVisible ?? false
        let intermediates = chain.dropLast().filter { $0.appearanceState == .appeared }

        // A dismissal from inside `viewDidAppear` ends the presentation's flag early.
        chain.forEach { $0.appearance.drop(.beingPresented) }
        if visible {
            top.appearance.expect(.beingDismissed)
            top.beginAppearanceTransition(false, animated: animated)
            for controller in intermediates {
                controller.appearance.expect(.beingDismissed)
                controller.beginAppearanceTransition(false, animated: false)
            }
        }
        // What the first presentation covered comes back (6.7: will-appear after the
        // dismissed controller's will-disappear).
        let covered = first.presentationRecord?.covered
        let uncovered = covered?.controller
        var uncoveredAppears = false
        if let covered, let uncovered, let view = uncovered.storedView, let superview = covered.superview {
            uncoveredAppears = visible
            if visible { uncovered.beginAppearanceTransition(true, animated: animated) }
            if covered.fillsWindow, let window { view.frame = window.bounds }
            superview.insertSubview(view, at: min(covered.index, superview.storedSubviews.count))
            if visible {
                window?.layoutIfNeeded()
                uncovered.performViewIsAppearing()
            }
        }

        let duration = animated ? PresentationTiming.duration : 0
        UIView.animate(withDuration: duration, animations: {}) { _ in
            // 6.16: the relationships go before the dismissed controller's did-callback.
            presenter.storedPresentedViewController = nil
            for controller in chain {
                controller.storedPresentingViewController = nil
                controller.storedPresentedViewController = nil
                controller.presentationRecord = nil
            }
            if uncoveredAppears { uncovered?.endAppearanceTransition() }
            for controller in chain.reversed() { controller.storedView?.removeFromSuperview() }
            if visible {
                top.endAppearanceTransition()
                intermediates.forEach { $0.endAppearanceTransition() }
            }
            window?.updateStatusBarAppearance()
            if window?.isKeyWindow == true { PresentationOrientation.afterDismissing() }
            completion?()
        }
    }
}
