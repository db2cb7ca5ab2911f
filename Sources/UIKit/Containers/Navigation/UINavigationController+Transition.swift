import Foundation

extension UINavigationController {
    /// The kind of stack change a transition animates, as the delegate is told.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
}

/// What a top-changing stack change did before its transition, so a cancelled
/// interactive transition can put it back.
@MainActor
struct StackChange {
    let oldStack: [UIViewController]
    let oldChildren: [UIViewController]
    let removed: [UIViewController]
    let added: [UIViewController]
}

extension UINavigationController {
    /// A push, pop or top-changing `setViewControllers` on screen, as a transition plan
    /// (UIKIT-SEMANTICS 4.2, 4.4, 4.6, 4.8, 4.13): `willShow`, the new top's view loads,
    /// `from` will-disappear, `to` will-appear, its view goes in under the bar; when the
    /// transition completes, the old view leaves, did-callbacks, `didShow`, then
    /// containment (`didMove(toParent: nil)` of the removed, `didMove(toParent:)` of the added).
    ///
    /// Animated, the delegate's `animationControllerFor` may supply the animator and its
    /// `interactionControllerFor` an interaction controller. A cancelled interactive
    /// transition puts the stack, the views and the bar back; the removed controllers get
    /// `didMove(toParent: self)` (they stay), the added ones leave (`willMove(toParent: nil)`,
    /// `didMove(toParent: nil)`), after the reversed appearance callbacks (2.1).
    func performStackTransition(from: UIViewController?, to newTop: UIViewController?, change: StackChange,
                                animated: Bool) {
        guard let container = storedView else { return }
        var plan = TransitionPlan(from: from, to: newTop, containerView: container, animated: animated,
                                  duration: ViewControllerKit.NavigationTiming.duration)
        plan.owners = [self]
        plan.viewsFollowControllers = true
        if let from { plan.initialFrames[ObjectIdentifier(from)] = container.bounds }
        if let newTop { plan.finalFrames[ObjectIdentifier(newTop)] = container.bounds }
        let gestureInteraction = popInteraction
        popInteraction = nil
        if animated, let from, let newTop {
            let operation: Operation = change.oldStack.contains { $0 === newTop } ? .pop : .push
            plan.driverProvider = { [weak self] in
                guard let self else { return (nil, nil) }
                if let delegate,
                   let animator = delegate.navigationController(self, animationControllerFor: operation, from: from, to: newTop) {
                    return (animator, delegate.navigationController(self, interactionControllerFor: animator))
                }
                // The edge swipe drives the built-in pop.
                if let gestureInteraction { return (BuiltInNavigationAnimator(), gestureInteraction) }
                return (nil, nil)
            }
        }

        plan.willSteps.append(.perform { [self] in
            if let newTop {
                delegateShownViewController = newTop
                delegate?.navigationController(self, willShow: newTop, animated: animated)
            }
            newTop?.loadViewIfNeeded()
        })
        plan.willSteps.append(.chooseDriver)
        if let from { plan.willSteps.append(.begin(from, appearing: false)) }
        if let newTop { plan.willSteps.append(.begin(newTop, appearing: true)) }
        plan.willSteps.append(.perform { [self] in
            tabBarController?.slideTabBarIfPending(alongside: transitionCoordinator)
            displayedViewController = newTop
            if let newTop { install(newTop) }
            storedView?.layoutIfNeeded()
            newTop?.performViewIsAppearing()
        })
        if animated, let fromView = from?.storedView, let newTop {
            let slide = NavigationSlide(pushing: !change.oldStack.contains { $0 === newTop }, width: container.bounds.width)
            // The built-in animation only: a custom animator moves the views itself. The new
            // top's view loads during the will-steps, so it is looked up then.
            // Taken now, before the bar lays out the arriving title.
            let titleFade = NavigationTitleCrossFade(bar: navigationBar, leavingTitle: from?.navigationItem.title)
            plan.builtInSetup = {
                newTop.storedView?.transform = slide.arrivingStart
                titleFade?.setUp()
            }
            plan.builtInAnimations = {
                newTop.storedView?.transform = .identity
                fromView.transform = slide.leavingEnd
                titleFade?.animate()
            }
            plan.didSteps.insert(.perform {
                fromView.transform = .identity
                titleFade?.end()
            }, at: 0)
            plan.cancelSteps.insert(.perform {
                fromView.transform = .identity
                newTop.storedView?.transform = .identity
                titleFade?.end()
            }, at: 0)
        }

        plan.didSteps.append(.perform { [self] in
            activeTransition = nil
            if let from, from !== displayedViewController, let view = from.storedView, view.superview === storedView {
                view.removeFromSuperview()
            }
            // A custom animator may have put the view on top of the bar.
            if let view = newTop?.storedView { storedView?.keep(view, below: navigationBar) }
        })
        if let from { plan.didSteps.append(.end(from)) }
        if let newTop { plan.didSteps.append(.end(newTop)) }
        plan.didSteps.append(.perform { [self] in
            if let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
            for controller in change.removed { release(controller) }
            for controller in change.added { controller.didMove(toParent: self) }
            // The new top answers `prefersStatusBarHidden` now (childForStatusBarHidden).
            setNeedsStatusBarAppearanceUpdate()
        })

        plan.cancelSteps.append(.perform { [self] in
            activeTransition = nil
            if let view = newTop?.storedView, newTop !== from, view.superview === storedView { view.removeFromSuperview() }
            stack = change.oldStack
            storedChildren = change.oldChildren + storedChildren.filter { child in
                !change.oldChildren.contains { $0 === child }
            }
            navigationBar.replaceItems(change.oldStack.map(\.navigationItem))
            topDidChange()
            displayedViewController = from
            if let from { install(from) }
            storedView?.layoutIfNeeded()
        })
        plan.afterCancelSteps.append(.perform { [self] in
            delegateShownViewController = from
            for controller in change.removed { controller.didMove(toParent: self) }
            for controller in change.added {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            setNeedsStatusBarAppearanceUpdate()
        })

        let performer = TransitionPerformer(plan: plan)
        activeTransition = performer
        performer.start()
    }
}

/// The built-in push and pop: the arriving view slides in across the full width while the
/// covered one moves a third of the way (UIKit's parallax), on the transition's clock.
/// Transforms, not frames, so layout and safe areas are untouched; the leaving view's
/// transform is reset when the transition ends or is cancelled.
struct NavigationSlide {
    let arrivingStart: CGAffineTransform
    let leavingEnd: CGAffineTransform

    init(pushing: Bool, width: CGFloat) {
        let parallax = -width * 0.3
        arrivingStart = CGAffineTransform(translationX: pushing ? width : parallax, y: 0)
        leavingEnd = CGAffineTransform(translationX: pushing ? parallax : width, y: 0)
    }
}
