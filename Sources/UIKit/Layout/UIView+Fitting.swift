import Foundation

/// Measuring a view with its constraints: `systemLayoutSizeFitting`.
extension UIView {
    /// Ask for the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// Ask for the largest size the constraints allow.
    /// The value (10 000 per side) is this implementation's; a large constant on iOS too.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// What `systemLayoutSizeFitting` computes (declared in the `UIView` class body so
    /// cells can override it): the size the view's constraints give it when its width and
    /// height are pulled towards `targetSize` at the given priorities (`.required` fixes an
    /// axis; `systemLayoutSizeFitting(_:)` uses `.fittingSizeLevel` for both). The view's
    /// frame does not change.
    ///
    /// Runs pending constraint updates, then solves the view's subtree in a temporary
    /// engine: constraints inside the subtree count, the view's own frame does not (its
    /// intrinsic size does). Constraints to views outside the subtree are left out.
    func constraintBasedFittingSize(_ targetSize: CGSize, horizontal horizontalFittingPriority: UILayoutPriority,
                                    vertical verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = AutoLayoutEngine(root: self, mode: .fitting)
        forEachInSubtree { view in
            guard let constraints = view.storedLayoutState?.constraints else { return }
            for constraint in constraints where constraint.hostViews?.allSatisfy({ $0.isDescendant(of: self) }) == true {
                engine.install(constraint)
            }
        }
        let v = layoutVariables
        for (variable, target, priority, name) in [
            (v.width, targetSize.width, horizontalFittingPriority, "width"),
            (v.height, targetSize.height, verticalFittingPriority, "height"),
        ] {
            let row = LayoutRow(LayoutExpression(variable) - LayoutExpression(constant: target), .equal,
                                priority: min(priority.rawValue, 999.999), owner: .fitting("fitting \(name) == \(target.clean)"))
            row.uses = [ItemUse(self)]
            engine.addRow(row)
        }
        engine.solveIfNeeded()
        let frame = engine.solvedFrame(of: self)
        return frame.size
    }
}
