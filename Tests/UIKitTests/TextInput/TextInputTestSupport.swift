import Foundation
import Testing
import UIKitTesting

/// A text field delegate that records every call into `trace` and answers as configured.
@MainActor
final class RecordingTextFieldDelegate: UITextFieldDelegate {
    let trace: TraceRecorder
    var name = ""
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    var allowsClear = true
    /// Refuses replacements containing any of these characters.
    var refusedCharacters = CharacterSet()

    init(trace: TraceRecorder, name: String = "") { self.trace = trace; self.name = name }

    private func record(_ call: String) { trace.record(name.isEmpty ? call : "\(name) \(call)") }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { record("shouldBegin"); return allowsBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { record("didBegin firstResponder=\(textField.isFirstResponder)") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { record("shouldEnd"); return allowsEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        record("didEnd reason=\(reason == .committed ? "committed" : "cancelled") firstResponder=\(textField.isFirstResponder)")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let allowed = string.unicodeScalars.allSatisfy { !refusedCharacters.contains($0) }
        record("shouldChange {\(range.location), \(range.length)} \"\(string)\" -> \(allowed)")
        return allowed
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { record("shouldClear"); return allowsClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { record("shouldReturn"); return allowsReturn }
}

/// Records the editing control events of `field` (with its text at the time) into `trace`.
@MainActor
func recordEditingEvents(of field: UITextField, into trace: TraceRecorder, name: String = "") {
    let events: [(UIControl.Event, String)] = [(.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                                               (.editingDidEnd, "editingDidEnd"), (.primaryActionTriggered, "primaryActionTriggered")]
    for (event, label) in events {
        field.addAction(UIAction(identifier: .init(label)) { [trace, unowned field] _ in
            let text = field.text ?? ""
            trace.record((name.isEmpty ? "" : "\(name) ") + "\(label) \"\(text)\"")
        }, for: event)
    }
}

/// `x y w h` with whole numbers where they are whole.
func describe(_ rect: CGRect) -> String {
    [rect.minX, rect.minY, rect.width, rect.height].map { $0 == $0.rounded() ? String(Int($0)) : String(describing: $0) }
        .joined(separator: " ")
}

/// Observes the six keyboard notifications of `host`'s screen (plus the text field and text
/// view notifications of `objects`), recording them into `trace`; remove the returned
/// tokens when done.
@MainActor
func observeKeyboard(of host: HeadlessHost, into trace: TraceRecorder, details: Bool = false,
                     objects: [AnyObject] = []) -> [NSObjectProtocol] {
    let names: [(Notification.Name, String)] = [
        (UIResponder.keyboardWillChangeFrameNotification, "keyboardWillChangeFrame"),
        (UIResponder.keyboardWillShowNotification, "keyboardWillShow"),
        (UIResponder.keyboardDidChangeFrameNotification, "keyboardDidChangeFrame"),
        (UIResponder.keyboardDidShowNotification, "keyboardDidShow"),
        (UIResponder.keyboardWillHideNotification, "keyboardWillHide"),
        (UIResponder.keyboardDidHideNotification, "keyboardDidHide"),
    ]
    var tokens = names.map { name, label in
        NotificationCenter.default.addObserver(forName: name, object: host.screen, queue: nil) { note in
            let info = note.userInfo ?? [:]
            let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .null
            let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
            let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? -1
            let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 99
            let local = info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? false
            let text = details ? "\(label) (\(describe(begin))) -> (\(describe(end))) \(duration) curve \(curve) local \(local)" : label
            MainActor.assumeIsolated { trace.record(text) }
        }
    }
    let textNames: [(Notification.Name, String)] = [
        (UITextField.textDidBeginEditingNotification, "textField.textDidBeginEditing"),
        (UITextField.textDidChangeNotification, "textField.textDidChange"),
        (UITextField.textDidEndEditingNotification, "textField.textDidEndEditing"),
        (UITextView.textDidBeginEditingNotification, "textView.textDidBeginEditing"),
        (UITextView.textDidChangeNotification, "textView.textDidChange"),
        (UITextView.textDidEndEditingNotification, "textView.textDidEndEditing"),
    ]
    for object in objects {
        for (name, label) in textNames {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { _ in
                MainActor.assumeIsolated { trace.record(label) }
            })
        }
    }
    return tokens
}

/// A host showing a plain controller whose view holds `views` at their frames.
@MainActor
func hostShowing(_ views: [UIView], device: ViewControllerKit.DeviceProfile = .iPhone14) -> HeadlessHost {
    let host = HeadlessHost(device: device)
    host.show(UIViewController())
    for view in views { host.window.rootViewController!.view.addSubview(view) }
    host.pump()
    return host
}
