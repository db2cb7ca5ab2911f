import Foundation

/// Where Auto Layout joins the view system. The constraint engine (issue 3) fills these
/// in; until then views lay out by frames and autoresizing only.
extension UIView {
    /// Called by the default `layoutSubviews()`: applies solved frames to subviews.
    func applyConstraintBasedLayout() {}

    /// Called by `invalidateIntrinsicContentSize()`.
    func intrinsicContentSizeDidChange() {}
}
