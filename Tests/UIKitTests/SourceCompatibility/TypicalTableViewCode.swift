import Foundation
import Testing
import UIKit
import UIKitTesting

// Table and scroll view code written the way iOS apps write it, unchanged: it must compile
// (subclass initializers, `override` of data-source methods, `delegate = self`, the inout
// target offset, diffable data sources), and run.

final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        badge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        badge.text = nil
    }
}

final class ContactsViewController: UITableViewController {
    var contacts = ["Ada", "Grace", "Linus", "Margaret"]
    private(set) var opened: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        navigationItem.rightBarButtonItem = editButtonItem
        clearsSelectionOnViewWillAppear = true
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier,
                                                       for: indexPath) as? ContactCell else {
            fatalError("Unable to dequeue ContactCell")
        }
        cell.textLabel?.text = contacts[indexPath.row]
        cell.detailTextLabel?.text = "Row \(indexPath.row)"
        cell.badge.text = "\(indexPath.row + 1)"
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "People" }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        opened.append(contacts[indexPath.row])
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            contacts.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.contacts.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

final class SnappingScroller: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.delegate = self
        scrollView.decelerationRate = .fast
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.keyboardDismissMode = .onDrag
        view.addSubview(scrollView)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let page: CGFloat = 100
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / page).rounded() * page
    }
}

final class FruitListController: UIViewController {
    enum Section { case main }
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var dataSource: UITableViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) { tableView, indexPath, fruit in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Apple", "Banana", "Cherry"], toSection: .main)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@Suite @MainActor struct TypicalTableViewCodeTests {
    @Test func contactsList_runs_selectsAndDeletes() throws {
        let host = HeadlessHost()
        let contacts = ContactsViewController(style: .plain)
        host.show(UINavigationController(rootViewController: contacts))
        let cell = try #require(contacts.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ContactCell)
        #expect(cell.badge.text == "2")
        try host.tap(label: "Grace, Row 1")             // a cell is one element: its texts joined
        #expect(contacts.opened == ["Grace"])
        #expect(contacts.tableView.indexPathForSelectedRow == nil)
        try host.tap(label: "Edit")
        host.runUntilIdle()
        #expect(contacts.tableView.isEditing)
    }

    @Test func snappingScroller_andDiffableList_run() {
        let host = HeadlessHost()
        let fruit = FruitListController()
        host.show(fruit)
        #expect(fruit.tableView.visibleCells.count == 3)
        let scroller = SnappingScroller()
        scroller.loadViewIfNeeded()
        #expect(scroller.scrollView.decelerationRate == .fast)
    }
}
