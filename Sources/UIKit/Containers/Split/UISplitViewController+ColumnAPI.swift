import Foundation

/// The column-style API (iOS 14): `init(style:)`, columns, split behaviour, column widths.
/// The classic split ignores the column methods, as UIKit does (8.6).
extension UISplitViewController {
    // MARK: Columns

    /// Puts `vc` in `column`. A navigation controller is used as it is; any other
    /// controller is wrapped in a new navigation controller, as UIKit does — except that a
    /// non-navigation controller set again for the `.secondary` column while it has a
    /// wrapper is pushed onto that wrapper (UIKit's documented behaviour; set nil first to
    /// start a new stack). nil empties the column. While collapsed without a compact
    /// column, a new secondary is pushed onto the collapsed stack.
    public func setViewController(_ vc: UIViewController?, for column: Column) {
        guard columnState.isColumnStyle else {
            runtimeInUse.diagnostics.warn("setViewController(_:for:) does nothing on a classic split view controller (style .unspecified); use viewControllers")
            return
        }
        guard column != .supplementary || style == .tripleColumn else {
            runtimeInUse.diagnostics.warn("a double-column split view controller has no supplementary column")
            return
        }
        let state = columnState
        guard let vc else {
            state.given[column] = nil
            state.navigation[column] = nil
            setChildren(state.orderedNavigation)
            return
        }
        if column == .secondary, !(vc is UINavigationController), let wrapper = state.navigation[.secondary],
           state.wrappers.contains(ObjectIdentifier(wrapper)), !wrapper.viewControllers.isEmpty || state.merged != nil {
            state.given[column] = vc
            let stack = collapsedStackNavigation ?? wrapper
            if !stack.viewControllers.contains(where: { $0 === vc }) { stack.pushViewController(vc, animated: false) }
            return
        }
        let navigation: UINavigationController
        if let given = vc as? UINavigationController {
            navigation = given
        } else {
            navigation = UINavigationController(rootViewController: vc)
            state.wrappers.append(ObjectIdentifier(navigation))
        }
        state.wrappers.removeAll { id in !state.orderedNavigation.contains { ObjectIdentifier($0) == id } && id != ObjectIdentifier(navigation) }
        state.given[column] = vc
        state.navigation[column] = navigation
        setChildren(state.orderedNavigation)
    }

    /// The controller given for `column` (not the wrapper the split made for it); nil for a
    /// classic split.
    public func viewController(for column: Column) -> UIViewController? {
        columnState.isColumnStyle ? columnState.given[column] : nil
    }

    /// The split's style, fixed when it is made.
    public var style: Style { columnState.style }

    /// `show(_:sender:)` and `showDetailViewController(_:sender:)` of a column-style split
    /// (the classic delegate methods are not asked, 8.6): collapsed, `vc` is pushed onto
    /// the navigation controller on screen; expanded, it goes to the secondary column (a
    /// detail) or the primary, which is then shown.
    func showInColumns(_ vc: UIViewController, detail: Bool, sender: Any?) {
        if isCollapsed, let navigation = viewControllers.first as? UINavigationController, !(vc is UINavigationController) {
            if !navigation.viewControllers.contains(where: { $0 === vc }) { navigation.pushViewController(vc, animated: true) }
            return
        }
        let column: Column = detail ? .secondary : .primary
        setViewController(vc, for: column)
        show(column)
    }

    // MARK: Showing and hiding columns

    /// Makes `column` visible. Expanded, the display mode changes (animated, the column
    /// slides in) to the one the split behaviour uses for it; the delegate hears
    /// `willShow`/`willHide` for each column that changes. Collapsed, showing `.primary`
    /// pops the collapsed stack back to the primary's part.
    public func show(_ column: Column) {
        guard columnState.isColumnStyle else { return }
        if isCollapsed {
            guard column == .primary, viewController(for: .compact) == nil, let stack = collapsedStackNavigation else { return }
            let keep = max(1, columnState.merged?.primary ?? 1)
            if stack.viewControllers.count > keep { stack.popToViewController(stack.viewControllers[keep - 1], animated: true) }
            return
        }
        changeDisplayModeAnimated(to: displayMode(showing: column))
    }

    /// Hides `column` (not the secondary, which is always there). Expanded, the display
    /// mode changes, animated; collapsed, nothing happens.
    public func hide(_ column: Column) {
        guard columnState.isColumnStyle, !isCollapsed else { return }
        changeDisplayModeAnimated(to: displayMode(hiding: column))
    }

    private func changeDisplayModeAnimated(to mode: DisplayMode) {
        guard mode != displayMode else { return }
        animatesNextDisplayChange = true
        defer { animatesNextDisplayChange = false }
        preferredDisplayMode = mode
    }

