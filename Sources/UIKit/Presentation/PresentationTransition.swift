import Foundation

/// Presenting and dismissing as transition plans (UIKIT-SEMANTICS 6.6–6.8, 6.15–6.17,
/// 6.20), run by the transition engine.
///
/// Appearance is driven explicitly (`.begin`/`.end` steps), so the view moves made here
/// do not also fire the automatic window callbacks. Children of the controllers involved
/// get theirs through automatic forwarding (container first). When the window is not
/// visible nothing appears or disappears; only views and relationships change.
///
/// Animated, the presented controller's `transitioningDelegate` may supply the animator
/// and an interaction controller; otherwise the built-in animation lasts
/// ``PresentationTiming/duration`` on the clock. Unanimated transitions finish on the next
/// run-loop turn, as a zero-length UIKit animation does.
@MainActor
enum PresentationTransition {
    // MARK: Present

    static func present(_ presented: UIViewController, from presenter: UIViewController, source: UIViewController,
                        style: UIModalPresentationStyle, in window: UIWindow,
                        animated: Bool, completion: (() -> Void)?) {
        let placement = PresentationPlacement(style: style, presenter: presenter, window: window)
        let controller = presentationController(for: presented, presenter: presenter, source: source, style: style,
                                                placement: placement, window: window)
        if let popover = controller as? UIPopoverPresentationController {
            popover.style = style
            guard popover.prepare(in: window, presenter: presenter) else {
                presented.storedPresentationController = popover   // still configurable
                return
            }
        }
        let covered = controller.shouldRemovePresentersView ? coveredView(of: presenter, in: window) : nil
        // 6.18: a controller that defines the context of a current-context presentation may
        // impose its own transition style.
        let providesStyle = style.usesCurrentContext && presenter.definesPresentationContext
            && presenter.providesPresentationContextTransitionStyle
        let transitionStyle = providesStyle ? presenter.modalTransitionStyle : presented.modalTransitionStyle
        let record = PresentationRecord(style: style, covered: covered, presentationController: controller,
                                        transitionStyle: transitionStyle)
        // 6.1: the relationship exists from now on.
        presenter.storedPresentedViewController = presented
        presented.storedPresentingViewController = presenter
        presented.presentationRecord = record

        let visible = window.isVisible
        presented.loadViewIfNeeded()                       // 6.6: viewDidLoad first.
        let coveredController = covered?.controller
        let containerView = controller.containerView ?? window

        var plan = TransitionPlan(from: presenter, to: presented, containerView: containerView, animated: animated,
                                  duration: PresentationTiming.duration)
        plan.presentationStyle = style
        plan.fromView = covered != nil ? presenter.storedView : nil
        plan.toView = presented.view
        plan.finalFrames[ObjectIdentifier(presented)] = controller.frameOfPresentedViewInContainerView
        if let frame = presenter.storedView?.frame { plan.initialFrames[ObjectIdentifier(presenter)] = frame }
        if animated, let delegate = presented.transitioningDelegate,
           let animator = delegate.animationController(forPresented: presented, presenting: presenter, source: source) {
            plan.animator = animator
            plan.interactionController = delegate.interactionControllerForPresentation(using: animator)
        } else if animated, transitionStyle == .flipHorizontal {
            plan.animator = ModalFlipAnimator()
        } else if animated, transitionStyle == .partialCurl {
            plan.animator = ModalCurlAnimator(presenting: true)
        }

        if visible, let coveredController { plan.willSteps.append(.begin(coveredController, appearing: false)) }
        if visible {
            plan.willSteps.append(.perform { presented.appearance.expect(.beingPresented) })
            plan.willSteps.append(.begin(presented, appearing: true))
        }
        plan.willSteps.append(.perform {
            if style == .custom {
                window.addSubview(containerView)
                presented.view.frame = controller.frameOfPresentedViewInContainerView
                presented.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                containerView.addSubview(presented.view)
            } else {
                placement.install(presented.view)
                if style == .popover || controller.actingSheet != nil {
                    presented.view.frame = controller.frameOfPresentedViewInContainerView
                    presented.view.autoresizingMask = []
                }
            }
            controller.presentationTransitionWillBegin()
            window.updateStatusBarAppearance()                 // 10.8: follows alongside.
            if window.isKeyWindow { PresentationOrientation.afterPresenting(presented) }   // 10.10
            if visible {
                window.layoutIfNeeded()
                presented.performViewIsAppearing()
            }
        })

        // Settled before the did-callbacks, so `viewDidAppear` may present the next one.
        plan.didSteps.append(.perform {
            record.phase = .presented
            controller.presentationTransitionDidEnd(true)
        })
        if visible { plan.didSteps.append(.end(presented)) }
        plan.didSteps.append(.perform {
            // A dismissal begun inside `viewDidAppear` already turned the covered controller
            // back towards appearing; it owns that controller's view and callbacks now.
            guard record.phase == .presented else { return }
            // 6.6: the covered views leave only now, so the presenter's did-callback is last.
            if let coveredController, let view = coveredController.storedView { view.removeFromSuperview() }
            if visible { coveredController?.endAppearanceTransition() }
        })
        plan.didSteps.append(.perform { completion?() })   // 6.20

        // A cancelled interactive presentation: the presented controller leaves again.
        plan.cancelSteps.append(.perform {
            controller.presentationTransitionDidEnd(false)
            presented.storedView?.removeFromSuperview()
            if style == .custom { containerView.removeFromSuperview() }
            controller.endAdaptiveReplacement()
            presenter.storedPresentedViewController = nil
            presented.storedPresentingViewController = nil
            presented.presentationRecord = nil
            presented.appearance.drop(.beingPresented)
        })
        plan.afterCancelSteps.append(.perform { window.updateStatusBarAppearance() })
        if animated {
            let motion = ModalMotion(style: transitionStyle, height: containerView.bounds.height)
            plan.builtInSetup = { motion.hide(presented.view) }
            plan.builtInAnimations = { motion.show(presented.view) }
            plan.cancelSteps.insert(.perform { motion.show(presented.view) }, at: 0)
        }
        TransitionPerformer(plan: plan).start()
    }

