import Foundation

/// What `UITableViewController` and `UICollectionViewController` do alike with the list view
/// that is their view: load it (from the storyboard or nib, or made full-screen), connect it
/// to the controller, and clear its selection when the controller is about to appear.
@MainActor
protocol ControllerListView: UIScrollView {
    /// The controller kind that is this list's data source and delegate.
    associatedtype Controller: UIViewController, UIScrollViewDelegate
    /// Makes the controller the data source; with `onlyWhereUnset`, only when the
    /// interface-builder file left it unconnected.
    func connectDataSource(to controller: Controller, onlyWhereUnset: Bool)
    /// The selected index paths, in order (`indexPathsForSelectedRows`/`…Items`).
    var selectedIndexPathsToClear: [IndexPath] { get }
    /// Deselects one path as the public `deselectRow`/`deselectItem` does (no delegate calls).
    func deselectForClearing(at indexPath: IndexPath, animated: Bool)
}

extension ControllerListView {
    /// The controllers' `loadView()`: a storyboard scene or nib supplies the view when there is
    /// one and, as in UIKit, the controller serves a loaded list whose file connects no data
    /// source or delegate; otherwise `make` builds one the size of the screen, resizing with
    /// its superview.
    static func loadView(of controller: Controller, make: (CGRect) -> Self) {
        if controller.loadViewFromInterfaceBuilder() {
            (controller.viewIfLoaded as? Self)?.connect(to: controller, onlyWhereUnset: true)
            return
        }
        let list = make(CGRect(origin: .zero, size: ViewControllerKit.Runtime.current.screen.bounds.size))
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.connect(to: controller, onlyWhereUnset: false)
        controller.view = list
    }

    /// The data source, then the delegate (the order UIKit's controllers set them in).
    private func connect(to controller: Controller, onlyWhereUnset: Bool) {
        connectDataSource(to: controller, onlyWhereUnset: onlyWhereUnset)
        if !onlyWhereUnset || delegate == nil { delegate = controller }
    }

    /// `clearsSelectionOnViewWillAppear`: on `viewWillAppear(_:)` the controller deselects
    /// every selected path, without delegate calls.
    static func clearSelection(of controller: Controller, animated: Bool) {
        guard let list = controller.viewIfLoaded as? Self else { return }
        for path in list.selectedIndexPathsToClear { list.deselectForClearing(at: path, animated: animated) }
    }
}

extension UITableView: ControllerListView {
    func connectDataSource(to controller: UITableViewController, onlyWhereUnset: Bool) {
        if !onlyWhereUnset || dataSource == nil { dataSource = controller }
    }
    var selectedIndexPathsToClear: [IndexPath] { indexPathsForSelectedRows ?? [] }
    func deselectForClearing(at indexPath: IndexPath, animated: Bool) { deselectRow(at: indexPath, animated: animated) }
}

extension UICollectionView: ControllerListView {
    func connectDataSource(to controller: UICollectionViewController, onlyWhereUnset: Bool) {
        if !onlyWhereUnset || dataSource == nil { dataSource = controller }
    }
    var selectedIndexPathsToClear: [IndexPath] { indexPathsForSelectedItems ?? [] }
    func deselectForClearing(at indexPath: IndexPath, animated: Bool) { deselectItem(at: indexPath, animated: animated) }
}
