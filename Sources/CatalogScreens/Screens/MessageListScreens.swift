import UIKitHeadless

/// A list → detail flow as apps write it: a plain table view controller of messages, each
/// row a subtitle content configuration with a disclosure chevron; selecting a row pushes
/// the message, and a swipe reveals Delete, which removes the row from the data and the
/// table together.
@MainActor
public final class MessageListViewController: UITableViewController {
    /// The messages shown, in order.
    public private(set) var messages: [(subject: String, sender: String)] = [
        ("Lunch", "Anna"), ("Quarterly report", "Ben"), ("Holiday photos", "Chloé"), ("Invoice 1042", "Dev"),
    ]
    /// Called with each change ("opened Lunch", "deleted Quarterly report").
    public var onChange: ((String) -> Void)?

    public override init(style: UITableView.Style) {
        super.init(style: style)
        title = "Inbox"
    }

    public convenience init() { self.init(style: .plain) }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = messages[indexPath.row].subject
        content.secondaryText = messages[indexPath.row].sender
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let message = messages[indexPath.row]
        onChange?("opened \(message.subject)")
        let detail = UIViewController()
        detail.title = message.subject
        detail.view.backgroundColor = .systemBackground
        navigationController?.pushViewController(detail, animated: true)
    }

    public override func tableView(_ tableView: UITableView,
                                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            self.deleteMessage(at: indexPath)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                   forRowAt indexPath: IndexPath) {
        if editingStyle == .delete { deleteMessage(at: indexPath) }
    }

    private func deleteMessage(at indexPath: IndexPath) {
        let removed = messages.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        onChange?("deleted \(removed.subject)")
    }
}
