import Foundation

extension ViewControllerKit {
    /// Timing of a split view controller's animated column changes.
    public enum SplitTiming {
        /// 0.35 s for a column sliding in or out (chosen: UIKit documents no length; its
        /// sidebar slides in about as long as a push).
        public static let duration: TimeInterval = 0.35
    }
}

extension UISplitViewController {
    /// Swaps the children's views in and out to match ``controllersToDisplay``.
    ///
    /// Off screen the views swap silently (the split's own appearance reaches the children
    /// later, 3.5). On screen it is a transition on the shared engine: the arriving
    /// columns' will-appear, the leaving ones' will-disappear, the views swap and are laid
    /// out; then the leaving ones' did-disappear and the arriving ones' did-appear. Not
    /// animated, all of it happens inside the call (as a tab switch, 5.3). Animated, the
    /// primary column slides in from (or out to) the leading edge while the other columns
    /// move to their new frames, for ``ViewControllerKit/SplitTiming/duration``; the leaving
    /// views go and the did-callbacks come when it ends, and the split and its columns
    /// answer `transitionCoordinator` meanwhile. A change while one runs finishes it first.
    func updateDisplayedChildren(animated: Bool = false) {
        refreshDisplayModeButtonItem()
        guard let root = viewIfLoaded else { return }
        activeColumnTransition?.finishNow()
        let target = controllersToDisplay
        let leaving = displayedControllers.filter { old in !target.contains { $0 === old } }
        let arriving = target.filter { new in !displayedControllers.contains { $0 === new } }
        guard !leaving.isEmpty || !arriving.isEmpty else {
            layoutColumns()
            return
        }
        announceColumnChanges(arriving: arriving, leaving: leaving)
        guard isShowingChildren else {
            displayedControllers = target
            removeViews(of: leaving, from: root)
            installViews(of: target, in: root)
            layoutColumns()
            return
        }

        var plan = TransitionPlan(from: leaving.first, to: arriving.first, containerView: root, animated: animated,
                                  duration: ViewControllerKit.SplitTiming.duration)
        plan.owners = [self]
        plan.viewsFollowControllers = true
        plan.completesSynchronously = !animated
        for controller in target {
            plan.finalFrames[ObjectIdentifier(controller)] = columnFrame(of: controller, among: target)
        }
        for controller in leaving { plan.initialFrames[ObjectIdentifier(controller)] = controller.viewIfLoaded?.frame ?? .zero }
        plan.willSteps += arriving.map { .begin($0, appearing: true) }
        plan.willSteps += leaving.map { .begin($0, appearing: false) }
        plan.willSteps.append(.perform { [self] in
            displayedControllers = target
            if !animated { removeViews(of: leaving, from: root) }
            installViews(of: target, in: root)
            if animated {
                // The arriving columns start where they end; the motion is their transform.
                for controller in arriving { controller.viewIfLoaded?.frame = columnFrame(of: controller, among: target) }
                root.layoutIfNeeded()
                for controller in arriving { controller.performViewIsAppearing() }
            } else {
                layoutColumns()
                root.layoutIfNeeded()
            }
        })
        if animated {
            let sliding = (arriving + leaving).filter(slidesFromLeadingEdge)
            plan.builtInSetup = {
                for controller in arriving where sliding.contains(where: { $0 === controller }) {
                    guard let view = controller.viewIfLoaded else { continue }
                    view.transform = CGAffineTransform(translationX: -view.frame.maxX, y: 0)
                }
            }
            plan.builtInAnimations = { [weak self] in
                for controller in arriving { controller.viewIfLoaded?.transform = .identity }
                for controller in leaving where sliding.contains(where: { $0 === controller }) {
                    guard let view = controller.viewIfLoaded else { continue }
                    view.transform = CGAffineTransform(translationX: -view.frame.maxX, y: 0)
                }
                self?.layoutColumns()
                self?.viewIfLoaded?.layoutIfNeeded()
            }
            plan.didSteps.append(.perform { [self] in
                for controller in leaving { controller.viewIfLoaded?.transform = .identity }
                removeViews(of: leaving.filter { old in !displayedControllers.contains { $0 === old } }, from: root)
            })
        }
        plan.didSteps += leaving.map { .end($0) }
        plan.didSteps += arriving.map { .end($0) }
        plan.didSteps.append(.perform { [self] in activeColumnTransition = nil })
        let performer = TransitionPerformer(plan: plan)
        if animated { activeColumnTransition = performer }
        performer.start()
    }

    private func removeViews(of controllers: [UIViewController], from root: UIView) {
        for controller in controllers {
            if let view = controller.viewIfLoaded, view.superview === root { view.removeFromSuperview() }
        }
    }

    /// Adds the views not yet in the split's view; the side columns stay in front (the
    /// primary frontmost), for the overlay modes.
    private func installViews(of controllers: [UIViewController], in root: UIView) {
        for controller in controllers {
            let childView: UIView = controller.view
            if childView.superview !== root { root.addSubview(childView) }
        }
        for controller in leadingColumnsFrontToBack.reversed() {
            if let view = controller.viewIfLoaded, view.superview === root { root.bringSubviewToFront(view) }
        }
    }
}
