import UIKitHeadless

/// A text field to type into, in the browser with the computer's keyboard: tapping the
/// field makes it first responder (the software keyboard comes up), the page's keys are
/// typed into it, and the screen — the field's delegate — writes every delegate call it
/// gets under the field. Return ends editing (`textFieldShouldReturn` resigns).
@MainActor
final class CatalogTextFieldViewController: CatalogButtonsViewController, UITextFieldDelegate {
    let field = UITextField()
    /// "Hello, …" as the text changes (`.editingChanged`).
    let greeting = UILabel()
    /// The delegate calls so far, oldest first.
    let trace = UILabel()
    private var calls: [String] = []

    init() {
        super.init(title: "Text Field", seed: "seed 003: control flow and delegation (the field tells its delegate, this screen)")
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }

    override func viewDidLoad() {
        super.viewDidLoad()
        field.frame = CGRect(x: 20, y: 170, width: 300, height: 34)
        field.borderStyle = .roundedRect
        field.placeholder = "Your name"
        field.accessibilityIdentifier = "textfield.name"
        field.delegate = self
        field.addAction(UIAction { [unowned self] _ in greeting.text = "Hello, \(field.text ?? "")" }, for: .editingChanged)
        view.addSubview(field)
        greeting.frame = CGRect(x: 20, y: 220, width: 340, height: 24)
        greeting.accessibilityIdentifier = "textfield.greeting"
        view.addSubview(greeting)
        trace.frame = CGRect(x: 20, y: 260, width: 340, height: 120)
        trace.numberOfLines = 0
        trace.font = .preferredFont(forTextStyle: .footnote)
        trace.accessibilityIdentifier = "textfield.trace"
        view.addSubview(trace)
    }

    private func record(_ call: String) {
        calls.append(call)
        trace.text = "delegate: " + calls.suffix(6).joined(separator: ", ")
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { record("didBeginEditing") }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        record("shouldReturn")
        textField.resignFirstResponder()
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField) { record("didEndEditing") }
}
