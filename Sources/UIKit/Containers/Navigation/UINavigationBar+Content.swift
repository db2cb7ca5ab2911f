import Foundation

/// The bar's subviews for its top item: which views are shown, rebuilt whenever the items
/// or what they show change (the frames come on the next layout pass, see
/// UINavigationBar+Layout.swift).
extension UINavigationBar {
    func configureLabels() {
        titleLabel.font = BarMetrics.titleFont
        promptLabel.font = BarMetrics.promptFont
        largeTitleLabel.font = BarMetrics.largeTitleFont
    }

    /// Takes `items` as the bar's items (no checks, no delegate): the path a managing
    /// navigation controller and the public API share.
    func replaceItems(_ items: [UINavigationItem]?) {
        for old in storedItems ?? [] where old.navigationBar === self { old.navigationBar = nil }
        storedItems = items
        for item in items ?? [] { item.navigationBar = self }
        contentDidChange()
    }

    /// Pops the top item of a bar of its own, asking the delegate first (4.16's bar API).
    func popTopItem() -> UINavigationItem? {
        guard let top = topItem, storedDelegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        replaceItems(Array((storedItems ?? []).dropLast()))
        storedDelegate?.navigationBar(self, didPop: top)
        return top
    }

    /// The back button was tapped: a managed bar's controller pops (animated, as UIKit's
    /// back button does); a bar of its own pops its top item.
    func backButtonTapped() {
        if let managingController {
            managingController.navigationBarBackButtonTapped()
        } else if backItem != nil {
            _ = popTopItem()
        }
    }

    /// Whether the top item's title shows large: the bar prefers large titles, the height
    /// is not compact, and the item's mode (or, for `.automatic`, the nearest item below
    /// with another mode; the bottom item's `.automatic` counts as large) says so.
    func showsLargeTitle(for traits: UITraitCollection) -> Bool {
        guard prefersLargeTitles, traits.verticalSizeClass != .compact, !collapsesToSearchRow,
              let items = storedItems else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return !items.isEmpty
    }

    /// The bar's height now: ``expandedBarHeight(for:)`` less what scrolling collapsed (or
    /// more, while content is pulled down past its top).
    func barHeight(for traits: UITraitCollection) -> CGFloat {
        expandedBarHeight(for: traits) - scrollCollapse
    }

    /// The whole bar's height: the prompt row, the bar's row, the large-title row, the
    /// search row — or the search row alone while an active search collapses the bar.
    func expandedBarHeight(for traits: UITraitCollection) -> CGFloat {
        if collapsesToSearchRow { return BarMetrics.searchRowHeight }
        var height = BarMetrics.navigationBarRowHeight(for: traits)
        if displayedSearchController != nil { height += BarMetrics.searchRowHeight }
        if topItem?.prompt != nil { height += BarMetrics.promptRowHeight }
        if showsLargeTitle(for: traits) { height += BarMetrics.largeTitleRowHeight }
        return height
    }

    /// Rebuilds the subviews for the current items now, lays them out on the next pass,
    /// and lets a managing navigation controller re-check its bar's height.
    func contentDidChange() {
        updateContent()
        setNeedsLayout()
        managingController?.navigationBarContentDidChange()
    }

    func updateContent() {
        updateSearchBar()
        let top = collapsesToSearchRow ? nil : topItem
        show(promptLabel, text: top?.prompt)
        let large = showsLargeTitleRow(for: traitCollection)
        if let titleView = top?.titleView {
            if displayedTitleView !== titleView { removeTitleView() }
            if titleView.superview !== self { addSubview(titleView) }
            displayedTitleView = titleView
            show(titleLabel, text: nil)
        } else {
            removeTitleView()
            // A large title replaces the small one (UIKit shows it again only when scrolled).
            show(titleLabel, text: top == nil || large ? nil : top?.title ?? "")
        }
        show(largeTitleLabel, text: large ? top?.title ?? "" : nil)
        updateBackButton()
        let left = top?.leftBarButtonItems ?? []
        let right = top?.rightBarButtonItems ?? []
        let shown = itemViews.update(left + right, in: self)
        leftViews = shown.filter { entry in left.contains { $0 === entry.item } }
        rightViews = shown.filter { entry in !left.contains { $0 === entry.item } }
    }

    private func updateBackButton() {
        let backBarButtonItem = backItem?.backBarButtonItem
        if observedBackBarButtonItem !== backBarButtonItem {
            observedBackBarButtonItem?.removeObserver(self)
            backBarButtonItem?.addObserver(self)
            observedBackBarButtonItem = backBarButtonItem
        }
        guard !collapsesToSearchRow, let title = resolvedBackButtonTitle else {
            backButton?.removeFromSuperview()
            backButton = nil
            return
        }
        let button = backButton ?? BarButton(backTitle: title)
        button.backTitle = title
        button.onTap = { [weak self] in self?.backButtonTapped() }
        if button.superview !== self { addSubview(button) }
        backButton = button
    }

    /// Puts `label` in the bar showing `text`, or takes it out for nil.
    private func show(_ label: UILabel, text: String?) {
        guard let text else {
            if label.superview === self { label.removeFromSuperview() }
            return
        }
        label.text = text
        if label.superview !== self { addSubview(label) }
    }

    private func removeTitleView() {
        if let view = displayedTitleView, view.superview === self { view.removeFromSuperview() }
        displayedTitleView = nil
    }
}

extension UINavigationBar: AppearanceItemShowing {
    func applyAppearanceToShownItems() {
        applyAppearance(toItems: leftViews.map(\.item) + rightViews.map(\.item))
    }
}
