import Foundation
import UIKitHeadless

/// Text editing shown in the panel beside the lifecycle callbacks: UIKit's own editing
/// notifications (`textDidBeginEditing`, `textDidChange`, `textDidEndEditing` of text fields
/// and text views), for the views in this session's window only — the notification center
/// is the process's, shared by every tab.
extension ViewControllerKit.WebSession {
    static let editingNotifications: [(Notification.Name, String)] = [
        (UITextField.textDidBeginEditingNotification, "textDidBeginEditing"),
        (UITextField.textDidChangeNotification, "textDidChange"),
        (UITextField.textDidEndEditingNotification, "textDidEndEditing"),
        (UITextView.textDidBeginEditingNotification, "textDidBeginEditing"),
        (UITextView.textDidChangeNotification, "textDidChange"),
        (UITextView.textDidEndEditingNotification, "textDidEndEditing"),
    ]

    /// Starts listening; the tokens are removed by ``stopObservingEditing()``.
    func observeEditing() -> [any NSObjectProtocol] {
        let session = ViewControllerKit.WeakSession(self)
        return Self.editingNotifications.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
                // Posted on the main thread by UIKit's text inputs (assumeIsolated checks).
                nonisolated(unsafe) let notification = notification
                MainActor.assumeIsolated { session.session?.edited(notification.object, label) }
            }
        }
    }

    private func edited(_ object: Any?, _ label: String) {
        guard let view = object as? UIView, view.window === host.window else { return }
        let kind = String(describing: Swift.type(of: view))
        let name = view.accessibilityIdentifier.map { "\(kind) \"\($0)\"" } ?? kind
        var line = "\(name): \(label)"
        if label == "textDidChange" {
            let text = (view as? UITextField)?.text ?? (view as? UITextView)?.text ?? ""
            line += " \(WebJSON.quoted(String(text.prefix(64))))"
        }
        note(line, controller: name)
    }
}
