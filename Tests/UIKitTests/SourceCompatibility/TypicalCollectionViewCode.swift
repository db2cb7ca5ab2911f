import Foundation
import Testing
import UIKit
import UIKitTesting

// Collection view code written the way iOS apps write it (a photo grid in the style of
// Hacking with Swift's project 10, "Names to Faces"), unchanged: it must compile (cell
// subclass initializers, `override` of data-source methods on UICollectionViewController,
// a flow-layout delegate adopted by the subclass, registrations, diffable data sources), and run.

struct Person: Hashable, Sendable {
    var name: String
    var image: String
}

final class PersonCell: UICollectionViewCell {
    let imageView = UIImageView()
    let name = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        name.translatesAutoresizingMaskIntoConstraints = false
        name.textAlignment = .center
        contentView.addSubview(imageView)
        contentView.addSubview(name)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            imageView.heightAnchor.constraint(equalToConstant: 120),
            name.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 4),
            name.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            name.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }
}

final class PhotoGridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var people = (1...40).map { Person(name: "Person \($0)", image: "photo\($0)") }
    var tapped: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 140, height: 180)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Names to Faces"
        collectionView.register(PersonCell.self, forCellWithReuseIdentifier: "Person")
        collectionView.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.addNewPerson()
        })
    }

    func addNewPerson() {
        people.append(Person(name: "Unknown", image: "unknown"))
        collectionView.insertItems(at: [IndexPath(item: people.count - 1, section: 0)])
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        people.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Person", for: indexPath) as? PersonCell else {
            fatalError("Unable to dequeue PersonCell.")
        }
        let person = people[indexPath.item]
        cell.name.text = person.name
        cell.imageView.image = UIImage(systemName: "person.crop.square")
        cell.imageView.layer.borderColor = UIColor(white: 0, alpha: 0.3).cgColor
        cell.imageView.layer.borderWidth = 2
        cell.imageView.layer.cornerRadius = 3
        cell.layer.cornerRadius = 7
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        tapped.append(people[indexPath.item].name)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    }
}

/// The modern style: cell registration and a diffable data source.
final class ModernGridController: UIViewController {
    enum Section: Hashable, Sendable { case main }
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Person>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<PersonCell, Person> { cell, indexPath, person in
            cell.name.text = person.name
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, kind, indexPath in
            header.backgroundColor = .secondarySystemBackground
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Person>(collectionView: collectionView) {
            collectionView, indexPath, person in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: person)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Person>()
        snapshot.appendSections([.main])
        snapshot.appendItems((1...12).map { Person(name: "P\($0)", image: "") })
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    var visibleNames: [String] {
        collectionView.indexPathsForVisibleItems.compactMap { dataSource.itemIdentifier(for: $0)?.name }
    }
}

@Suite @MainActor struct TypicalCollectionViewCodeTests {
    @Test func photoGrid_runsUnderANavigationController() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let grid = PhotoGridController()
        host.show(UINavigationController(rootViewController: grid))
        let collection = grid.collectionView!
        // 390 wide, insets 20: two 140-pt columns, justified (the second ends at 370).
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 230, y: 20, width: 140, height: 180))
        #expect(collection.visibleCells.allSatisfy { $0 is PersonCell })
        grid.addNewPerson()
        #expect(collection.numberOfItems(inSection: 0) == 41)
        collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        #expect(grid.tapped == [])
    }

    @Test func modernGrid_registrationsAndDiffableDataSource() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let grid = ModernGridController()
        host.show(grid)
        #expect(grid.visibleNames == (1...12).map { "P\($0)" })
    }
}
