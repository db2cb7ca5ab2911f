import Foundation

/// The More screen (iOS's private class has the same name): a plain table with one row per
/// overflow tab — the tabs after the fourth, in tab order — showing the tab's
/// `tabBarItem` title and image with a disclosure indicator. Selecting a row pushes that
/// tab onto the More navigation controller (animated, as on iOS); coming back to the list
/// deselects the row (`clearsSelectionOnViewWillAppear`).
///
/// The controller is its table's data source and delegate, like any
/// `UITableViewController`. The rows are rebuilt (`reloadData`) when the overflow tabs
/// change and reconfigured in place when a tab's item changes (title, image), so a tab
/// retitled while the list is shown is retitled in the list too.
@MainActor
final class UIMoreListController: UITableViewController {
    static let cellIdentifier = "UIMoreListCell"

    weak var owner: UITabBarController?
    /// The overflow tabs, in tab order: row `i` is `controllers[i]`.
    private(set) var controllers: [UIViewController] = []
    /// Tests observe the list's appearance and data-source calls through this.
    var traceObserver: ((String) -> Void)?

    init() {
        super.init(style: .plain)
        title = "More"
    }

    required init?(coder: NSCoder) { fatalError("UIMoreListController is created by UITabBarController only") }

    /// The overflow tabs changed: the rows are reloaded (on the next layout) if the table exists.
    func setControllers(_ newControllers: [UIViewController]) {
        let same = newControllers.count == controllers.count && zip(newControllers, controllers).allSatisfy { $0 === $1 }
        guard !same else { return }
        controllers = newControllers
        if isViewLoaded { tableView.reloadData() }
    }

    /// A tab's item changed: its row, if shown, is configured again in place.
    func tabBarItemDidChange(of controller: UIViewController) {
        guard isViewLoaded, let row = controllers.firstIndex(where: { $0 === controller }) else { return }
        let path = IndexPath(row: row, section: 0)
        if tableView.cellForRow(at: path) != nil { tableView.reconfigureRows(at: [path]) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    // MARK: Data source and delegate

    override func numberOfSections(in tableView: UITableView) -> Int {
        traceObserver?("numberOfSections")
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        traceObserver?("numberOfRows(\(section))")
        return controllers.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        traceObserver?("cellForRow(\(indexPath.row))")
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let item = controllers[indexPath.row].tabBarItem!
        var content = cell.defaultContentConfiguration()
        content.text = item.title
        content.image = item.image
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// The tab is pushed; the tab bar controller's delegate is not asked (a row is not a tab).
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        traceObserver?("didSelectRow(\(indexPath.row))")
        guard controllers.indices.contains(indexPath.row) else { return }
        owner?.moreListDidSelect(controllers[indexPath.row])
    }

    // MARK: Appearance (traced for tests)

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        traceObserver?("viewWillAppear(\(animated))")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        traceObserver?("viewDidAppear(\(animated))")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        traceObserver?("viewWillDisappear(\(animated))")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        traceObserver?("viewDidDisappear(\(animated))")
    }
}
