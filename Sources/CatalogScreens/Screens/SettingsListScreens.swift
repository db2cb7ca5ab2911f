import UIKitHeadless

/// The settings form again, written the iOS 14 way: a collection view controller with an
/// inset-grouped list layout, list cells whose rows are value-cell content configurations,
/// a switch as a custom-view accessory, disclosure indicators, and grouped section headers
/// — fed by a diffable data source. Selecting a row with a chevron pushes a detail.
@MainActor
public final class SettingsListViewController: UICollectionViewController {
    struct Row: Hashable {
        let title: String
        var value: String?
        var opensDetail: Bool { title != "Airplane Mode" }
    }

    static let sections: [(header: String, rows: [Row])] = [
        ("Connections", [Row(title: "Airplane Mode"), Row(title: "Wi-Fi", value: "Home"), Row(title: "Bluetooth", value: "On")]),
        ("General", [Row(title: "About"), Row(title: "Language", value: "English")]),
    ]
    private var dataSource: UICollectionViewDiffableDataSource<Int, Row>?
    /// The Airplane Mode switch, reachable by its accessibility identifier "airplane".
    public let airplaneSwitch = UISwitch()
    /// Called with each change the list makes ("Airplane Mode on", "opened About").
    public var onChange: ((String) -> Void)?

    public init() {
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        title = "Settings"
        airplaneSwitch.accessibilityIdentifier = "airplane"
        airplaneSwitch.addAction(UIAction { [unowned self] _ in
            self.onChange?("Airplane Mode \(self.airplaneSwitch.isOn ? "on" : "off")")
        }, for: .valueChanged)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let airplane = airplaneSwitch
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = UIListContentConfiguration.valueCell()
            content.text = row.title
            content.secondaryText = row.value
            cell.contentConfiguration = content
            cell.accessories = row.opensDetail
                ? [.disclosureIndicator()]
                : [.customView(configuration: .init(customView: airplane, placement: .trailing()))]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, path in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Self.sections[path.section].header
            view.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: collectionView) { view, path, row in
            view.dequeueConfiguredReusableCell(using: cell, for: path, item: row)
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: header, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        for (index, section) in Self.sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(section.rows, toSection: index)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
    }

    public override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        dataSource?.itemIdentifier(for: indexPath)?.opensDetail ?? false
    }

    public override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let row = dataSource?.itemIdentifier(for: indexPath) else { return }
        onChange?("opened \(row.title)")
        let detail = UIViewController()
        detail.title = row.title
        detail.view.backgroundColor = .systemGroupedBackground
        navigationController?.pushViewController(detail, animated: true)
    }
}
