import Foundation

extension UISplitViewController {
    /// Whether the split is classic (`viewControllers`) or column-style (`setViewController(_:for:)`).
    public enum Style: Int, Sendable {
        /// The classic split: `viewControllers`, the delegate's collapse/separate flow.
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// A column of a column-style split.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        /// Shown instead of the other columns while the split is collapsed, when set.
        case compact = 3
    }

    /// How the side columns share the space with the secondary.
    public enum SplitBehavior: Int, Sendable {
        /// The split chooses: `.tile` when it is wider than tall, `.overlay` otherwise.
        case automatic = 0
        /// Side by side: the `…BesideSecondary` modes.
        case tile = 1
        /// Over the secondary: the `…OverSecondary` modes.
        case overlay = 2
        /// The secondary pushed aside: `.oneBesideSecondary`, `.twoDisplaceSecondary`.
        case displace = 3
    }

    /// The value that lets the split choose a column width.
    public static let automaticDimension: CGFloat = -1
}

/// A column-style split's own state: the columns' controllers as the app set them, the
/// navigation controllers that hold them, widths, behaviour, and how the columns' stacks
/// were merged on collapsing.
@MainActor
final class SplitColumns {
    let style: UISplitViewController.Style
    /// What `setViewController(_:for:)` was given (`viewController(for:)`).
    var given: [UISplitViewController.Column: UIViewController] = [:]
    /// The navigation controller of each column: the one given, or the split's wrapper.
    var navigation: [UISplitViewController.Column: UINavigationController] = [:]
    /// The wrappers the split made (a non-navigation secondary set again is pushed onto its wrapper).
    var wrappers: [ObjectIdentifier] = []
    var preferredSplitBehavior = UISplitViewController.SplitBehavior.automatic
    var primaryWidth = WidthPreference()
    var supplementaryWidth = WidthPreference()
    /// Collapsed without a compact column: how many entries of the merged stack came from
    /// the primary and the supplementary, and whether the secondary's stack was moved.
    var merged: (primary: Int, supplementary: Int, secondaryMoved: Bool)?
    /// The column a restored archive had on top while collapsed: proposed to the delegate
    /// when the split next collapses (state restoration), instead of `.secondary`.
    var restoredTopColumn: UISplitViewController.Column?

    init(style: UISplitViewController.Style) { self.style = style }

    var isColumnStyle: Bool { style != .unspecified }

    /// The navigation controllers in column order, each once.
    var orderedNavigation: [UINavigationController] {
        var result: [UINavigationController] = []
        for column in [UISplitViewController.Column.primary, .supplementary, .secondary, .compact] {
            if let nav = navigation[column], !result.contains(where: { $0 === nav }) { result.append(nav) }
        }
        return result
    }

    func column(of controller: UIViewController) -> UISplitViewController.Column? {
        for column in [UISplitViewController.Column.primary, .supplementary, .secondary, .compact]
        where navigation[column] === controller {
            return column
        }
        return nil
    }

    /// A side column's width as the app asked for it: points, a fraction of the split's
    /// width and limits, each ``UISplitViewController/automaticDimension`` until set.
    @MainActor
    struct WidthPreference {
        var preferred = UISplitViewController.automaticDimension
        var fraction = UISplitViewController.automaticDimension
        var minimum = UISplitViewController.automaticDimension
        var maximum = UISplitViewController.automaticDimension

        /// 320 points unless a preference says otherwise (points win over a fraction of
        /// `splitWidth`), kept between the minimum (0 when automatic) and the maximum (320
        /// when automatic: a wider column needs a larger maximum, as on iOS).
        func width(splitWidth: CGFloat) -> CGFloat {
            let standard = UISplitViewController.primaryColumnWidth
            var width = standard
            if preferred >= 0 {
                width = preferred
            } else if fraction >= 0 {
                width = (fraction * splitWidth).rounded()
            }
            let low = minimum >= 0 ? minimum : 0
            let high = maximum >= 0 ? maximum : standard
            return max(low, min(width, max(low, high)))
        }
    }
}
