import Foundation

extension UIView {
    /// Asks for a display pass on the next run-loop turn, so render hosts see a change
    /// that needs no layout (a colour, an alpha). Drawing is by render tree, not by
    /// `draw(_:)`, so the whole window is compared; the rectangle form is the same.
    public func setNeedsDisplay() {
        window?.requestPasses()
    }

    public func setNeedsDisplay(_ invalidRect: CGRect) {
        setNeedsDisplay()
    }
}
