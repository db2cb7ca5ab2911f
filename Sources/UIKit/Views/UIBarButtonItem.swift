import Foundation

/// A button for navigation bars and toolbars. Closure-based: UIKit's
/// `init(title:style:target:action:)` needs selectors, so the `primaryAction` forms are
/// the ones provided.
@MainActor
open class UIBarButtonItem {
    public enum Style: Int, Sendable { case plain, done }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
        case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }

    public var title: String?
    public var image: UIImage?
    public var style: Style = .plain
    public var isEnabled = true
    public var tintColor: UIColor?
    public var primaryAction: UIAction?
    public var accessibilityIdentifier: String?
    public private(set) var systemItem: SystemItem?
    public var width: CGFloat = 0

    public init() {}

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        title = switch systemItem {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .close: "Close"
        default: nil
        }
        if systemItem == .done { style = .done }
    }

    /// Performs the item's action, as a tap on it does.
    public func performPrimaryAction() {
        guard isEnabled else { return }
        primaryAction?.perform(sender: self)
    }
}

extension UIViewController {
    /// A bar button that toggles editing: titled "Edit", or "Done" while editing (12).
    public var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit")
        item.style = isEditing ? .done : .plain
        item.primaryAction = UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        storedEditButtonItem = item
        return item
    }
}
