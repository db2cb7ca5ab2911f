import UIKitHeadless

extension Journey {
    /// Seed 003's table view controller as a settings form: grouped sections of value rows
    /// with a switch and disclosure chevrons; selection pushes a detail and is cleared when
    /// the form reappears.
    static let settingsForm = Journey(
        id: "settings-form",
        title: "A settings form: a grouped table with a switch and value rows",
        source: "seed 003 (View Controller Catalog: UITableViewController manages a table, its selection and editing)"
    ) { stage in
        let form = SettingsFormViewController()
        form.onChange = { stage.note("form: \($0)") }
        let navigation = UINavigationController(rootViewController: form)
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
        stage.step("Go back: clearsSelectionOnViewWillAppear deselects About as the form reappears.") {
            navigation.popViewController(animated: true)
            stage.host.runUntilIdle()
            stage.note("selected rows: \(form.tableView.indexPathsForSelectedRows?.count ?? 0)")
        }
    }
}
