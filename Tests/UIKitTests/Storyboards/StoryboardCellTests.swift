import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Prototype cells, static tables and cell-triggered segues from Cells.storyboard
/// (UIKIT-SEMANTICS 11.1, 11.2, 11.7).
@Suite(.serialized) @MainActor struct StoryboardCellTests {
    let storyboard: UIStoryboard

    init() {
        StoryboardTrace.reset()
        StoryboardCellClasses.register()
        storyboard = UIStoryboard(name: "Cells", bundle: .module)
    }

    func showList(_ host: HeadlessHost) throws -> (UINavigationController, SBListViewController) {
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        host.show(navigation)
        host.runUntilIdle()
        return (navigation, try #require(navigation.viewControllers.first as? SBListViewController))
    }

    /// The centre of a view, in window coordinates.
    func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    @Test func prototypeCellsDequeueAsTheirClassWithOutletsConnectedBeforeAwakeFromNib() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        StoryboardTrace.recorder.take()
        let (_, list) = try showList(host)
        // One archive per new cell: outlets are connected when awakeFromNib runs.
        #expect(StoryboardTrace.recorder.take() == Array(repeating: "SBItemCell.awakeFromNib nameLabel: Name id: item", count: 3))
        let table = try #require(list.tableView)
        #expect(table.rowHeight == 60)
        let items = try (0..<3).map { try #require(table.cellForRow(at: IndexPath(row: $0, section: 0)) as? SBItemCell) }
        #expect(items.map { $0.nameLabel.text } == ["Ada", "Grace", "Linus"])
        #expect(Set(items.map(ObjectIdentifier.init)).count == 3)
        let first = items[0]
        #expect(first.reuseIdentifier == "item")
        // The table's row height (60) across the host's 390-point screen.
        #expect(first.frame == table.rectForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.frame.size == CGSize(width: 390, height: 60))
        #expect(first.nameLabel.superview === first.contentView)
        // The prototype's constraints: leading 16, top 10, 200 × 40.
        #expect(first.nameLabel.frame == CGRect(x: 16, y: 10, width: 200, height: 40))

        let info = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(type(of: info) == UITableViewCell.self)
        #expect(info.reuseIdentifier == "info")
        #expect(info.accessoryType == .detailButton)
        #expect(info.selectionStyle == .none)
        // The style's labels are the prototype's own.
        #expect(info.textLabel?.text == "Info")
        #expect(info.detailTextLabel?.text == "Detail")
        #expect(info.textLabel?.superview === info.contentView)
        #expect(info.contentView.subviews.count == 2)
    }

    @Test func aDequeueWithAnEmptyQueueBuildsANewPrototypeAndUnknownIdentifiersStillRaise() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (_, list) = try showList(host)
        let table = try #require(list.tableView)
        let visible = Set(table.visibleCells.map(ObjectIdentifier.init))
        let fresh = try #require(table.dequeueReusableCell(withIdentifier: "item") as? SBItemCell)
        #expect(!visible.contains(ObjectIdentifier(fresh)))
        #expect(fresh.nameLabel.text == "Name")
        #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
        host.expectException(containing: "unable to dequeue a cell with identifier missing") {
            _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        }
    }

