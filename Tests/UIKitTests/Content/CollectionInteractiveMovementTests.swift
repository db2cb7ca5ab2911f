import Foundation
import Testing
import UIKitTesting

/// A delegate with only iOS 9's `targetIndexPathForMoveFromItemAt:toProposedIndexPath:`.
@MainActor
final class OldStyleMoveDelegate: UICollectionViewDelegate {
    let trace: TraceRecorder
    var answer: IndexPath?
    init(trace: TraceRecorder) { self.trace = trace }
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        trace.record("old target from \(TracingGridSource.p(currentIndexPath)) proposed \(TracingGridSource.p(proposedIndexPath))")
        return answer ?? proposedIndexPath
    }
}

/// A data source that lets items move but does not implement `moveItemAt`.
@MainActor
final class MoveRefusingSource: UICollectionViewDataSource {
    let trace: TraceRecorder
    init(trace: TraceRecorder) { self.trace = trace }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.accessibilityLabel = "Item \(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        trace.record("canMoveItemAt \(TracingGridSource.p(indexPath))")
        return true
    }
}

/// UICollectionView's interactive movement API (iOS 9; Apple's documentation of
/// `beginInteractiveMovementForItem(at:)`, `updateInteractiveMovementTargetPosition(_:)`,
/// `endInteractiveMovement()`, `cancelInteractiveMovement()`, the data source's
/// `canMoveItemAt`/`moveItemAt`, the delegate's `targetIndexPathForMoveOfItem…` and the
/// layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` /
/// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`): exact call traces
/// and the frames of the moving and displaced cells.
@Suite(.serialized) @MainActor struct CollectionInteractiveMovementTests {
    private static let ip = { (item: Int, section: Int) in IndexPath(item: item, section: section) }

