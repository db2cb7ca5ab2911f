import Foundation

/// How firmly a view keeps its `intrinsicContentSize`: hugging (resisting growth, default
/// 250) and compression resistance (resisting shrinking, default 750), per axis.
/// Changing either rebuilds the view's content-size rows in its engine.
extension UIView {
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = storedLayoutState else { return .defaultLow }
        return axis == .horizontal ? state.huggingPriority.horizontal : state.huggingPriority.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = layoutState
        if axis == .horizontal { state.huggingPriority.horizontal = priority } else { state.huggingPriority.vertical = priority }
        intrinsicContentSizeDidChange()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = storedLayoutState else { return .defaultHigh }
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = layoutState
        if axis == .horizontal {
            state.compressionResistance.horizontal = priority
        } else {
            state.compressionResistance.vertical = priority
        }
        intrinsicContentSizeDidChange()
    }
}
