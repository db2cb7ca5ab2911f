import Foundation

/// The state of a diffable data source's data: sections and their items, each identified
/// by a unique hashable value. Build one, then `apply` it to the data source.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Item.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(items.map(\.id))
/// dataSource.apply(snapshot)
/// ```
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private(set) var sections: [SectionIdentifierType] = []
    private(set) var items: [[ItemIdentifierType]] = []
    /// Items to reload (their cells asked for again) when the snapshot is applied.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        indexOfSection(identifier).map { items[$0].count } ?? 0
    }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSection(identifier).map { items[$0] } ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        location(of: identifier).map { sections[$0.section] }
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        var offset = 0
        for section in items {
            if let row = section.firstIndex(of: identifier) { return offset + row }
            offset += section.count
        }
        return nil
    }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    func location(of identifier: ItemIdentifierType) -> IndexPath? {
        for (s, section) in items.enumerated() {
            if let row = section.firstIndex(of: identifier) { return IndexPath(row: row, section: s) }
        }
        return nil
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers
        items += identifiers.map { _ in [] }
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = indexOfSection(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = indexOfSection(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers, at: index + 1)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index + 1)
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = indexOfSection(identifier) else { continue }
            sections.remove(at: index)
            items.remove(at: index)
        }
    }

    // MARK: Items

    /// Appends to `sectionIdentifier`, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let index = sectionIdentifier.flatMap(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else { return }
        items[index] += identifiers
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let at = location(of: beforeIdentifier) else { return }
        items[at.section].insert(contentsOf: identifiers, at: at.row)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let at = location(of: afterIdentifier) else { return }
        items[at.section].insert(contentsOf: identifiers, at: at.row + 1)
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        items = items.map { $0.filter { !gone.contains($0) } }
    }
    public mutating func deleteAllItems() {
        sections.removeAll()
        items.removeAll()
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, let from = location(of: identifier) else { return }
        items[from.section].remove(at: from.row)
        guard let to = location(of: toIdentifier) else { return }
        items[to.section].insert(identifier, at: to.row)
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, let from = location(of: identifier) else { return }
        items[from.section].remove(at: from.row)
        guard let to = location(of: toIdentifier) else { return }
        items[to.section].insert(identifier, at: to.row + 1)
    }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }

    /// Moves the item at `from` to `to` (index paths, `to` in the numbering after the move),
    /// as a user's reordering does; nothing for a path that does not exist.
    mutating func moveItem(at from: IndexPath, to: IndexPath) {
        guard items.indices.contains(from.section), items[from.section].indices.contains(from.item),
              items.indices.contains(to.section) else { return }
        let item = items[from.section].remove(at: from.item)
        items[to.section].insert(item, at: min(max(to.item, 0), items[to.section].count))
    }

    /// The snapshot without its reload and reconfigure requests (what a data source keeps).
    func clearingRequests() -> Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        return copy
    }
}
