import Foundation
import Testing
import UIKitTesting

/// `UICollectionViewDiffableDataSource.reorderingHandlers` (iOS 14): `canReorderItem`
/// decides whether an interactive movement may begin; at its end `willReorder` sees the old
/// snapshot, the data source takes the moved one, `didReorder` gets the transaction whose
/// `difference` turns the old item order into the new (Apple's "Option 1").
@Suite(.serialized) @MainActor struct CollectionDiffableReorderingTests {
    private static let letters = (0..<12).map { String(UnicodeScalar(UInt8(65 + $0))) }   // A…L

    /// The MovementScene geometry (300 × 400 at y 100, 90 × 90 items three a line) with a
    /// diffable data source of one section "main" of `letters`.
    @MainActor
    private struct Scene {
        let host = HeadlessHost()
        let collection: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<String, String>

        init() {
            host.show(UIViewController())
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 90, height: 90)
            collection = UICollectionView(frame: CGRect(x: 0, y: 100, width: 300, height: 400), collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collection, indexPath, item in
                let cell = collection.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
                cell.accessibilityLabel = item
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.appendItems(letters)
            dataSource.apply(snapshot, animatingDifferences: false)
            host.window.rootViewController!.view.addSubview(collection)
            host.pump()
        }

        var labels: [String] { collection.visibleCells.map { $0.accessibilityLabel ?? "?" } }
    }

    @Test func canReorderItem_decides_andTheEndTellsWillReorderThenDidReorder_withTheTransaction() {
        let scene = Scene()
        defer { withExtendedLifetime(scene.host) {} }
        let trace = TraceRecorder()
        var backingStore = Self.letters
        weak let source = scene.dataSource
        scene.dataSource.reorderingHandlers.canReorderItem = { item in
            trace.record("canReorder \(item)")
            return item != "B"
        }
        scene.dataSource.reorderingHandlers.willReorder = { transaction in
            trace.record("willReorder \(transaction.initialSnapshot.itemIdentifiers.joined()) → "
                + "\(transaction.finalSnapshot.itemIdentifiers.joined()), current \(source?.snapshot().itemIdentifiers.joined() ?? "")")
        }
        scene.dataSource.reorderingHandlers.didReorder = { transaction in
            trace.record("didReorder, current \(source?.snapshot().itemIdentifiers.joined() ?? "")")
            backingStore = backingStore.applying(transaction.difference) ?? []
        }
        #expect(!scene.collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(trace.take() == ["canReorder B"])
        #expect(scene.collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
        #expect(trace.take() == ["canReorder A"])
        scene.collection.endInteractiveMovement()
        #expect(trace.take() == ["willReorder ABCDEFGHIJKL → BCDEAFGHIJKL, current ABCDEFGHIJKL", "didReorder, current BCDEAFGHIJKL"])
        #expect(backingStore == Array("BCDEAFGHIJKL").map(String.init))
        scene.host.runUntilIdle()
        #expect(scene.labels == Array("BCDEAFGHIJKL").map(String.init))
        // The next snapshot is diffed from the reordered one: deleting A removes A's cell.
        var snapshot = scene.dataSource.snapshot()
        snapshot.deleteItems(["A"])
        scene.dataSource.apply(snapshot, animatingDifferences: false)
        scene.host.runUntilIdle()
        #expect(scene.labels == Array("BCDEFGHIJKL").map(String.init))
    }

    @Test func withoutCanReorderItem_nothingMoves_andACancelledMovementTellsNobody() {
        let scene = Scene()
        defer { withExtendedLifetime(scene.host) {} }
        #expect(!scene.collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        var told: [String] = []
        scene.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        scene.dataSource.reorderingHandlers.willReorder = { _ in told.append("will") }
        scene.dataSource.reorderingHandlers.didReorder = { _ in told.append("did") }
        #expect(scene.collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
        scene.collection.cancelInteractiveMovement()
        scene.host.runUntilIdle()
        #expect(told == [])
        #expect(scene.dataSource.snapshot().itemIdentifiers == Self.letters)
        #expect(scene.labels == Self.letters)
    }
}
