import UIKitHeadless

/// Told by ``AddItemViewController`` how the user left it: the presenter dismisses it
/// either way (the seed's "returning data by delegation").
@MainActor
public protocol AddItemViewControllerDelegate: AnyObject {
    func addItemViewController(_ controller: AddItemViewController, didAdd item: String)
    func addItemViewControllerDidCancel(_ controller: AddItemViewController)
}

/// The modal "add an item" screen: Cancel on the left, Done on the right, inside its own
/// navigation controller so it has a bar.
@MainActor
public final class AddItemViewController: UIViewController {
    public weak var delegate: AddItemViewControllerDelegate?
    /// What the user "typed" (the catalogue has no text field yet; the journey sets it).
    public var draft = ""

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Item"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [unowned self] _ in
            delegate?.addItemViewControllerDidCancel(self)
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [unowned self] _ in
            delegate?.addItemViewController(self, didAdd: draft)
        })
    }
}

/// A list that presents ``AddItemViewController`` modally and keeps what it returns.
@MainActor
public final class ItemListViewController: UIViewController, AddItemViewControllerDelegate {
    public private(set) var items: [String] = []
    /// Called when the list changes, for narration.
    public var onChange: (([String]) -> Void)?
    private let summary = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        view.backgroundColor = .systemBackground
        summary.frame = CGRect(x: 20, y: 120, width: 300, height: 30)
        view.addSubview(summary)
        render()
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [unowned self] _ in
            let editor = AddItemViewController()
            editor.delegate = self
            editor.draft = "Item \(items.count + 1)"
            present(UINavigationController(rootViewController: editor), animated: true)
        })
    }

    public func addItemViewController(_ controller: AddItemViewController, didAdd item: String) {
        items.append(item)
        render()
        dismiss(animated: true)
    }

    public func addItemViewControllerDidCancel(_ controller: AddItemViewController) {
        dismiss(animated: true)
    }

    private func render() {
        summary.text = items.isEmpty ? "No items" : items.joined(separator: ", ")
        onChange?(items)
    }
}
