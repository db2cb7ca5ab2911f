import Foundation

/// What a text view asks and tells as it is edited (and, as a scroll-view delegate, as
/// it scrolls). Every method has a default (the `should` ones answer true).
///
/// Order, as on iOS (a text view brings the keyboard up before it says editing began,
/// unlike a text field):
/// ```
/// textViewShouldBeginEditing ─► [the previous first responder resigns]
///   ─► keyboardWillChangeFrame, keyboardWillShow ─► textViewDidBeginEditing
///   ─► textDidBeginEditingNotification
/// each keystroke (return types "\n"): textView(_:shouldChangeTextIn:replacementText:)
///   ─► the text changes ─► textViewDidChange ─► textDidChangeNotification
/// resign: textViewShouldEndEditing ─► textViewDidEndEditing ─► textDidEndEditingNotification
///   ─► keyboardWillChangeFrame, keyboardWillHide
/// ```
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    /// Declared for source compatibility; not called (no selection is modelled).
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView {
    /// Posted (object: the text view) after it became first responder.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) after its text changed by typing or deleting.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) after it stopped being first responder.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
