import Foundation
@testable import UIKit
import Testing
import UIKitTesting

/// Swipe actions on collection view list rows (`UICollectionLayoutListConfiguration`'s
/// `leadingSwipeActionsConfigurationProvider`/`trailingSwipeActionsConfigurationProvider`),
/// with the table view's rules and buttons, driven by `host.swipeItem(at:in:direction:)`.
@Suite @MainActor struct CollectionListSwipeActionsTests {
    /// A 390 × 600 plain list at (0, 100) of rows "Row 0"…"Row 19", whose trailing actions are
    /// "Delete" (destructive) and "Flag" and leading action "Pin"; the providers and handlers
    /// are traced.
    @MainActor struct Scene {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let collection: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>

        init(providers: Bool = true) {
            host.show(UIViewController())
            var list = UICollectionLayoutListConfiguration(appearance: .plain)
            let trace = trace
            func action(_ title: String, _ style: UIContextualAction.Style, _ path: IndexPath) -> UIContextualAction {
                UIContextualAction(style: style, title: title) { _, _, done in
                    trace.record("handler \(title) [\(path.section), \(path.item)]")
                    done(true)
                }
            }
            if providers {
                list.trailingSwipeActionsConfigurationProvider = { path in
                    trace.record("trailingProvider [\(path.section), \(path.item)]")
                    return UISwipeActionsConfiguration(actions: [action("Delete", .destructive, path), action("Flag", .normal, path)])
                }
                list.leadingSwipeActionsConfigurationProvider = { path in
                    trace.record("leadingProvider [\(path.section), \(path.item)]")
                    return UISwipeActionsConfiguration(actions: [action("Pin", .normal, path)])
                }
            }
            collection = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 600),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
            dataSource = titledListDataSource(for: collection)
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<20).map { "Row \($0)" })
            dataSource.apply(snapshot, animatingDifferences: false)
            host.window.rootViewController!.view.addSubview(collection)
            host.pump()
        }

        func cell(_ item: Int) -> UICollectionViewListCell? {
            collection.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
        }
    }

    private let item2 = IndexPath(item: 2, section: 0)

    private func buttons(_ cell: UIView?) -> [SwipeActionButton] {
        cell?.subviews.compactMap { $0 as? SwipeActionButton } ?? []
    }

    @Test func aShortSwipe_revealsTheTrailingProvidersActions_firstOutermost_andSlidesTheContent() throws {
        let s = Scene()
        try s.host.swipeItem(at: item2, in: s.collection, direction: .left)
        #expect(s.trace.take() == ["trailingProvider [0, 2]"])
        #expect(s.collection._revealedSwipeActionTitles == ["Delete", "Flag"])
        let cell = try #require(s.cell(2))
        let frames = buttons(cell).map(\.frame)
        #expect(frames.count == 2)
        #expect(frames[0].maxX == 390 && frames[1].maxX == frames[0].minX)
        #expect(frames.allSatisfy { $0.minY == 0 && $0.height == 44 && $0.width >= 74 })
        #expect(buttons(cell)[0].backgroundColor == .systemRed)
        #expect(cell.contentView.frame.minX == -(frames[0].width + frames[1].width))
        #expect(cell.configurationState.isSwiped)
        // The row's selection was not touched, and nothing scrolled.
        #expect(s.collection.indexPathsForSelectedItems == [])
        #expect(s.collection.contentOffset == .zero)
    }

    @Test func tappingARevealedAction_runsItsHandler_andItsCompletionClosesTheRow() throws {
        let s = Scene()
        try s.host.swipeItem(at: item2, in: s.collection, direction: .left)
        s.trace.take()
        try s.host.tap(label: "Flag")
        #expect(s.trace.take() == ["handler Flag [0, 2]"])
        #expect(s.collection._revealedSwipeActionTitles == [])
        s.host.pump()
        let cell = try #require(s.cell(2))
        #expect(buttons(cell).isEmpty)
        #expect(cell.contentView.frame.minX == 0)
        #expect(!cell.configurationState.isSwiped)
    }

    @Test func aFullSwipe_performsTheFirstAction_withoutRevealing() throws {
        let s = Scene()
        try s.host.swipeItem(at: item2, in: s.collection, direction: .left, .full)
        #expect(s.trace.take() == ["trailingProvider [0, 2]", "handler Delete [0, 2]"])
        #expect(s.collection._revealedSwipeActionTitles == [])
    }

    @Test func aSwipeToTheTrailingSide_revealsTheLeadingActionsAtTheLeadingEdge() throws {
        let s = Scene()
        try s.host.swipeItem(at: item2, in: s.collection, direction: .right)
        #expect(s.trace.take() == ["leadingProvider [0, 2]"])
        #expect(s.collection._revealedSwipeActionTitles == ["Pin"])
        let cell = try #require(s.cell(2))
        #expect(buttons(cell).map(\.frame.minX) == [0])
        #expect(cell.contentView.frame.minX == buttons(cell)[0].frame.width)
    }

    @Test func anotherSwipe_aTap_editing_orAReload_closesTheActionsWithoutPerformingThem() throws {
        let s = Scene()
        try s.host.swipeItem(at: item2, in: s.collection, direction: .left)
        try s.host.swipeItem(at: IndexPath(item: 4, section: 0), in: s.collection, direction: .left)
        #expect(s.trace.take() == ["trailingProvider [0, 2]"])        // the second swipe only closed them
        #expect(s.collection._revealedSwipeActionTitles == [])
        // A tap on another row closes them and selects nothing.
        try s.host.swipeItem(at: item2, in: s.collection, direction: .left)
        s.host.tap(at: CGPoint(x: 200, y: 342))       // row 5 (y 220…264 in the list)
        #expect(s.collection._revealedSwipeActionTitles == [])
        #expect(s.collection.indexPathsForSelectedItems == [])
        try s.host.swipeItem(at: item2, in: s.collection, direction: .left)
        s.collection.isEditing = true
        #expect(s.collection._revealedSwipeActionTitles == [])
        s.collection.isEditing = false
        try s.host.swipeItem(at: item2, in: s.collection, direction: .left)
        s.collection.reloadData()
        #expect(s.collection._revealedSwipeActionTitles == [])
        #expect(s.trace.events(containing: "handler").isEmpty)
    }

    @Test func whileEditing_aSwipeRevealsNothing() throws {
        let s = Scene()
        s.collection.isEditing = true
        try s.host.swipeItem(at: item2, in: s.collection, direction: .left)
        #expect(s.collection._revealedSwipeActionTitles == [])
        #expect(s.trace.take().isEmpty)
    }

    @Test func withoutProviders_aSwipeRevealsNothing() throws {
        let plain = Scene(providers: false)
        try plain.host.swipeItem(at: item2, in: plain.collection, direction: .left)
        #expect(plain.collection._revealedSwipeActionTitles == [])
        #expect(buttons(plain.cell(2)).isEmpty)
    }

    @Test func theRevealedRowsReuse_closesTheActions_andTheButtonsAreReleased() throws {
        weak var weakButton: UIView?
        let s = Scene()
        try s.host.swipeItem(at: item2, in: s.collection, direction: .left)
        weakButton = buttons(s.cell(2)).first
        #expect(weakButton != nil)
        s.collection.contentOffset = CGPoint(x: 0, y: 400)
        s.collection.layoutIfNeeded()
        #expect(s.collection._revealedSwipeActionTitles == [])
        #expect(weakButton == nil)
    }
}
