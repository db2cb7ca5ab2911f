import Foundation
import Testing
import UIKitTesting

/// Records an interaction delegate's calls; offers a menu only left of x = 100.
@MainActor
final class ContextMenuRecorder: UIContextMenuInteractionDelegate {
    let trace = TraceRecorder()

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        trace.record("configurationForMenuAtLocation \(location.x),\(location.y)")
        guard location.x < 100 else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [trace] suggested in
            trace.record("actionProvider \(suggested.count) suggested")
            return UIMenu(title: "Photo", children: [
                UIAction(title: "Copy") { action in trace.record("Copy handler sender=\(action.sender == nil ? "nil" : "set")") },
                UIAction(title: "Locked", attributes: .disabled) { _ in trace.record("Locked handler") },
                UIAction(title: "Hidden", attributes: .hidden) { _ in },
                UIMenu(title: "", options: .displayInline, children: [
                    UIAction(title: "Delete", attributes: .destructive) { _ in trace.record("Delete handler") },
                ]),
                UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in trace.record("Mail handler") }]),
            ])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        trace.record("willDisplayMenu")
        animator?.addCompletion { [trace] in trace.record("displayed") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        trace.record("willEnd")
    }
}

/// `UIView.addInteraction(_:)`, context menus from a long press, table and collection
/// context menus, and a button's menu as its primary action.
@Suite @MainActor struct ContextMenuTests {
    static func photoScene() -> (HeadlessHost, UIView, ContextMenuRecorder, UIContextMenuInteraction) {
        let photo = UIView()
        let host = hostShowing(photo, at: CGRect(x: 0, y: 100, width: 200, height: 100))
        let recorder = ContextMenuRecorder()
        let interaction = UIContextMenuInteraction(delegate: recorder)
        photo.addInteraction(interaction)
        return (host, photo, recorder, interaction)
    }

    @Test func addAndRemoveInteraction_attachAndDetach() {
        let (host, photo, _, interaction) = Self.photoScene()
        defer { withExtendedLifetime(host) {} }
        #expect(interaction.view === photo)
        #expect(photo.interactions.count == 1)
        photo.addInteraction(interaction)   // already there
        #expect(photo.interactions.count == 1)
        photo.removeInteraction(interaction)
        #expect(interaction.view == nil && photo.interactions.isEmpty)
        photo.interactions = [interaction]
        #expect(interaction.view === photo)
    }

    @Test func aLongPress_asksTheDelegate_showsTheMenu_andATapRunsTheAction() throws {
        let (host, _, recorder, _) = Self.photoScene()
        defer { withExtendedLifetime(host) {} }
        host.longPress(at: CGPoint(x: 50, y: 150))
        #expect(host.presentedMenu?.title == "Photo")
        #expect(host.presentedMenuItemTitles == ["Copy", "Locked", "Delete", "Share"])
        try host.tapMenuItem("Locked")   // disabled: nothing
        #expect(host.presentedMenu != nil)
        try host.tapMenuItem("Copy")
        #expect(host.presentedMenu == nil)
        #expect(recorder.trace.events == [
            "configurationForMenuAtLocation 50.0,50.0", "actionProvider 0 suggested", "willDisplayMenu", "displayed",
            "willEnd", "Copy handler sender=nil",
        ])
    }

    @Test func noConfiguration_noMenu_andAShortPressOpensNothing() {
        let (host, _, recorder, _) = Self.photoScene()
        defer { withExtendedLifetime(host) {} }
        host.longPress(at: CGPoint(x: 150, y: 150))
        host.tap(at: CGPoint(x: 50, y: 150))
        #expect(host.presentedMenu == nil)
        #expect(recorder.trace.events == ["configurationForMenuAtLocation 150.0,50.0"])
    }

    @Test func submenus_openInPlace_andATapOutsideDismisses() throws {
        let (host, _, recorder, _) = Self.photoScene()
        defer { withExtendedLifetime(host) {} }
        host.longPress(at: CGPoint(x: 50, y: 150))
        try host.tapMenuItem("Share")
        #expect(host.presentedMenuItemTitles == ["Mail"])
        host.tap(at: CGPoint(x: 380, y: 800))
        #expect(host.presentedMenu == nil)
        #expect(recorder.trace.events.suffix(1) == ["willEnd"])
        #expect(!recorder.trace.events.contains("Mail handler"))
    }

    @Test func aTableRow_offersTheDelegatesMenu() throws {
        let model = ContextMenuTable()
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        host.show(model)
        host.pump()
        let row = try #require(model.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        try host.longPress(row)
        #expect(host.presentedMenuItemTitles == ["Delete row 2"])
        try host.tapMenuItem("Delete row 2")
        #expect(model.trace.events == ["configuration row 2", "willDisplayContextMenu", "willEndContextMenuInteraction", "delete 2"])
    }

    @Test func aCollectionItem_asksTheIOS16Form_thenTheIOS13Form() throws {
        let controller = ContextMenuCollection()
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        host.show(controller)
        host.pump()
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        try host.longPress(cell)
        #expect(host.presentedMenuItemTitles == ["Open 1"])
        #expect(controller.trace.events == ["itemsAt [[0, 1]]", "itemAt [0, 1]"])
    }

    @Test func aButtonMenuAsItsPrimaryAction_showsOnTap_insteadOfTheActions() throws {
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        let host = hostShowing(button, at: CGRect(x: 20, y: 100, width: 100, height: 44))
        defer { withExtendedLifetime(host) {} }
        var trace: [String] = []
        button.addAction(UIAction { _ in trace.append("primary") }, for: .primaryActionTriggered)
        button.menu = UIMenu(children: [UIAction(title: "By name") { action in
            trace.append("By name sender is button: \(action.sender === button)")
        }])
        try host.tap(button)
        #expect(trace == ["primary"])
        button.showsMenuAsPrimaryAction = true
        try host.tap(button)
        #expect(host.presentedMenuItemTitles == ["By name"])
        try host.tapMenuItem("By name")
        #expect(trace == ["primary", "By name sender is button: true"])
        #expect(host.takeDiagnostics().isEmpty)
    }
}

final class ContextMenuTable: UITableViewController {
    let trace = TraceRecorder()

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        trace.record("configuration row \(indexPath.row)")
        return UIContextMenuConfiguration(identifier: NSNumber(value: indexPath.row), previewProvider: nil) { [trace] _ in
            UIMenu(children: [UIAction(title: "Delete row \(indexPath.row)") { _ in trace.record("delete \(indexPath.row)") }])
        }
    }

    override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                            animator: (any UIContextMenuInteractionAnimating)?) {
        trace.record("willDisplayContextMenu")
    }

    override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                            animator: (any UIContextMenuInteractionAnimating)?) {
        trace.record("willEndContextMenuInteraction")
    }
}

final class ContextMenuCollection: UICollectionViewController {
    let trace = TraceRecorder()

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                                 point: CGPoint) -> UIContextMenuConfiguration? {
        trace.record("itemsAt \(indexPaths.map { Array($0) })")
        return nil
    }

    override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                 point: CGPoint) -> UIContextMenuConfiguration? {
        trace.record("itemAt \(Array(indexPath))")
        return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Open \(indexPath.item)") { _ in }]) })
    }
}
