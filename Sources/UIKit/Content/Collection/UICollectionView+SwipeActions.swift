import Foundation

// Swipe actions on the rows of list sections (`UICollectionLayoutListConfiguration`'s
// leading and trailing providers), with the table view's rules and buttons
// (RevealedSwipeActions, SwipeActionsGesture): a sideways swipe of 30 pt reveals the
// provider's actions, past half the width performs the first one; another swipe, a tap,
// editing, a reload or the row's reuse closes them. Collection views have no delegate
// calls for it (tables announce `willBeginEditingRowAt`).
extension UICollectionView {
    /// The action buttons now shown, outermost first (for tests and tapping).
    public var _revealedSwipeActionTitles: [String] { revealedSwipe?.titles ?? [] }

    func installSwipeRecognizer() {
        swipeRecognizer.addAction { [unowned self] _ in self.handleSwipe() }
        addGestureRecognizer(swipeRecognizer)
        installContextMenuInteraction()
        installReorderAccessoryRecognizer()
    }

    /// The list configuration of `section` when the layout lays it out as a list.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(forSection: section)
    }

    /// A sideways pan is a row swipe when actions are shown (it closes them) or when it
    /// starts on a list row whose section has a swipe-actions provider.
    func swipeShouldBegin() -> Bool {
        guard !isEditing, SwipeActionsGesture.isRowSwipe(swipeRecognizer.translation(in: self)) else { return false }
        if revealedSwipe != nil { return true }
        let location = swipeRecognizer.location(in: self), translation = swipeRecognizer.translation(in: self)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        guard let path = indexPathForItem(at: start), let list = listConfiguration(forSection: path.section) else { return false }
        return list.leadingSwipeActionsConfigurationProvider != nil || list.trailingSwipeActionsConfigurationProvider != nil
    }

    private func handleSwipe() {
        let pan = swipeRecognizer
        guard pan.state == .ended else { return }
        if revealedSwipe != nil {
            hideSwipeActions()
            return
        }
        let location = pan.location(in: self), translation = pan.translation(in: self)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        guard !isEditing, let path = indexPathForItem(at: start), let list = listConfiguration(forSection: path.section),
              let cell = visibleCell(at: path) as? UICollectionViewListCell else { return }
        let gesture = SwipeActionsGesture(translation: translation, width: bounds.width) { trailing in
            trailing ? list.trailingSwipeActionsConfigurationProvider?(path) : list.leadingSwipeActionsConfigurationProvider?(path)
        }
        switch gesture {
        case .ignore:
            break
        case .performFirst(let action):
            action.handler(action, cell) { _ in }
        case .reveal(let configuration, let trailing):
            showSwipeActions(configuration, in: cell, at: path, trailing: trailing, announces: false)
        }
    }
}

extension UICollectionView: SwipeActionsHost {
    func swipeActionsDidClose(_ closed: RevealedSwipeActions) {}
}

extension UICollectionViewListCell: SwipeActionsRow {}
