import Foundation

/// The tab bar controller's More navigation controller (iOS's private class has the same
/// name). Its root is the ``MoreListViewController``; an overflow tab the user picks is
/// pushed on top of it and is the More navigation controller's child while it is on the
/// stack (UIKIT-SEMANTICS 5.7).
@MainActor
final class UIMoreNavigationController: UINavigationController {
    weak var owner: UITabBarController?
    let moreList = MoreListViewController()

    init(owner: UITabBarController) {
        self.owner = owner
        super.init(rootViewController: moreList)
        moreList.owner = owner
    }

    required init?(coder: NSCoder) { fatalError("UIMoreNavigationController is created by UITabBarController only") }

    /// An overflow tab left the stack: it goes back to being the tab bar controller's child.
    override func stackMemberDidLeave(_ controller: UIViewController) {
        owner?.moreStackDidRelease(controller)
    }
}

/// The More screen: one row per overflow tab (the tabs after the fourth), titled with the
/// tab's `tabBarItem.title`. Tapping a row pushes that tab onto the More navigation
/// controller (animated, as on iOS).
@MainActor
final class MoreListViewController: UIViewController {
    static let rowHeight: CGFloat = 44

    weak var owner: UITabBarController?
    /// The overflow tabs, in tab order.
    private(set) var controllers: [UIViewController] = []
    private var rows: [MoreListRow] = []
    /// Tests observe the list's appearance callbacks through this.
    var appearanceObserver: ((String) -> Void)?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "More"
    }

    required init?(coder: NSCoder) { fatalError("MoreListViewController is created by UITabBarController only") }

    /// The overflow tabs changed: the rows are rebuilt (now if the view is loaded).
    func setControllers(_ newControllers: [UIViewController]) {
        let same = newControllers.count == controllers.count && zip(newControllers, controllers).allSatisfy { $0 === $1 }
        guard !same else { return }
        controllers = newControllers
        if isViewLoaded { rebuildRows() }
    }

    /// The row for `controller` (for tests and dumps).
    func row(for controller: UIViewController) -> UIControl? { rows.first { $0.controller === controller } }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        rebuildRows()
    }

    private func rebuildRows() {
        rows.forEach { $0.removeFromSuperview() }
        rows = controllers.map { controller in
            let row = MoreListRow(controller: controller)
            row.addAction(UIAction { [weak self, weak controller] _ in
                guard let self, let controller else { return }
                self.owner?.moreListDidSelect(controller)
            }, for: .touchUpInside)
            view.addSubview(row)
            return row
        }
        view.setNeedsLayout()
    }

    /// Rows stack down from the top of the safe area (below the navigation bar).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.safeAreaInsets
        for (index, row) in rows.enumerated() {
            let frame = CGRect(x: insets.left, y: insets.top + CGFloat(index) * Self.rowHeight,
                               width: view.bounds.width - insets.left - insets.right, height: Self.rowHeight)
            if row.frame != frame { row.frame = frame }
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearanceObserver?("viewWillAppear(\(animated))")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearanceObserver?("viewDidAppear(\(animated))")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearanceObserver?("viewWillDisappear(\(animated))")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearanceObserver?("viewDidDisappear(\(animated))")
    }
}

/// One row of the More list: a control whose accessibility label is the tab's title, read
/// live; its label shows the same title (refreshed on layout) and is not an accessibility
/// element of its own, so a query by title finds the row, as with a table cell on iOS.
final class MoreListRow: UIControl {
    weak var controller: UIViewController?
    private let titleLabel = MoreListRowLabel(frame: .zero)

    init(controller: UIViewController) {
        self.controller = controller
        super.init(frame: .zero)
        titleLabel.text = controller.tabBarItem.title
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("MoreListRow is created by the More list only") }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.text = controller?.tabBarItem.title
        titleLabel.frame = bounds.insetBy(dx: 16, dy: 0)
    }

    override var accessibilityLabel: String? {
        get { controller?.tabBarItem.title }
        set {}
    }
}

/// The title inside a More list row; the row carries the accessibility label.
final class MoreListRowLabel: UILabel {
    override var accessibilityLabel: String? {
        get { nil }
        set {}
    }
}
