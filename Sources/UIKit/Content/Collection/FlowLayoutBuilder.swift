import Foundation

/// Computes a flow layout's sections in one pass (see `UICollectionViewFlowLayout` for the
/// rules). Works in scroll-axis terms: "along" is the scroll direction, "across" the other;
/// `point`/`size` turn them back into frames.
@MainActor
struct FlowLayoutBuilder {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView
    let vertical: Bool
    let delegate: (any UICollectionViewDelegateFlowLayout)?
    /// The extent across the scroll direction that sections lay out in, and where it starts.
    let crossStart: CGFloat
    let crossExtent: CGFloat
    private(set) var contentSize: CGSize = .zero

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
        self.layout = layout
        self.collectionView = collectionView
        vertical = layout.scrollDirection == .vertical
        delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let inset = collectionView.adjustedContentInset, bounds = collectionView.bounds
        // Section insets count from the content inset, or further in from the safe area or
        // the layout margins when those reach deeper.
        var lead: CGFloat = 0, trail: CGFloat = 0
        let reference: UIEdgeInsets? = switch layout.sectionInsetReference {
        case .fromContentInset: nil
        case .fromSafeArea: collectionView.safeAreaInsets
        case .fromLayoutMargins: collectionView.layoutMargins
        }
        if let reference {
            lead = max(0, (vertical ? reference.left - inset.left : reference.top - inset.top))
            trail = max(0, (vertical ? reference.right - inset.right : reference.bottom - inset.bottom))
        }
        crossStart = lead
        let visible = vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        crossExtent = max(0, visible - lead - trail)
    }

    private func point(along: CGFloat, across: CGFloat) -> CGPoint {
        vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
    }
    private func size(along: CGFloat, across: CGFloat) -> CGSize {
        vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }
    private func along(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
    private func across(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }

    mutating func build() -> [FlowSection] {
        var sections: [FlowSection] = []
        var position: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let built = buildSection(section, startingAt: position)
            position = vertical ? built.frame.maxY : built.frame.maxX
            sections.append(built)
        }
        let fullAcross = crossExtent + 2 * crossStart
        contentSize = size(along: position, across: vertical
            ? collectionView.bounds.width - collectionView.adjustedContentInset.left - collectionView.adjustedContentInset.right
            : collectionView.bounds.height - collectionView.adjustedContentInset.top - collectionView.adjustedContentInset.bottom)
        _ = fullAcross
        return sections
    }

    private func buildSection(_ section: Int, startingAt start: CGFloat) -> FlowSection {
        let cv = collectionView
        var position = start
        let headerSize = delegate?.collectionView(cv, layout: layout, referenceSizeForHeaderInSection: section) ?? layout.headerReferenceSize
        var header: UICollectionViewLayoutAttributes?
        if along(headerSize) > 0 {
            header = supplementary(UICollectionView.elementKindSectionHeader, section, at: position, length: along(headerSize))
            position += along(headerSize)
        }
        let insets = delegate?.collectionView(cv, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
        let lineSpacing = delegate?.collectionView(cv, layout: layout, minimumLineSpacingForSectionAt: section) ?? layout.minimumLineSpacing
        let itemSpacing = delegate?.collectionView(cv, layout: layout, minimumInteritemSpacingForSectionAt: section)
            ?? layout.minimumInteritemSpacing
        let (alongBefore, alongAfter) = vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
        let (acrossBefore, acrossAfter) = vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
        let available = max(0, crossExtent - acrossBefore - acrossAfter)
        let lineOrigin = crossStart + acrossBefore
        position += alongBefore
        let count = cv.numberOfItems(inSection: section)
        let sizes = (0..<count).map { item -> CGSize in
            let path = IndexPath(item: item, section: section)
            return delegate?.collectionView(cv, layout: layout, sizeForItemAt: path) ?? layout.ownItemSize(at: path)
        }
        let uniform = sizes.allSatisfy { $0 == sizes.first }
        var items: [UICollectionViewLayoutAttributes] = []
        items.reserveCapacity(count)
        var lines: [(start: CGFloat, end: CGFloat, items: Range<Int>)] = []
        var first = 0
        while first < count {
            // Take items while they fit with the minimum spacing (a line has at least one).
            var last = first + 1, used = across(sizes[first])
            while last < count, used + itemSpacing + across(sizes[last]) <= available {
                used += itemSpacing + across(sizes[last])
                last += 1
            }
            if !lines.isEmpty { position += lineSpacing }
            let range = first..<last
            let lineLength = range.map { along(sizes[$0]) }.max() ?? 0
            let offsets = acrossOffsets(range, sizes, isLast: last == count, uniform: uniform,
                                        available: available, used: used, spacing: itemSpacing)
            for (index, item) in range.enumerated() {
                let s = sizes[item]
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(origin: point(along: position + (lineLength - along(s)) / 2, across: lineOrigin + offsets[index]),
                                          size: s)
                items.append(attributes)
            }
            lines.append((position, position + lineLength, range))
            position += lineLength
            first = last
        }
        position += alongAfter
        let footerSize = delegate?.collectionView(cv, layout: layout, referenceSizeForFooterInSection: section) ?? layout.footerReferenceSize
        var footer: UICollectionViewLayoutAttributes?
        if along(footerSize) > 0 {
            footer = supplementary(UICollectionView.elementKindSectionFooter, section, at: position, length: along(footerSize))
            position += along(footerSize)
        }
        let frame = CGRect(origin: point(along: start, across: crossStart), size: size(along: position - start, across: crossExtent))
        return FlowSection(frame: frame, header: header, footer: footer, items: items, lines: lines)
    }

    /// Where each item of a line starts across, from the line's start (UIKit's spacing rules).
    private func acrossOffsets(_ range: Range<Int>, _ sizes: [CGSize], isLast: Bool, uniform: Bool,
                               available: CGFloat, used: CGFloat, spacing: CGFloat) -> [CGFloat] {
        let n = range.count
        var gap = spacing, start: CGFloat = 0
        if isLast && uniform {
            // Laid out as a full line of the same items would be.
            let w = across(sizes[range.lowerBound])
            let full = max(1, Int(((available + spacing) / (w + spacing)).rounded(.down)))
            if full == 1 { start = (available - w) / 2 } else { gap = (available - CGFloat(full) * w) / CGFloat(full - 1) }
        } else if !isLast {
            if n == 1 { start = (available - used) / 2 } else { gap = spacing + (available - used) / CGFloat(n - 1) }
        }
        var offsets: [CGFloat] = []
        offsets.reserveCapacity(n)
        var x = start
        for item in range {
            offsets.append(x)
            x += across(sizes[item]) + gap
        }
        return offsets
    }

    private func supplementary(_ kind: String, _ section: Int, at position: CGFloat, length: CGFloat) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = CGRect(origin: point(along: position, across: crossStart), size: size(along: length, across: crossExtent))
        attributes.zIndex = 10
        return attributes
    }
}
