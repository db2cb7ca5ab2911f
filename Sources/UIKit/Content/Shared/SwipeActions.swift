import Foundation

/// A row that slides its content aside to show swipe actions: a table view cell, or a
/// collection view list cell. Setting `swipeOffset` lays the content out moved by it and
/// makes the row's `configurationState.isSwiped` true while it is not 0.
@MainActor
protocol SwipeActionsRow: UIView {
    var swipeOffset: CGFloat { get set }
}

/// The swipe actions shown beside one row — shared by table views and collection view
/// lists: the row's content slides aside and the action buttons fill the room, first
/// action outermost.
///
///     closed ──(swipe ≥ 30 pt, < half width)──► revealed ──(tap a button: handler, then
///       ▲                                          │        its completion closes)
///       └──── any swipe, editing, reload, reuse ◄──┘
///
/// A swipe past half the list's width performs the first action instead, when the
/// configuration's `performsFirstActionWithFullSwipe` allows it (``SwipeActionsGesture``).
@MainActor
struct RevealedSwipeActions {
    static let revealDistance: CGFloat = 30
    /// A button's smallest width; wider titles get 15 pt either side.
    static let minimumButtonWidth: CGFloat = 74

    weak var cell: (any SwipeActionsRow)?
    let indexPath: IndexPath
    let trailing: Bool
    let buttons: [SwipeActionButton]
    /// Whether the table's delegate hears `willBeginEditingRowAt`/`didEndEditingRowAt` (a
    /// swipe; not the editing control's Delete confirmation).
    var announces = true

    /// Adds `configuration`'s buttons to `cell` on the `trailing` (or leading) side and slides
    /// the content by their total width; a button's tap runs its action, whose completion
    /// calls `close`.
    init(_ configuration: UISwipeActionsConfiguration, in cell: any SwipeActionsRow, at path: IndexPath, trailing: Bool,
         announces: Bool, close: @escaping @MainActor () -> Void) {
        let buttons = configuration.actions.map(SwipeActionButton.init)
        let height = cell.bounds.height
        var edge: CGFloat = trailing ? cell.bounds.width : 0
        for button in buttons {
            let width = button.preferredWidth
            if trailing { edge -= width }
            button.frame = CGRect(x: edge, y: 0, width: width, height: height)
            if !trailing { edge += width }
            button.addAction(UIAction { [unowned button] _ in
                button.action.handler(button.action, button) { _ in close() }
            }, for: .touchUpInside)
            cell.addSubview(button)
        }
        let total = buttons.reduce(0) { $0 + $1.preferredWidth }
        cell.swipeOffset = trailing ? -total : total
        self.cell = cell
        indexPath = path
        self.trailing = trailing
        self.buttons = buttons
        self.announces = announces
    }

    /// Takes the buttons away and slides the content back.
    func close() {
        buttons.forEach { $0.removeFromSuperview() }
        cell?.swipeOffset = 0
    }

    /// The titles of the buttons shown, outermost first.
    var titles: [String] { buttons.compactMap(\.action.title) }

}

/// A list view that shows swipe actions on one row at a time (a table view, a collection
/// view); the shared reveal and close.
@MainActor
protocol SwipeActionsHost: AnyObject {
    var revealedSwipe: RevealedSwipeActions? { get set }
    /// Told after the revealed actions closed (a table tells its delegate).
    func swipeActionsDidClose(_ closed: RevealedSwipeActions)
}

extension SwipeActionsHost {
    /// Shows `configuration`'s actions on `cell`; a performed action's completion closes them.
    func showSwipeActions(_ configuration: UISwipeActionsConfiguration, in cell: any SwipeActionsRow, at path: IndexPath,
                          trailing: Bool, announces: Bool) {
        revealedSwipe = RevealedSwipeActions(configuration, in: cell, at: path, trailing: trailing, announces: announces) {
            [weak self] in self?.hideSwipeActions()
        }
    }

    /// Closes the revealed actions, if any.
    func hideSwipeActions() {
        guard let revealed = revealedSwipe else { return }
        revealedSwipe = nil
        revealed.close()
        swipeActionsDidClose(revealed)
    }
}

/// What a finished horizontal swipe on a row does (the same rules for tables and lists).
@MainActor
enum SwipeActionsGesture {
    case ignore
    /// A full swipe: the first action runs without being shown.
    case performFirst(UIContextualAction)
    case reveal(UISwipeActionsConfiguration, trailing: Bool)

    /// A swipe of `translation` on a list `width` wide: the trailing actions for a swipe
    /// towards the leading side, leading ones the other way; nothing under 30 pt.
    init(translation: CGPoint, width: CGFloat,
         configuration: (_ trailing: Bool) -> UISwipeActionsConfiguration?) {
        guard abs(translation.x) >= RevealedSwipeActions.revealDistance else {
            self = .ignore
            return
        }
        let trailing = translation.x < 0
        guard let actions = configuration(trailing), !actions.actions.isEmpty else {
            self = .ignore
            return
        }
        if abs(translation.x) >= width / 2, actions.performsFirstActionWithFullSwipe {
            self = .performFirst(actions.actions[0])
        } else {
            self = .reveal(actions, trailing: trailing)
        }
    }

    /// Whether a pan that moved `translation` so far is a row swipe (more sideways than up or down).
    static func isRowSwipe(_ translation: CGPoint) -> Bool { abs(translation.x) > abs(translation.y) }
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

    required init?(coder: NSCoder) { fatalError("created by table and collection views only") }

    var preferredWidth: CGFloat { max(RevealedSwipeActions.minimumButtonWidth, titleLabel.intrinsicContentSize.width + 30) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = titleLabel.intrinsicContentSize
        titleLabel.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                                  width: size.width, height: size.height)
    }
}
