import Foundation

extension UIPageViewController {
    // MARK: setViewControllers

    /// Moves to `newPages`: containment will-calls and the array at once, then — when on
    /// screen — a transition on the shared engine (``TransitionPerformer``); otherwise
    /// `completion(true)` on the next turn.
    ///
    /// The plan: the arriving pages load, will-appear, the leaving ones will-disappear
    /// (9.4: new first), the arriving views go in and `viewIsAppearing` runs; when the
    /// transition completes, the did-callbacks in the style's order (9.4), then containment
    /// (`didMove(toParent: nil)` of the old, `didMove(toParent:)` of the new), then the
    /// completion. Animated, the built-in motion (``PageTurnMotion``) moves the views on the
    /// clock for ``ViewControllerKit/PageTiming/duration``; the page view controller and the
    /// pages answer `transitionCoordinator` meanwhile.
    func changePages(to newPages: [UIViewController], direction: NavigationDirection, animated: Bool,
                     completion: ((Bool) -> Void)?) {
        settleInteractiveTurnAtOnce()
        finishActiveTransition()
        let old = pages
        let removed = old.filter { page in !newPages.contains { $0 === page } }
        let added = newPages.filter { page in !old.contains { $0 === page } }
        for page in removed { page.willMove(toParent: nil) }
        for page in added { addChild(page) }
        pages = newPages

        // Appearing counts before the view reaches the window (a presented page view
        // controller's viewWillAppear): the new pages then appear with it (3.5).
        let onScreen = isViewLoaded
            && ((appearanceState == .appeared && storedView?.window != nil) || appearanceState == .appearing)
        guard onScreen, let container = storedView else {
            for page in displayedPages where !newPages.contains(where: { $0 === page }) { removeView(of: page) }
            displayedPages = displayedPages.filter { page in newPages.contains { $0 === page } }
            for page in removed { page.removeFromParent() }
            for page in added { page.didMove(toParent: self) }
            updatePageIndicator()
            if let completion { runtimeInUse.runLoop.perform { completion(true) } }
            return
        }

        let leaving = displayedPages.filter { page in !newPages.contains { $0 === page } }
        let arriving = newPages.filter { page in !displayedPages.contains { $0 === page } }
        var plan = TransitionPlan(from: leaving.first, to: arriving.first, containerView: container,
                                  animated: animated, duration: ViewControllerKit.PageTiming.duration)
        plan.owners = [self]
        plan.viewsFollowControllers = true
        for (page, frame) in zip(newPages, pageFrames(count: newPages.count)) {
            plan.finalFrames[ObjectIdentifier(page)] = frame
        }
        for page in leaving { plan.initialFrames[ObjectIdentifier(page)] = page.storedView?.frame ?? .zero }

        plan.willSteps.append(.perform { for page in arriving { page.loadViewIfNeeded() } })
        plan.willSteps += arriving.map { .begin($0, appearing: true) }
        plan.willSteps += leaving.map { .begin($0, appearing: false) }
        plan.willSteps.append(.perform { [self] in
            displayedPages = newPages
            for page in arriving { install(page) }
            layoutPages()
            storedView?.layoutIfNeeded()
            for page in arriving { page.performViewIsAppearing() }
            updatePageIndicator()
        })
        if animated {
            let motion = PageTurnMotion(style: transitionStyle, orientation: navigationOrientation,
                                        spine: spineLocation, forward: direction == .forward,
                                        extent: pageExtent, spacing: interPageSpacing)
            plan.builtInSetup = { [weak self] in
                let arrivingViews = arriving.compactMap(\.storedView)
                for view in arrivingViews { view.transform = motion.arrivingStart(for: view) }
                // A forward curl turns the old page over the new one.
                if motion.leavingOnTop, let self {
                    for view in leaving.compactMap(\.storedView) { container.insertSubview(view, belowSubview: self.pageIndicator) }
                }
            }
            plan.builtInAnimations = {
                for view in arriving.compactMap(\.storedView) { view.transform = .identity }
                for view in leaving.compactMap(\.storedView) { view.transform = motion.leavingEnd(for: view) }
            }
            plan.didSteps.append(.perform {
                for view in (arriving + leaving).compactMap(\.storedView) { view.transform = .identity }
            })
        }

        let removeLeavingViews = TransitionPlan.Step.perform { [self] in
            activeTransition = nil
            for page in leaving where !displayedPages.contains(where: { $0 === page }) { removeView(of: page) }
        }
        switch transitionStyle {
        case .scroll:
            plan.didSteps += arriving.map { .end($0) } + [removeLeavingViews] + leaving.map { .end($0) }
        case .pageCurl:
            plan.didSteps += [removeLeavingViews] + leaving.map { .end($0) } + arriving.map { .end($0) }
        }
        plan.didSteps.append(.perform { [self] in
            for page in removed { page.removeFromParent() }
            for page in added { page.didMove(toParent: self) }
            completion?(true)
        })

        let performer = TransitionPerformer(plan: plan)
        activeTransition = performer
        performer.start()
    }

