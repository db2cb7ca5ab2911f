import Foundation

// Pinned headers and footers (`sectionHeadersPinToVisibleBounds`,
// `sectionFootersPinToVisibleBounds`): while its section is in view, a header stays at the
// top of the visible bounds (below the adjusted content inset), pushed up by the end of its
// section; a footer stays at the bottom, pushed down by its section's start. Computed from
// the collection view's bounds on each query, so scrolling needs no new `prepare()`.
// Pinned elements are drawn above the items (`zIndex` 10, a chosen value; UIKit documents none).
extension UICollectionViewFlowLayout {
    static let pinnedZIndex = 10

    /// Whether either kind of supplementary view is pinned.
    var pinsSupplementaryViews: Bool { sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds }

    /// `section`'s header and footer where they are shown now (copies).
    func placedSupplementaryViews(of section: FlowSection) -> (header: UICollectionViewLayoutAttributes?, footer: UICollectionViewLayoutAttributes?) {
        let header = section.header?.copy() as? UICollectionViewLayoutAttributes
        let footer = section.footer?.copy() as? UICollectionViewLayoutAttributes
        guard pinsSupplementaryViews, let collectionView else { return (header, footer) }
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        let visibleStart = vertical ? bounds.minY + inset.top : bounds.minX + inset.left
        let visibleEnd = vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
        func start(_ r: CGRect) -> CGFloat { vertical ? r.minY : r.minX }
        func end(_ r: CGRect) -> CGFloat { vertical ? r.maxY : r.maxX }
        func length(_ r: CGRect) -> CGFloat { vertical ? r.height : r.width }
        func move(_ attributes: UICollectionViewLayoutAttributes, to position: CGFloat) {
            if vertical { attributes.frame.origin.y = position } else { attributes.frame.origin.x = position }
            attributes.zIndex = Self.pinnedZIndex
        }
        if sectionHeadersPinToVisibleBounds, let header, length(header.frame) > 0 {
            let limit = (footer.map { start($0.frame) } ?? end(section.frame)) - length(header.frame)
            let natural = start(header.frame)
            move(header, to: max(natural, min(visibleStart, limit)))
        }
        if sectionFootersPinToVisibleBounds, let footer, length(footer.frame) > 0 {
            let limit = header.map { start($0.frame) + length($0.frame) } ?? start(section.frame)
            let natural = start(footer.frame)
            move(footer, to: min(natural, max(visibleEnd - length(footer.frame), limit)))
        }
        return (header, footer)
    }
}
