import Foundation

extension UITableView {
    /// A long press on a row asks the delegate's `contextMenuConfigurationForRowAt`; the
    /// menu shows next to the row.
    func installContextMenuInteraction() {
        addInteraction(UIContextMenuInteraction(handlers: ContextMenuHandlers(
            configuration: { [unowned self] point in
                guard let indexPath = self.indexPathForRow(at: point) else { return nil }
                return self.tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
            },
            sourceRect: { [unowned self] point in self.indexPathForRow(at: point).map { self.rectForRow(at: $0) } },
            willDisplay: { [unowned self] configuration, animator in
                self.tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [unowned self] configuration, animator in
                self.tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
            })))
    }
}

extension UICollectionView {
    /// A long press asks the delegate's iOS 16 `contextMenuConfigurationForItemsAt` (the
    /// pressed item, or none between items), then iOS 13's `…ForItemAt` for an item.
    func installContextMenuInteraction() {
        addInteraction(UIContextMenuInteraction(handlers: ContextMenuHandlers(
            configuration: { [unowned self] point in
                guard let delegate = self.collectionDelegate else { return nil }
                let indexPath = self.indexPathForItem(at: point)
                if let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: indexPath.map { [$0] } ?? [],
                                                               point: point) {
                    return configuration
                }
                return indexPath.flatMap { delegate.collectionView(self, contextMenuConfigurationForItemAt: $0, point: point) }
            },
            sourceRect: { [unowned self] point in
                self.indexPathForItem(at: point).flatMap { self.layoutAttributesForItem(at: $0)?.frame }
            },
            willDisplay: { [unowned self] configuration, animator in
                self.collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [unowned self] configuration, animator in
                self.collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
            })))
    }
}
