import Foundation

extension ViewControllerKit {
    /// Timing and thresholds of page turns on the runtime clock.
    public enum PageTiming {
        /// 0.3 s for an animated `setViewControllers` and for a released swipe to settle
        /// (chosen: UIKit documents no length; its scroll-view paging settles in about 0.3 s).
        public static let duration: TimeInterval = 0.3
        /// A release faster than this (points per second, along the navigation axis, in the
        /// turn's direction) completes the turn whatever the distance; a release past half
        /// the page completes it unless flicked back this fast.
        public static let flickVelocity: CGFloat = 500
    }
}

/// A page turn driven by the pan, from the pan's `began` to the end of its settling.
@MainActor
final class InteractivePageTurn {
    let current: UIViewController
    let incoming: UIViewController
    /// True when turning to the page after (a right-to-left or bottom-to-top pan).
    let forward: Bool
    /// Set when the finger lifted: whether the turn completes.
    var completes: Bool?

    init(current: UIViewController, incoming: UIViewController, forward: Bool) {
        self.current = current
        self.incoming = incoming
        self.forward = forward
    }
}

/// The page view controller's root view: lays out the pages and the page indicator.
@MainActor
final class PageContainerView: UIView {
    weak var pageViewController: UIPageViewController?

    override func layoutSubviews() {
        pageViewController?.layoutPages()
        super.layoutSubviews()
    }
}

/// The page indicator's dots (UIKit uses a `UIPageControl`; this is a plain view that
/// records what it shows).
@MainActor
final class PageIndicatorView: UIView {
    /// Height of the strip at the bottom of the page view controller's view.
    static let height: CGFloat = 26
    var numberOfPages = 0
    var currentPage = 0
}

