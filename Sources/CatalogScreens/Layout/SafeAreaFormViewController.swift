import UIKitHeadless

/// A screen laid out with Auto Layout the way the seeds do it: a header pinned to the safe
/// area, and a stack of a title label and a button pinned to the layout margins.
@MainActor
public final class SafeAreaFormViewController: UIViewController {
    public let header = UIView()
    public let stack = UIStackView()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.backgroundColor = .systemBlue
        header.accessibilityIdentifier = "header"
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)

        let title = UILabel()
        title.text = "Sign in"
        title.font = .preferredFont(forTextStyle: .title1)
        let button = UIButton(configuration: .filled())
        button.configuration?.title = "Continue"
        stack.addArrangedSubview(title)
        stack.addArrangedSubview(button)
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .leading
        stack.accessibilityIdentifier = "form"
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        let safe = view.safeAreaLayoutGuide
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            stack.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        ])
    }
}
