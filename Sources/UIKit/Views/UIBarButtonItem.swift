import Foundation

/// A button for navigation bars and toolbars: a title, an image, a system item or a custom
/// view, and the action a tap runs.
///
/// Closure-based: UIKit's `init(title:style:target:action:)` needs selectors, so the
/// `primaryAction` forms are the ones provided. A bar shows each item as a real view (a
/// `UIControl` whose `accessibilityLabel` is the item's title, or the system item's name
/// for image items such as `.add` → "Add"), so a tap reaches it through hit-testing and
/// runs ``primaryAction`` with the item as the action's `sender`. Changing an item's
/// title, image, `isEnabled`, `isHidden` or custom view updates the bars showing it on
/// their next layout pass.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Settings") { _ in
///     openSettings()
/// })
/// ```
///
/// As in UIKit, a primary action's title and image take precedence over the `title` and
/// `image` arguments, and assigning ``primaryAction`` retitles the item (not a system item):
/// `UIBarButtonItem(title: "Settings", primaryAction: UIAction { _ in })` has an empty title.
@preconcurrency @MainActor
open class UIBarButtonItem {
    public enum Style: Int, Sendable { case plain, done }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
        case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }

    public var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    public var image: UIImage? { didSet { if image !== oldValue { itemDidChange() } } }
    public var style: Style = .plain { didSet { if style != oldValue { itemDidChange() } } }
    public var isEnabled = true { didSet { if isEnabled != oldValue { itemDidChange() } } }
    /// Whether bars leave the item out (iOS 16).
    public var isHidden = false { didSet { if isHidden != oldValue { itemDidChange() } } }
    public var tintColor: UIColor? {
        didSet { appearancePropertyDidSet(\.tintColor) }
    }
    /// Title attributes per control state (see UIBarButtonItem+Appearance.swift).
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Whether this item is an appearance proxy, and what the app set on it directly.
    var appearanceInstanceState = AppearanceInstanceState()
    /// The action a tap runs. Assigning a non-nil action to an item that is not a system
    /// item gives the item the action's title and image.
    public var primaryAction: UIAction? {
        didSet {
            guard let primaryAction, systemItem == nil else { return }
            title = primaryAction.title
            image = primaryAction.image
        }
    }
    /// The menu the item offers; stored only (menus are not presented yet).
    public var menu: UIMenu?
    public var tag = 0
    /// A view shown in the bar instead of a button; it receives touches itself.
    public var customView: UIView? { didSet { if customView !== oldValue { itemDidChange() } } }
    public var accessibilityIdentifier: String? { didSet { if accessibilityIdentifier != oldValue { itemDidChange() } } }
    /// What assistive technologies (and `HeadlessHost.tap(label:)`) call the item's view;
    /// nil lets the view use the title, or the system item's name.
    public var accessibilityLabel: String? { didSet { if accessibilityLabel != oldValue { itemDidChange() } } }
    public private(set) var systemItem: SystemItem?
    /// A fixed space's width; for other items, a minimum width (0: the content's).
    public var width: CGFloat = 0 { didSet { if width != oldValue { itemDidChange() } } }

    /// The object `targetAction` calls (UIKit's `target`); held weakly.
    public weak var target: AnyObject?
    /// The target–action form's action (see `init(title:style:target:action:)`), run when
    /// the item has no `primaryAction`.
    var targetAction: (@MainActor (Any?) -> Void)?

    /// The bars showing this item, told when it changes.
    private var observers: [WeakBarItemObserver] = []

    public required init() {}

    /// An item titled `title` showing `image` that runs `primaryAction` when tapped; a
    /// primary action's title and image take precedence over `title` and `image`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init()
        // Observers do not run inside the class's own initialisers: apply the precedence here.
        self.title = primaryAction?.title ?? title
        self.image = primaryAction.map { $0.image } ?? image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A system item: titled as UIKit titles it (`.done` "Done", `.cancel` "Cancel",
    /// `.edit` "Edit", `.save` "Save", `.undo` "Undo", `.redo` "Redo") or showing the
    /// system's symbol (`.add`, `.compose`, ...) with UIKit's accessibility name ("Add", ...).
    /// The action's title and image are not used.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        title = systemItem.systemTitle
        image = systemItem.symbolName.map { UIImage(size: BarMetrics.symbolSize, name: "symbol:" + $0) }
        if systemItem == .done { style = .done }
    }

    /// An item shown as `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A fixed space of `width` points between toolbar items.
    public class func fixedSpace(_ width: CGFloat) -> Self {
        let item = self.init()
        item.systemItem = .fixedSpace
        item.width = width
        return item
    }

    /// A space that shares the toolbar's leftover width with the other flexible spaces.
    public class func flexibleSpace() -> Self {
        let item = self.init()
        item.systemItem = .flexibleSpace
        return item
    }

    /// Performs the item's action, as a tap on it does.
    public func performPrimaryAction() {
        guard isEnabled else { return }
        if let primaryAction { primaryAction.perform(sender: self) } else { targetAction?(self) }
    }

    // MARK: Bars showing the item

    /// Whether the item is a space rather than something to show.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The label the item's view reports: the one set, else the title, else the system
    /// item's name.
    var resolvedAccessibilityLabel: String? {
        if let accessibilityLabel { return accessibilityLabel }
        if let title, !title.isEmpty { return title }
        return systemItem?.accessibilityName
    }

    func addObserver(_ observer: BarItemObserving) {
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakBarItemObserver(value: observer))
    }

    func removeObserver(_ observer: BarItemObserving) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    private func itemDidChange() {
        for observer in observers { observer.value?.barButtonItemDidChange(self) }
    }
}

/// A bar that shows bar button items and rebuilds its views when one changes.
@MainActor
protocol BarItemObserving: AnyObject {
    func barButtonItemDidChange(_ item: UIBarButtonItem)
}

struct WeakBarItemObserver {
    weak var value: BarItemObserving?
}

extension UIBarButtonItem.SystemItem {
    /// The title UIKit shows for text system items.
    var systemTitle: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// The SF Symbol an image system item shows (renderers draw it from the name).
    var symbolName: String? {
        switch self {
        case .add: "plus"
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop: "xmark"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        case .close: "xmark.circle.fill"
        default: nil
        }
    }

    /// The accessibility label UIKit gives the system item's button.
    var accessibilityName: String? {
        switch self {
        case .add: "Add"
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .close: "Close"
        default: systemTitle
        }
    }
}

extension UIViewController {
    /// A bar button that toggles editing: titled "Edit", or "Done" while editing (12).
    /// A tap calls `setEditing(!isEditing, animated: true)`.
    public var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem()
        item.primaryAction = UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
        storedEditButtonItem = item
        return item
    }
}