    /// Completes a running `setViewControllers` transition at once (a new change, or the
    /// page view controller disappearing, does not wait for the animation).
    func finishActiveTransition() {
        activeTransition?.finishNow()
    }

    /// 9.4: scroll — arriving did-appear, then leaving did-disappear; page curl — leaving
    /// did-disappear, then arriving did-appear. The leaving views go just before their
    /// did-callback. Used by gesture-driven turns.
    func endAppearance(arriving: [UIViewController], leaving: [UIViewController]) {
        let removeLeavingViews = {
            for page in leaving where !self.displayedPages.contains(where: { $0 === page }) { self.removeView(of: page) }
        }
        switch transitionStyle {
        case .scroll:
            for page in arriving { page.endAppearanceTransition() }
            removeLeavingViews()
            for page in leaving { page.endAppearanceTransition() }
        case .pageCurl:
            removeLeavingViews()
            for page in leaving { page.endAppearanceTransition() }
            for page in arriving { page.endAppearanceTransition() }
        }
    }

    func release(_ page: UIViewController) {
        page.removeFromParent()
    }
}

/// The built-in motion of an animated `setViewControllers`, as transforms (layout and safe
/// areas stay untouched; the transforms are reset when the transition ends).
///
/// * Scroll: the pages move along the navigation axis by one page plus the inter-page
///   spacing — forward, the new page comes from the trailing side (right, or below) and the
///   old one leaves by the leading side; reverse, the other way.
/// * Page curl: drawn flat, as the turning page folding onto the spine — a scale along the
///   axis that keeps the spine's line fixed. Forward, the old page (on top) folds away onto
///   the spine, uncovering the new one; reverse, the new page unfolds from the spine over
///   the old one. (iOS bends the page in 3D; see DifferencesFromIOS "Page view".)
@MainActor
struct PageTurnMotion {
    /// A scale that keeps the transform invertible while the page is folded flat.
    static let folded: CGFloat = 0.001

    let style: UIPageViewController.TransitionStyle
    let orientation: UIPageViewController.NavigationOrientation
    let spine: UIPageViewController.SpineLocation
    let forward: Bool
    let extent: CGFloat
    let spacing: CGFloat

    /// Whether the leaving pages are drawn over the arriving ones.
    var leavingOnTop: Bool { style == .pageCurl && forward }

    func arrivingStart(for view: UIView) -> CGAffineTransform {
        switch style {
        case .scroll: shift(forward ? extent + spacing : -(extent + spacing))
        case .pageCurl: forward ? .identity : fold(view)
        }
    }

    func leavingEnd(for view: UIView) -> CGAffineTransform {
        switch style {
        case .scroll: shift(forward ? -(extent + spacing) : extent + spacing)
        case .pageCurl: forward ? fold(view) : .identity
        }
    }

    private func shift(_ distance: CGFloat) -> CGAffineTransform {
        orientation == .horizontal ? CGAffineTransform(translationX: distance, y: 0)
            : CGAffineTransform(translationX: 0, y: distance)
    }

    /// The page scaled to a line on the spine: the point on the spine stays where it is.
    private func fold(_ view: UIView) -> CGAffineTransform {
        let spineCoordinate: CGFloat = switch spine {
        case .mid: extent / 2
        case .max: extent
        case .min, .none: 0
        }
        let scale = Self.folded
        if orientation == .horizontal {
            let center = view.center.x
            return CGAffineTransform(a: scale, b: 0, c: 0, d: 1, tx: (spineCoordinate - center) * (1 - scale), ty: 0)
        }
        let center = view.center.y
        return CGAffineTransform(a: 1, b: 0, c: 0, d: scale, tx: 0, ty: (spineCoordinate - center) * (1 - scale))
    }
}
