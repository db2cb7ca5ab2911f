import Foundation

/// Where one element of a collection view goes: a cell, a supplementary view (header,
/// footer, badge) or a decoration view. A layout creates these in `prepare()` and returns
/// them from `layoutAttributesForElements(in:)`; the collection view applies each to the
/// element's view through `apply(_:)`. Not actor-bound (a plain value holder, as NSObject's
/// `copy()` and `isEqual(_:)` require).
open class UICollectionViewLayoutAttributes: NSObject {
    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame.size = newValue
            center = c
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The element's 2-D transform about its centre; the view gets it after its frame.
    open var transform: CGAffineTransform = .identity {
        didSet { storedTransform3D = nil }
    }
    /// The element's 3-D transform: its 2-D part is ``transform`` (what is drawn); depth and
    /// perspective are kept and read back, as for `CALayer.transform`.
    open var transform3D: CATransform3D {
        get { storedTransform3D ?? CATransform3DMakeAffineTransform(transform) }
        set {
            transform = CATransform3DGetAffineTransform(newValue)
            storedTransform3D = newValue
        }
    }
    private var storedTransform3D: CATransform3D?
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    /// Set by a list section: the appearance its list cells take their presets from.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?
    /// Set by an inset-grouped list section: the cell's rounded corners in the section's
    /// card (empty: square; see `SectionCard`).
    var listCardCorners: CACornerMask?
    /// Set by a list section: the cell's separators (nil: none; see `ListSeparators`).
    var listSeparators: ListSeparators?
    open var indexPath: IndexPath
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The kind of a supplementary or decoration view; nil for a cell.
    public let representedElementKind: String?

    public required override init() {
        indexPath = IndexPath(item: 0, section: 0)
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
        super.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// A copy (UIKit's `copy()`), so a layout can hand out attributes without sharing them.
    open override func copy() -> Any {
        let copy = UICollectionViewLayoutAttributes(category: representedElementCategory, kind: representedElementKind,
                                                    indexPath: indexPath)
        copy.frame = frame
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.listAppearance = listAppearance
        copy.listCardCorners = listCardCorners
        copy.listSeparators = listSeparators
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return other.frame == frame && other.indexPath == indexPath && other.alpha == alpha && other.zIndex == zIndex
            && other.isHidden == isHidden && other.representedElementKind == representedElementKind
            && other.representedElementCategory == representedElementCategory && other.transform == transform
    }

    /// A key that names the element: category, kind and index path.
    var elementKey: ElementKey { ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath) }
}

/// The identity of an element on screen, for the collection view's visible-view tables.
struct ElementKey: Hashable, Comparable {
    let category: UICollectionView.ElementCategory
    let kind: String?
    let indexPath: IndexPath

    static func < (a: ElementKey, b: ElementKey) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        return (a.kind ?? "") < (b.kind ?? "")
    }
}
