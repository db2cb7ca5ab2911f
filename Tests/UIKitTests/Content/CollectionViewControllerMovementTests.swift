import Foundation
import Testing
import UIKitTesting

/// The classic grid controller whose items move: it records the movement calls too.
@MainActor
final class MovableGridController: GridController {
    var refusesMoving: Set<IndexPath> = []
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        trace.record("canMoveItemAt \(TracingGridSource.p(indexPath))")
        return !refusesMoving.contains(indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        trace.record("moveItemAt \(TracingGridSource.p(sourceIndexPath)) → \(TracingGridSource.p(destinationIndexPath))")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    override func collectionView(_ collectionView: UICollectionView,
                                 targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                                 atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        trace.record("target original \(TracingGridSource.p(originalIndexPath)) current \(TracingGridSource.p(currentIndexPath)) proposed \(TracingGridSource.p(proposedIndexPath))")
        return proposedIndexPath
    }
}

/// UICollectionViewController's `installsStandardGestureForInteractiveMovement` (a long
/// press moves items the data source lets move) and `setEditing(_:animated:)` reaching the
/// collection view (iOS 14). In a navigation controller the content starts at y 91 in the
/// window; 390 wide → 120-pt columns at x 0, 135, 270, lines 130 apart.
@Suite(.serialized) @MainActor struct CollectionViewControllerMovementTests {
    private func show(_ grid: UICollectionViewController, in host: HeadlessHost) {
        host.show(UINavigationController(rootViewController: grid))
        host.runUntilIdle()
    }

    @Test func standardGesture_longPressMovesTheItem_keepingWhereTheFingerGrabbedIt() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let grid = MovableGridController(trace: trace)
        show(grid, in: host)
        let collection = grid.collectionView!
        let moving = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        // Grabbed 20 pt left of and 10 pt above its centre (60, 60).
        let touch = host.touchDown(at: CGPoint(x: 40, y: 91 + 50))
        host.advance(by: 0.4)
        #expect(trace.take() == [])
        host.advance(by: 0.2)
        #expect(trace.take() == ["canMoveItemAt [0, 0]"])
        #expect(moving.frame == CGRect(x: 0, y: 0, width: 120, height: 120))
        #expect(moving.layer.zPosition == CGFloat(Int.max))
        // The finger at (200, 200): the cell's centre at (220, 210), over item 4's place.
        host.advance(by: 0.05)
        host.touchMove(touch, to: CGPoint(x: 200, y: 91 + 200))
        #expect(trace.take() == ["target original [0, 0] current [0, 0] proposed [0, 4]"])
        #expect(moving.frame == CGRect(x: 160, y: 150, width: 120, height: 120))
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 130, width: 120, height: 120))
        host.advance(by: 0.05)
        host.touchUp(touch)
        #expect(trace.take() == ["moveItemAt [0, 0] → [0, 4]"])
        host.runUntilIdle()
        #expect(moving.frame == CGRect(x: 135, y: 130, width: 120, height: 120))
        #expect(grid.items.prefix(5) == ["Item 1", "Item 2", "Item 3", "Item 4", "Item 0"])
        // The drag neither scrolled nor selected.
        #expect(collection.contentOffset == CGPoint(x: 0, y: -91))
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(trace.take() == [])
    }

    @Test func standardGesture_onAnItemThatCannotMove_asksOnce_andTheLiftSelectsIt() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let grid = MovableGridController(trace: trace)
        grid.refusesMoving = [IndexPath(item: 1, section: 0)]
        show(grid, in: host)
        host.longPress(at: CGPoint(x: 195, y: 91 + 60))
        #expect(trace.take() == ["canMoveItemAt [0, 1]", "didSelect 1"])
    }

    @Test func standardGesture_cancelledTouch_putsTheItemsBack() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let grid = MovableGridController(trace: trace)
        show(grid, in: host)
        let collection = grid.collectionView!
        let touch = host.touchDown(at: CGPoint(x: 60, y: 91 + 60))
        host.advance(by: 0.6)
        host.touchMove(touch, to: CGPoint(x: 195, y: 91 + 190))
        #expect(trace.take() == ["canMoveItemAt [0, 0]", "target original [0, 0] current [0, 0] proposed [0, 4]"])
        host.touchCancel(touch)
        host.runUntilIdle()
        #expect(trace.take() == [])
        #expect((0..<9).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.accessibilityLabel }
            == (0..<9).map { "Item \($0)" })
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 120, height: 120))
    }

    @Test func installsStandardGestureOff_aLongPressOnlySelects_andOnAgainItMoves() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let grid = MovableGridController(trace: trace)
        grid.installsStandardGestureForInteractiveMovement = false
        show(grid, in: host)
        host.longPress(at: CGPoint(x: 60, y: 91 + 60))
        #expect(trace.take() == ["didSelect 0"])
        grid.installsStandardGestureForInteractiveMovement = true
        host.longPress(at: CGPoint(x: 195, y: 91 + 60))
        #expect(trace.take() == ["canMoveItemAt [0, 1]"])
        // The API works whatever the property says.
        grid.installsStandardGestureForInteractiveMovement = false
        #expect(grid.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        grid.collectionView.cancelInteractiveMovement()
        #expect(trace.take() == ["canMoveItemAt [0, 2]"])
    }

    @Test func poppedController_afterAndDuringAMovement_isDeallocated_withItsCollectionViewAndCells() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let nav = UINavigationController(rootViewController: UIViewController())
        host.show(nav)
        weak var weakGrid: MovableGridController?
        weak var weakCollection: UICollectionView?
        weak var weakMoved: UICollectionViewCell?
        weak var weakMoving: UICollectionViewCell?
        do {
            let grid = MovableGridController(trace: TraceRecorder())
            weakGrid = grid
            nav.pushViewController(grid, animated: false)
            host.runUntilIdle()
            weakCollection = grid.collectionView
            weakMoved = grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            let touch = host.touchDown(at: CGPoint(x: 60, y: 91 + 60))
            host.advance(by: 0.6)
            host.touchMove(touch, to: CGPoint(x: 195, y: 91 + 190))
            host.touchUp(touch)
            // A second movement left under way when the controller goes.
            #expect(grid.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
            grid.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 60, y: 320))
            weakMoving = grid.collectionView.cellForItem(at: IndexPath(item: 6, section: 0))
            #expect(weakMoving?.accessibilityLabel == "Item 5")
        }
        nav.popViewController(animated: false)
        host.runUntilIdle()
        #expect(weakGrid == nil)
        #expect(weakCollection == nil)
        #expect(weakMoved == nil)
        #expect(weakMoving == nil)
    }

    @Test func setEditing_setsTheCollectionViewsEditing_andItsListCellsShowIt() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let grid = ListGridController(collectionViewLayout: layout)
        grid.setEditing(true, animated: false)
        #expect(!grid.isViewLoaded)
        grid.setEditing(false, animated: false)
        grid.navigationItem.rightBarButtonItem = grid.editButtonItem
        show(grid, in: host)
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(!grid.collectionView.isEditing)
        try host.tap(label: "Edit")
        host.runUntilIdle()
        #expect(grid.isEditing)
        #expect(grid.collectionView.isEditing)
        #expect(cell.configurationState.isEditing)
        try host.tap(label: "Done")
        host.runUntilIdle()
        #expect(!grid.collectionView.isEditing)
        #expect(!cell.configurationState.isEditing)
        grid.setEditing(true, animated: true)
        #expect(grid.collectionView.isEditing)
    }
}

