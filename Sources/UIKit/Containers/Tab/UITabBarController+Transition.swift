import Foundation

extension UITabBarController {
    /// A tab switch as a transition plan (UIKIT-SEMANTICS 5.3): `to` will-appear, `from`
    /// will-disappear, `to`'s view goes in under the bar; then `from`'s view leaves and
    /// `from` did-disappear, `to` did-appear. No containment calls.
    ///
    /// Without a custom animator it completes before returning, unanimated, as on iOS. On
    /// screen, the delegate's `animationControllerForTransitionFrom` may supply an animator
    /// (and `interactionControllerFor` an interaction controller); the did-callbacks then
    /// wait for it. A cancelled interactive switch selects `from` again.
    func performTabSwitch(from old: UIViewController?, to controller: UIViewController, visible: Bool) {
        guard let root = viewIfLoaded else { return }
        var plan = TransitionPlan(from: old, to: controller, containerView: root, animated: false, duration: 0)
        plan.owners = [self]
        plan.viewsFollowControllers = true
        plan.completesSynchronously = true
        plan.finalFrames[ObjectIdentifier(controller)] = root.bounds
        if let old { plan.initialFrames[ObjectIdentifier(old)] = root.bounds }
        if visible, let old, let delegate,
           let animator = delegate.tabBarController(self, animationControllerForTransitionFrom: old, to: controller) {
            plan.animated = true
            plan.animator = animator
            plan.interactionController = delegate.tabBarController(self, interactionControllerFor: animator)
        }
        if visible {
            plan.willSteps.append(.begin(controller, appearing: true))
            if let old { plan.willSteps.append(.begin(old, appearing: false)) }
        }
        plan.willSteps.append(.perform { [self] in installSelectedView() })
        plan.didSteps.append(.perform { [self] in
            activeTabTransition = nil
            if let oldView = old?.viewIfLoaded, oldView.superview === viewIfLoaded { oldView.removeFromSuperview() }
            if let view = controller.viewIfLoaded { root.keep(view, below: tabBar) }
            if visible { viewIfLoaded?.layoutIfNeeded() }
        })
        if visible {
            if let old { plan.didSteps.append(.end(old)) }
            plan.didSteps.append(.end(controller))
        }
        plan.cancelSteps.append(.perform { [self] in
            activeTabTransition = nil
            if let view = controller.viewIfLoaded, view.superview === root { view.removeFromSuperview() }
            storedSelectedViewController = old
            tabBar.selectedItem = barItemForSelection
            installSelectedView()
            root.layoutIfNeeded()
        })
        let performer = TransitionPerformer(plan: plan)
        if plan.animator != nil { activeTabTransition = performer }
        performer.start()
    }
}
