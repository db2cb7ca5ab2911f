import Foundation

/// The separators of one list row, resolved by its section, and how a cell draws them.
///
/// Rules (collection-view lists; `UICollectionLayoutListConfiguration`):
/// - none at all while `showsSeparators` is false, and none in sidebars;
/// - bottom, `.automatic`: after every row but a section's last; after the last row, a
///   plain list's row keeps its inset separator (its rows are all separated, like a plain
///   table's), a grouped list's draws one edge to edge (the section's lower edge), an
///   inset-grouped list's none (the card's rounded end closes the section);
/// - top, `.automatic`: none; `.visible` draws one along the row's top edge;
/// - an `automaticInsets` leading edge puts the line's start `standardLeadingInset` in from
///   where the row's content begins (after leading accessories and indentation), as a
///   table's default `separatorInset`; an automatic trailing edge runs it to the row's end;
/// - the `itemSeparatorHandler`, when set, gets the configuration with `.automatic`
///   visibilities resolved and has the last word.
///
/// A separator is one device pixel thick, inside the row's bounds, drawn above the cell's
/// content and background (a `ListSeparatorView`, so every renderer draws it as a filled
/// rectangle).
struct ListSeparators: Equatable {
    /// How far a separator starts from the row's content edge, as UITableView's default
    /// `separatorInset.left`.
    static let standardLeadingInset: CGFloat = 16

    struct Line: Equatable {
        /// nil: automatic.
        var leading: CGFloat?
        var trailing: CGFloat?
        var color: UIColor
    }

    var top: Line?
    var bottom: Line?

    /// The separators of row `row` of a section of `rows` rows in `list`; nil: none.
    @MainActor
    static func resolve(_ list: UICollectionLayoutListConfiguration, at indexPath: IndexPath,
                        row: Int, of rows: Int) -> ListSeparators? {
        guard list.showsSeparators else { return nil }
        let isLast = row == rows - 1
        var configuration = list.separatorConfiguration
        let automaticBottom: UIListSeparatorConfiguration.Visibility
        switch list.appearance {
        case .sidebar, .sidebarPlain: return nil
        case .insetGrouped: automaticBottom = isLast ? .hidden : .visible
        case .plain, .grouped: automaticBottom = .visible
        }
        if configuration.topSeparatorVisibility == .automatic { configuration.topSeparatorVisibility = .hidden }
        if configuration.bottomSeparatorVisibility == .automatic { configuration.bottomSeparatorVisibility = automaticBottom }
        // A grouped section's last separator is its edge: edge to edge unless the app set an inset.
        if list.appearance == .grouped, isLast, configuration.bottomSeparatorInsets.leading == UIListSeparatorConfiguration.automaticEdge {
            configuration.bottomSeparatorInsets.leading = 0
        }
        if let handler = list.itemSeparatorHandler { configuration = handler(indexPath, configuration) }
        let separators = ListSeparators(
            top: line(configuration.topSeparatorVisibility, configuration.topSeparatorInsets, configuration.color),
            bottom: line(configuration.bottomSeparatorVisibility, configuration.bottomSeparatorInsets, configuration.color))
        return separators.top == nil && separators.bottom == nil ? nil : separators
    }

    private static func line(_ visibility: UIListSeparatorConfiguration.Visibility, _ insets: NSDirectionalEdgeInsets,
                             _ color: UIColor) -> Line? {
        guard visibility == .visible else { return nil }   // `.automatic` was resolved before
        func edge(_ value: CGFloat) -> CGFloat? { value == UIListSeparatorConfiguration.automaticEdge ? nil : value }
        return Line(leading: edge(insets.leading), trailing: edge(insets.trailing), color: color)
    }

    /// The line's frame in a row of `bounds` whose content starts at `contentMinX`.
    static func frame(of line: Line, atTop: Bool, in bounds: CGRect, contentMinX: CGFloat, scale: CGFloat) -> CGRect {
        let thickness = 1 / max(scale, 1)
        let minX = line.leading ?? contentMinX + standardLeadingInset
        let maxX = bounds.width - (line.trailing ?? 0)
        return CGRect(x: minX, y: atTop ? 0 : bounds.height - thickness, width: max(0, maxX - minX), height: thickness)
    }
}

extension ListSeparators {
    /// Keeps one ``ListSeparatorView`` per line of `separators` in `cell`, above its other
    /// subviews, framed for a row whose content starts at `contentMinX`; removes the rest.
    @MainActor
    static func place(_ separators: ListSeparators?, views: inout [ListSeparatorView], in cell: UIView,
                      contentMinX: CGFloat, scale: CGFloat) {
        let lines = [separators?.top.map { ($0, true) }, separators?.bottom.map { ($0, false) }].compactMap { $0 }
        while views.count > lines.count { views.removeLast().removeFromSuperview() }
        while views.count < lines.count { views.append(ListSeparatorView(frame: .zero)) }
        for (view, (line, atTop)) in zip(views, lines) {
            view.frame = frame(of: line, atTop: atTop, in: cell.bounds, contentMinX: contentMinX, scale: scale)
            view.backgroundColor = line.color
        }
        // Above everything else, in order (addSubview moves a subview to the front).
        if !cell.subviews.reversed().starts(with: views.reversed(), by: ===) { views.forEach(cell.addSubview) }
    }
}

/// A row separator: a hairline view a list cell keeps above its other subviews. It takes no
/// touches and is no accessibility element.
final class ListSeparatorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("created by list cells only") }
}
