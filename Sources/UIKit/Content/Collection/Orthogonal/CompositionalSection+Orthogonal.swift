import Foundation

// A compositional section whose `orthogonalScrollingBehavior` is not `.none`: its groups go
// side by side along x in one band, which scrolls sideways in its own scroller.
extension CompositionalSection {
    /// Lays out the section's items in a row of groups, `interGroupSpacing` apart, starting
    /// at the leading content inset (for `.groupPagingCentered`, centred in the room between
    /// the insets). The band spans the container's width, from `top` through the top inset,
    /// the groups' height and the bottom inset. Returns the band's bottom.
    mutating func layOutOrthogonally(_ section: NSCollectionLayoutSection, items count: Int, top: CGFloat,
                                     container: CGSize) -> CGFloat {
        let insets = section.contentInsets
        let room = container.width - insets.leading - insets.trailing
        let groupContainer = CGSize(width: room, height: container.height)
        let groupSize = section.group.layoutSize.resolve(in: groupContainer)
        let centring = section.orthogonalScrollingBehavior == .groupPagingCentered ? max(0, (room - groupSize.width) / 2) : 0
        let leading = insets.leading + centring
        var groups: [(minX: CGFloat, maxX: CGFloat, items: Range<Int>)] = []
        var x = leading
        items.reserveCapacity(count)
        while items.count < count {
            let frame = CGRect(x: x, y: top + insets.top, width: groupSize.width, height: groupSize.height)
            let frames = section.group.cellFrames(in: frame, container: groupContainer, available: count - items.count)
            guard !frames.isEmpty else { break }            // a group that holds nothing: stop
            let first = items.count
            for cell in frames {
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: items.count, section: index))
                a.frame = cell
                items.append(a)
            }
            groups.append((frame.minX, frame.maxX, first..<items.count))
            x = frame.maxX + section.interGroupSpacing
        }
        let groupHeight = groups.isEmpty ? 0 : groupSize.height
        let band = CGRect(x: 0, y: top, width: container.width, height: insets.top + groupHeight + insets.bottom)
        let end = groups.last?.maxX ?? leading
        orthogonal = OrthogonalSectionGeometry(section: index, behavior: section.orthogonalScrollingBehavior, band: band,
                                               contentWidth: end + centring + insets.trailing, leadingPadding: leading,
                                               groups: groups)
        return band.maxY
    }

    /// Copies of the items shown in `rect` (content coordinates) while the band is scrolled
    /// to `offset`: the groups meeting `rect` moved by the offset, found by binary search.
    func orthogonalItems(_ geometry: OrthogonalSectionGeometry, in rect: CGRect,
                         offset: CGFloat) -> [UICollectionViewLayoutAttributes] {
        guard geometry.band.minY < rect.maxY, geometry.band.maxY > rect.minY else { return [] }
        var result: [UICollectionViewLayoutAttributes] = []
        var group = geometry.firstGroup(endingAfter: rect.minX + offset)
        while group < geometry.groups.count, geometry.groups[group].minX < rect.maxX + offset {
            for item in geometry.groups[group].items where items[item].frame.offsetBy(dx: -offset, dy: 0).intersects(rect) {
                result.append(items[item].copy() as! UICollectionViewLayoutAttributes)
            }
            group += 1
        }
        return result
    }
}
