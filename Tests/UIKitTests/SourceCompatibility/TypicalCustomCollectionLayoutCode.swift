import Foundation
import Testing
import UIKit
import UIKitTesting

// A custom collection layout and a prefetching photo grid written the way iOS tutorials
// write them (a flow layout subclass that drops inserted items in from above and shrinks
// deleted ones, keeping track of the update items; a card stack turned with a 3-D
// transform; an image prefetcher), unchanged: it must compile, and run.

final class DropInFlowLayout: UICollectionViewFlowLayout {
    private var insertedIndexPaths: [IndexPath] = []
    private var deletedIndexPaths: [IndexPath] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems {
            switch update.updateAction {
            case .insert:
                if let indexPath = update.indexPathAfterUpdate { insertedIndexPaths.append(indexPath) }
            case .delete:
                if let indexPath = update.indexPathBeforeUpdate { deletedIndexPaths.append(indexPath) }
            default:
                break
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths.removeAll()
        deletedIndexPaths.removeAll()
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if insertedIndexPaths.contains(itemIndexPath) {
            attributes?.alpha = 0
            attributes?.transform = CGAffineTransform(translationX: 0, y: -(collectionView?.bounds.height ?? 0))
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        if deletedIndexPaths.contains(itemIndexPath) {
            attributes?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
        }
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds) as! UICollectionViewFlowLayoutInvalidationContext
        context.invalidateFlowLayoutDelegateMetrics = newBounds.size != collectionView?.bounds.size
        return context
    }
}

final class CardStackLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 20, y: 20 + CGFloat(item) * 8, width: collectionView.bounds.width - 40, height: 200)
            var transform = CATransform3DIdentity
            transform.m34 = -1.0 / 800
            attributes.transform3D = CATransform3DRotate(transform, CGFloat(item) * 0.05, 1, 0, 0)
            attributes.zIndex = -item
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: 260 + CGFloat(cache.count) * 8)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { cache.removeAll() }
        super.invalidateLayout(with: context)
    }
}

final class PhotoGridViewController: UICollectionViewController, UICollectionViewDataSourcePrefetching {
    var photos = (0..<60).map { "photo-\($0)" }
    private(set) var loading: Set<IndexPath> = []

    init() {
        let layout = DropInFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.prefetchDataSource = self
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        loading.remove(indexPath)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths { loading.insert(indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths { loading.remove(indexPath) }
    }

    func addPhoto() {
        photos.insert("new", at: 0)
        collectionView.performBatchUpdates {
            self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
    }
}

@Suite @MainActor struct TypicalCustomCollectionLayoutCodeTests {
    @Test func thePhotoGridPrefetchesTheNextScreenful_andDropsANewPhotoIn() {
        let host = HeadlessHost()
        let grid = PhotoGridViewController()
        host.show(grid)
        host.pump()
        #expect(!grid.loading.isEmpty)
        #expect(grid.loading.allSatisfy { grid.collectionView.cellForItem(at: $0) == nil })
        grid.addPhoto()
        let inserted = grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        host.advance(by: 0.15)
        // Halfway down from a screen's height above, half faded in.
        #expect(close(opacity(inserted), 0.5, within: 1e-6))
        host.advance(by: 0.15)
        #expect(inserted.layer.presentation() == nil)
        #expect(host.takeDiagnostics().isEmpty)
    }

    @Test func theCardStackKeepsItsPerspective() {
        let host = HeadlessHost()
        let controller = UICollectionViewController(collectionViewLayout: CardStackLayout())
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Card")
        final class Cards: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
            }
        }
        let cards = Cards()
        controller.collectionView.dataSource = cards
        host.show(controller)
        host.pump()
        let first = controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        let second = controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(first.layer.transform.m34 == CGFloat(-1.0 / 800))
        var expected = CATransform3DIdentity
        expected.m34 = -1.0 / 800
        #expect(CATransform3DEqualToTransform(second.layer.transform, CATransform3DRotate(expected, 0.05, 1, 0, 0)))
        #expect(second.layer.zPosition == -1)
    }
}
