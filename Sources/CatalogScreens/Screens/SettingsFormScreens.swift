import UIKitHeadless

/// A settings form as apps write it: a grouped table view controller whose rows are list
/// content configurations — a switch row, value rows with a disclosure chevron, and a
/// footer explaining a section. Selecting "About" pushes a detail screen.
@MainActor
public final class SettingsFormViewController: UITableViewController {
    struct Row {
        let title: String
        var value: String?
        let opensDetail: Bool
    }

    private(set) var sections: [(header: String?, footer: String?, rows: [Row])] = [
        ("Connections", "Wi-Fi finds networks nearby.", [Row(title: "Wi-Fi", value: nil, opensDetail: false),
                                                         Row(title: "Bluetooth", value: "On", opensDetail: true)]),
        ("General", nil, [Row(title: "About", value: nil, opensDetail: true),
                          Row(title: "Language", value: "English", opensDetail: true)]),
    ]
    /// The Wi-Fi switch, reachable by its accessibility identifier "wifi".
    public let wifiSwitch = UISwitch()
    /// Called with each change the form makes ("Wi-Fi off", "opened About").
    public var onChange: ((String) -> Void)?

    public init() {
        super.init(style: .insetGrouped)
        title = "Settings"
        wifiSwitch.isOn = true
        wifiSwitch.accessibilityIdentifier = "wifi"
        wifiSwitch.addAction(UIAction { [unowned self] _ in
            self.onChange?("Wi-Fi \(self.wifiSwitch.isOn ? "on" : "off")")
        }, for: .valueChanged)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    public override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }

    public override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let row = sections[indexPath.section].rows[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        content.text = row.title
        content.secondaryText = row.value
        cell.contentConfiguration = content
        cell.accessoryType = row.opensDetail ? .disclosureIndicator : .none
        cell.accessoryView = row.title == "Wi-Fi" ? wifiSwitch : nil
        cell.selectionStyle = row.opensDetail ? .default : .none
        return cell
    }

    public override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        sections[indexPath.section].rows[indexPath.row].opensDetail ? indexPath : nil
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let row = sections[indexPath.section].rows[indexPath.row]
        onChange?("opened \(row.title)")
        let detail = UIViewController()
        detail.title = row.title
        detail.view.backgroundColor = .systemGroupedBackground
        navigationController?.pushViewController(detail, animated: true)
    }
}