    /// The presentation's controller: for `.custom` the transitioning delegate's (or a plain
    /// one) in a container view of its own that fills the window; otherwise one describing
    /// the style's placement — the one `presentationController` handed out, if it was read.
    private static func presentationController(for presented: UIViewController, presenter: UIViewController,
                                               source: UIViewController, style: UIModalPresentationStyle,
                                               placement: PresentationPlacement, window: UIWindow) -> UIPresentationController {
        let controller: UIPresentationController
        if style == .custom {
            controller = presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: presenter, source: source)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
            let container = PresentationContainerView(frame: window.bounds)
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.presentationController = controller
            controller.ownedContainerView = container
        } else if let popover = presented.storedPresentationController as? UIPopoverPresentationController {
            popover.placement = placement
            popover.storedContainerView = placement.superview
            controller = popover
        } else if style == .pageSheet || style == .formSheet
                    || (presented.storedPresentationController as? UISheetPresentationController)?.adaptiveStyle == style {
            let sheet = presented.storedPresentationController as? UISheetPresentationController
                ?? UISheetPresentationController(presentedViewController: presented, presenting: presenter)
            sheet.placement = placement
            sheet.storedContainerView = placement.superview
            controller = sheet
        } else {
            let styled = presented.storedPresentationController as? StylePresentationController
                ?? StylePresentationController(presentedViewController: presented, presenting: presenter)
            styled.placement = placement
            styled.storedContainerView = placement.superview
            controller = styled
        }
        presented.storedPresentationController = nil
        controller.style = style
        return controller
    }

    private static func coveredView(of presenter: UIViewController, in window: UIWindow) -> CoveredView? {
        guard let view = presenter.storedView, let superview = view.superview else { return nil }
        let index = superview.storedSubviews.firstIndex { $0 === view } ?? superview.storedSubviews.count
        return CoveredView(controller: presenter, superview: superview, index: index,
                           fillsWindow: superview === window && window.storedRootViewController === presenter)
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
        // What the first presentation covered comes back (6.7: will-appear after the
        // dismissed controller's will-disappear).
        let covered = first.presentationRecord?.covered
        let style = first.presentationRecord?.style ?? .fullScreen
        let uncovered = covered?.controller
        let restores = covered != nil && uncovered?.storedView != nil && covered?.superview != nil
        let uncoveredAppears = restores && visible

        let controller = top.presentationRecord?.presentationController
        let dismissalStyle = top.presentationRecord?.transitionStyle ?? top.modalTransitionStyle
        let customContainers = chain.compactMap { presented -> UIView? in
            guard presented.presentationRecord?.style == .custom else { return nil }
            return presented.presentationRecord?.presentationController.containerView
        }
        var plan = TransitionPlan(from: top, to: presenter, containerView: controller?.containerView ?? window ?? presenter.view,
                                  animated: animated, duration: PresentationTiming.duration)
        plan.presentationStyle = top.presentationRecord?.style ?? style
        plan.fromView = top.storedView
        plan.toView = restores ? uncovered?.storedView : nil
        if let frame = top.storedView?.frame { plan.initialFrames[ObjectIdentifier(top)] = frame }
        if animated, let delegate = top.transitioningDelegate, let animator = delegate.animationController(forDismissed: top) {
            plan.animator = animator
            plan.interactionController = delegate.interactionControllerForDismissal(using: animator)
        } else if animated, let sheet = controller?.actingSheet,
                  let (animator, interaction) = sheet.pendingInteractiveDismissal {
            // A pull on the sheet: its own animator, scrubbed by the pull.
            sheet.pendingInteractiveDismissal = nil
            plan.animator = animator
            plan.interactionController = interaction
        } else if animated, dismissalStyle == .flipHorizontal {
            plan.animator = ModalFlipAnimator()
        } else if animated, dismissalStyle == .partialCurl {
            plan.animator = ModalCurlAnimator(presenting: false)
        }

        if visible {
            plan.willSteps.append(.perform { top.appearance.expect(.beingDismissed) })
            plan.willSteps.append(.begin(top, appearing: false))
            for controller in intermediates {
                plan.willSteps.append(.perform { controller.appearance.expect(.beingDismissed) })
                plan.willSteps.append(.begin(controller, appearing: false, animated: false))
            }
        }
        if restores, let covered, let uncovered {
            if visible { plan.willSteps.append(.begin(uncovered, appearing: true)) }
            plan.willSteps.append(.perform {
                guard let view = uncovered.storedView, let superview = covered.superview else { return }
                if covered.fillsWindow, let window { view.frame = window.bounds }
                superview.insertSubview(view, at: min(covered.index, superview.storedSubviews.count))
                if visible {
                    window?.layoutIfNeeded()
                    uncovered.performViewIsAppearing()
                }
            })
        }

        plan.willSteps.append(.perform { controller?.dismissalTransitionWillBegin() })

        // 6.16: the relationships go before the dismissed controller's did-callback.
        plan.didSteps.append(.perform {
            controller?.dismissalTransitionDidEnd(true)
            presenter.storedPresentedViewController = nil
            for controller in chain {
                controller.presentationRecord?.presentationController.endAdaptiveReplacement()
                controller.storedPresentingViewController = nil
                controller.storedPresentedViewController = nil
                controller.presentationRecord = nil
            }
        })
        if uncoveredAppears, let uncovered { plan.didSteps.append(.end(uncovered)) }
        plan.didSteps.append(.perform {
            for controller in chain.reversed() { controller.storedView?.removeFromSuperview() }
            customContainers.forEach { $0.removeFromSuperview() }
        })
        if visible {
            plan.didSteps.append(.end(top))
            plan.didSteps += intermediates.map { .end($0) }
        }
        plan.didSteps.append(.perform {
            window?.updateStatusBarAppearance()
            if window?.isKeyWindow == true { PresentationOrientation.afterDismissing() }
            completion?()
        })

        // A cancelled interactive dismissal: the presentation stays; the uncovered view
        // leaves again.
        plan.cancelSteps.append(.perform {
            controller?.dismissalTransitionDidEnd(false)
            if restores, let view = uncovered?.storedView { view.removeFromSuperview() }
            if let view = top.storedView, view.superview == nil, let container = controller?.containerView ?? window {
                container.addSubview(view)
            }
            chain.forEach { $0.presentationRecord?.phase = .presented }
        })
        if animated, let view = top.storedView {
            let motion = ModalMotion(style: dismissalStyle, height: plan.containerView.bounds.height)
            plan.builtInAnimations = { motion.hide(view) }
            plan.didSteps.append(.perform { motion.show(view) })   // out of the hierarchy by now
            plan.cancelSteps.insert(.perform { motion.show(view) }, at: 0)
        }
        TransitionPerformer(plan: plan).start()
    }
}

/// The built-in presentation animation of a `modalTransitionStyle`: cover vertical slides
/// the presented view up from below the container, cross dissolve fades it; flip
/// horizontal is `ModalFlipAnimator`'s, partial curl `ModalCurlAnimator`'s. Transforms and
/// alpha, so layout is untouched.
@MainActor
struct ModalMotion {
    let style: UIModalTransitionStyle
    let height: CGFloat

    /// Where the presented view is before it is presented and after it is dismissed.
    func hide(_ view: UIView) {
        switch style {
        case .coverVertical: view.transform = CGAffineTransform(translationX: 0, y: height)
        case .crossDissolve: view.alpha = 0
        default: break
        }
    }

    /// Where it is while presented.
    func show(_ view: UIView) {
        switch style {
        case .coverVertical: view.transform = .identity
        case .crossDissolve: view.alpha = 1
        default: break
        }
    }
}
