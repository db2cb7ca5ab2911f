import Foundation

/// A compositional section that looks like a table: one full-width row per item, in the
/// appearance's style, with optional header and footer supplementaries. Use it through
/// `UICollectionViewCompositionalLayout.list(using:)` or, per section,
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
///
/// Rows self-size: each starts at the 44 pt estimate and, when its cell is first shown,
/// takes the height the cell's content asks for (`preferredLayoutAttributesFitting`).
/// Geometry per appearance (chosen to match the table styles, docs/DifferencesFromIOS.md):
/// plain rows span the width; grouped rows too, with 35 pt above a section without a
/// header; inset-grouped rows are inset 20 pt on each side; sidebars inset 10 pt.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// Given an item's index path and the section's separator configuration for it (its
    /// `.automatic` visibilities resolved), returns the configuration the item's separators use.
    public typealias ItemSeparatorHandler = @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    public let appearance: Appearance
    /// Whether rows show separators (see `ListSeparators`); false: none, whatever the
    /// separator configuration says.
    public var showsSeparators = true
    /// The section-wide separator look, used while `showsSeparators` is true.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Asked for each item as the layout places it; its answer is the item's final separator look.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// nil: the appearance's background (system background, or grouped background).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Extra space above each header; nil: the appearance's.
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The background colour the list's collection view gets.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .sidebar: return .secondarySystemBackground
        case .plain, .sidebarPlain: return .systemBackground
        }
    }

    /// Row insets from the section's sides.
    var horizontalInset: CGFloat {
        switch appearance {
        case .insetGrouped: 20
        case .sidebar: 10
        case .plain, .grouped, .sidebarPlain: 0
        }
    }

    /// The estimated header and footer heights: a grouped header is 38 pt, a plain one 28.
    var headerHeight: CGFloat { appearance == .grouped || appearance == .insetGrouped ? 38 : 28 }
    var footerHeight: CGFloat { appearance == .grouped || appearance == .insetGrouped ? 18 : 28 }
    /// Space above a grouped section that has no header.
    var sectionTopSpacing: CGFloat {
        if let headerTopPadding { return headerTopPadding }
        return (appearance == .grouped || appearance == .insetGrouped) && headerMode != .supplementary ? 35 : 0
    }

    static let estimatedRowHeight: CGFloat = 44
}

extension NSCollectionLayoutSection {
    /// A list section (see ``UICollectionLayoutListConfiguration``).
    @preconcurrency @MainActor
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                         heightDimension: .estimated(UICollectionLayoutListConfiguration.estimatedRowHeight))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        let inset = configuration.horizontalInset
        section.contentInsets = NSDirectionalEdgeInsets(top: configuration.sectionTopSpacing, leading: inset, bottom: 0, trailing: inset)
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.headerHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.footerHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.listConfiguration = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list in `configuration`'s appearance; the collection
    /// view takes the appearance's background colour when it adopts the layout.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackgroundColor = configuration.resolvedBackgroundColor
        return layout
    }
}