    // UIKIT-SEMANTICS 11.7, 11.1, 11.2: the selection, then the cell's segue (the cell as
    // sender: shouldPerform, prepare before the destination loads, push), then didSelect.
    @Test func tappingAPrototypeCellPerformsItsSegueBeforeDidSelect() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, list) = try showList(host)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        StoryboardTrace.recorder.take()
        host.tap(at: centre(of: cell))
        host.runUntilIdle()
        let trace = StoryboardTrace.recorder.take()
        #expect(Array(trace.prefix(6)) == [
            "List.willSelectRow(0, 1)",
            "SBDetailViewController.init(coder:)", "SBDetailViewController.awakeFromNib",
            "List.shouldPerformSegue(showItem, sender: SBItemCell(Grace))",
            "List.prepare(showItem, SBDetailViewController, sender: SBItemCell(Grace))",
            "SBDetailViewController.willMove(toParent: UINavigationController)",
        ])
        // didSelect once the push has started (the show segue's perform returned).
        #expect(trace.filter { $0.hasPrefix("List.") }.last == "List.didSelectRow(0, 1)")
        #expect(trace.firstIndex(of: "List.didSelectRow(0, 1)")! > trace.firstIndex(of: "SBDetailViewController.loadView")!)
        #expect(navigation.topViewController is SBDetailViewController)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func aRefusedCellSegueStillSelectsTheRow() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, list) = try showList(host)
        StoryboardTrace.allowSegue["showItem"] = false
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        StoryboardTrace.recorder.take()
        host.tap(at: centre(of: cell))
        host.runUntilIdle()
        #expect(StoryboardTrace.recorder.take() == [
            "List.willSelectRow(0, 2)",
            "SBDetailViewController.init(coder:)", "SBDetailViewController.awakeFromNib",
            "List.shouldPerformSegue(showItem, sender: SBItemCell(Linus))",
            "List.didSelectRow(0, 2)",
        ])
        #expect(navigation.viewControllers.count == 1)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func theDetailButtonPerformsTheAccessorySegueWithoutSelectingTheRow() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let (navigation, list) = try showList(host)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        StoryboardTrace.recorder.take()
        host.tap(at: cell.convert(CGPoint(x: cell.bounds.maxX - 10, y: cell.bounds.midY), to: nil))
        host.runUntilIdle()
        let trace = StoryboardTrace.recorder.take()
        #expect(Array(trace.prefix(5)) == [
            "List.accessoryButtonTapped(1, 0)",
            "SBDetailViewController.init(coder:)", "SBDetailViewController.awakeFromNib",
            "List.shouldPerformSegue(showInfo, sender: UITableViewCell(Info))",
            "List.prepare(showInfo, SBDetailViewController, sender: UITableViewCell(Info))",
        ])
        #expect(!trace.contains { $0.hasPrefix("List.didSelectRow") })
        #expect(navigation.topViewController is SBDetailViewController)
        // Tapping the same row's content selects it and runs no segue (it has none).
        navigation.popViewController(animated: false)
        host.runUntilIdle()
        StoryboardTrace.recorder.take()
        host.tap(at: cell.convert(CGPoint(x: 40, y: cell.bounds.midY), to: nil))
        #expect(StoryboardTrace.recorder.take() == ["List.willSelectRow(1, 0)", "List.didSelectRow(1, 0)"])
    }

    @Test func aStaticTableShowsItsSectionsAndCellsWithTheSceneOutletsConnected() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let settings = try #require(storyboard.instantiateViewController(withIdentifier: "settings") as? SBSettingsViewController)
        let navigation = UINavigationController(rootViewController: settings)
        StoryboardTrace.recorder.take()
        host.show(navigation)
        host.runUntilIdle()
        #expect(StoryboardTrace.recorder.take().first == "Settings.viewDidLoad versionLabel: Version 1.0")
        let table = try #require(settings.tableView)
        #expect(table.style == .grouped)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(settings.tableView(table, titleForHeaderInSection: 0) == "Account")
        #expect(settings.tableView(table, titleForFooterInSection: 1) == "Made here")
        let profile = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let version = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(profile.textLabel?.text == "Profile")
        #expect(profile.accessoryType == .disclosureIndicator)
        #expect(settings.versionLabel.superview === version.contentView)
        // The cell's own height (80) and the table's (44).
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 80)
        // The static cell's constraints: leading 20, centred vertically in 80.
        #expect(settings.versionLabel.frame == CGRect(x: 20, y: 30, width: 120, height: 20))
        // The same cell instances are shown again after a reload.
        table.reloadData()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === version)

        StoryboardTrace.recorder.take()
        host.tap(at: centre(of: profile))
        host.runUntilIdle()
        #expect(StoryboardTrace.recorder.take().contains("Settings.prepare(showProfile, sender: UITableViewCell(Profile))"))
        #expect(navigation.topViewController is SBDetailViewController)
    }

    @Test func collectionPrototypesUseTheFlowLayoutAndTheirSegueRunsBeforeDidSelect() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let grid = try #require(storyboard.instantiateViewController(withIdentifier: "grid") as? SBGridViewController)
        let navigation = UINavigationController(rootViewController: grid)
        host.show(navigation)
        host.runUntilIdle()
        let collection = try #require(grid.collectionView)
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 100, height: 120))
        #expect(layout.minimumLineSpacing == 4)
        #expect(layout.sectionInset == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let tile = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? SBTileCell)
        #expect(tile.reuseIdentifier == "tile")
        #expect(tile.titleLabel.text == "Tile 1")
        #expect(tile.titleLabel.superview === tile.contentView)
        #expect(tile.frame.size == CGSize(width: 100, height: 120))
        StoryboardTrace.recorder.take()
        host.tap(at: centre(of: tile))
        host.runUntilIdle()
        let trace = StoryboardTrace.recorder.take()
        #expect(Array(trace.prefix(4)) == [
            "SBDetailViewController.init(coder:)", "SBDetailViewController.awakeFromNib",
            "Grid.prepare(showTile, SBDetailViewController, sender: SBTileCell(Tile 1))",
            "SBDetailViewController.willMove(toParent: UINavigationController)",
        ])
        #expect(trace.firstIndex(of: "Grid.didSelectItem(1)")! > trace.firstIndex(of: "SBDetailViewController.willMove(toParent: UINavigationController)")!)
        #expect(navigation.topViewController is SBDetailViewController)
    }

    @Test func prototypeCellsAndTheirControllerAreFreedWithTheScene() throws {
        weak var weakList: SBListViewController?
        weak var weakCell: UITableViewCell?
        weak var weakTable: UITableView?
        do {
            let host = HeadlessHost()
            let (navigation, list) = try showList(host)
            weakList = list
            weakTable = list.tableView
            weakCell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
            #expect(weakCell != nil)
            withExtendedLifetime((host, navigation)) {}
        }
        #expect(weakList == nil)
        #expect(weakTable == nil)
        #expect(weakCell == nil)
    }
}
