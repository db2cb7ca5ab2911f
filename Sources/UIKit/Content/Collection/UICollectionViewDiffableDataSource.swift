import Foundation

/// A collection data source driven by snapshots (the same `NSDiffableDataSourceSnapshot`
/// tables use): `apply(_:)` compares the new snapshot with the current one and updates the
/// collection view with the inserts, deletes and moves between them, so cells of items that
/// stay keep showing their item. Supplementary views come from `supplementaryViewProvider`.
///
/// The collection view holds its data source weakly, as on iOS: keep this in a property.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UICollectionViewDataSource {
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Asked for each supplementary view the layout places.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// The data the collection view shows now.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Makes `snapshot` current and updates the collection view: a reload when the sections
    /// changed or it has not loaded yet, otherwise one batch of the item changes, animated
    /// (at once when `animatingDifferences` is false). `completion` runs when the animation
    /// has ended (on a later run-loop turn without one).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.clearingRequests()
        guard let collectionView else {
            completion?()
            return
        }
        if collectionView.needsReload || old.sectionIdentifiers != snapshot.sectionIdentifiers {
            collectionView.reloadData()
            if let completion { collectionView.runtimeInUse.runLoop.perform(completion) }
            return
        }
        let changes = SnapshotDifference(from: old, to: snapshot)
        let batch = {
            collectionView.performBatchUpdates({
                if !changes.deletes.isEmpty { collectionView.deleteItems(at: changes.deletes) }
                if !changes.inserts.isEmpty { collectionView.insertItems(at: changes.inserts) }
                for move in changes.moves { collectionView.moveItem(at: move.from, to: move.to) }
                if !changes.reloads.isEmpty { collectionView.reloadItems(at: changes.reloads) }
                if !changes.reconfigures.isEmpty { collectionView.reconfigureItems(at: changes.reconfigures) }
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { batch() } else { UIView.performWithoutAnimation(batch) }
    }

    /// Makes `snapshot` current and reloads everything (no diffing).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot.clearingRequests()
        collectionView?.reloadData()
        if let completion { collectionView?.runtimeInUse.runLoop.perform(completion) ?? completion() }
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.items.indices.contains(indexPath.section),
              current.items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return current.items[indexPath.section][indexPath.item]
    }

    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.location(of: itemIdentifier) }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            collectionView.runtimeInUse.diagnostics.raise(.internalInconsistencyException,
                "UICollectionView dataSource returned a nil cell for item at index path: \(UICollectionView.describe(indexPath))")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath)
            ?? collectionView.missingSupplementaryView(kind: kind, at: indexPath)
    }

    // MARK: Reordering (iOS 14)

    /// What the data source does when the user reorders items (interactive movement).
    public struct ReorderingHandlers {
        /// Whether an item may move; without it (the default) no item moves.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Before the data source takes the reordered snapshot.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// After it did: update the app's model from the transaction.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    /// The handlers asked when an interactive movement begins (`canReorderItem`) and told
    /// when it ends with the item elsewhere (`willReorder`, the snapshot updated, `didReorder`).
    public var reorderingHandlers = ReorderingHandlers()

    /// `reorderingHandlers.canReorderItem` for the item there; false without it.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// The user moved an item: `willReorder`, the current snapshot takes the move (the
    /// collection view already shows it), then `didReorder`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        var moved = current
        moved.moveItem(at: sourceIndexPath, to: destinationIndexPath)
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: current, finalSnapshot: moved)
        reorderingHandlers.willReorder?(transaction)
        current = moved
        reorderingHandlers.didReorder?(transaction)
    }
}
