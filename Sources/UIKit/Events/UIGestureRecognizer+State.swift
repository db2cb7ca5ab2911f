import Foundation

extension UIGestureRecognizer {
    /// A recognizer's state; see ``UIGestureRecognizer`` for the diagram.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized (the same value as `ended`).
        public static let recognized = State.ended

        public var description: String {
            ["possible", "began", "changed", "ended", "cancelled", "failed"][rawValue]
        }

        /// `ended`, `cancelled` and `failed`: the recognizer is reset after reaching one.
        var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }

        /// `began`/`changed`: a continuous gesture in progress.
        var isInProgress: Bool { self == .began || self == .changed }

        /// Whether the machine allows `self → next`. `reset()` (final → possible) is the
        /// window's business, not a transition a subclass may request.
        func allows(_ next: State) -> Bool {
            switch (self, next) {
            case (.possible, .began), (.possible, .ended), (.possible, .failed): true
            case (.began, .changed), (.began, .ended), (.began, .cancelled): true
            case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
            default: false
            }
        }

        /// Whether reaching this state runs the recognizer's actions.
        var sendsActions: Bool { self != .possible && self != .failed }
    }
}

/// A gesture recognizer's delegate: fine-tunes when it may begin and with whom it runs.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer tries to leave `possible`; false makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked at touch-down, before the recognizer sees the touch; false hides the touch from it.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Asked when one of two recognizers would block the other; true from either
    /// delegate lets both recognize.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
