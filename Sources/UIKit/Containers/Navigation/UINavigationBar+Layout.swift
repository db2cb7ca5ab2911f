import Foundation

/// Where the bar's subviews go, as UIKit lays a navigation bar out (metrics in `BarMetrics`):
///
/// ```
///  ┌──────────────────────────── prompt (30, centred) ─────────────────────────┐
///  │ 8 ‹ Back  8 [left items] 8 ·· title, centred on the bar ·· 8 [right items] 16 │  row
///  │ 16 Large Title                                                             │  52
///  └────────────────────────────────────────────────────────────────────────────┘
/// ```
///
/// Insets are from the safe area (the sensor housing in landscape). Left items start at
/// the margin (after the back button when they supplement it), right items end at the
/// trailing margin, `rightBarButtonItems[0]` outermost. The title is centred on the bar
/// unless that would overlap the items; then it is centred in the space between them,
/// and truncated when wider than that space.
extension UINavigationBar {
    func layoutContent() {
        let traits = traitCollection
        // Traits decide whether a large title shows; a bar that got its window's traits
        // without a change report (the first one is silent) catches up here.
        if showsLargeTitleRow(for: traits) != (largeTitleLabel.superview === self) { updateContent() }
        applyTitleAttributes()
        let scale = titleLabel.screenScale
        let spacing = BarMetrics.interitemSpacing
        let rowHeight = BarMetrics.navigationBarRowHeight(for: traits)
        let rowTop: CGFloat = promptLabel.superview === self ? BarMetrics.promptRowHeight : 0
        let safe = safeAreaInsets
        let width = bounds.width
        let margin = BarMetrics.edgeMargin(for: traits)
        let leadingEdge = safe.left + margin
        let trailingEdge = width - safe.right - margin

        var x = leadingEdge
        var leftEnd: CGFloat?
        if let backButton, backButton.superview === self {
            let start = safe.left + BarMetrics.backButtonLeadingInset
            let buttonWidth = backButton.contentWidth
            let frame = CGRect(x: start, y: rowTop, width: buttonWidth, height: rowHeight)
            if backButton.frame != frame { backButton.frame = frame }
            leftEnd = frame.maxX
            x = frame.maxX + spacing
        }
        for (item, view) in leftViews {
            let itemWidth = BarItemViews.naturalSize(of: view, item: item).width
            BarItemViews.place(view, item: item, x: x, width: itemWidth, rowTop: rowTop, rowHeight: rowHeight, scale: scale)
            leftEnd = x + itemWidth
            x += itemWidth + spacing
        }
        var trailing = trailingEdge
        var rightStart: CGFloat?
        for (item, view) in rightViews {
            let itemWidth = BarItemViews.naturalSize(of: view, item: item).width
            BarItemViews.place(view, item: item, x: trailing - itemWidth, width: itemWidth,
                               rowTop: rowTop, rowHeight: rowHeight, scale: scale)
            rightStart = trailing - itemWidth
            trailing -= itemWidth + spacing
        }

        let titleMin = leftEnd.map { $0 + spacing } ?? leadingEdge
        let titleMax = rightStart.map { $0 - spacing } ?? trailingEdge
        if let title = displayedTitleView ?? (titleLabel.superview === self ? titleLabel : nil) {
            let natural = Self.naturalSize(of: title)
            let titleWidth = max(0, min(natural.width, titleMax - titleMin))
            let titleHeight = min(natural.height, rowHeight)
            let centred = ((width - titleWidth) / 2).pixelRounded(scale)
            let titleX = max(titleMin, min(centred, titleMax - titleWidth))
            title.frame = CGRect(x: titleX, y: rowTop + ((rowHeight - titleHeight) / 2).pixelRounded(scale),
                                 width: titleWidth, height: titleHeight)
        }
        if promptLabel.superview === self {
            let size = promptLabel.intrinsicContentSize
            let promptWidth = max(0, min(size.width, trailingEdge - leadingEdge))
            promptLabel.frame = CGRect(x: ((width - promptWidth) / 2).pixelRounded(scale),
                                       y: ((BarMetrics.promptRowHeight - size.height) / 2).pixelRounded(scale),
                                       width: promptWidth, height: size.height)
        }
        let rows = collapsedRows(for: traits)
        if largeTitleLabel.superview === self {
            let size = largeTitleLabel.intrinsicContentSize
            let bottom = rowTop + rowHeight + rows.largeTitle - BarMetrics.largeTitleBottomInset
            largeTitleLabel.frame = CGRect(x: leadingEdge, y: bottom - size.height,
                                           width: max(0, min(size.width, trailingEdge - leadingEdge)), height: size.height)
        }
        if let searchBar = displayedSearchBar, searchBar.superview === self {
            let top = collapsesToSearchRow ? 0 : rowTop + rowHeight + rows.largeTitle
            let frame = CGRect(x: safe.left, y: top, width: max(0, width - safe.left - safe.right), height: rows.search)
            if searchBar.frame != frame { searchBar.frame = frame }
            displayedSearchController?.presentationView?.setNeedsLayout()
        }
    }

    /// A title view's size: its intrinsic size where it has one, else its frame's.
    private static func naturalSize(of view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: intrinsic.width >= 0 ? intrinsic.width : view.bounds.width,
                      height: intrinsic.height >= 0 ? intrinsic.height : view.bounds.height)
    }
}
