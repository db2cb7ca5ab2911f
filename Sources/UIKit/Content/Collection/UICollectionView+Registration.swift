import Foundation

/// Numbers the identifiers registrations register their classes under.
@MainActor
enum RegistrationIdentifiers {
    static var next = 0
    static func make(_ prefix: String) -> String {
        next += 1
        return "\(prefix).\(next)"
    }
}

extension UICollectionView {
    /// A cell class and how to configure it for an item, used with
    /// `dequeueConfiguredReusableCell(using:for:item:)`: the class is registered under a
    /// private identifier on first use, and the handler runs on every dequeue (new or reused
    /// cell) before the cell is returned.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        let identifier: String
        let handler: Handler

        @preconcurrency @MainActor
        public init(handler: @escaping Handler) {
            identifier = RegistrationIdentifiers.make("CellRegistration.\(Cell.self)")
            self.handler = handler
        }
    }

    /// A supplementary view class for one element kind and how to configure it.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        let identifier: String
        let handler: Handler

        @preconcurrency @MainActor
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            identifier = RegistrationIdentifiers.make("SupplementaryRegistration.\(Supplementary.self)")
            self.handler = handler
        }
    }

    /// A reused or new cell of the registration's class, configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        let key = ReuseKey(kind: nil, identifier: registration.identifier)
        if registeredClasses[key] == nil { registeredClasses[key] = Cell.self }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let key = ReuseKey(kind: registration.elementKind, identifier: registration.identifier)
        if registeredClasses[key] == nil { registeredClasses[key] = Supplementary.self }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                    for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
