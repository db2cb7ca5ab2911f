import Foundation

/// The constraints a stack view generates, after UIKit's recipe (WWDC 2015 "Mysteries of
/// Auto Layout, Part 1"), named with UIKit's `UISV-*` identifiers:
///
/// - `UISV-canvas-connection`: first and last visible views to the canvas edges (the
///   stack view, or its margins guide with `isLayoutMarginsRelativeArrangement`).
/// - `UISV-spacing`: gaps between neighbours (`==`, or `>=` for the equal distributions).
/// - `UISV-fill-equally` / `UISV-fill-proportionally` (at 999, proportional to intrinsic
///   size) / `UISV-distributing` (equal spacer guides between edges or centres).
/// - `UISV-alignment` and, for non-fill alignments, `UISV-ambiguity-suppression` (cross
///   size towards 0 at 25) and `UISV-canvas-fit` (canvas hugs the tallest view at 49).
/// - `UISV-hiding`: a hidden arranged view gets zero length at the canvas start.
///
/// Baseline alignments use the first arranged view's baseline; views without text have
/// their first baseline at the top and their last at the bottom. Vertical stacks treat
/// `.firstBaseline` as `.leading` and `.lastBaseline` as `.trailing`.
extension UIStackView {
    private typealias Attr = NSLayoutConstraint.Attribute

    func rebuildArrangement() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(generatedConstraints)
        spacerGuides.forEach(removeLayoutGuide)
        generatedConstraints = []
        spacerGuides = []
        var built: [NSLayoutConstraint] = []
        func eq(_ item: AnyObject, _ a1: Attr, _ to: AnyObject?, _ a2: Attr, multiplier: CGFloat = 1,
                constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String) {
            add(item, a1, .equal, to, a2, multiplier: multiplier, constant: constant, priority: priority, identifier)
        }
        func add(_ item: AnyObject, _ a1: Attr, _ relation: NSLayoutConstraint.Relation,
                 _ to: AnyObject?, _ a2: Attr, multiplier: CGFloat = 1, constant: CGFloat = 0,
                 priority: UILayoutPriority = .required, _ identifier: String) {
            let c = NSLayoutConstraint(item: item, attribute: a1, relatedBy: relation, toItem: to, attribute: a2,
                                       multiplier: multiplier, constant: constant)
            c.priority = priority
            c.identifier = identifier
            built.append(c)
        }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let (start, end, length, center): (Attr, Attr, Attr, Attr) = horizontal
            ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
        let (crossStart, crossEnd, crossLength, crossCenter): (Attr, Attr, Attr, Attr) = horizontal
            ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
        let visible = arrangedSubviews.filter { !$0.isHidden }

        // Along the axis.
        if let first = visible.first, let last = visible.last {
            eq(first, start, canvas, start, "UISV-canvas-connection")
            eq(canvas, end, last, end, "UISV-canvas-connection")
        }
        let equalDistribution = distribution == .equalSpacing || distribution == .equalCentering
        var firstSpacer: UILayoutGuide?
        for (prev, next) in zip(visible, visible.dropFirst()) {
            add(next, start, equalDistribution ? .greaterThanOrEqual : .equal, prev, end,
                constant: gap(after: prev), "UISV-spacing")
            guard equalDistribution else { continue }
            let spacer = UILayoutGuide()
            spacer.identifier = "UISV-distributing-edge"
            addLayoutGuide(spacer)
            spacerGuides.append(spacer)
            let edges: (Attr, Attr) = distribution == .equalSpacing ? (end, start) : (center, center)
            eq(spacer, start, prev, edges.0, "UISV-distributing-edge")
            eq(spacer, end, next, edges.1, "UISV-distributing-edge")
            if let firstSpacer {
                eq(spacer, length, firstSpacer, length,
                    priority: distribution == .equalCentering ? UILayoutPriority(999) : .required, "UISV-distributing")
            } else {
                firstSpacer = spacer
            }
        }
        if distribution == .fillEqually, let first = visible.first {
            for view in visible.dropFirst() { eq(view, length, first, length, "UISV-fill-equally") }
        }
        if distribution == .fillProportionally {
            let sizes = visible.map { max(0, horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height) }
            let total = sizes.reduce(0, +)
            let spacing = zip(visible, visible.dropFirst()).map { gap(after: $0.0) }.reduce(0, +)
            if total > 0 {
                for (view, size) in zip(visible, sizes) {
                    let share = size / total
                    eq(view, length, canvas, length, multiplier: share, constant: -share * spacing,
                        priority: UILayoutPriority(999), "UISV-fill-proportionally")
                }
            }
        }
        for view in arrangedSubviews where view.isHidden {
            eq(view, length, nil, .notAnAttribute, "UISV-hiding")
            eq(view, start, canvas, start, "UISV-hiding")
        }

        // Across the axis.
        var effective = alignment
        if !horizontal, effective == .firstBaseline { effective = .leading }
        if !horizontal, effective == .lastBaseline { effective = .trailing }
        let reference = visible.first ?? arrangedSubviews.first
        for view in arrangedSubviews {
            switch effective {
            case .fill:
                eq(view, crossStart, canvas, crossStart, "UISV-alignment")
                eq(view, crossEnd, canvas, crossEnd, "UISV-alignment")
            case .leading:
                eq(view, crossStart, canvas, crossStart, "UISV-alignment")
                add(view, crossEnd, .lessThanOrEqual, canvas, crossEnd, "UISV-spanning-boundary")
            case .trailing:
                eq(view, crossEnd, canvas, crossEnd, "UISV-alignment")
                add(view, crossStart, .greaterThanOrEqual, canvas, crossStart, "UISV-spanning-boundary")
            case .center:
                eq(view, crossCenter, canvas, crossCenter, "UISV-alignment")
                add(view, crossStart, .greaterThanOrEqual, canvas, crossStart, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let baseline: Attr = effective == .firstBaseline ? .firstBaseline : .lastBaseline
                if let reference, view !== reference {
                    eq(view, baseline, reference, baseline, "UISV-alignment")
                }
                add(view, .top, .greaterThanOrEqual, canvas, .top, "UISV-spanning-boundary")
                add(view, .bottom, .lessThanOrEqual, canvas, .bottom, "UISV-spanning-boundary")
                // Pull the aligned group to the canvas edge; the view reaching furthest wins.
                let edge: Attr = effective == .firstBaseline ? .top : .bottom
                eq(view, edge, canvas, edge, priority: UILayoutPriority(24), "UISV-spanning-fit")
            }
            if effective != .fill {
                eq(view, crossLength, nil, .notAnAttribute, priority: UILayoutPriority(25), "UISV-ambiguity-suppression")
            }
        }
        if effective != .fill, !arrangedSubviews.isEmpty {
            eq(canvas, crossLength, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit")
        }
        generatedConstraints = built
        NSLayoutConstraint.activate(built)
    }

    /// The gap after `view`: its custom spacing, else `spacing`; system spacing is 8 pt.
    private func gap(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let value = custom == UIStackView.spacingUseDefault ? spacing : custom
        return value == UIStackView.spacingUseSystem ? systemSpacing : value
    }
}
