import Foundation
import Testing
import UIKitTesting

/// A grid controller in the classic style that records selection.
@MainActor
class GridController: UICollectionViewController {
    let trace: TraceRecorder
    var items = (0..<60).map { "Item \($0)" }
    init(trace: TraceRecorder) {
        self.trace = trace
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumInteritemSpacing = 5
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CountingGridCell.self, forCellWithReuseIdentifier: "item")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.accessibilityLabel = items[indexPath.item]
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        trace.record("didSelect \(indexPath.item)")
    }
}

/// UICollectionViewController's rules: the collection view is its view, data source and
/// delegate, with the layout it was made with; selection cleared on reappearing; no leaks.
@Suite(.serialized) @MainActor struct CollectionViewControllerTests {
    @Test func loadView_makesTheCollectionViewWithTheLayout_asDataSourceAndDelegate() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let grid = GridController(trace: TraceRecorder())
        let layout = grid.collectionViewLayout
        host.show(UINavigationController(rootViewController: grid))
        #expect(grid.collectionView.collectionViewLayout === layout)
        #expect(grid.collectionView.dataSource === grid)
        #expect(grid.collectionView.delegate === grid)
        #expect(grid.view === grid.collectionView)
        #expect(grid.clearsSelectionOnViewWillAppear)
        #expect(grid.installsStandardGestureForInteractiveMovement)
        // Under the bar: content starts at 91 in the window; 390 wide → three 120-pt columns.
        #expect(grid.collectionView.adjustedContentInset.top == 91)
        #expect(grid.collectionView.convert(grid.collectionView.frame(of: IndexPath(item: 2, section: 0))!, to: nil)
            == CGRect(x: 270, y: 91, width: 120, height: 120))
    }

    @Test func clearsSelectionOnViewWillAppear_deselectsWithoutDelegateCalls_whenTheGridReappears() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let grid = GridController(trace: trace)
        let nav = UINavigationController(rootViewController: grid)
        host.show(nav)
        host.tap(at: CGPoint(x: 195, y: 91 + 60))
        #expect(trace.take() == ["didSelect 1"])
        nav.pushViewController(UIViewController(), animated: false)
        host.runUntilIdle()
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        nav.popViewController(animated: false)
        host.runUntilIdle()
        #expect(grid.collectionView.indexPathsForSelectedItems == [])
        #expect(trace.take() == [])
    }

    @Test func clearsSelectionOff_keepsTheSelection() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let grid = GridController(trace: TraceRecorder())
        grid.clearsSelectionOnViewWillAppear = false
        grid.installsStandardGestureForInteractiveMovement = false
        let nav = UINavigationController(rootViewController: grid)
        host.show(nav)
        grid.collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        nav.pushViewController(UIViewController(), animated: false)
        nav.popViewController(animated: false)
        host.runUntilIdle()
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(!grid.installsStandardGestureForInteractiveMovement)
    }

    @Test func registrationsAndDiffableDataSource_configureEachDequeue_andApplyUpdatesAsBatches() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 100, width: 300, height: 400), collectionViewLayout: layout)
        host.window.rootViewController!.view.addSubview(collection)
        var configured: [String] = []
        let registration = UICollectionView.CellRegistration<CountingGridCell, String> { cell, indexPath, item in
            cell.accessibilityLabel = item
            configured.append("\(item)@\(indexPath.item)")
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
            view.accessibilityLabel = "Header \(indexPath.section)"
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, path, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        dataSource.supplementaryViewProvider = { collection, _, path in
            collection.dequeueConfiguredReusableSupplementary(using: header, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        host.pump()
        #expect(configured == ["a@0", "b@1", "c@2"])
        #expect(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                             at: IndexPath(item: 0, section: 0))?.accessibilityLabel == "Header 0")
        configured.removeAll()
        let cellB = collection.cellForItem(at: IndexPath(item: 1, section: 0))
        snapshot.deleteItems(["a"])
        snapshot.appendItems(["d"])
        dataSource.apply(snapshot)
        #expect(configured == ["d@2"])                      // b and c keep their cells, moved
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cellB)
        #expect(collection.visibleCells.map(\.accessibilityLabel) == ["b", "c", "d"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "d")
        #expect(dataSource.indexPath(for: "c") == IndexPath(item: 1, section: 0))
    }

    @Test func controllerCollectionViewAndCells_areFreedWithTheController() {
        weak var weakGrid: GridController?
        weak var weakCollection: UICollectionView?
        weak var weakCell: UICollectionViewCell?
        weak var weakLayout: UICollectionViewLayout?
        do {
            let host = HeadlessHost()
            let nav = UINavigationController(rootViewController: UIViewController())
            host.show(nav)
            let grid = GridController(trace: TraceRecorder())
            nav.pushViewController(grid, animated: false)
            host.runUntilIdle()
            weakGrid = grid
            weakCollection = grid.collectionView
            weakCell = grid.collectionView.visibleCells.first
            weakLayout = grid.collectionViewLayout
            #expect(weakCell != nil)
            nav.popViewController(animated: false)
            host.runUntilIdle()
        }
        #expect(weakGrid == nil)
        #expect(weakCollection == nil)
        #expect(weakCell == nil)
        #expect(weakLayout == nil)
    }

    @Test func cellsThatLeft_stayInTheReuseQueue_untilTheCollectionViewGoes() {
        weak var weakCell: UICollectionViewCell?
        do {
            let s = GridScene(items: 12)
            weakCell = s.collection.cellForItem(at: IndexPath(item: 0, section: 0))   // queued first, so not handed out again
            s.source.items = [["only"]]
            s.collection.reloadData()
            s.host.pump()
            #expect(weakCell != nil)                        // queued for reuse
            #expect(weakCell?.superview == nil)
            s.collection.removeFromSuperview()
        }
        #expect(weakCell == nil)
    }
}
