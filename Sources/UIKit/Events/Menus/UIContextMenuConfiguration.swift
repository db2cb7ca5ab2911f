import Foundation

/// Makes a context menu's preview controller (not shown here).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
/// Makes a context menu from the system's suggested elements (none here).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: the menu an action provider makes (and a preview, which is
/// not shown here). Returned by the delegate of a `UIContextMenuInteraction`, a table view's
/// `contextMenuConfigurationForRowAt` or a collection view's `…ForItemsAt`.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?
    /// iOS 16's preferred sizes and badges: stored only.
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The order of the menu's elements relative to where it opens (stored only).
    public enum ElementOrder: Int, Sendable {
        case automatic = 0, priority = 1, fixed = 2
    }

    /// The menu to show: the action provider's, with no suggested elements.
    func makeMenu() -> UIMenu? {
        if previewProvider != nil {
            ViewControllerKit.Runtime.current.diagnostics.unsupported(
                "UIContextMenuConfiguration's previewProvider", "context menus show their menu without a preview")
        }
        return actionProvider?([])
    }
}

/// The animator handed to a context-menu delegate as the menu appears or goes: its
/// animations run and its completions are called at once (menus are not animated here).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator handed to `willPerformPreviewActionForMenuWith` (previews are not shown here).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss = 0, pop = 1
}

/// Runs what it is given when its menu has appeared or gone.
final class ContextMenuAnimator: UIContextMenuInteractionAnimating {
    var previewViewController: UIViewController? { nil }
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func finish() {
        let pending = completions
        completions = []
        pending.forEach { $0() }
    }
}
