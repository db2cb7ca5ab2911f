import Foundation

/// The geometry and fonts of navigation bars and toolbars, in one place.
///
/// Heights are UIKit's (iOS 12 and later): a navigation bar's row is 44 points on an
/// iPhone, 32 in a compact-height (landscape iPhone) environment and 50 on an iPad; large
/// titles add a 52-point row below it and a prompt a 30-point row above it. A toolbar is
/// 44 points on a home-button iPhone, 49 on an iPhone with a home indicator, 32 in compact
/// height and 50 on an iPad. Horizontal margins follow the system minimum layout margins
/// (16 points in a compact width, 20 in a regular one) inside the safe area; the back
/// button's chevron sits 8 points from the safe area's leading edge.
///
/// The spacings and the chevron's size approximate iOS 17 and are listed in
/// docs/DifferencesFromIOS.md ("Bars"); text is measured in DejaVu Sans, not SF Pro.
enum BarMetrics {
    /// The navigation bar's row of title and buttons.
    static func navigationBarRowHeight(for traits: UITraitCollection) -> CGFloat {
        if traits.userInterfaceIdiom == .pad { return 50 }
        return traits.verticalSizeClass == .compact ? 32 : 44
    }

    /// The large-title row under the navigation bar's row.
    static let largeTitleRowHeight: CGFloat = 52
    /// The row of a navigation item's search bar (`navigationItem.searchController`), under
    /// the title row and the large title.
    static let searchRowHeight: CGFloat = 52
    /// The prompt row above the navigation bar's row.
    static let promptRowHeight: CGFloat = 30
    /// Space between a large title's text and the bottom of the bar.
    static let largeTitleBottomInset: CGFloat = 8

    /// A toolbar's height above the bottom safe area; `hasHomeIndicator` when the screen
    /// keeps a bottom safe-area inset below the bar (iPhone 14 and later layouts).
    static func toolbarHeight(for traits: UITraitCollection, hasHomeIndicator: Bool) -> CGFloat {
        if traits.userInterfaceIdiom == .pad { return 50 }
        if traits.verticalSizeClass == .compact { return 32 }
        return hasHomeIndicator ? 49 : 44
    }

    /// The distance from the safe area's edges to the first and last items.
    static func edgeMargin(for traits: UITraitCollection) -> CGFloat {
        traits.horizontalSizeClass == .regular ? 20 : 16
    }

    /// Between neighbouring items, and between the title and the items beside it.
    static let interitemSpacing: CGFloat = 8
    /// From the safe area's leading edge to the back chevron.
    static let backButtonLeadingInset: CGFloat = 8
    /// The back chevron (`chevron.backward` at the bar's symbol configuration).
    static let backChevronSize = CGSize(width: 13, height: 21)
    /// Between the back chevron and the back button's title.
    static let backChevronTitleSpacing: CGFloat = 6
    /// The symbol image size of image system items (`.add`, `.compose` ...).
    static let symbolSize = CGSize(width: 22, height: 22)

    static var titleFont: UIFont { .systemFont(ofSize: 17, weight: .semibold) }
    static var itemFont: UIFont { .systemFont(ofSize: 17) }
    static var doneItemFont: UIFont { .systemFont(ofSize: 17, weight: .semibold) }
    static var largeTitleFont: UIFont { .systemFont(ofSize: 34, weight: .bold) }
    static var promptFont: UIFont { .systemFont(ofSize: 13) }
}
