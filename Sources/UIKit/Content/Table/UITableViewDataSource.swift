import Foundation

/// Supplies a table view's sections, rows and cells. `tableView(_:numberOfRowsInSection:)`
/// and `tableView(_:cellForRowAt:)` are required; the rest have UIKit's defaults.
///
/// When asked: `numberOfSections(in:)` then `numberOfRowsInSection` for each section on
/// `reloadData()` (at the next layout) and after batch updates; `cellForRowAt` only for rows
/// that become visible, in order from the top.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Default true: every row shows its editing control while editing.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Default false; a row shows a reorder control only when this is true and
    /// `tableView(_:moveRowAt:to:)` is implemented.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Called after the user deleted or inserted a row through its editing control or a
    /// swipe; update the model, then `deleteRows`/`insertRows`.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    /// Called after the user moved a row; update the model (the table is already updated).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index along the trailing edge (nil: no index); asked on
    /// `reloadData()` and `reloadSectionIndexTitles()`.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section the index title `title` at `index` stands for, asked when a touch
    /// reaches that title. Default: the section numbered `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
