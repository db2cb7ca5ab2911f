import Foundation

/// The swipe actions shown beside one row: the row's content slides aside and the action
/// buttons fill the room, first action outermost.
///
///     closed ──(swipe ≥ 30 pt, < half width)──► revealed ──(tap a button: handler, then
///       ▲                                          │        its completion closes)
///       └──── any swipe, setEditing, reloadData ◄──┘
///
/// While revealed the cell's `configurationState.isSwiped` is true; the delegate hears
/// `willBeginEditingRowAt` on reveal and `didEndEditingRowAt` on close, as in UIKit.
@MainActor
struct RevealedSwipeActions {
    static let revealDistance: CGFloat = 30
    /// A button's smallest width; wider titles get 15 pt either side.
    static let minimumButtonWidth: CGFloat = 74

    weak var cell: UITableViewCell?
    let indexPath: IndexPath
    let trailing: Bool
    let buttons: [SwipeActionButton]
    /// Whether the delegate hears `willBeginEditingRowAt`/`didEndEditingRowAt` (a swipe;
    /// not the editing control's Delete confirmation).
    var announces = true
}

/// One revealed action: its title on its background colour; a tap runs its handler.
@MainActor
final class SwipeActionButton: UIControl {
    let action: UIContextualAction
    let titleLabel = UILabel()

    init(_ action: UIContextualAction) {
        self.action = action
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        titleLabel.text = action.title
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.textColor = .white
        addSubview(titleLabel)
        isAccessibilityElement = true
        accessibilityLabel = action.title
    }

    required init?(coder: NSCoder) { fatalError("created by table views only") }

    var preferredWidth: CGFloat { max(RevealedSwipeActions.minimumButtonWidth, titleLabel.intrinsicContentSize.width + 30) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = titleLabel.intrinsicContentSize
        titleLabel.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                                  width: size.width, height: size.height)
    }
}

extension UITableView {
    /// The action buttons now shown, outermost first (for tests and tapping).
    public var _revealedSwipeActionTitles: [String] { revealedSwipe?.buttons.compactMap(\.action.title) ?? [] }

    func revealSwipeActions(_ configuration: UISwipeActionsConfiguration, in cell: UITableViewCell, at path: IndexPath,
                            trailing: Bool, announces: Bool = true) {
        if announces { tableDelegate?.tableView(self, willBeginEditingRowAt: path) }
        let buttons = configuration.actions.map(SwipeActionButton.init)
        let height = cell.bounds.height
        var edge: CGFloat = trailing ? cell.bounds.width : 0
        for button in buttons {
            let width = button.preferredWidth
            if trailing { edge -= width }
            button.frame = CGRect(x: edge, y: 0, width: width, height: height)
            if !trailing { edge += width }
            button.addAction(UIAction { [weak self, unowned button] _ in self?.performRevealedAction(button) }, for: .touchUpInside)
            cell.addSubview(button)
        }
        let total = buttons.reduce(0) { $0 + $1.preferredWidth }
        cell.swipeOffset = trailing ? -total : total
        revealedSwipe = RevealedSwipeActions(cell: cell, indexPath: path, trailing: trailing, buttons: buttons,
                                             announces: announces)
    }

    /// Runs a revealed action's handler; its completion (performed or not) closes the actions.
    private func performRevealedAction(_ button: SwipeActionButton) {
        let action = button.action
        action.handler(action, button) { [weak self] _ in self?.hideSwipeActions() }
    }

    /// Closes the revealed actions, if any.
    func hideSwipeActions() {
        guard let revealed = revealedSwipe else { return }
        revealedSwipe = nil
        revealed.buttons.forEach { $0.removeFromSuperview() }
        revealed.cell?.swipeOffset = 0
        if revealed.announces { tableDelegate?.tableView(self, didEndEditingRowAt: revealed.indexPath) }
    }
}