    /// The mode that shows `column` under the split behaviour in effect.
    func displayMode(showing column: Column) -> DisplayMode {
        let current = displayMode
        let triple = style == .tripleColumn
        switch column {
        case .primary:
            switch splitBehavior {
            case .overlay: return triple ? .twoOverSecondary : .oneOverSecondary
            case .displace: return triple ? .twoDisplaceSecondary : .oneBesideSecondary
            case .tile, .automatic: return triple ? .twoBesideSecondary : .oneBesideSecondary
            }
        case .supplementary:
            guard triple, current == .secondaryOnly else { return current }
            return splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        case .secondary:
            return [.oneOverSecondary, .twoOverSecondary].contains(current) ? .secondaryOnly : current
        case .compact:
            return current
        }
    }

    /// The mode that hides `column`.
    func displayMode(hiding column: Column) -> DisplayMode {
        let current = displayMode
        switch column {
        case .primary where style == .tripleColumn:
            guard [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(current) else { return current }
            return splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        case .primary, .supplementary:
            return .secondaryOnly
        case .secondary, .compact:
            return current
        }
    }

    // MARK: Split behaviour

    /// The behaviour asked for; `.automatic` (the default) lets the split choose.
    public var preferredSplitBehavior: SplitBehavior {
        get { columnState.preferredSplitBehavior }
        set { columnState.preferredSplitBehavior = newValue }
    }

    /// The behaviour in effect, never `.automatic`: `.tile` when the split is wider than
    /// tall, `.overlay` otherwise, unless one is preferred.
    public var splitBehavior: SplitBehavior {
        guard preferredSplitBehavior == .automatic else { return preferredSplitBehavior }
        let size = viewIfLoaded?.bounds.size ?? runtimeInUse.screen.bounds.size
        return size.width > size.height ? .tile : .overlay
    }

    // MARK: Column widths

    /// The primary column's width in points; ``automaticDimension`` (the default) uses the
    /// fraction or the standard 320.
    public var preferredPrimaryColumnWidth: CGFloat {
        get { columnState.primaryWidth.preferred } set { setWidth(\.primaryWidth.preferred, newValue) }
    }
    /// The primary column's width as a fraction of the split's width.
    public var preferredPrimaryColumnWidthFraction: CGFloat {
        get { columnState.primaryWidth.fraction } set { setWidth(\.primaryWidth.fraction, newValue) }
    }
    /// The narrowest the primary column gets (automatic: 0).
    public var minimumPrimaryColumnWidth: CGFloat {
        get { columnState.primaryWidth.minimum } set { setWidth(\.primaryWidth.minimum, newValue) }
    }
    /// The widest the primary column gets (automatic: 320).
    public var maximumPrimaryColumnWidth: CGFloat {
        get { columnState.primaryWidth.maximum } set { setWidth(\.primaryWidth.maximum, newValue) }
    }
    /// The primary column's width in effect (see ``preferredPrimaryColumnWidth``).
    public var primaryColumnWidth: CGFloat { columnState.primaryWidth.width(splitWidth: splitWidth) }

    /// The supplementary column's width in points (triple column).
    public var preferredSupplementaryColumnWidth: CGFloat {
        get { columnState.supplementaryWidth.preferred } set { setWidth(\.supplementaryWidth.preferred, newValue) }
    }
    /// The supplementary column's width as a fraction of the split's width.
    public var preferredSupplementaryColumnWidthFraction: CGFloat {
        get { columnState.supplementaryWidth.fraction } set { setWidth(\.supplementaryWidth.fraction, newValue) }
    }
    /// The narrowest the supplementary column gets (automatic: 0).
    public var minimumSupplementaryColumnWidth: CGFloat {
        get { columnState.supplementaryWidth.minimum } set { setWidth(\.supplementaryWidth.minimum, newValue) }
    }
    /// The widest the supplementary column gets (automatic: 320).
    public var maximumSupplementaryColumnWidth: CGFloat {
        get { columnState.supplementaryWidth.maximum } set { setWidth(\.supplementaryWidth.maximum, newValue) }
    }
    /// The supplementary column's width in effect (320 by default, as the primary's).
    public var supplementaryColumnWidth: CGFloat { columnState.supplementaryWidth.width(splitWidth: splitWidth) }

    /// Stores a width preference; the columns are framed again on the next layout pass.
    private func setWidth(_ preference: ReferenceWritableKeyPath<SplitColumns, CGFloat>, _ value: CGFloat) {
        columnState[keyPath: preference] = value
        viewIfLoaded?.setNeedsLayout()
    }

    private var splitWidth: CGFloat { viewIfLoaded?.bounds.width ?? runtimeInUse.screen.bounds.width }
}
