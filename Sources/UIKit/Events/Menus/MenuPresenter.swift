import Foundation

extension ViewControllerKit {
    /// Shows a ``UIMenu`` as a list over a window: context menus (a long press on a view
    /// with a `UIContextMenuInteraction`, a table row, a collection item) and buttons' menus.
    ///
    /// The menu is a panel of 44-point rows, 250 points wide, below the source rectangle when
    /// it fits (else above), over a clear backstop that covers the window. A row per visible
    /// element: an action (destructive in red, disabled greyed and untappable, a ✓ for the
    /// `.on` state), a submenu (tapping shows its children), an inline submenu's children in
    /// place. Tapping an action row dismisses the menu, then runs the action; a tap on the
    /// backstop dismisses it. One menu at a time per window.
    ///
    /// Differs from iOS: no preview, no blur, no animation.
    @preconcurrency @MainActor
    public enum MenuPresenter {
        /// The menu shown over `window` (its submenu while one is open), or nil.
        public static func presentedMenu(in window: UIWindow) -> UIMenu? { overlay(in: window)?.shownMenu }

        /// The titles of the rows shown, in order (section titles not included).
        public static func visibleItemTitles(in window: UIWindow) -> [String] {
            overlay(in: window)?.rows.filter { $0.element != nil }.map(\.title) ?? []
        }

        /// The row showing the element titled `title`, for tapping it (UIKitTesting).
        public static func itemView(titled title: String, in window: UIWindow) -> UIView? {
            overlay(in: window)?.rows.first { $0.element != nil && $0.title == title }
        }

        /// Dismisses the menu over `window`, as a tap outside it does.
        public static func dismiss(in window: UIWindow) { overlay(in: window)?.dismiss(chosen: nil) }

        static func overlay(in window: UIWindow) -> MenuOverlayView? {
            window.subviews.last { $0 is MenuOverlayView } as? MenuOverlayView
        }

        /// Shows `menu` next to `sourceRect` (window coordinates). `sender` is what the
        /// chosen action's `sender` is while its handler runs; `didDismiss` is called once,
        /// with the chosen action (nil when dismissed), before that action runs.
        static func present(_ menu: UIMenu, in window: UIWindow, from sourceRect: CGRect, sender: AnyObject?,
                            didDismiss: @escaping (UIAction?) -> Void = { _ in }) {
            overlay(in: window)?.dismiss(chosen: nil)
            let overlay = MenuOverlayView(menu: menu, sourceRect: sourceRect, sender: sender, didDismiss: didDismiss)
            overlay.frame = window.bounds
            overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(overlay)
        }
    }
}

/// The backstop and the panel of a presented menu.
final class MenuOverlayView: UIView {
    static let rowHeight: CGFloat = 44
    static let width: CGFloat = 250

    private(set) var shownMenu: UIMenu
    private let sourceRect: CGRect
    private weak var sender: AnyObject?
    private var didDismiss: ((UIAction?) -> Void)?
    private let panel = UIView()
    private(set) var rows: [MenuRowView] = []

    init(menu: UIMenu, sourceRect: CGRect, sender: AnyObject?, didDismiss: @escaping (UIAction?) -> Void) {
        shownMenu = menu
        self.sourceRect = sourceRect
        self.sender = sender
        self.didDismiss = didDismiss
        super.init(frame: .zero)
        panel.backgroundColor = .secondarySystemBackground
        panel.layer.cornerRadius = 13
        panel.layer.shadowOpacity = 0.2
        panel.layer.shadowRadius = 20
        panel.clipsToBounds = true
        addSubview(panel)
        show(menu)
    }

    required init?(coder: NSCoder) { fatalError("a menu overlay is made in code") }

    /// Replaces the rows with `menu`'s elements.
    private func show(_ menu: UIMenu) {
        shownMenu = menu
        rows.forEach { $0.removeFromSuperview() }
        rows = []
        if !menu.title.isEmpty { rows.append(MenuRowView(header: menu.title)) }
        for element in Self.flattened(menu.children) {
            let row = MenuRowView(element: element)
            row.addAction(UIAction { [weak self] _ in self?.choose(element) }, for: .touchUpInside)
            rows.append(row)
        }
        rows.forEach(panel.addSubview)
        setNeedsLayout()
    }

    /// Inline submenus' children in place of the submenu; hidden actions left out.
    private static func flattened(_ elements: [UIMenuElement]) -> [UIMenuElement] {
        elements.flatMap { element -> [UIMenuElement] in
            if let menu = element as? UIMenu, menu.options.contains(.displayInline) { return flattened(menu.children) }
            if let action = element as? UIAction, action.attributes.contains(.hidden) { return [] }
            return [element]
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = CGFloat(rows.count) * Self.rowHeight
        let x = min(max(8, sourceRect.minX), max(8, bounds.width - Self.width - 8))
        let below = sourceRect.maxY + 8
        let y = below + height <= bounds.height - 8 ? below : max(8, sourceRect.minY - 8 - height)
        panel.frame = CGRect(x: x, y: y, width: Self.width, height: height)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: Self.width, height: Self.rowHeight)
        }
    }

    private func choose(_ element: UIMenuElement) {
        if let submenu = element as? UIMenu { return show(submenu) }
        guard let action = element as? UIAction, !action.attributes.contains(.disabled) else { return }
        dismiss(chosen: action)
    }

    /// Removes the menu, tells the presenter, then runs `chosen`.
    func dismiss(chosen: UIAction?) {
        guard let didDismiss else { return }
        self.didDismiss = nil
        let sender = sender
        removeFromSuperview()
        didDismiss(chosen)
        chosen?.perform(sender: sender)
    }

    /// A touch outside the panel dismisses the menu; one on the panel between rows does not.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !panel.frame.contains(touch.location(in: self)) else { return }
        dismiss(chosen: nil)
    }
}

/// One row of a presented menu: a header, an action or a submenu.
final class MenuRowView: UIControl {
    let element: UIMenuElement?
    let title: String
    private let label = UILabel()

    init(element: UIMenuElement) {
        self.element = element
        let action = element as? UIAction
        let menu = element as? UIMenu
        title = action?.title ?? menu?.title ?? ""
        super.init(frame: .zero)
        label.text = (action?.state == .on ? "✓ " : "") + title + (menu != nil ? "  ›" : "")
        label.font = .systemFont(ofSize: 17)
        if let action, action.attributes.contains(.destructive) { label.textColor = .systemRed }
        // A disabled item stays touchable, so a tap on it is taken (and ignored) rather
        // than passing to the backstop, which would dismiss the menu.
        if let action, action.attributes.contains(.disabled) { label.textColor = .tertiaryLabel }
        accessibilityLabel = title
        setUp()
    }

    init(header: String) {
        element = nil
        title = header
        super.init(frame: .zero)
        label.text = header
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        isUserInteractionEnabled = false
        setUp()
    }

    required init?(coder: NSCoder) { fatalError("a menu row is made in code") }

    private func setUp() {
        label.isUserInteractionEnabled = false
        addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}
