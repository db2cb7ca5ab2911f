import UIKitHeadless

extension Journey {
    /// Seed 003's table view controller as a settings form: grouped sections of value rows
    /// with a switch and disclosure chevrons; selection pushes a detail and is cleared when
    /// the form reappears.
    static let settingsForm = Journey(
        id: "settings-form",
        title: "A settings form: a grouped table with a switch and value rows",
        source: tableControllerSource
    ) { stage in
        let form = SettingsFormViewController()
        let navigation = stage.navigation(around: form, notingChangesAs: "form")
        stage.step("Show the form in a navigation controller: only the visible rows get cells.") {
            stage.host.show(navigation)
            stage.note("visible rows \(form.tableView.indexPathsForVisibleRows?.map { "[\($0.section), \($0.row)]" }.joined(separator: " ") ?? "")")
        }
        stage.step("Tap the Wi-Fi switch: it turns off and the form hears .valueChanged.") {
            try? stage.host.tap(identifier: "wifi")
        }
        stage.step("Tap About: the row is selected and a detail is pushed.") {
            try? stage.host.tap(label: "About")
        }
        stage.stepBack("Go back: clearsSelectionOnViewWillAppear deselects About as the form reappears.",
                       in: navigation, to: form)
    }

    /// Seed 003's table view controller as a list → detail flow with swipe to delete.
    static let messageList = Journey(
        id: "message-list",
        title: "A list and its detail: select to push, swipe to delete",
        source: tableControllerSource
    ) { stage in
        let list = MessageListViewController()
        let navigation = stage.navigation(around: list, notingChangesAs: "list")
        @MainActor func rows() -> String { list.messages.map(\.subject).joined(separator: ", ") }
        stage.step("Show the inbox: subtitle rows with chevrons, an Edit button.") {
            stage.host.show(navigation)
            stage.note("rows: \(rows())")
        }
        stage.step("Tap Lunch: the message is pushed.") {
            try? stage.host.tap(label: "Lunch, Anna")
        }
        stage.stepBack("Go back: the inbox reappears with no row selected.", in: navigation, to: list)
        stage.step("Swipe Quarterly report to the left: its Delete button is revealed.") {
            guard let cell = list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)),
                  let start = try? stage.host.hittableCentre(of: cell) else { return }
            stage.host.swipe(from: start, to: CGPoint(x: start.x - 80, y: start.y))
            stage.note("revealed: \(list.tableView._revealedSwipeActionTitles)")
        }
        stage.step("Tap Delete: the message leaves the data and the table, and the row closes.") {
            try? stage.host.tap(label: "Delete")
            stage.note("rows: \(rows()); revealed: \(list.tableView._revealedSwipeActionTitles)")
        }
    }

    /// Seed 003's content controllers as a photo grid: a compositional layout, reuse while
    /// scrolling, selection.
    static let photoGrid = Journey(
        id: "photo-grid",
        title: "A photo grid: a compositional layout that reuses its cells",
        source: "seed 003 (View Controller Catalog: controllers that manage a collection of content)"
    ) { stage in
        let grid = PhotoGridViewController()
        let navigation = stage.navigation(around: grid, notingChangesAs: "grid")
        @MainActor func visible() -> String {
            let items = grid.collectionView.indexPathsForVisibleItems.map(\.item).sorted()
            return "items \((items.first ?? 0) + 1)–\((items.last ?? 0) + 1) visible, \(grid.collectionView.visibleCells.count) cells"
        }
        stage.step("Show 60 photos: three a row under a header; only the visible ones have cells.") {
            stage.host.show(navigation)
            stage.note(visible())
        }
        stage.step("Scroll down a screen: cells that left the top are reused below.") {
            grid.collectionView.contentOffset.y += grid.collectionView.bounds.height - 100
            stage.host.pump()
            stage.note(visible())
        }
        stage.step("Tap a photo in the middle of the screen: the controller hears the selection.") {
            let paths = grid.collectionView.indexPathsForVisibleItems.sorted()
            if !paths.isEmpty, let cell = grid.collectionView.cellForItem(at: paths[paths.count / 2]) {
                try? stage.host.tap(cell)
            }
        }
        stage.step("Press and hold that photo, drag it one row down: the others make room; lifting keeps the new order.") {
            let paths = grid.collectionView.indexPathsForVisibleItems.sorted()
            guard !paths.isEmpty else { return }
            let from = paths[paths.count / 2], to = IndexPath(item: paths[paths.count / 2].item + 3, section: 0)
            guard let source = grid.collectionView.cellForItem(at: from), let target = grid.collectionView.cellForItem(at: to),
                  let sourceContainer = source.superview, let targetContainer = target.superview else { return }
            let finger = stage.host.touchDown(at: sourceContainer.convert(source.center, to: nil))
            stage.host.advance(by: 0.6)
            stage.host.touchMove(finger, to: targetContainer.convert(target.center, to: nil))
            stage.host.advance(by: 0.1)
            stage.host.touchUp(finger)
            stage.host.runUntilIdle()
            stage.note(visible())
        }
    }
}

