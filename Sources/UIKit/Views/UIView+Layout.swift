import Foundation

extension UIView {
    /// Marks the view for layout on the next layout pass; calls coalesce.
    public func setNeedsLayout() {
        needsLayout = true
        markAncestorsForLayout()
    }

    /// Lays out now whatever is pending, starting at the topmost ancestor with pending
    /// layout (as Core Animation's `layoutIfNeeded` does), parents before children.
    public func layoutIfNeeded() {
        var top = self
        var view = superview
        while let v = view {
            if v.needsLayout || v.needsSafeAreaUpdate { top = v }
            view = v.superview
        }
        top.updateConstraintsSubtreeIfNeeded()
        top.layoutSubtreeIfNeeded()
    }

    /// Whether this view itself awaits `layoutSubviews`.
    public var hasPendingLayout: Bool { needsLayout }

    func setNeedsSafeAreaUpdate() {
        guard !needsSafeAreaUpdate else { return }
        needsSafeAreaUpdate = true
        markAncestorsForLayout()
    }

    private func markAncestorsForLayout() {
        var view = superview
        while let v = view, !v.descendantNeedsLayout {
            v.descendantNeedsLayout = true
            view = v.superview
        }
        if let window = (view ?? self).window ?? (self as? UIWindow) { window.requestPasses() }
    }

    /// The layout pass over this subtree: safe-area and margin updates, then
    /// `viewWillLayoutSubviews` / `layoutSubviews` / `viewDidLayoutSubviews` for each view
    /// that needs it, parents before children. Clean subtrees are skipped.
    func layoutSubtreeIfNeeded() {
        if needsSafeAreaUpdate { updateSafeAreaAndMargins() }
        if needsLayout {
            needsLayout = false
            let controller = owningViewController
            // As on iOS, dynamic colours resolved while laying out see this view's traits.
            traitCollection.performAsCurrent {
                controller?.reportLifecycle(.viewWillLayoutSubviews)
                controller?.viewWillLayoutSubviews()
                layoutSubviews()
                controller?.reportLifecycle(.viewDidLayoutSubviews)
                controller?.viewDidLayoutSubviews()
            }
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for subview in storedSubviews
        where subview.needsLayout || subview.needsSafeAreaUpdate || subview.descendantNeedsLayout {
            subview.layoutSubtreeIfNeeded()
        }
    }

    // MARK: Sizing

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Tells layout that `intrinsicContentSize` changed.
    public func invalidateIntrinsicContentSize() {
        intrinsicContentSizeDidChange()
        superview?.setNeedsLayout()
    }

    // MARK: Constraint update pass

    /// Marks the view for the update-constraints pass (`updateConstraints`, or the
    /// controller's `updateViewConstraints` for a root view).
    public func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        markAncestorsForConstraintUpdate()
    }

    func markAncestorsForConstraintUpdate() {
        var view = superview
        while let v = view, !v.descendantNeedsConstraintUpdate {
            v.descendantNeedsConstraintUpdate = true
            view = v.superview
        }
        if let window = window ?? (self as? UIWindow) { window.requestPasses() }
    }

    public func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

    /// Runs the update-constraints pass over this subtree now.
    public func updateConstraintsIfNeeded() {
        updateConstraintsSubtreeIfNeeded()
    }

    /// Subviews before superviews, as UIKit's update pass goes.
    func updateConstraintsSubtreeIfNeeded() {
        if descendantNeedsConstraintUpdate {
            descendantNeedsConstraintUpdate = false
            for subview in storedSubviews where subview.needsConstraintUpdate || subview.descendantNeedsConstraintUpdate {
                subview.updateConstraintsSubtreeIfNeeded()
            }
        }
        guard needsConstraintUpdate else { return }
        needsConstraintUpdate = false
        if let controller = owningViewController {
            controller.reportLifecycle(.updateViewConstraints)
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }
}
