import Foundation
import UIKit
import UIKitTesting

/// Classes Cells.storyboard names: a table with prototype cells, a static table and a
/// collection view with a prototype. Each records into `StoryboardTrace.recorder`.
@MainActor
enum StoryboardCellClasses {
    static func register() {
        ViewControllerKit.InterfaceBuilder.register(SBItemCell.self) { $0.outlet("nameLabel", \.nameLabel) }
        ViewControllerKit.InterfaceBuilder.register(SBTileCell.self) { $0.outlet("titleLabel", \.titleLabel) }
        ViewControllerKit.InterfaceBuilder.register(SBSettingsViewController.self) { $0.outlet("versionLabel", \.versionLabel) }
    }

    static func record(_ event: String) { StoryboardTrace.recorder.record(event) }

    /// A segue sender as the trace shows it: the cell's class and its text.
    static func describe(_ sender: Any?) -> String {
        switch sender {
        case let cell as SBItemCell: "SBItemCell(\(cell.nameLabel?.text ?? "nil"))"
        case let cell as SBTileCell: "SBTileCell(\(cell.titleLabel?.text ?? "nil"))"
        case let cell as UITableViewCell: "\(type(of: cell))(\(cell.textLabel?.text ?? "nil"))"
        case nil: "nil"
        default: "\(type(of: sender!))"
        }
    }
}

final class SBItemCell: UITableViewCell {
    weak var nameLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        StoryboardCellClasses.record("SBItemCell.awakeFromNib nameLabel: \(nameLabel?.text ?? "nil") id: \(reuseIdentifier ?? "nil")")
    }
}

final class SBTileCell: UICollectionViewCell {
    weak var titleLabel: UILabel!
}

final class SBListViewController: UITableViewController {
    let names = ["Ada", "Grace", "Linus"]

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? names.count : 1 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.section == 0 else { return tableView.dequeueReusableCell(withIdentifier: "info", for: indexPath) }
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath) as! SBItemCell
        cell.nameLabel.text = names[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        StoryboardCellClasses.record("List.willSelectRow(\(indexPath.section), \(indexPath.row))")
        return indexPath
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        StoryboardCellClasses.record("List.didSelectRow(\(indexPath.section), \(indexPath.row))")
    }
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        StoryboardCellClasses.record("List.accessoryButtonTapped(\(indexPath.section), \(indexPath.row))")
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        StoryboardCellClasses.record("List.shouldPerformSegue(\(identifier), sender: \(StoryboardCellClasses.describe(sender)))")
        return StoryboardTrace.allowSegue[identifier] ?? true
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        StoryboardCellClasses.record(
            "List.prepare(\(segue.identifier ?? "nil"), \(type(of: segue.destination)), sender: \(StoryboardCellClasses.describe(sender)))")
    }
}

final class SBSettingsViewController: UITableViewController {
    weak var versionLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        StoryboardCellClasses.record("Settings.viewDidLoad versionLabel: \(versionLabel?.text ?? "nil")")
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        StoryboardCellClasses.record(
            "Settings.prepare(\(segue.identifier ?? "nil"), sender: \(StoryboardCellClasses.describe(sender)))")
    }
}

final class SBGridViewController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! SBTileCell
        cell.titleLabel.text = "Tile \(indexPath.item)"
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        StoryboardCellClasses.record("Grid.didSelectItem(\(indexPath.item))")
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        StoryboardCellClasses.record(
            "Grid.prepare(\(segue.identifier ?? "nil"), \(type(of: segue.destination)), sender: \(StoryboardCellClasses.describe(sender)))")
    }
}
