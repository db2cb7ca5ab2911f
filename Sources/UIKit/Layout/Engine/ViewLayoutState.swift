import Foundation

/// A view's Auto Layout state, created on first use so frame-only views pay nothing.
///
/// Holds the constraints installed on the view (`view.constraints`), its layout guides,
/// content priorities, its engine variables and, for the root of a view tree, the
/// tree's engine.
@MainActor
final class ViewLayoutState {
    /// Constraints whose nearest common ancestor is this view, in activation order.
    var constraints: [NSLayoutConstraint] = []
    var layoutGuides: [UILayoutGuide] = []
    var huggingPriority = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)

    private var storedVariables: ItemVariables?
    func variables(name: @autoclosure () -> String) -> ItemVariables {
        if let storedVariables { return storedVariables }
        let created = ItemVariables(name())
        storedVariables = created
        return created
    }

    /// The tree's engine, on the root of a view tree (a window, or a detached view) once
    /// layout needed one.
    var engine: AutoLayoutEngine?
    /// On a tree root without an engine: some view in the tree has constraints, so the
    /// next layout pass must create the engine.
    var treeNeedsEngine = false
    /// The tree engine this view takes part in, while it does (set by the engine).
    weak var participatingEngine: AutoLayoutEngine?

    // System guides, created on first access.
    var safeAreaLayoutGuide: UILayoutGuide?
    var layoutMarginsGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    var topLayoutSupport: UILayoutGuide?
    var bottomLayoutSupport: UILayoutGuide?
    /// `keyboardLayoutGuide` (a `UIKeyboardLayoutGuide`, made by the text-input area).
    var keyboardLayoutGuide: UILayoutGuide?

    var hasSystemGuides: Bool {
        safeAreaLayoutGuide != nil || layoutMarginsGuide != nil || topLayoutSupport != nil || bottomLayoutSupport != nil
            || keyboardLayoutGuide != nil
    }
}

extension UIView {
    /// The view's Auto Layout state, created on first use.
    var layoutState: ViewLayoutState {
        if let storedLayoutState { return storedLayoutState }
        let state = ViewLayoutState()
        storedLayoutState = state
        return state
    }

    /// The topmost ancestor: the window, or the root of a detached tree.
    var layoutTreeRoot: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }
}
