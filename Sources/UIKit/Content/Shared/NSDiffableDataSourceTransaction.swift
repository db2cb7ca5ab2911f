import Foundation

/// What a user's reordering changed in a diffable data source: the snapshot before and after
/// and the difference between their item identifiers (in order, all sections together).
/// `UICollectionViewDiffableDataSource.reorderingHandlers` get one in `willReorder` (the data
/// source still has `initialSnapshot`) and `didReorder` (it has `finalSnapshot`).
///
/// Differs from iOS: `sectionTransactions` is not provided (no section snapshots here).
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Applied to the initial item identifiers, gives the final ones
    /// (`backingStore.applying(transaction.difference)`).
    public let difference: CollectionDifference<ItemIdentifierType>

    init(initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
    }
}
