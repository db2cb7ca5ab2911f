import Foundation

/// A page turn driven by the pan, from the pan's `began` to the end of its transition: an
/// interactive transition on the shared engine (``TransitionPerformer``), scrubbed by a
/// ``UIPercentDrivenInteractiveTransition``.
@MainActor
final class InteractivePageTurn {
    let current: UIViewController
    let incoming: UIViewController
    /// True when turning to the page after (a right-to-left or bottom-to-top pan).
    let forward: Bool
    /// Set when the finger lifted: whether the turn completes.
    var completes: Bool?
    let interaction = UIPercentDrivenInteractiveTransition()
    /// Weak: the performer keeps itself alive until the transition is done.
    weak var performer: TransitionPerformer?

    init(current: UIViewController, incoming: UIViewController, forward: Bool) {
        self.current = current
        self.incoming = incoming
        self.forward = forward
    }
}

/// The animation a page turn scrubs: the built-in ``PageTurnMotion`` of the page view
/// controller's transition style (scroll: both pages slide one page plus the spacing;
/// page curl: the turning page folds on the spine), linear so the pages follow the finger.
@MainActor
final class PageTurnAnimator: UIViewControllerAnimatedTransitioning {
    let motion: PageTurnMotion

    init(motion: PageTurnMotion) { self.motion = motion }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        ViewControllerKit.PageTiming.duration
    }

    /// The arriving page starts at ``PageTurnMotion/arrivingStart(for:)`` (set by the plan
    /// before the driver starts); both pages move to their end.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let arriving = transitionContext.view(forKey: .to)
        let leaving = transitionContext.view(forKey: .from)
        let motion = motion
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                       animations: {
            arriving?.transform = .identity
            if let leaving { leaving.transform = motion.leavingEnd(for: leaving) }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

extension UIPageViewController {
    // MARK: Gesture-driven turns (9.2, 9.4, 2.1)

    /// The pan: `began` asks the data source for the neighbour and starts the turn,
    /// `changed` moves it (`percentComplete` is the distance along the navigation axis over
    /// the page's extent), `ended` finishes it past half the page or on a flick
    /// (``ViewControllerKit/PageTiming/flickVelocity``) and cancels it otherwise;
    /// `cancelled`/`failed` cancel it.
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
            releaseTurn(turn, completes: completes)
        case .cancelled, .failed:
            guard let turn = interactiveTurn, turn.completes == nil else { return }
            releaseTurn(turn, completes: false)
        default:
            break
        }
    }

    /// Asks the data source for the neighbour (nil: nothing happens), then the delegate's
    /// `willTransitionTo` and containment, and starts the interactive transition: its
    /// will-steps send the new page will-appear and the current one will-disappear (9.4),
    /// put the new page's view in and lay it out.
    ///
    /// Completed, the did-steps send the did-callbacks in the style's order (9.4), remove
    /// the old page, then `didFinishAnimating(true, previousViewControllers: [old],
    /// transitionCompleted: true)`. Cancelled, the new page's view goes, the engine sends
    /// the reversed callbacks (new page will/did-disappear, then the current one
    /// will-appear, `viewIsAppearing`, did-appear: 2.1), the new page leaves as a child,
    /// then `didFinishAnimating(true, …, transitionCompleted: false)`.
    private func beginInteractiveTurn(forward: Bool) {
        guard interactiveTurn == nil, activeTransition == nil, let dataSource,
              pages.count == 1, let current = pages.first, displayedPages.first === current,
              let container = storedView else { return }
        let neighbour = forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let incoming = neighbour, incoming !== current else { return }
        let turn = InteractivePageTurn(current: current, incoming: incoming, forward: forward)
        interactiveTurn = turn
        delegate?.pageViewController(self, willTransitionTo: [incoming])
        addChild(incoming)
        incoming.loadViewIfNeeded()

        let motion = PageTurnMotion(style: transitionStyle, orientation: navigationOrientation, spine: spineLocation,
                                    forward: forward, extent: pageExtent, spacing: interPageSpacing)
        var plan = TransitionPlan(from: current, to: incoming, containerView: container, animated: true,
                                  duration: ViewControllerKit.PageTiming.duration)
        plan.owners = [self]
        plan.viewsFollowControllers = true
        plan.animator = PageTurnAnimator(motion: motion)
        plan.interactionController = turn.interaction
        let frame = pageFrames(count: 1)[0]
        plan.initialFrames[ObjectIdentifier(current)] = frame
        plan.finalFrames[ObjectIdentifier(incoming)] = frame
        plan.willSteps = [.begin(incoming, appearing: true), .begin(current, appearing: false), .perform { [self] in
            install(incoming)
            incoming.view.frame = frame
            incoming.view.layoutIfNeeded()
            incoming.view.transform = motion.arrivingStart(for: incoming.view)
            // A forward curl turns the current page over the new one.
            if motion.leavingOnTop, let view = current.viewIfLoaded { container.insertSubview(view, belowSubview: pageIndicator) }
            incoming.performViewIsAppearing()
        }]
        let resetTransforms = TransitionPlan.Step.perform {
            incoming.viewIfLoaded?.transform = .identity
            current.viewIfLoaded?.transform = .identity
        }
        plan.didSteps = [resetTransforms, .perform { [self] in
            interactiveTurn = nil
            pages = [incoming]
            displayedPages = [incoming]
        }]
        switch transitionStyle {
        case .scroll:
            plan.didSteps += [.end(incoming), .perform { [self] in removeView(of: current) }, .end(current)]
        case .pageCurl:
            plan.didSteps += [.perform { [self] in removeView(of: current) }, .end(current), .end(incoming)]
        }
        plan.didSteps.append(.perform { [self] in
            release(current)
            incoming.didMove(toParent: self)
            finishTurn(previous: current, completed: true)
        })
        plan.cancelSteps = [resetTransforms, .perform { [self] in
            interactiveTurn = nil
            removeView(of: incoming)
        }]
        plan.afterCancelSteps = [.perform { [self] in
            release(incoming)
            finishTurn(previous: current, completed: false)
        }]
        let performer = TransitionPerformer(plan: plan)
        turn.performer = performer
        performer.start()
    }

    /// Follows the finger: the distance in the turn's direction over the way the pages
    /// travel (scroll: the page's extent plus the spacing, so the pages stay under the
    /// finger; page curl: the extent).
    private func updateInteractiveTurn(offset: CGFloat) {
        guard let turn = interactiveTurn, turn.completes == nil else { return }
        let distance = turn.forward ? -offset : offset
        let travel = transitionStyle == .scroll ? pageExtent + interPageSpacing : pageExtent
        turn.interaction.update(min(max(distance / max(travel, 1), 0), 1))
    }

    var pageExtent: CGFloat {
        guard let bounds = storedView?.bounds else { return 0 }
        return navigationOrientation == .horizontal ? bounds.width : bounds.height
    }

    /// The finger lifted: a completing turn sends the old page `willMove(toParent: nil)`
    /// and finishes; a cancelled one sends the new page `willMove(toParent: nil)` and
    /// cancels. The rest of the motion plays on the clock (the part left of
    /// ``ViewControllerKit/PageTiming/duration``), then the transition ends.
    private func releaseTurn(_ turn: InteractivePageTurn, completes: Bool) {
        turn.completes = completes
        if completes {
            turn.current.willMove(toParent: nil)
            turn.interaction.finish()
        } else {
            turn.incoming.willMove(toParent: nil)
            turn.interaction.cancel()
        }
    }

    private func finishTurn(previous: UIViewController, completed: Bool) {
        storedView?.setNeedsLayout()
        layoutPages()
        updatePageIndicator()
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous],
                                     transitionCompleted: completed)
    }

    /// Ends a gesture-driven turn now (a `setViewControllers` or a disappearance during
    /// it): one whose finger is still down is cancelled; a released one ends as decided.
    func settleInteractiveTurnAtOnce() {
        guard let turn = interactiveTurn else { return }
        if turn.completes == nil {
            releaseTurn(turn, completes: false)
            panGestureRecognizer.isEnabled = false
            panGestureRecognizer.isEnabled = dataSource != nil
        }
        if turn.completes == true { turn.performer?.finishNow() } else { turn.performer?.cancelNow() }
        interactiveTurn = nil
    }
}
