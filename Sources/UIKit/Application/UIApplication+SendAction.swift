import Foundation

extension UIApplication {
    /// UIKit's `sendAction(_:to:from:for:)` for the action real code sends through it:
    /// `resignFirstResponder` (`vck-migrate` writes `#selector(UIResponder.resignFirstResponder)`
    /// as `Selector("resignFirstResponder")`). With a nil target it goes to the key window's
    /// first responder (the key window when none), as on iOS; the answer is whether a
    /// responder took it.
    ///
    /// Differs from iOS: without the Objective-C runtime no other method can be called by
    /// its selector, so any other action is reported and not sent (false).
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard action.name == "resignFirstResponder" else {
            runtime.diagnostics.warn("sendAction(_:to:from:for:) cannot call \(action) without the Objective-C runtime; only resignFirstResponder is sent")
            return false
        }
        let responder = (target as? UIResponder) ?? (target == nil ? keyWindow?.firstResponder ?? keyWindow : nil)
        guard let responder else { return false }
        _ = responder.resignFirstResponder()
        return true
    }
}
