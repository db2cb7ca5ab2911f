import Foundation

extension UIView {
    public var superview: UIView? { storedSuperview }
    public var subviews: [UIView] { storedSubviews }

    /// The window the view is in, found by walking up the superviews.
    public var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let window = v as? UIWindow { return window }
            view = v.storedSuperview
        }
        return nil
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.storedSuperview
        }
        return false
    }

    /// The first view in this subtree (depth-first, self first) with `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    public func addSubview(_ view: UIView) {
        insert(view, at: storedSubviews.count)
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = storedSubviews.firstIndex(where: { $0 === view }).map { $0 < index ? 0 : 1 } ?? 1
        insert(view, at: index + adjust)
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = storedSubviews.firstIndex(where: { $0 === view }).map { $0 < index ? -1 : 0 } ?? 0
        insert(view, at: index + adjust)
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.append(storedSubviews.remove(at: index))
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
    }

    /// Removes the view from its superview; a controller's root view leaving a visible
    /// window makes the controller disappear (UIKIT-SEMANTICS 3.4).
    public func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        HierarchyMove(view: self, to: nil, at: 0).perform(from: parent)
    }

    private func insert(_ view: UIView, at index: Int) {
        if view === self || isDescendant(of: view) {
            runtimeInUse.diagnostics.raise(
                .invalidArgumentException,
                view === self ? "Can't add self as subview" : "Can't add an ancestor as a subview")
            return
        }
        let clamped = min(max(index, 0), storedSubviews.count)
        if view.storedSuperview === self {
            // A reorder within the same superview: no hierarchy callbacks.
            let current = storedSubviews.firstIndex(where: { $0 === view })!
            storedSubviews.remove(at: current)
            storedSubviews.insert(view, at: min(clamped, storedSubviews.count))
            return
        }
        HierarchyMove(view: view, to: self, at: clamped).perform(from: view.storedSuperview)
    }
}

/// One view moving between superviews (or out of the tree), with the callbacks UIKit
/// sends, in its order:
/// `willMove(toSuperview:)`, `willMove(toWindow:)` (subtree, when the window changes),
/// old superview's `willRemoveSubview`, the array change, the appearance proxies' values
/// (subtree, when it enters a window), `didMoveToWindow`,
/// `didMoveToSuperview`, new superview's `didAddSubview`. Controllers whose root views
/// enter or leave a visible window get their appearance callbacks around it, as
/// `AppearanceMove` decides: the will-phase before the move, the did-phase after.
@MainActor
struct HierarchyMove {
    let view: UIView
    let newSuperview: UIView?
    let index: Int

    init(view: UIView, to newSuperview: UIView?, at index: Int) {
        self.view = view
        self.newSuperview = newSuperview
        self.index = index
    }

    func perform(from oldSuperview: UIView?) {
        let oldWindow = view.window
        let newWindow = newSuperview?.window
        let windowChanges = oldWindow !== newWindow
        let appearance = AppearanceMove(moving: view, from: oldWindow, to: newWindow, into: newSuperview)
        // The undimmed colour: a dimmed dynamic tint is a new colour each time it is read.
        let oldTint = newSuperview == nil ? nil : (view.undimmedTintColor, view.tintAdjustmentMode)

        view.willMove(toSuperview: newSuperview)
        if windowChanges { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
        appearance.willMove()

        if let oldSuperview {
            view.autoLayoutSubtreeWillLeave()
            oldSuperview.willRemoveSubview(view)
            oldSuperview.storedSubviews.removeAll { $0 === view }
            oldSuperview.setNeedsLayout()
        }
        if windowChanges, let oldWindow { oldWindow.subtreeWillLeave(view) }
        view.storedSuperview = newSuperview
        if let newSuperview {
            newSuperview.storedSubviews.insert(view, at: min(index, newSuperview.storedSubviews.count))
            newSuperview.setNeedsLayout()
            view.setNeedsLayout()
            view.setNeedsSafeAreaUpdate()
            if view.needsConstraintUpdate || view.descendantNeedsConstraintUpdate {
                view.markAncestorsForConstraintUpdate()
            }
            view.autoLayoutSubtreeDidEnter()
        }
        if windowChanges {
            if let newWindow { view.forEachInSubtree { $0.applyAppearanceOnEntering(newWindow) } }
            view.forEachInSubtree { $0.didMoveToWindow() }
            if newWindow != nil { TraitPropagation.update(subtree: view) }
        }
        // Under a different tint (colour or mode), the view and what inherits it hear so.
        if let oldTint, oldTint.0 != view.undimmedTintColor || oldTint.1 != view.tintAdjustmentMode {
            view.propagateTintChange { $0.storedTintColor == nil || $0.storedTintAdjustmentMode == .automatic }
        }
        view.didMoveToSuperview()
        newSuperview?.didAddSubview(view)

        appearance.didMove()
    }
}

extension UIView {
    /// Visits the view and all its descendants, parents before children.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in storedSubviews { subview.forEachInSubtree(body) }
    }

    /// Windows make their controllers appear or disappear; a stack view collapses or
    /// restores a hidden arranged subview.
    func visibilityDidChange() {
        requestDisplayPass()
        (self as? UIWindow)?.windowVisibilityDidChange()
        superview?.subviewVisibilityDidChange(self)
    }
}
