import Foundation

/// The keyboard notifications and their `userInfo` keys, under UIKit's names.
///
/// Posted by the simulated keyboard (``ViewControllerKit/SoftwareKeyboard``) to
/// `NotificationCenter.default`. Their `object` is the screen the keyboard is on (iOS
/// posts `nil`): observers registered with `object: nil` receive them as on iOS, and a test
/// can pass its host's screen to see only its own (see DifferencesFromIOS "Text input").
extension UIResponder {
    /// Before the keyboard slides in (and again when another text input takes over while it
    /// is shown). Posted after `UIResponder.keyboardWillChangeFrameNotification`.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// When the keyboard's slide-in ends, after `keyboardDidChangeFrameNotification`.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Before the keyboard slides out, after `keyboardWillChangeFrameNotification`.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// When the keyboard's slide-out ends, after `keyboardDidChangeFrameNotification`.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Before every change of the keyboard's frame (showing, hiding, resizing).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// After every change of the keyboard's frame.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame in screen coordinates before the change (an `NSValue`; read it
    /// with `cgRectValue`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame in screen coordinates after the change (an `NSValue`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (an `NSNumber`; 0.25; reads `as? Double`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve as `UIView.AnimationCurve`'s raw value (an `NSNumber`; 7, the
    /// keyboard's private curve, as on iOS).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (an `NSNumber`; always true here).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
    /// A value holding `rect`, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The rectangle a value made with `init(cgRect:)` holds.
    public var cgRectValue: CGRect { rectValue }
}
