import Foundation

extension UISplitViewController {
    /// Collapses or expands (`change`: the delegate flow of 8.3/8.4, or the column-style
    /// stack moves) as one transition on the shared engine, when the split is on screen.
    ///
    /// ```
    ///  trait change ──▶ willSteps: change() ─────────▶ built-in animation ──▶ didSteps
    ///  (compact ⇄       · the split's column swap      (columns laid out,      (coordinator
    ///   regular)          and the primary's push/pop    alongside blocks)       completions
    ///                     run inside, as steps of it                            first)
    /// ```
    /// The split and every controller under it answer `transitionCoordinator` with this
    /// transition's coordinator from the first delegate question until it ends: the
    /// container changes the collapse makes (the secondary leaving the split, the
    /// navigation primary pushing or popping it) are nested in it and register no
    /// coordinator of their own, so `animate(alongsideTransition:completion:)` registered
    /// from any of their callbacks runs with the collapse. Their appearance callbacks are
    /// theirs: collapsing, the secondary leaves the split (will/did-disappear) and is pushed
    /// over the primary's top, which disappears (2.1, 4.x order); expanding, the popped
    /// secondary disappears from the stack, the revealed primary top appears, then the
    /// secondary appears in its column.
    ///
    /// Timing: when the trait change belongs to an animated size transition (a rotation
    /// that changes the size class), the collapse lasts as long and its alongside blocks
    /// run inside an animation of that length; otherwise it is unanimated and completes on
    /// the next run-loop turn, after the nested changes' did-callbacks. Off screen the
    /// change happens at once with no transition. A collapse or expand while one runs
    /// finishes it first.
    func performCollapseTransition(collapsing: Bool, _ change: @escaping () -> Void) {
        activeCollapseTransition?.finishNow()
        guard isShowingChildren, let root = viewIfLoaded else {
            change()
            return
        }
        let enclosing = transitionCoordinator
        let animated = enclosing?.isAnimated == true
        let shown = displayedControllers
        // Collapsing, the secondary column goes and the primary stays; expanding, the
        // collapsed controller is the one the transition starts from.
        var plan = TransitionPlan(from: collapsing ? shown.last : shown.first, to: collapsing ? shown.first : nil,
                                  containerView: root, animated: animated,
                                  duration: enclosing?.transitionDuration ?? 0)
        plan.owners = [self]
        plan.viewsFollowControllers = true
        plan.enclosesNestedTransitions = true
        plan.willSteps = [.perform(change)]
        plan.builtInAnimations = { [weak self] in
            self?.layoutColumns()
            self?.viewIfLoaded?.layoutIfNeeded()
        }
        plan.didSteps = [.perform { [weak self] in self?.activeCollapseTransition = nil }]
        let performer = TransitionPerformer(plan: plan)
        activeCollapseTransition = performer
        performer.start()
    }
}
