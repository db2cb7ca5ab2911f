import Foundation

/// Where Auto Layout joins the view system. The core view code calls these at the
/// moments UIKit's engine reacts: layout, intrinsic-size invalidation, frame and
/// configuration changes, and a subtree leaving or joining a tree.
extension UIView {
    /// Called by the default `layoutSubviews()`: solves the tree's engine if anything
    /// changed since the last solve, then sets the solved frames of the constraint-driven
    /// subviews. Creates the tree's engine on the first pass that needs one.
    func applyConstraintBasedLayout() {
        engineForLayout()?.applyFrames(toSubviewsOf: self)
    }

    /// The engine of this view's tree, created (and filled from the tree's constraints)
    /// when the tree has constraints but no engine yet.
    @discardableResult
    func engineForLayout() -> AutoLayoutEngine? {
        let root = layoutTreeRoot
        guard let state = root.storedLayoutState else { return nil }
        if let engine = state.engine { return engine }
        guard state.treeNeedsEngine else { return nil }
        let engine = AutoLayoutEngine(root: root, mode: .tree)
        state.engine = engine
        state.treeNeedsEngine = false
        engine.installSubtree(of: root)
        return engine
    }

    /// Called by `invalidateIntrinsicContentSize()`: new content-size constants, and for a
    /// view with text, constraints on its baselines re-installed with the new offsets.
    func intrinsicContentSizeDidChange() {
        guard let engine = storedLayoutState?.participatingEngine else { return }
        engine.refreshSystemRows(of: self)
        guard firstBaselineOffsetFromTop != nil || lastBaselineOffsetFromBottom != nil else { return }
        var view: UIView? = self
        while let v = view {
            for constraint in v.constraints where constraint.usesBaseline(of: self) { engine.reinstall(constraint) }
            view = v.superview
        }
    }

    /// Called when `center` or `bounds` changed: a view whose frame the engine mirrors
    /// (translatesAutoresizingMaskIntoConstraints) gets new autoresizing constants.
    func autoLayoutFrameDidChange() {
        guard translatesAutoresizingMaskIntoConstraints,
              let engine = storedLayoutState?.participatingEngine else { return }
        engine.refreshSystemRows(of: self)
    }

    /// Called when `translatesAutoresizingMaskIntoConstraints` or `autoresizingMask` changed.
    func autoLayoutConfigurationDidChange() {
        guard let engine = storedLayoutState?.participatingEngine else { return }
        engine.refreshSystemRows(of: self)
        superview?.setNeedsLayout()
    }

    /// Called before this view leaves its superview. As on iOS, constraints installed on
    /// ancestors that mention a view (or guide) of the leaving subtree are deactivated;
    /// the subtree's own constraints stay active and leave the old tree's engine.
    func autoLayoutSubtreeWillLeave() {
        var ancestor = superview
        while let a = ancestor {
            if let constraints = a.storedLayoutState?.constraints, !constraints.isEmpty {
                for constraint in constraints where constraint.mentionsSubtree(of: self) {
                    constraint.deactivate()
                }
            }
            ancestor = a.superview
        }
        let oldRoot = layoutTreeRoot
        if let engine = oldRoot.storedLayoutState?.engine {
            if engine.uninstallSubtree(of: self) { layoutState.treeNeedsEngine = true }
        } else if oldRoot.storedLayoutState?.treeNeedsEngine == true {
            layoutState.treeNeedsEngine = true
        }
    }

    /// Called after this view joined a superview: its subtree's constraints move into the
    /// new tree's engine (a detached tree's own engine is dropped).
    func autoLayoutSubtreeDidEnter() {
        guard let state = storedLayoutState else { return }
        let hadConstraints = state.engine != nil || state.treeNeedsEngine
        state.engine = nil
        state.treeNeedsEngine = false
        guard hadConstraints else { return }
        let root = layoutTreeRoot
        if let engine = root.storedLayoutState?.engine {
            engine.installSubtree(of: self)
        } else {
            root.layoutState.treeNeedsEngine = true
            root.setNeedsLayout()
        }
    }
}

extension NSLayoutConstraint {
    func usesBaseline(of view: UIView) -> Bool {
        let baselines: Set<Attribute> = [.firstBaseline, .lastBaseline]
        return (firstItem === view && baselines.contains(firstAttribute))
            || (secondItem === view && baselines.contains(secondAttribute))
    }

    /// Whether an item of the constraint is `view`, inside its subtree, or a guide owned there.
    func mentionsSubtree(of view: UIView) -> Bool {
        items.contains { item in
            guard let host = (item as? LayoutItem)?.layoutHostView else { return false }
            return host.isDescendant(of: view)
        }
    }
}
