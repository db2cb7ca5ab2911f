import Foundation

/// Where an orthogonally scrolling compositional section is: the band of the collection
/// view it scrolls in, and its groups side by side along x.
///
/// Coordinates: the band is in the collection view's content coordinates, the full width
/// of the layout container, from the section's top content inset to its bottom one (the
/// boundary header and footer stay outside, scrolling with the collection view). The
/// groups' x coordinates are the layout's, which are also the band's scroller's content
/// coordinates: an item at layout x = 250 is at x = 250 − `contentOffset.x` on screen.
///
/// Resting offsets by behaviour (`scrollViewWillEndDragging`'s target):
///
///     .continuous                       where the deceleration stops
///     .continuousGroupLeadingBoundary   the group leading edge nearest that
///     .paging                           a multiple of the band's width (UIScrollView paging)
///     .groupPaging                      the next group's leading edge in the flick's direction
///     .groupPagingCentered              the next group centred in the band
///
/// A group's leading edge rests at the section's leading content inset.
struct OrthogonalSectionGeometry {
    let section: Int
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The scroller's frame, in the collection view's content coordinates.
    let band: CGRect
    /// The scrolled content's width: both paddings, the groups and the spacing between them.
    let contentWidth: CGFloat
    /// Where the first group starts: the leading content inset (for `.groupPagingCentered`,
    /// plus what centres the group in the room between the insets).
    let leadingPadding: CGFloat
    /// Each group's extent along x and the items it places, in order.
    let groups: [(minX: CGFloat, maxX: CGFloat, items: Range<Int>)]

    /// The largest content offset: the content's end at the band's trailing edge.
    var maximumOffset: CGFloat { max(0, contentWidth - band.width) }

    /// The first group whose extent reaches past `x`, found by binary search.
    func firstGroup(endingAfter x: CGFloat) -> Int {
        var lo = 0, hi = groups.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if groups[mid].maxX <= x { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The offsets a group-snapping behaviour may rest at, ascending and within the content.
    private var restingOffsets: [CGFloat] {
        let limit = maximumOffset
        var offsets: [CGFloat] = []
        for group in groups {
            let raw = behavior == .groupPagingCentered
                ? (group.minX + group.maxX) / 2 - band.width / 2
                : group.minX - leadingPadding
            let offset = min(max(raw, 0), limit)
            if offsets.last.map({ offset > $0 }) ?? true { offsets.append(offset) }
        }
        return offsets
    }

    /// Where a drag released at `current` with content velocity `velocity` (points per
    /// second, positive towards the trailing end) comes to rest, given the target
    /// `proposed` the deceleration would reach on its own.
    func restingOffset(proposed: CGFloat, current: CGFloat, velocity: CGFloat) -> CGFloat {
        switch behavior {
        case .none, .continuous, .paging:
            return proposed
        case .continuousGroupLeadingBoundary:
            return restingOffsets.min { abs($0 - proposed) < abs($1 - proposed) } ?? proposed
        case .groupPaging, .groupPagingCentered:
            // As a paging scroll view: the next resting place in the flick's direction, or the
            // nearest one when the finger stopped.
            let offsets = restingOffsets
            guard !offsets.isEmpty else { return proposed }
            let tolerance: CGFloat = 0.001
            if velocity > 0 { return offsets.first { $0 >= current - tolerance } ?? offsets[offsets.count - 1] }
            if velocity < 0 { return offsets.last { $0 <= current + tolerance } ?? offsets[0] }
            return offsets.min { abs($0 - current) < abs($1 - current) } ?? proposed
        }
    }
}