/// A list of list cells.
@MainActor
final class ListGridController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = "Row \(indexPath.item)"
        cell.contentConfiguration = content
        return cell
    }
}

/// A list whose rows show a reorder handle while editing and may all move.
@MainActor
final class ReorderListController: UICollectionViewController {
    let trace: TraceRecorder
    var rows = (0..<5).map { "Row \($0)" }
    init(trace: TraceRecorder) {
        self.trace = trace
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = rows[indexPath.item]
        cell.contentConfiguration = content
        (cell as? UICollectionViewListCell)?.accessories = [.reorder()]
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        trace.record("canMoveItemAt \(TracingGridSource.p(indexPath))")
        return true
    }
    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        trace.record("moveItemAt \(TracingGridSource.p(sourceIndexPath)) → \(TracingGridSource.p(destinationIndexPath))")
        rows.insert(rows.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

/// A list row's `UICellAccessory.reorder()` handle drags the row while the list is editing.
@Suite(.serialized) @MainActor struct CollectionReorderAccessoryTests {
    /// Drags from row 0's handle (22 pt wide, 16 pt from the trailing edge) to row 2's centre.
    private func dragFirstRowOntoTheThird(_ list: ReorderListController, _ host: HeadlessHost) {
        let first = list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        let third = list.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        let handle = first.convert(CGPoint(x: first.bounds.width - 16 - 11, y: first.bounds.midY), to: nil)
        let drop = third.convert(CGPoint(x: 0, y: third.bounds.midY), to: nil)
        let finger = host.touchDown(at: handle)
        host.advance(by: 0.2)
        host.touchMove(finger, to: CGPoint(x: handle.x, y: handle.y + 20))
        host.advance(by: 0.05)
        host.touchMove(finger, to: CGPoint(x: handle.x, y: drop.y))
        host.advance(by: 0.05)
        host.touchUp(finger)
        host.runUntilIdle()
    }

    @Test func whileEditing_theHandleDragsTheRow_andTheDropMovesIt_withoutScrolling() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let list = ReorderListController(trace: trace)
        host.show(UINavigationController(rootViewController: list))
        list.setEditing(true, animated: false)
        host.runUntilIdle()
        let offset = list.collectionView.contentOffset
        dragFirstRowOntoTheThird(list, host)
        #expect(trace.take() == ["canMoveItemAt [0, 0]", "moveItemAt [0, 0] → [0, 2]"])
        #expect(list.rows == ["Row 1", "Row 2", "Row 0", "Row 3", "Row 4"])
        #expect(list.collectionView.contentOffset == offset)
        let moved = list.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect((moved?.contentConfiguration as? UIListContentConfiguration)?.text == "Row 0")
    }

    @Test func notEditing_theSameDragMovesNothing() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let list = ReorderListController(trace: trace)
        host.show(UINavigationController(rootViewController: list))
        host.runUntilIdle()
        dragFirstRowOntoTheThird(list, host)
        #expect(trace.take() == [])
        #expect(list.rows == (0..<5).map { "Row \($0)" })
    }
}