    @Test func movement_showsTheItemAtItsProposedPlace_andEndCallsMoveItemAtOnce_thenRelayouts() {
        let scene = MovementScene()
        defer { withExtendedLifetime(scene.host) {} }
        let moving = scene.cell(0)!
        #expect(scene.collection.beginInteractiveMovementForItem(at: Self.ip(0, 0)))
        #expect(scene.trace.take() == ["canMoveItemAt [0, 0]"])
        // It floats above the others, centred where it was.
        #expect(moving.frame == CGRect(x: 0, y: 0, width: 90, height: 90))
        #expect(moving.layer.zPosition == CGFloat(Int.max))
        #expect(scene.collection.subviews.last === moving)

        // Over item 4's place: the layout proposes [0, 4], the delegate agrees, items 1…4
        // move back one place and the moving cell stays centred on the point.
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
        #expect(scene.trace.take() == ["target original [0, 0] current [0, 0] proposed [0, 4]", "prepare"])
        var expected = MovementScene.inPlace(["Item 1", "Item 2", "Item 3", "Item 4", "Item 0", "Item 5", "Item 6", "Item 7",
                                              "Item 8", "Item 9", "Item 10", "Item 11"])
        expected[4] = "[0, 4] Item 0 115,105"
        #expect(scene.shown == expected)
        #expect(scene.collection.cellForItem(at: Self.ip(4, 0)) === moving)
        #expect(scene.collection.indexPath(for: moving) == Self.ip(4, 0))
        #expect(scene.collection.numberOfItems(inSection: 0) == 12)

        // Within the same place: the finger is followed, nobody is asked again.
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 170, y: 160))
        #expect(scene.trace.take() == [])
        #expect(moving.frame == CGRect(x: 125, y: 115, width: 90, height: 90))
        scene.host.runUntilIdle()
        #expect(scene.trace.take() == [])

        scene.collection.endInteractiveMovement()
        #expect(scene.trace.take() == ["moveItemAt [0, 0] → [0, 4]", "prepare"])
        #expect(moving.frame == CGRect(x: 105, y: 100, width: 90, height: 90))
        #expect(moving.layer.zPosition == 0)
        scene.host.runUntilIdle()
        #expect(scene.source.items[0].prefix(6) == ["Item 1", "Item 2", "Item 3", "Item 4", "Item 0", "Item 5"])
        #expect(scene.shown == MovementScene.inPlace(scene.source.items[0]))
        // Over: a second end, an update or a cancel does nothing.
        scene.collection.endInteractiveMovement()
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 10))
        scene.collection.cancelInteractiveMovement()
        #expect(scene.trace.take() == [])
        #expect(scene.shown == MovementScene.inPlace(scene.source.items[0]))
    }

    @Test func displacedCells_slideToTheirNewPlaces_onTheAnimationClock_whileTheMovingCellFollowsAtOnce() {
        let scene = MovementScene()
        defer { withExtendedLifetime(scene.host) {} }
        let moving = scene.cell(0)!, item1 = scene.cell(1)!, item3 = scene.cell(3)!
        #expect(scene.collection.beginInteractiveMovementForItem(at: Self.ip(0, 0)))
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
        // Model values are final at once; the presentation is halfway at 0.15 s (ease in-out).
        #expect(item1.frame.origin == CGPoint(x: 0, y: 0))
        #expect(moving.layer.presentation() == nil)
        scene.host.advance(by: 0.15)
        #expect(item1.layer.presentation()?.frame.origin == CGPoint(x: 52.5, y: 0))     // (105, 0) → (0, 0)
        #expect(item3.layer.presentation()?.frame.origin == CGPoint(x: 105, y: 50))     // (0, 100) → (210, 0)
        scene.host.advance(by: 0.15)
        #expect(item1.layer.presentation() == nil)
        // The end: the moving cell slides from the finger into its place.
        scene.collection.endInteractiveMovement()
        scene.host.advance(by: 0.15)
        #expect(moving.layer.presentation()?.frame.origin == CGPoint(x: 110, y: 102.5))  // (115, 105) → (105, 100)
        scene.host.runUntilIdle()
        #expect(moving.layer.presentation() == nil)
    }

    @Test func cancel_putsEveryItemBack_withoutTellingTheDataSource() {
        let scene = MovementScene()
        defer { withExtendedLifetime(scene.host) {} }
        let cells = (0..<12).map { scene.cell($0)! }
        #expect(scene.collection.beginInteractiveMovementForItem(at: Self.ip(0, 0)))
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
        scene.trace.take()
        scene.collection.cancelInteractiveMovement()
        #expect(scene.trace.take() == ["prepare"])
        scene.host.runUntilIdle()
        #expect(scene.trace.take() == [])
        #expect(scene.shown == MovementScene.inPlace((0..<12).map { "Item \($0)" }))
        #expect((0..<12).allSatisfy { scene.cell($0) === cells[$0] })
        #expect(cells[0].layer.zPosition == 0)
        #expect(scene.source.items[0] == (0..<12).map { "Item \($0)" })
    }

    @Test func canMoveItemAtFalse_refusesTheMovement_andNothingMoves() {
        let scene = MovementScene()
        defer { withExtendedLifetime(scene.host) {} }
        scene.source.refusesMoving = [Self.ip(1, 0)]
        #expect(!scene.collection.beginInteractiveMovementForItem(at: Self.ip(1, 0)))
        #expect(scene.trace.take() == ["canMoveItemAt [0, 1]"])
        // An item that does not exist is refused without asking.
        #expect(!scene.collection.beginInteractiveMovementForItem(at: Self.ip(40, 0)))
        #expect(!scene.collection.beginInteractiveMovementForItem(at: Self.ip(0, 3)))
        #expect(!scene.collection.beginInteractiveMovementForItem(at: IndexPath(index: 0)))
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
        scene.collection.endInteractiveMovement()
        #expect(scene.trace.take() == [])
        #expect(scene.shown == MovementScene.inPlace((0..<12).map { "Item \($0)" }))
        // While one item moves, another cannot begin.
        #expect(scene.collection.beginInteractiveMovementForItem(at: Self.ip(2, 0)))
        #expect(!scene.collection.beginInteractiveMovementForItem(at: Self.ip(3, 0)))
        #expect(scene.trace.take() == ["canMoveItemAt [0, 2]"])
        scene.collection.cancelInteractiveMovement()
    }

    @Test func delegateTarget_redirectsTheItem_andIsAskedAgainOnlyForANewProposal() {
        let scene = MovementScene()
        defer { withExtendedLifetime(scene.host) {} }
        scene.source.redirects = [Self.ip(4, 0): Self.ip(2, 0)]
        #expect(scene.collection.beginInteractiveMovementForItem(at: Self.ip(0, 0)))
        scene.trace.take()
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
        #expect(scene.trace.take() == ["target original [0, 0] current [0, 0] proposed [0, 4]", "prepare"])
        var expected = MovementScene.inPlace(["Item 1", "Item 2", "Item 0", "Item 3", "Item 4", "Item 5", "Item 6", "Item 7",
                                              "Item 8", "Item 9", "Item 10", "Item 11"])
        expected[2] = "[0, 2] Item 0 115,105"
        #expect(scene.shown == expected)
        // Item 4's place again: the same proposal, not asked.
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 140))
        #expect(scene.trace.take() == [])
        // Over item 6's place (0, 200): proposed [0, 6] from the current [0, 2].
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 40, y: 250))
        #expect(scene.trace.take() == ["target original [0, 0] current [0, 2] proposed [0, 6]", "prepare"])
        expected = MovementScene.inPlace(["Item 1", "Item 2", "Item 3", "Item 4", "Item 5", "Item 6", "Item 0", "Item 7",
                                          "Item 8", "Item 9", "Item 10", "Item 11"])
        expected[6] = "[0, 6] Item 0 -5,205"
        #expect(scene.shown == expected)
        scene.collection.endInteractiveMovement()
        #expect(scene.trace.take() == ["moveItemAt [0, 0] → [0, 6]", "prepare"])
        scene.host.runUntilIdle()
        #expect(scene.shown == MovementScene.inPlace(scene.source.items[0]))
    }

    @Test func iOS9DelegateTarget_isAskedThroughTheIOS15Default_withTheOriginalIndexPath() {
        let scene = MovementScene()
        defer { withExtendedLifetime(scene.host) {} }
        let delegate = OldStyleMoveDelegate(trace: scene.trace)
        delegate.answer = Self.ip(3, 0)
        scene.collection.delegate = delegate
        #expect(scene.collection.beginInteractiveMovementForItem(at: Self.ip(0, 0)))
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
        #expect(scene.trace.take() == ["canMoveItemAt [0, 0]", "old target from [0, 0] proposed [0, 4]", "prepare"])
        #expect(scene.collection.indexPath(for: scene.cell(3)!) == Self.ip(3, 0))
        #expect(scene.cell(3)?.accessibilityLabel == "Item 0")
        scene.collection.endInteractiveMovement()
        #expect(scene.trace.take() == ["moveItemAt [0, 0] → [0, 3]", "prepare"])
    }

    @Test func acrossSections_theCountsFollowTheItem_andEndMovesItBetweenSections() {
        let a = (0..<6).map { "A\($0)" }, b = (0..<6).map { "B\($0)" }
        let scene = MovementScene(items: [a, b])
        defer { withExtendedLifetime(scene.host) {} }
        #expect(scene.collection.beginInteractiveMovementForItem(at: Self.ip(0, 0)))
        scene.trace.take()
        // Section 1 starts right under section 0's last line, at y 190. Over B1's place (105, 190).
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 250))
        #expect(scene.trace.take() == ["target original [0, 0] current [0, 0] proposed [1, 1]", "prepare"])
        #expect(scene.collection.numberOfItems(inSection: 0) == 5)
        #expect(scene.collection.numberOfItems(inSection: 1) == 7)
        let moved = MovementScene.inPlace(["A1", "A2", "A3", "A4", "A5"])
            + MovementScene.inPlace(["B0", "A0", "B1", "B2", "B3", "B4", "B5"], section: 1, firstY: 190)
        var expected = moved
        expected[6] = "[1, 1] A0 115,205"
        #expect(scene.shown == expected)
        scene.host.runUntilIdle()
        #expect(scene.trace.take() == [])
        scene.collection.endInteractiveMovement()
        #expect(scene.trace.take() == ["moveItemAt [0, 0] → [1, 1]", "prepare"])
        scene.host.runUntilIdle()
        #expect(scene.source.items == [["A1", "A2", "A3", "A4", "A5"], ["B0", "A0", "B1", "B2", "B3", "B4", "B5"]])
        #expect(scene.shown == moved)
    }

    @Test func itemComingIntoView_isAskedForAtItsDataSourcePath_andSlidesOutOfSightWhenCancelled() {
        // 15 items: lines at y 0…400; items 12…14 are out of the 400-pt bounds.
        let scene = MovementScene(count: 15)
        defer { withExtendedLifetime(scene.host) {} }
        scene.source.redirects = [Self.ip(4, 0): Self.ip(13, 0)]
        #expect(scene.collection.beginInteractiveMovementForItem(at: Self.ip(2, 0)))
        scene.trace.take()
        // Sent on to [0, 13]: items 3…13 move back one place, so Item 12 comes into view at
        // [0, 11]; the data source, not yet told, is asked for its own [0, 12].
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
        #expect(scene.trace.take() == ["target original [0, 2] current [0, 2] proposed [0, 4]", "prepare", "cellForItem [0, 12] new",
                                       "willDisplay [0, 11]"])
        var expected = MovementScene.inPlace(["Item 0", "Item 1", "Item 3", "Item 4", "Item 5", "Item 6", "Item 7", "Item 8",
                                              "Item 9", "Item 10", "Item 11", "Item 12"])
        expected.append("[0, 13] Item 2 115,105")
        #expect(scene.shown == expected)
        // Back: Item 12 slides to (0, 400), out of sight, and leaves when it gets there.
        scene.collection.cancelInteractiveMovement()
        #expect(scene.trace.take() == ["prepare"])
        scene.host.runUntilIdle()
        #expect(scene.trace.take() == ["didEndDisplaying [0, 12]"])
        #expect(scene.shown == MovementScene.inPlace((0..<12).map { "Item \($0)" }))
    }

    @Test func dataSourceWithoutMoveItemAt_getsTheItemsPutBack_withAWarning() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        host.show(UIViewController())
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 100, width: 300, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let source = MoveRefusingSource(trace: trace)
        collection.dataSource = source
        host.window.rootViewController!.view.addSubview(collection)
        host.pump()
        let first = collection.cellForItem(at: Self.ip(0, 0))
        #expect(collection.beginInteractiveMovementForItem(at: Self.ip(0, 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
        #expect(collection.cellForItem(at: Self.ip(4, 0)) === first)
        collection.endInteractiveMovement()
        host.runUntilIdle()
        #expect(trace.take() == ["canMoveItemAt [0, 0]"])
        #expect(collection.cellForItem(at: Self.ip(0, 0)) === first)
        #expect(first?.frame == CGRect(x: 0, y: 0, width: 90, height: 90))
        #expect(host.takeDiagnostics() == [ViewControllerKit.Diagnostic(kind: .warning, message:
            "The collection view's data source does not implement collectionView(_:moveItemAt:to:); the interactive move is undone.")])
    }

    @Test func layoutOverride_ofTheMovingAttributes_isAppliedToTheMovingCell() {
        final class LiftingLayout: UICollectionViewFlowLayout {
            override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                                     withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
                let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
                attributes.alpha = 0.8
                attributes.size = CGSize(width: 100, height: 100)
                return attributes
            }
        }
        let scene = MovementScene()
        defer { withExtendedLifetime(scene.host) {} }
        let layout = LiftingLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        scene.collection.collectionViewLayout = layout
        scene.host.pump()
        let moving = scene.cell(0)!
        #expect(scene.collection.beginInteractiveMovementForItem(at: Self.ip(0, 0)))
        #expect(moving.frame == CGRect(x: -5, y: -5, width: 100, height: 100))
        #expect(moving.alpha == 0.8)
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
        #expect(moving.frame == CGRect(x: 110, y: 100, width: 100, height: 100))
        scene.collection.endInteractiveMovement()
        #expect(moving.frame == CGRect(x: 105, y: 100, width: 90, height: 90))
        #expect(moving.alpha == 1)
    }

    @Test func reloadData_duringAMovement_endsItWithoutAMove() {
        let scene = MovementScene()
        defer { withExtendedLifetime(scene.host) {} }
        #expect(scene.collection.beginInteractiveMovementForItem(at: Self.ip(0, 0)))
        scene.collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
        scene.collection.reloadData()
        scene.host.runUntilIdle()
        scene.trace.take()
        scene.collection.endInteractiveMovement()
        #expect(scene.trace.take() == [])
        #expect(scene.shown == MovementScene.inPlace((0..<12).map { "Item \($0)" }))
    }
}