extension UIPageViewController {
    // MARK: Gesture-driven turns (9.2)

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let container = storedView else { return }
        let translation = pan.translation(in: container)
        let horizontal = navigationOrientation == .horizontal
        let along = horizontal ? translation.x : translation.y
        switch pan.state {
        case .began:
            let across = horizontal ? translation.y : translation.x
            guard abs(along) >= abs(across) else { return }
            beginInteractiveTurn(forward: along < 0)
            updateInteractiveTurn(offset: along)
        case .changed:
            updateInteractiveTurn(offset: along)
        case .ended:
            guard let turn = interactiveTurn, turn.completes == nil else { return }
            let velocity = pan.velocity(in: container)
            let speed = (horizontal ? velocity.x : velocity.y) * (turn.forward ? -1 : 1)
            let distance = along * (turn.forward ? -1 : 1)
            let completes = speed > ViewControllerKit.PageTiming.flickVelocity
                || (distance > pageExtent / 2 && speed > -ViewControllerKit.PageTiming.flickVelocity)
            settle(turn, completes: completes)
        case .cancelled, .failed:
            guard let turn = interactiveTurn, turn.completes == nil else { return }
            settle(turn, completes: false)
        default:
            break
        }
    }

    /// Asks the data source for the neighbour (nil: nothing happens), then the delegate's
    /// `willTransitionTo`, containment and the will-callbacks (new page first, 9.4).
    private func beginInteractiveTurn(forward: Bool) {
        guard interactiveTurn == nil, activeTransition == nil, let dataSource,
              pages.count == 1, let current = pages.first, displayedPages.first === current else { return }
        let neighbour = forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let incoming = neighbour, incoming !== current else { return }
        let turn = InteractivePageTurn(current: current, incoming: incoming, forward: forward)
        interactiveTurn = turn
        delegate?.pageViewController(self, willTransitionTo: [incoming])
        addChild(incoming)
        incoming.loadViewIfNeeded()
        incoming.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
        install(incoming)
        incoming.view.layoutIfNeeded()
        incoming.performViewIsAppearing()
    }

    /// Lays the two pages side by side, `offset` points along the axis (clamped to the
    /// turn's direction).
    private func updateInteractiveTurn(offset: CGFloat) {
        guard let turn = interactiveTurn, turn.completes == nil else { return }
        let clamped = turn.forward ? min(0, max(offset, -pageExtent)) : max(0, min(offset, pageExtent))
        placeInteractivePages(turn, offset: clamped)
    }

    var pageExtent: CGFloat {
        guard let bounds = storedView?.bounds else { return 0 }
        return navigationOrientation == .horizontal ? bounds.width : bounds.height
    }

    private func placeInteractivePages(_ turn: InteractivePageTurn, offset: CGFloat) {
        guard let bounds = storedView?.bounds else { return }
        let step = pageExtent + interPageSpacing
        let incomingOffset = turn.forward ? offset + step : offset - step
        func frame(_ offset: CGFloat) -> CGRect {
            navigationOrientation == .horizontal ? bounds.offsetBy(dx: offset, dy: 0) : bounds.offsetBy(dx: 0, dy: offset)
        }
        turn.current.viewIfLoaded?.frame = frame(offset)
        turn.incoming.viewIfLoaded?.frame = frame(incomingOffset)
    }

    /// The finger lifted: a completing turn sends the old page `willMove(toParent: nil)`;
    /// a cancelled one reverses both pages (2.1): the new page gets `viewWillDisappear`,
    /// the current one `viewWillAppear`. The pages then slide home for ``PageTiming/duration``.
    private func settle(_ turn: InteractivePageTurn, completes: Bool) {
        turn.completes = completes
        if completes {
            turn.current.willMove(toParent: nil)
        } else {
            turn.incoming.willMove(toParent: nil)
            turn.incoming.beginAppearanceTransition(false, animated: true)
            turn.current.beginAppearanceTransition(true, animated: true)
            turn.current.performViewIsAppearing()
        }
        let step = pageExtent + interPageSpacing
        let final: CGFloat = completes ? (turn.forward ? -step : step) : 0
        UIView.animate(withDuration: ViewControllerKit.PageTiming.duration, animations: { [weak self] in
            self?.placeInteractivePages(turn, offset: final)
        }) { [weak self] _ in
            self?.finishInteractiveTurn(turn)
        }
    }

    /// The end of a gesture-driven turn: did-callbacks (9.4 order, or 2.1 for a cancelled
    /// turn), containment, then the delegate's `didFinishAnimating`.
    private func finishInteractiveTurn(_ turn: InteractivePageTurn) {
        guard interactiveTurn === turn, let completed = turn.completes else { return }
        interactiveTurn = nil
        if completed {
            pages = [turn.incoming]
            displayedPages = [turn.incoming]
            endAppearance(arriving: [turn.incoming], leaving: [turn.current])
            release(turn.current)
            turn.incoming.didMove(toParent: self)
        } else {
            removeView(of: turn.incoming)
            turn.incoming.endAppearanceTransition()
            turn.current.endAppearanceTransition()
            release(turn.incoming)
        }
        storedView?.setNeedsLayout()
        layoutPages()
        updatePageIndicator()
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [turn.current],
                                     transitionCompleted: completed)
    }

    /// Ends a gesture-driven turn now (a `setViewControllers` or a disappearance during
    /// it): one whose finger is still down is cancelled.
    func settleInteractiveTurnAtOnce() {
        guard let turn = interactiveTurn else { return }
        if turn.completes == nil {
            settle(turn, completes: false)
            panGestureRecognizer.isEnabled = false
            panGestureRecognizer.isEnabled = dataSource != nil
        }
        finishInteractiveTurn(turn)
    }

    // MARK: Views

    /// Puts the pages' views in place when the page view controller is about to appear:
    /// containers load lazily, so this is when the pages' views load (1.10).
    func installPagesIfNeeded() {
        for page in pages { page.loadViewIfNeeded() }
        for page in displayedPages where !pages.contains(where: { $0 === page }) { removeView(of: page) }
        displayedPages = pages
        for page in pages where page.storedView?.superview !== storedView { install(page) }
        layoutPages()
    }

    /// Inserts the page's view below the indicator. In a transition the page is already
    /// driven explicitly; from `viewWillAppear` it follows the page view controller's own
    /// appearance (container first, 3.5), as any child installed then does.
    func install(_ page: UIViewController) {
        guard let container = storedView else { return }
        let view = page.view!
        guard view.superview !== container else { return }
        container.insertSubview(view, belowSubview: pageIndicator)
    }

    func removeView(of page: UIViewController) {
        if let view = page.storedView, view.superview === storedView { view.removeFromSuperview() }
    }

    /// Frames of the displayed pages: the whole bounds, or two halves for a mid spine.
    /// Left alone while a gesture moves the pages.
    func layoutPages() {
        guard let container = storedView else { return }
        let bounds = container.bounds
        pageIndicator.frame = CGRect(x: 0, y: bounds.height - container.safeAreaInsets.bottom - PageIndicatorView.height,
                                     width: bounds.width, height: PageIndicatorView.height)
        guard interactiveTurn == nil else { return }
        for (page, frame) in zip(displayedPages, pageFrames(count: displayedPages.count)) {
            if let view = page.storedView, view.superview === container { view.frame = frame }
        }
    }

    /// The frames of `count` displayed pages: the whole bounds, or two halves for a mid spine.
    func pageFrames(count: Int) -> [CGRect] {
        let bounds = storedView?.bounds ?? .zero
        guard count == 2 else { return [bounds] }
        return navigationOrientation == .horizontal
            ? [CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height),
               CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)]
            : [CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2),
               CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)]
    }

    // MARK: Page indicator (9.3)

    /// Shows the indicator only for the scroll style when the data source implements both
    /// `presentationCount(for:)` and `presentationIndex(for:)`; asks them again after each change.
    func updatePageIndicator() {
        guard transitionStyle == .scroll, let dataSource else {
            pageIndicator.isHidden = true
            return
        }
        optionalMethodAnsweredByDefault = false
        let count = dataSource.presentationCount(for: self)
        let index = dataSource.presentationIndex(for: self)
        let implemented = !optionalMethodAnsweredByDefault
        optionalMethodAnsweredByDefault = false
        pageIndicator.isHidden = !implemented
        pageIndicator.numberOfPages = implemented ? count : 0
        pageIndicator.currentPage = implemented ? index : 0
    }
}
