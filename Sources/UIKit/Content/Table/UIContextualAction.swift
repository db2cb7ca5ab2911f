import Foundation

/// One button of a row's swipe actions.
@preconcurrency @MainActor
public final class UIContextualAction {
    public enum Style: Int, Sendable { case normal, destructive }
    /// Called when the action is chosen; call the completion with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    public var image: UIImage?
    public var backgroundColor: UIColor!
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a swipe on a row reveals, first action outermost.
@preconcurrency @MainActor
public final class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (default true).
    public var performsFirstActionWithFullSwipe = true
    public init(actions: [UIContextualAction]) { self.actions = actions }
}
