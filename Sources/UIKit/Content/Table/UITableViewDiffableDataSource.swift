import Foundation

/// A table data source driven by snapshots: `apply(_:)` compares the new snapshot with the
/// current one and updates the table with the inserts, deletes and moves between them, so
/// cells of rows that stay keep showing their item.
///
/// The table holds its data source weakly, as on iOS: keep this object in a property.
/// Subclass to answer titles and editing questions (the methods are declared here).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UITableViewDataSource {
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The row animation of the inserts, deletes and reloads of the next `apply`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// The data the table shows now.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Makes `snapshot` current and updates the table: a reload when the sections changed or
    /// the table has not loaded yet, otherwise one batch of the row inserts, deletes, moves,
    /// reloads and reconfigures between the two, animated with `defaultRowAnimation` (at
    /// once when `animatingDifferences` is false). `completion` runs when the animation has
    /// ended (on a later run-loop turn without one).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.clearingRequests()
        guard let tableView else {
            completion?()
            return
        }
        if tableView.needsReload || old.sectionIdentifiers != snapshot.sectionIdentifiers {
            tableView.reloadData()
            if let completion { tableView.runtimeInUse.runLoop.perform(completion) }
            return
        }
        let animation = defaultRowAnimation
        let batch = {
            tableView.performBatchUpdates({ Self.update(tableView, from: old, to: snapshot, with: animation) },
                                          completion: { _ in completion?() })
        }
        if animatingDifferences { batch() } else { UIView.performWithoutAnimation(batch) }
    }

    /// Makes `snapshot` current and reloads everything (no diffing).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot.clearingRequests()
        tableView?.reloadData()
        if let completion { tableView?.runtimeInUse.runLoop.perform(completion) ?? completion() }
    }

    /// The changes between the snapshots (SnapshotDifference) as one batch of row updates.
    private static func update(_ tableView: UITableView,
                               from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                               to new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                               with animation: UITableView.RowAnimation) {
        let changes = SnapshotDifference(from: old, to: new)
        if !changes.deletes.isEmpty { tableView.deleteRows(at: changes.deletes, with: animation) }
        if !changes.inserts.isEmpty { tableView.insertRows(at: changes.inserts, with: animation) }
        for move in changes.moves { tableView.moveRow(at: move.from, to: move.to) }
        if !changes.reloads.isEmpty { tableView.reloadRows(at: changes.reloads, with: animation) }
        if !changes.reconfigures.isEmpty { tableView.reconfigureRows(at: changes.reconfigures) }
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.items.indices.contains(indexPath.section),
              current.items[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return current.items[indexPath.section][indexPath.row]
    }

    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.location(of: itemIdentifier) }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            tableView.runtimeInUse.diagnostics.raise(.internalInconsistencyException,
                "UITableView dataSource returned a nil cell for row at index path: \(indexPath).")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
