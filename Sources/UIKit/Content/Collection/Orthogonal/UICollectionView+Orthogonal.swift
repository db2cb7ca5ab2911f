import Foundation

/// The collection view's orthogonally scrolling sections: one embedded scroller per such
/// section whose band meets the visible bounds, and each section's sideways offset, kept
/// while its scroller is away (scrolled out of view vertically) and restored when it returns.
@MainActor
struct OrthogonalScrollers {
    /// The layout's orthogonal sections, by section, as of its last `prepare()`.
    var geometries: [Int: OrthogonalSectionGeometry] = [:]
    var scrollers: [Int: CollectionOrthogonalScrollView] = [:]
    var offsets: [Int: CGFloat] = [:]
}

extension UICollectionView {
    /// The sideways offset of `section` (0 for a section that does not scroll orthogonally).
    func orthogonalOffset(ofSection section: Int) -> CGFloat { orthogonal.offsets[section] ?? 0 }

    /// Where an element is on screen, in the collection view's content coordinates: its
    /// layout frame, moved by its section's sideways offset when it is a cell of an
    /// orthogonal section.
    func displayedFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        guard !orthogonal.geometries.isEmpty, attributes.representedElementCategory == .cell,
              orthogonal.geometries[attributes.indexPath.section] != nil else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -orthogonalOffset(ofSection: attributes.indexPath.section), dy: 0)
    }

    /// The scroller an element's view goes in: its orthogonal section's, else none (the
    /// collection view itself).
    func orthogonalScroller(for key: ElementKey) -> CollectionOrthogonalScrollView? {
        key.category == .cell ? orthogonal.scrollers[key.indexPath.section] : nil
    }

    /// Puts an element's view in its container (the collection view, or its section's
    /// scroller) at its layout attributes.
    func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        if let scroller = orthogonalScroller(for: attributes.elementKey) {
            if view.superview !== scroller { scroller.addSubview(view) }
            view.applyAttributes(attributes, offsetBy: CGPoint(x: -scroller.frame.minX, y: -scroller.frame.minY))
        } else {
            if view.superview !== self { insertSubview(view, at: backgroundView?.superview === self ? 1 : 0) }
            view.applyAttributes(attributes)
        }
    }

    /// A layout frame in the coordinates of the container `view` is in (for animations).
    func containerFrame(_ layoutFrame: CGRect, for view: UIView) -> CGRect {
        guard let scroller = view.superview as? CollectionOrthogonalScrollView, scroller.superview === self else {
            return layoutFrame
        }
        return layoutFrame.offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY)
    }

    /// After the layout prepared: the orthogonal sections it now has.
    func refreshOrthogonalGeometries() {
        var geometries: [Int: OrthogonalSectionGeometry] = [:]
        for geometry in collectionViewLayout.orthogonalSections { geometries[geometry.section] = geometry }
        orthogonal.geometries = geometries
        for section in orthogonal.offsets.keys where geometries[section] == nil { orthogonal.offsets[section] = nil }
    }

    /// Before tiling: a scroller for each orthogonal section whose band meets the bounds,
    /// at the band and the section's offset; the others are retired (their offsets kept).
    func updateOrthogonalScrollers() {
        for (section, scroller) in orthogonal.scrollers {
            guard let geometry = orthogonal.geometries[section], geometry.band.intersects(bounds) else {
                retireScroller(section)
                continue
            }
            scroller.configure(geometry, offset: orthogonalOffset(ofSection: section))
        }
        for (section, geometry) in orthogonal.geometries
        where orthogonal.scrollers[section] == nil && geometry.band.intersects(bounds) {
            let scroller = CollectionOrthogonalScrollView(geometry: geometry, collectionView: self)
            scroller.configure(geometry, offset: orthogonalOffset(ofSection: section))
            orthogonal.scrollers[section] = scroller
            insertSubview(scroller, at: backgroundView?.superview === self ? 1 : 0)
        }
        // The offset a scroller was clamped to is the section's offset now.
        for (section, scroller) in orthogonal.scrollers { orthogonal.offsets[section] = scroller.contentOffset.x }
    }

    private func retireScroller(_ section: Int) {
        guard let scroller = orthogonal.scrollers.removeValue(forKey: section) else { return }
        // Cells still inside (an animated update's leaving views) go back to the collection view.
        for case let view as UICollectionReusableView in scroller.subviews {
            let frame = view.frame.offsetBy(dx: scroller.frame.minX - scroller.bounds.minX,
                                           dy: scroller.frame.minY - scroller.bounds.minY)
            insertSubview(view, at: 0)
            view.frame = frame
        }
        scroller.retire()
    }

    /// A scroller moved: its section shows the items now in its band (on the next layout).
    func orthogonalScrollerDidScroll(_ scroller: CollectionOrthogonalScrollView) {
        guard orthogonal.scrollers[scroller.section] === scroller else { return }
        orthogonal.offsets[scroller.section] = scroller.contentOffset.x
        tileIsCurrent = false
        setNeedsLayout()
    }

    /// After an update renumbered the sections (`sectionMap[new] = old`): offsets and
    /// scrollers follow their sections.
    func renumberOrthogonalSections(_ sectionMap: [Int?]) {
        guard !orthogonal.offsets.isEmpty || !orthogonal.scrollers.isEmpty else { return }
        var offsets: [Int: CGFloat] = [:], scrollers: [Int: CollectionOrthogonalScrollView] = [:]
        var kept = Set<ObjectIdentifier>()
        for (new, old) in sectionMap.enumerated() {
            guard let old else { continue }
            offsets[new] = orthogonal.offsets[old]
            if let scroller = orthogonal.scrollers[old] {
                scrollers[new] = scroller
                kept.insert(ObjectIdentifier(scroller))
            }
        }
        for scroller in orthogonal.scrollers.values where !kept.contains(ObjectIdentifier(scroller)) { scroller.retire() }
        orthogonal.offsets = offsets
        orthogonal.scrollers = scrollers
    }
}
