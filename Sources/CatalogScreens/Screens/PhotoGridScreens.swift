import UIKitHeadless

/// A photo grid as apps write it: a collection view controller with a compositional layout
/// of three square photos a row (2 pt gutters) under a section header, fed by a diffable
/// data source with cell and supplementary registrations. Each "photo" is a colour; a long
/// press drags a photo to another place (`reorderingHandlers`).
@MainActor
public final class PhotoGridViewController: UICollectionViewController {
    static let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
    /// Called with each change ("selected photo 4").
    public var onChange: ((String) -> Void)?

    public init() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        title = "Photos"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        let photo = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
            cell.contentView.backgroundColor = Self.colours[number % Self.colours.count]
            cell.accessibilityLabel = "Photo \(number)"
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            var content = UIListContentConfiguration.plainHeader()
            content.text = "Recents"
            view.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, number in
            view.dequeueConfiguredReusableCell(using: photo, for: path, item: number)
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: header, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(1...60))
        dataSource.apply(snapshot, animatingDifferences: false)
        // Any photo can be pressed, held and dragged to another place (the controller's
        // standard long press); the data source keeps the new order.
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            for case let .insert(offset, number, _) in transaction.difference {
                self?.onChange?("moved photo \(number) to place \(offset + 1)")
            }
        }
        self.dataSource = dataSource
    }

    public override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onChange?("selected photo \(indexPath.item + 1)")
    }
}
