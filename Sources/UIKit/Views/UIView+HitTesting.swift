import Foundation

extension UIView {
    /// UIKit's hit-testing rule: skip hidden, non-interactive and nearly transparent views
    /// and points outside; otherwise ask subviews front to back, then answer self.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01,
              self.point(inside: point, with: event) else { return nil }
        for subview in storedSubviews.reversed() {
            let local = subview.convertFromSuperview(point)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
