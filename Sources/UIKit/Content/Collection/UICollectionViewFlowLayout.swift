import Foundation

/// Lays items out in lines across the scroll direction, breaking to a new line when the
/// next item does not fit, with optional header and footer per section.
///
/// A section, top to bottom for vertical scrolling (left to right for horizontal, axes
/// swapped): the header (`headerReferenceSize`'s height, full width), `sectionInset.top`,
/// the lines `minimumLineSpacing` apart, `sectionInset.bottom`, the footer. A line takes
/// items while they fit with `minimumInteritemSpacing` between them; its height is its
/// tallest item's and each item is centred in it. Spacing inside a line is UIKit's:
/// - a full line is justified: the space left over is shared between the gaps, so the
///   first item touches the left inset and the last the right inset; a full line of one
///   item is centred;
/// - the last line of a section is laid out as if it were full when every item of the
///   section has the same size (so its items line up with the columns above), and
///   otherwise starts at the left inset with `minimumInteritemSpacing` between items.
///
/// Self-sizing: with `estimatedItemSize` non-zero (or `automaticSize`) items start at the
/// estimate; each cell, when first shown, is asked `preferredLayoutAttributesFitting(_:)`
/// and a different size invalidates the layout, which places everything again.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    /// The estimated size meaning "size each cell by its content" (estimate 50 × 50).
    public static let automaticSize = CGSize(width: -1, height: -1)

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            measuredSizes.removeAll()
            invalidateLayout()
        }
    }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top of the visible bounds while the section
    /// is in view (UICollectionViewFlowLayout+Pinning). Default false.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom of the visible bounds while the
    /// section is in view. Default false.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    var sections: [FlowSection] = []
    var contentSize: CGSize = .zero
    var measuredSizes: [IndexPath: CGSize] = [:]

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        var builder = FlowLayoutBuilder(layout: self, collectionView: collectionView)
        sections = builder.build()
        contentSize = builder.contentSize
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        for section in sections where section.frame.intersects(rect) || section.frame.isEmpty {
            let (header, footer) = placedSupplementaryViews(of: section)
            if let header, header.frame.intersects(rect) { result.append(header) }
            // Lines are ordered along the scroll axis: find the first that reaches `low`.
            var lo = 0, hi = section.lines.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if section.lines[mid].end <= low { lo = mid + 1 } else { hi = mid }
            }
            var line = lo
            while line < section.lines.count, section.lines[line].start < high {
                for item in section.lines[line].items where section.items[item].frame.intersects(rect) {
                    result.append(section.items[item].copy() as! UICollectionViewLayoutAttributes)
                }
                line += 1
            }
            if let footer, footer.frame.intersects(rect) { result.append(footer) }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item].copy() as? UICollectionViewLayoutAttributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let (header, footer) = placedSupplementaryViews(of: sections[indexPath.section])
        return elementKind == UICollectionView.elementKindSectionHeader ? header
            : elementKind == UICollectionView.elementKindSectionFooter ? footer : nil
    }

    /// True when the cross-axis size changes (lines break differently); scrolling keeps the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.lastLayoutBounds
        return scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredAttributes.representedElementCategory == .cell && preferredAttributes.size != originalAttributes.size
    }

    override var measuresCells: Bool { estimatedItemSize != .zero }

    override var fadesElementsInPlace: Bool { true }

    /// A flow layout's invalidations carry its own context class, as on iOS.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    override func recordPreferredSize(_ size: CGSize, for indexPath: IndexPath) -> Bool {
        guard measuredSizes[indexPath] != size else { return false }
        measuredSizes[indexPath] = size
        needsPrepare = true
        return true
    }

    /// An item's size when the delegate does not give one: measured, estimated or `itemSize`.
    func ownItemSize(at indexPath: IndexPath) -> CGSize {
        guard estimatedItemSize != .zero else { return itemSize }
        if let measured = measuredSizes[indexPath] { return measured }
        return estimatedItemSize == Self.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize
    }
}

extension UICollectionView {
    /// The direction a flow layout's content scrolls in.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}

/// One prepared section of a flow layout.
struct FlowSection {
    var frame: CGRect
    var header: UICollectionViewLayoutAttributes?
    var footer: UICollectionViewLayoutAttributes?
    var items: [UICollectionViewLayoutAttributes]
    /// Lines in scroll order: where each starts and ends along the scroll axis, its items.
    var lines: [(start: CGFloat, end: CGFloat, items: Range<Int>)]
}
