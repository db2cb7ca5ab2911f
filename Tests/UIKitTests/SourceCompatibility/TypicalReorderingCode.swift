import Foundation
import Testing
import UIKit
import UIKitTesting

// Reordering written the way iOS apps write it, unchanged: a collection view controller that
// overrides `canMoveItemAt`/`moveItemAt` and relies on the standard long press, and a
// diffable data source whose `reorderingHandlers` update a backing store from the
// transaction (both ways Apple's documentation shows). It must compile, and run.

final class ReorderableColoursController: UICollectionViewController {
    var colours = ["Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Indigo", "Purple", "Pink"]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumInteritemSpacing = 5
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        installsStandardGestureForInteractiveMovement = true
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Colour")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        colours.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Colour", for: indexPath)
        cell.accessibilityLabel = colours[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                 to destinationIndexPath: IndexPath) {
        let colour = colours.remove(at: sourceIndexPath.item)
        colours.insert(colour, at: destinationIndexPath.item)
    }
}

@MainActor
final class ReorderableListModel {
    enum Section { case main }
    var backingStore = (1...9).map { "Task \($0)" }
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    func configure(_ collectionView: UICollectionView, byDifference: Bool) {
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Task")
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, task in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Task", for: indexPath)
            cell.accessibilityLabel = task
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(backingStore)
        dataSource.apply(snapshot, animatingDifferences: false)

        dataSource.reorderingHandlers.canReorderItem = { item in return true }
        if byDifference {
            dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
                guard let self = self else { return }
                if let updatedBackingStore = self.backingStore.applying(transaction.difference) {
                    self.backingStore = updatedBackingStore
                }
            }
        } else {
            dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
                guard let self = self else { return }
                self.backingStore = transaction.finalSnapshot.itemIdentifiers
            }
        }
    }
}

@Suite(.serialized) @MainActor struct TypicalReorderingCode {
    @Test func standardLongPress_movesAColour_throughTheOverriddenMoveItemAt() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = ReorderableColoursController()
        host.show(UINavigationController(rootViewController: controller))
        host.runUntilIdle()
        // Red (60, 60) held, then dropped on Green's place (60, 190): under the bar, y + 91.
        let finger = host.touchDown(at: CGPoint(x: 60, y: 91 + 60))
        host.advance(by: 0.6)
        host.touchMove(finger, to: CGPoint(x: 60, y: 91 + 190))
        host.advance(by: 0.1)
        host.touchUp(finger)
        host.runUntilIdle()
        #expect(controller.colours == ["Orange", "Yellow", "Green", "Red", "Teal", "Blue", "Indigo", "Purple", "Pink"])
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.accessibilityLabel == "Red")
    }

    @Test(arguments: [true, false])
    func diffableReorderingHandlers_updateTheBackingStore(byDifference: Bool) {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 300, height: 400), collectionViewLayout: layout)
        host.window.rootViewController!.view.addSubview(collectionView)
        let model = ReorderableListModel()
        model.configure(collectionView, byDifference: byDifference)
        host.pump()
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 8, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 45, y: 45))
        collectionView.endInteractiveMovement()
        #expect(model.backingStore == ["Task 9"] + (1...8).map { "Task \($0)" })
        #expect(model.dataSource.snapshot().itemIdentifiers == model.backingStore)
    }
}