extension Journey {
    /// The settings form as a collection-view list: an inset-grouped list layout with header
    /// supplementaries, separators between rows, disclosure and switch accessories.
    static let settingsList = Journey(
        id: "settings-list",
        title: "A settings list: an inset-grouped collection-view list with accessories",
        source: "seed 003 (View Controller Catalog: controllers that manage a collection of content)"
    ) { stage in
        let list = SettingsListViewController()
        let navigation = stage.navigation(around: list, notingChangesAs: "list")
        stage.step("Show the list in a navigation controller: two cards under their headers, rows separated inside each.") {
            stage.host.show(navigation)
            let paths = list.collectionView.indexPathsForVisibleItems.sorted()
            stage.note("visible items \(paths.map { "[\($0.section), \($0.item)]" }.joined(separator: " "))")
        }
        stage.step("Tap the Airplane Mode switch: it turns on and the list hears .valueChanged.") {
            try? stage.host.tap(identifier: "airplane")
        }
        stage.step("Tap About: the item is selected and a detail is pushed.") {
            guard let about = list.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) else { return }
            try? stage.host.tap(about)
        }
        stage.stepBack("Go back: clearsSelectionOnViewWillAppear deselects About as the list reappears.", in: navigation) {
            "selected items: \(list.collectionView.indexPathsForSelectedItems?.count ?? 0)"
        }
    }
}

extension Journey {
    /// Where the table journeys come from.
    fileprivate static let tableControllerSource =
        "seed 003 (View Controller Catalog: UITableViewController manages a table, its selection and editing)"
}

/// A list screen that reports each change the user makes (a switch turned, a row deleted).
@MainActor
protocol ChangeReportingScreen: UIViewController {
    var onChange: ((String) -> Void)? { get set }
}

extension SettingsFormViewController: ChangeReportingScreen {}
extension MessageListViewController: ChangeReportingScreen {}
extension PhotoGridViewController: ChangeReportingScreen {}
extension SettingsListViewController: ChangeReportingScreen {}

extension JourneyStage {
    /// `screen` at the root of a new navigation controller, each change it reports noted as
    /// "<label>: <change>".
    fileprivate func navigation(around screen: some ChangeReportingScreen, notingChangesAs label: String)
        -> UINavigationController {
        screen.onChange = { self.note("\(label): \($0)") }
        return UINavigationController(rootViewController: screen)
    }

    /// A step that pops `navigation` back to `list`, then notes how many of its rows are
    /// still selected.
    fileprivate func stepBack(_ description: String, in navigation: UINavigationController, to list: UITableViewController) {
        stepBack(description, in: navigation) { "selected rows: \(list.tableView.indexPathsForSelectedRows?.count ?? 0)" }
    }

    /// A step that pops `navigation` back to its root, then notes `selection`.
    fileprivate func stepBack(_ description: String, in navigation: UINavigationController,
                              noting selection: @escaping () -> String) {
        step(description) {
            navigation.popViewController(animated: true)
            self.host.runUntilIdle()
            self.note(selection())
        }
    }
}
