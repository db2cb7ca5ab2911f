import Foundation

/// A controller whose view is a collection view, and which is that collection view's data
/// source and delegate. Subclasses override the data-source and delegate methods they need
/// (they are declared here, so `override func collectionView(_:numberOfItemsInSection:)`
/// compiles as on iOS).
///
/// Rules: the collection view is created in `loadView()` with the layout given to
/// `init(collectionViewLayout:)` (a flow layout from a coder); on `viewWillAppear(_:)`,
/// when `clearsSelectionOnViewWillAppear` (default true), the selected items are deselected
/// without delegate calls (UIKit's documented `clearsSelectionOnViewWillAppear`);
/// `setEditing(_:animated:)` sets the collection view's `isEditing` too (iOS 14). While
/// `installsStandardGestureForInteractiveMovement` (default true) the collection view has a
/// long press that moves items the data source lets move (see
/// `UICollectionView.beginInteractiveMovementForItem(at:)`).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var initialLayout: UICollectionViewLayout
    open var clearsSelectionOnViewWillAppear = true
    /// Whether the collection view has the standard long press that moves items (held
    /// 0.5 s on an item whose `collectionView(_:canMoveItemAt:)` is true). Default true.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { (viewIfLoaded as? UICollectionView)?.setStandardMovementGesture(installed: installsStandardGestureForInteractiveMovement) }
    }
    open var useLayoutToLayoutNavigationTransitions = false

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The controller's view, as a collection view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set {
            (viewIfLoaded as? UICollectionView)?.setStandardMovementGesture(installed: false)
            view = newValue
            newValue?.setStandardMovementGesture(installed: installsStandardGestureForInteractiveMovement)
        }
    }

    /// The collection view's layout (the initial one before the view loads).
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    open override func loadView() {
        UICollectionView.loadView(of: self) { UICollectionView(frame: $0, collectionViewLayout: initialLayout) }
        (viewIfLoaded as? UICollectionView)?.setStandardMovementGesture(installed: installsStandardGestureForInteractiveMovement)
    }

    /// Also puts the collection view in or out of editing (its list cells show their
    /// editing accessories), as UIKit does since iOS 14.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        (viewIfLoaded as? UICollectionView)?.isEditing = editing
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear { UICollectionView.clearSelection(of: self, animated: animated) }
    }

    // MARK: UICollectionViewDataSource (overridable)

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(kind: kind, at: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        collectionView.moveAnsweredByDefault = true
    }

    // MARK: UICollectionViewDelegate (overridable)

    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}

    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView,
                             targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }

    // MARK: UIScrollViewDelegate (overridable)

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
