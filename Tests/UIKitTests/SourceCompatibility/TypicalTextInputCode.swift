import Foundation
import Testing
import UIKit
import UIKitTesting

// A sign-in screen written the way iOS apps write it, unchanged: text fields with traits
// and a delegate that filters and moves between fields on return, a notes text view, a
// button bar pinned to `keyboardLayoutGuide`, keyboard notifications read through
// `userInfo` (block observers, as Linux has no selectors), `view.endEditing(true)` on a
// background tap. It must compile, and run.

final class SignInViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    let emailField = UITextField()
    let codeField = UITextField()
    let notes = UITextView()
    let buttonBar = UIView()
    private(set) var keyboardHeights: [CGFloat] = []
    private(set) var submitted: String?
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        emailField.delegate = self
        emailField.accessibilityIdentifier = "email"

        codeField.placeholder = "Code"
        codeField.borderStyle = .roundedRect
        codeField.keyboardType = .numberPad
        codeField.isSecureTextEntry = true
        codeField.returnKeyType = .done
        codeField.delegate = self
        codeField.accessibilityIdentifier = "code"
        codeField.addAction(UIAction { [unowned self] _ in
            navigationItem.rightBarButtonItem?.isEnabled = (codeField.text ?? "").count == 4
        }, for: .editingChanged)

        notes.font = .preferredFont(forTextStyle: .body)
        notes.delegate = self
        notes.accessibilityIdentifier = "notes"

        for subview in [emailField, codeField, notes, buttonBar] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            emailField.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            emailField.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            emailField.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            codeField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            codeField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            codeField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            notes.topAnchor.constraint(equalTo: codeField.bottomAnchor, constant: 12),
            notes.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            notes.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            notes.heightAnchor.constraint(equalToConstant: 120),
            buttonBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            buttonBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            buttonBar.heightAnchor.constraint(equalToConstant: 50),
            buttonBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])

        let tap = UITapGestureRecognizer(handler: { [weak self] _ in self?.view.endEditing(true) })
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)

        observers.append(NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
            guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                  let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return }
            MainActor.assumeIsolated {
                guard let self, self.view.window != nil else { return }
                _ = duration
                self.keyboardHeights.append(frame.height)
            }
        })
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField === codeField else { return true }
        let current = (textField.text ?? "") as NSString
        let updated = current.replacingCharacters(in: range, with: string)
        return updated.count <= 4 && updated.allSatisfy(\.isNumber)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            codeField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            submitted = "\(emailField.text ?? "") \(codeField.text ?? "")"
        }
        return true
    }

    func textViewDidChange(_ textView: UITextView) {
        textView.isScrollEnabled = textView.contentSize.height > 120
    }

    isolated deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
    }
}

@Suite @MainActor struct TypicalTextInputCodeTests {
    @Test func signInScreen_typesMovesBetweenFieldsFiltersTheCode_andFollowsTheKeyboard() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let screen = SignInViewController()
        host.show(screen)
        #expect(screen.buttonBar.frame.maxY == 810)
        try host.type("ada@example.com", into: "email")
        #expect(screen.buttonBar.frame.maxY == 508)
        try host.tapReturn()
        #expect(screen.codeField.isFirstResponder)
        try host.type("12a345")
        #expect(screen.codeField.text == "1234")
        try host.tapReturn()
        host.runUntilIdle()
        #expect(screen.submitted == "ada@example.com 1234")
        #expect(!host.keyboard.isVisible && screen.buttonBar.frame.maxY == 810)
        // Each field that takes the keyboard posts keyboardWillShow (the second while it is up).
        #expect(screen.keyboardHeights == [336, 336])
    }
}
